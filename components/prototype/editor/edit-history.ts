/**
 * The editor's undo/redo stack (spec §4 "undo and redo"). Each step is a whole-source snapshot
 * plus the one element it changed, so undo and redo can bring both the saved HTML and the live
 * preview back without re-rendering the page: the preview swaps just that element.
 * Immutable: every operation returns a new history.
 */

/** One applied change: the element it touched, as it was before and after. */
export type EditStep = {
  /** data-vs-id of the element. */
  elementId: string;
  /** The element's outerHTML in the source before and after the change. */
  before: string;
  after: string;
  /** What the user did ("precise" edit in the panel, "ai" modification). */
  origin: "precise" | "ai";
  /**
   * For precise edits: how to move the live element between the two states without replacing
   * it (a page script may have filled it at run time): its style attribute and text.
   */
  frame?: { before: FrameState; after: FrameState };
};

/** The parts of a live element a precise edit changes. */
export type FrameState = { style: string | null; text?: string };

export type EditHistory = {
  /** The source as last saved (the version shown, or the last save). */
  saved: string;
  /** The source before the oldest step still undoable. */
  base: string;
  /** Applied steps, oldest first, each with the source after it. */
  done: { step: EditStep; source: string }[];
  /** Undone steps, most recently undone last. */
  undone: { step: EditStep; source: string }[];
};

/** Steps kept; older ones fold into the base (their changes stay, only their undo is gone). */
export const HISTORY_LIMIT = 100;

export function createHistory(base: string): EditHistory {
  return { saved: base, base, done: [], undone: [] };
}

/** The source as the user sees it now. */
export function currentSource(history: EditHistory): string {
  return history.done.length > 0 ? history.done[history.done.length - 1].source : history.base;
}

/** Unsaved changes exist (the current source differs from the saved one). */
export function isDirty(history: EditHistory): boolean {
  return currentSource(history) !== history.saved;
}

export function canUndo(history: EditHistory): boolean {
  return history.done.length > 0;
}

export function canRedo(history: EditHistory): boolean {
  return history.undone.length > 0;
}

/** Records a change; a new change clears the redo branch. */
export function record(history: EditHistory, step: EditStep, source: string): EditHistory {
  if (source === currentSource(history)) return history;
  let base = history.base;
  let done = [...history.done, { step, source }];
  if (done.length > HISTORY_LIMIT) {
    const dropped = done.length - HISTORY_LIMIT;
    base = done[dropped - 1].source;
    done = done.slice(dropped);
  }
  return { saved: history.saved, base, done, undone: [] };
}

/** Undo: the source before the last step, and the step to revert in the preview. */
export function undo(history: EditHistory): { history: EditHistory; reverted: EditStep } | null {
  const last = history.done[history.done.length - 1];
  if (!last) return null;
  return {
    history: { ...history, done: history.done.slice(0, -1), undone: [...history.undone, last] },
    reverted: last.step,
  };
}

/** Redo: re-applies the most recently undone step. */
export function redo(history: EditHistory): { history: EditHistory; reapplied: EditStep } | null {
  const next = history.undone[history.undone.length - 1];
  if (!next) return null;
  return {
    history: { ...history, done: [...history.done, next], undone: history.undone.slice(0, -1) },
    reapplied: next.step,
  };
}

/** After a save the current source is what is saved; the steps stay undoable. */
export function markSaved(history: EditHistory): EditHistory {
  return { ...history, saved: currentSource(history) };
}
