/**
 * A jsdom window installed on the globals of a Node test, after the parts that must not see a
 * window (the API under test, PGlite, jose) have done their work: the PRD editor (ProseMirror)
 * then runs as it does in jsdom tests.
 */
import { JSDOM } from "jsdom";

export function installDom(): () => void {
  const dom = new JSDOM("<!doctype html><html><body></body></html>", { pretendToBeVisual: true });
  const g = globalThis as Record<string, unknown>;
  const names = [
    "window",
    "document",
    "navigator",
    "Node",
    "Element",
    "HTMLElement",
    "Text",
    "DocumentFragment",
    "MutationObserver",
    "DOMParser",
    "getComputedStyle",
    "requestAnimationFrame",
    "cancelAnimationFrame",
    "getSelection",
    "Range",
    "Selection",
    "KeyboardEvent",
    "MouseEvent",
    "Event",
    "CustomEvent",
    "ClipboardEvent",
    "InputEvent",
    "FocusEvent",
    "UIEvent",
  ];
  const saved = new Map(names.map((name) => [name, Object.getOwnPropertyDescriptor(g, name)]));
  const win = dom.window as unknown as Record<string, unknown>;
  for (const name of names) {
    const value =
      name === "window"
        ? dom.window
        : typeof win[name] === "function" && /^[a-z]/.test(name)
          ? (win[name] as (...a: unknown[]) => unknown).bind(dom.window)
          : win[name];
    Object.defineProperty(g, name, { value, configurable: true, writable: true });
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(g, name, descriptor);
      else delete g[name];
    }
    dom.window.close();
  };
}
