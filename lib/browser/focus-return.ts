/**
 * Where focus goes back to when a dialog closes (WCAG 2.4.3: never to <body>).
 *
 * Radix returns focus to whatever was focused when the dialog opened. For a dialog opened from a
 * menu item that is the item, which the menu removes at once, so focus fell to <body>. Here a
 * document-wide listener remembers the last focused control, counting a menu item as the button
 * that opened its menu; a dialog takes that as its opener when it opens and gives focus back to
 * it, or — if the opener is gone (a deleted chat's row) — to the chat input, else to `main`.
 */

const MENU_ITEM = '[role="menuitem"],[role="menuitemradio"],[role="menuitemcheckbox"]';

let last: HTMLElement | null = null;
let listening = false;

/** The button that opened the menu `item` is in (Radix labels a menu by its trigger). */
function menuTrigger(item: Element): HTMLElement | null {
  const id = item.closest('[role="menu"]')?.getAttribute("aria-labelledby");
  return id ? document.getElementById(id) : null;
}

function remember(event: FocusEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  last = target.matches(MENU_ITEM) ? (menuTrigger(target) ?? last) : target;
}

/** Starts remembering focus (idempotent; browser only). */
export function trackFocus(): void {
  if (listening || typeof document === "undefined") return;
  listening = true;
  document.addEventListener("focusin", remember, true);
}

/** The control a dialog opening now should give focus back to. */
export function currentOpener(): HTMLElement | null {
  trackFocus();
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body)
    return active.matches(MENU_ITEM) ? (menuTrigger(active) ?? last) : active;
  return last;
}

function focusable(el: HTMLElement | null): el is HTMLElement {
  if (!el || !el.isConnected) return false;
  if ((el as HTMLButtonElement).disabled) return false;
  // Hidden (display: none, or inside a closed drawer) cannot take focus.
  return el.getClientRects().length > 0;
}

/** Moves focus to `opener`, or to the nearest sensible place when it is gone. */
export function returnFocus(opener: HTMLElement | null): void {
  const fallbacks = [
    opener,
    document.querySelector<HTMLElement>('[data-testid="chat-input"]'),
    document.getElementById("main"),
  ];
  for (const el of fallbacks) {
    if (!focusable(el)) continue;
    el.focus({ preventScroll: true });
    if (document.activeElement === el) return;
  }
}
