/**
 * Where the user was typing (the focused element and, in editable text, the caret or selection),
 * kept while a prompt takes the focus and put back when it closes — so answering a question
 * raised by typing lets the user go on typing where they were.
 */
export type Caret = { element: HTMLElement; range: Range | null };

export function saveCaret(): Caret | null {
  if (typeof document === "undefined") return null;
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const selection = document.getSelection();
  const range =
    selection && selection.rangeCount > 0 && element.contains(selection.getRangeAt(0).startContainer)
      ? selection.getRangeAt(0).cloneRange()
      : null;
  return { element, range };
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
