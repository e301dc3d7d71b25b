/**
 * Where the user was typing (the focused element and, in editable text, the caret or selection),
 * kept while a prompt takes the focus and put back when it closes — so answering a question
 * raised by typing lets the user go on typing where they were.
 *
 * `region`: the editing area around it (an element marked `data-edit-region`). An answer can
 * replace the editor itself (a discarded edit loads the version again): the cursor then goes to
 * the editor now in that area, never to another field.
 */
export type Caret = { element: HTMLElement; range: Range | null; region: HTMLElement | null };

export const EDIT_REGION = "data-edit-region";

export function saveCaret(): Caret | null {
  if (typeof document === "undefined") return null;
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const selection = document.getSelection();
  const range =
    selection && selection.rangeCount > 0 && element.contains(selection.getRangeAt(0).startContainer)
      ? selection.getRangeAt(0).cloneRange()
      : null;
  return { element, range, region: element.closest<HTMLElement>(`[${EDIT_REGION}]`) };
}

/** Focuses the element again and puts the caret back; false when the element is gone. */
export function restoreCaret(caret: Caret | null): boolean {
  if (!caret || !caret.element.isConnected) return false;
  caret.element.focus({ preventScroll: true });
  const { range } = caret;
  if (range && range.startContainer.isConnected && range.endContainer.isConnected) {
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }
  return true;
}

const EDITABLE =
  '[contenteditable="true"], textarea:not([disabled]), input:not([type="hidden"]):not([disabled])';

/**
 * The editor in the caret's region, once one is there (a remounted editor takes a few frames to
 * appear): focused, true; false when the region is gone or holds none within `frames`.
 */
export async function focusRegion(caret: Caret | null, frames = 20): Promise<boolean> {
  const region = caret?.region;
  if (!region) return false;
  for (let i = 0; i < frames && region.isConnected; i++) {
    const editor = region.querySelector<HTMLElement>(EDITABLE);
    if (editor) {
      editor.focus({ preventScroll: true });
      if (document.activeElement === editor) return true;
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return false;
}
