"use client";
/**
 * Typing into an older version asks first, before the first keystroke takes effect: the key (a
 * character, Enter, Backspace, a paste, a drop, a cut) is held back and the base-choice prompt
 * opens. Built on the version shown, the text typed is put in where the user was typing; on the
 * latest, the viewer switches to it; cancelled, nothing changed. Either way the cursor goes back
 * to the editor — no keystroke reaches another field (the prompt holds what is typed while it is
 * open).
 *
 * Listens in the capture phase on the editing area (`region`), before the editor itself
 * (ProseMirror, CodeMirror, a cell's textarea) sees the event. An edit that gets past it (a
 * toolbar button, an input method's composition) is still asked about by `useBaseGate`.
 */
import { useEffect, useRef } from "react";
import type { ViewerType } from "@/lib/contracts/artifacts";
import { asksForBase, confirmBase, useBaseChoiceStore } from "./base-choice";

/** The keys that change text (a printable character, a line break, a deletion). */
function typedKey(event: KeyboardEvent): string | null {
  if (event.isComposing) return null;
  const command = (event.ctrlKey || event.metaKey) && !(event.ctrlKey && event.altKey); // AltGr types
  if (event.key.length === 1 && !command) return event.key;
  if (event.key === "Enter" || event.key === "Backspace" || event.key === "Delete") return "";
  return null;
}

function editable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement)
    return !target.readOnly && !target.disabled;
  return target.isContentEditable;
}

/** `region`: the editing area (a state set by its ref callback, so an area that appears later is gated too). */
export function useTypingGate(
  region: HTMLElement | null,
  { chatId, viewer, versionId }: { chatId: string; viewer: ViewerType; versionId: string | null },
): void {
  const current = useRef({ chatId, viewer, versionId });
  useEffect(() => {
    current.current = { chatId, viewer, versionId };
  });

  useEffect(() => {
    const element = region;
    if (!element) return;
    const hold = (event: Event, typed: string | null) => {
      const { chatId: chat, viewer: type, versionId: id } = current.current;
      if (typed === null || !id || !editable(event.target)) return;
      if (!asksForBase(chat, type, id) || useBaseChoiceStore.getState().prompt) return;
      event.preventDefault();
      event.stopPropagation();
      void confirmBase(chat, type, id, { typed });
    };
    const onKey = (event: KeyboardEvent) => hold(event, typedKey(event));
    // An input method's composition cannot be held back (its events cannot be cancelled).
    const onInput = (event: InputEvent) =>
      hold(
        event,
        /^(insert|delete)/.test(event.inputType) && !event.inputType.includes("Composition")
          ? (event.data ?? event.dataTransfer?.getData("text/plain") ?? "")
          : null,
      );
    const onPaste = (event: ClipboardEvent) => hold(event, event.clipboardData?.getData("text/plain") ?? "");
    const onDrop = (event: DragEvent) => hold(event, event.dataTransfer?.getData("text/plain") ?? "");
    const onCut = (event: ClipboardEvent) => hold(event, "");
    element.addEventListener("keydown", onKey, true);
    element.addEventListener("beforeinput", onInput, true);
    element.addEventListener("paste", onPaste, true);
    element.addEventListener("drop", onDrop, true);
    element.addEventListener("cut", onCut, true);
    return () => {
      element.removeEventListener("keydown", onKey, true);
      element.removeEventListener("beforeinput", onInput, true);
      element.removeEventListener("paste", onPaste, true);
      element.removeEventListener("drop", onDrop, true);
      element.removeEventListener("cut", onCut, true);
    };
  }, [region]);
}
