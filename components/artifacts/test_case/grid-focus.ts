"use client";
/**
 * Roving focus in the test-case table (the ARIA grid pattern): the grid is one Tab
 * stop; arrow keys move between cells, Home/End to the row's ends, Ctrl+Home/End to the grid's
 * corners, PageUp/PageDown by a few rows. Enter or F2 edits a cell (EditableCell), Escape leaves
 * the editor back on the cell.
 */
import { useState, type KeyboardEvent } from "react";

export type Cell = { row: number; col: number };

const PAGE_ROWS = 5;
export const GRID_CELL_ATTR = "data-grid-cell";

/** The cell a key moves to in a rows × cols grid, or null when the key is not a move. */
export function nextCell(key: string, at: Cell, rows: number, cols: number, ctrl = false): Cell | null {
  const clamp = (row: number, col: number): Cell => ({
    row: Math.max(0, Math.min(rows - 1, row)),
    col: Math.max(0, Math.min(cols - 1, col)),
  });
  switch (key) {
    case "ArrowDown":
      return clamp(at.row + 1, at.col);
    case "ArrowUp":
      return clamp(at.row - 1, at.col);
    case "ArrowRight":
      return clamp(at.row, at.col + 1);
    case "ArrowLeft":
      return clamp(at.row, at.col - 1);
    case "Home":
      return ctrl ? clamp(0, 0) : clamp(at.row, 0);
    case "End":
      return ctrl ? clamp(rows - 1, cols - 1) : clamp(at.row, cols - 1);
    case "PageDown":
      return clamp(at.row + PAGE_ROWS, at.col);
    case "PageUp":
      return clamp(at.row - PAGE_ROWS, at.col);
    default:
      return null;
  }
}

/** The roving stop of a grid and the props each cell's focus target takes. */
export function useGridFocus(rows: number, cols: number) {
  const [active, setActive] = useState<Cell>({ row: 0, col: 0 });
  // Fewer rows now (a filter, an undo): the stop stays inside the grid.
  const stop = { row: Math.min(active.row, Math.max(0, rows - 1)), col: Math.min(active.col, cols - 1) };

  const cellProps = (row: number, col: number) => ({
    tabIndex: row === stop.row && col === stop.col ? 0 : -1,
    [GRID_CELL_ATTR]: `${row}:${col}`,
    onFocus: () => setActive({ row, col }),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys typed into a cell's editor are the editor's.
    if (!(event.target instanceof HTMLElement) || !event.target.hasAttribute(GRID_CELL_ATTR)) return;
    const next = nextCell(event.key, stop, rows, cols, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    event.currentTarget.querySelector<HTMLElement>(`[${GRID_CELL_ATTR}="${next.row}:${next.col}"]`)?.focus();
  };

  return { cellProps, onKeyDown };
}
