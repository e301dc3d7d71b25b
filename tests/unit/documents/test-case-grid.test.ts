/**
 * The test-case table's roving focus (issue #26): where each key moves in the grid.
 */
import { nextCell } from "@/components/artifacts/test_case/grid-focus";

describe("nextCell", () => {
  const at = { row: 2, col: 3 };
  it("moves one cell with the arrows and stays inside the grid", () => {
    expect(nextCell("ArrowDown", at, 5, 8)).toEqual({ row: 3, col: 3 });
    expect(nextCell("ArrowUp", at, 5, 8)).toEqual({ row: 1, col: 3 });
    expect(nextCell("ArrowRight", at, 5, 8)).toEqual({ row: 2, col: 4 });
    expect(nextCell("ArrowLeft", at, 5, 8)).toEqual({ row: 2, col: 2 });
    expect(nextCell("ArrowDown", { row: 4, col: 7 }, 5, 8)).toEqual({ row: 4, col: 7 });
    expect(nextCell("ArrowLeft", { row: 0, col: 0 }, 5, 8)).toEqual({ row: 0, col: 0 });
  });
  it("Home/End go to the row's ends, with Ctrl to the grid's corners; PageUp/PageDown by five rows", () => {
    expect(nextCell("Home", at, 5, 8)).toEqual({ row: 2, col: 0 });
    expect(nextCell("End", at, 5, 8)).toEqual({ row: 2, col: 7 });
    expect(nextCell("Home", at, 5, 8, true)).toEqual({ row: 0, col: 0 });
    expect(nextCell("End", at, 5, 8, true)).toEqual({ row: 4, col: 7 });
    expect(nextCell("PageDown", at, 20, 8)).toEqual({ row: 7, col: 3 });
    expect(nextCell("PageUp", at, 20, 8)).toEqual({ row: 0, col: 3 });
  });
  it("other keys are not moves", () => {
    expect(nextCell("Enter", at, 5, 8)).toBeNull();
    expect(nextCell("a", at, 5, 8)).toBeNull();
  });
});
