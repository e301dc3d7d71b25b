"use client";
/**
 * Focus never falls to <body> inside the prototype viewer: when the control holding
 * it goes away (the edit panel closes, Escape leaves the editor, the outline closes), the cursor
 * goes to the outline's current item if it is shown, else to the edit panel's close button, else
 * to the "Edit elements" toggle. (Precise Edit disables its own button once applied.)
 * Chromium fires no blur when a focused node is removed, so the check runs after each change of
 * `watch` instead.
 */
import { useEffect, useRef, type RefObject } from "react";

/** A dialog of its own (share, source, a confirmation) holds focus; the phone's viewer sheet does not count. */
const OTHER_DIALOG = '[role="dialog"]:not(:has([data-testid="prototype-viewer"])), [role="alertdialog"]';
const FALLBACKS = [
  '[data-testid="element-outline"] [tabindex="0"]',
  '[data-testid="edit-panel"] header button',
  '[data-testid="edit-toggle"]',
];

export function useFocusFallback(root: RefObject<HTMLElement | null>, watch: unknown) {
  const inside = useRef(false);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onIn = () => (inside.current = true);
    const onOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !element.contains(event.relatedTarget))
        inside.current = false;
    };
    element.addEventListener("focusin", onIn);
    element.addEventListener("focusout", onOut);
    return () => {
      element.removeEventListener("focusin", onIn);
      element.removeEventListener("focusout", onOut);
    };
  }, [root]);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const element = root.current;
      const lost = !document.activeElement || document.activeElement === document.body;
      if (!element || !inside.current || !lost || document.querySelector(OTHER_DIALOG)) return;
      for (const selector of FALLBACKS) {
        const target = element.querySelector<HTMLElement>(selector);
        if (target) return target.focus();
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [root, watch]);
}
