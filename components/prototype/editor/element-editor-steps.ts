"use client";
/**
 * Named steps of the element editor (use-element-editor.ts): the page's state in the frame, the
 * history of a newly shown page, one precise edit as an undoable step, undo/redo shown in the
 * frame, and the chat input and composer while an element is edited.
 */
import { useCallback, useEffect, type RefObject } from "react";
import { useChatStore } from "@/lib/stores/chat-store";
import { useComposerStore } from "@/lib/stores/composer-store";
import type { AppMessage } from "../frame/messages";
import type { PreviewFrameHandle } from "../viewer/preview-frame";
import {
  createHistory,
  currentSource,
  markSaved,
  record,
  redo as redoStep,
  undo as undoStep,
  type EditHistory,
  type EditStep,
  type FrameState,
} from "./edit-history";
import { elementRange, outerHtmlOf, startTagAttribute } from "./html-source";
import type { EditorMode } from "./use-element-editor";

/** The composer options that carry an element into a conversation edit (cleared together). */
export const EDIT_OPTION_KEYS = {
  edit_html: undefined,
  base_version_id: undefined,
  base_choice: undefined,
  mult_page_id: undefined,
};

/** What the frame shows of an element: its style attribute and, for a text edit, its text. */
export function frameStateOf(source: string, id: string, withText: boolean): FrameState {
  const range = elementRange(source, id);
  if (!range) return { style: null };
  const style = startTagAttribute(source.slice(range.start, range.openEnd), "style");
  if (!withText) return { style };
  const inner = source.slice(range.openEnd, range.closeStart);
  const text = new DOMParser().parseFromString(`<body>${inner}`, "text/html").body.textContent ?? "";
  return { style, text };
}

/**
 * The history for a newly shown version or page: it continues when the page holds what the
 * editor had (a save), or what it had with one element rewritten by AI (that answer becomes an
 * undoable step); otherwise it starts over from the page.
 */
export function nextHistory(
  previous: EditHistory | null,
  html: string | null,
  aiElementId: string | null,
): { history: EditHistory | null; continued: boolean } {
  if (html === null) return { history: null, continued: false };
  if (previous && currentSource(previous) === html) return { history: markSaved(previous), continued: true };
  if (previous && aiElementId) {
    const before = outerHtmlOf(currentSource(previous), aiElementId);
    const after = outerHtmlOf(html, aiElementId);
    if (before && after)
      return {
        history: markSaved(record(previous, { elementId: aiElementId, before, after, origin: "ai" }, html)),
        continued: true,
      };
  }
  return { history: createHistory(html), continued: false };
}

/** One precise edit of `elementId` (source `before` → `after`) as an undoable step, with what the frame shows either side. */
export function preciseStep(before: string, after: string, elementId: string, withText: boolean): EditStep {
  return {
    elementId,
    before: outerHtmlOf(before, elementId) ?? "",
    after: outerHtmlOf(after, elementId) ?? "",
    origin: "precise",
    frame: {
      before: frameStateOf(before, elementId, withText),
      after: frameStateOf(after, elementId, withText),
    },
  };
}

/** Undo and redo: the history moves one step and the frame shows the element as it was (or is again). */
export function useHistoryMoves(
  history: EditHistory | null,
  commitHistory: (next: EditHistory) => void,
  frame: RefObject<PreviewFrameHandle | null>,
) {
  const showStep = useCallback(
    (step: EditStep, direction: "before" | "after") => {
      const post = (message: AppMessage) => frame.current?.post(message);
      if (step.frame) {
        const shown = step.frame[direction];
        post({ type: "patch", id: step.elementId, attributes: { style: shown.style }, text: shown.text });
      } else {
        post({ type: "replace", id: step.elementId, outerHTML: step[direction] });
      }
    },
    [frame],
  );

  const undo = useCallback(() => {
    const result = history && undoStep(history);
    if (!result) return;
    commitHistory(result.history);
    showStep(result.reverted, "before");
  }, [history, commitHistory, showStep]);

  const redo = useCallback(() => {
    const result = history && redoStep(history);
    if (!result) return;
    commitHistory(result.history);
    showStep(result.reapplied, "after");
  }, [history, commitHistory, showStep]);

  return { undo, redo };
}

/**
 * The chat input is blocked while an element is edited (spec §4) and given back after; the
 * element a conversation edit carries leaves the composer once its message is sent (or the
 * editor goes). Returns the call that clears that element from the composer.
 */
export function useComposerWhileEditing(chatId: string, mode: EditorMode, streaming: boolean): () => void {
  const clearComposerEdit = useCallback(() => {
    useComposerStore.getState().setOptions(chatId, EDIT_OPTION_KEYS);
  }, [chatId]);

  // The chat input is blocked while an element is edited (spec §4); a running round blocks it too.
  useEffect(() => {
    const store = useChatStore.getState();
    if (mode === "edit") store.patch(chatId, { inputDisabled: true });
    else if (!streaming && store.get(chatId).inputDisabled) store.patch(chatId, { inputDisabled: false });
  }, [mode, streaming, chatId]);
  useEffect(
    () => () => {
      if (!useChatStore.getState().get(chatId).streaming.active)
        useChatStore.getState().patch(chatId, { inputDisabled: false });
      useComposerStore.getState().setOptions(chatId, EDIT_OPTION_KEYS);
    },
    [chatId],
  );
  // The message that carried the element is on its way: the composer forgets the element.
  useEffect(() => {
    if (streaming && mode === "chat") clearComposerEdit();
  }, [streaming, mode, clearComposerEdit]);

  return clearComposerEdit;
}
