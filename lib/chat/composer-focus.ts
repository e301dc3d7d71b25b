/**
 * "Put the cursor in the chat input": asked by Ctrl/Cmd+K and New chat, answered by the
 * composer. The request survives a route change (the composer of the next page may not be
 * mounted yet), so a flag is kept until a composer takes it.
 */
export const COMPOSER_FOCUS_EVENT = "composer-focus-request";

let pending = false;

export function requestComposerFocus(): void {
  pending = true;
  if (typeof window !== "undefined") window.dispatchEvent(new Event(COMPOSER_FOCUS_EVENT));
}

/** The composer calls this when it mounts or hears the event: true once per request. */
export function takeComposerFocus(): boolean {
  const was = pending;
  pending = false;
  return was;
}

/**
 * Sending from the chat home moves to the new chat's page: its composer takes the cursor when it
 * mounts (no event, which the home's own composer, still mounted, would answer).
 */
export function handOverComposerFocus(): void {
  pending = true;
}
