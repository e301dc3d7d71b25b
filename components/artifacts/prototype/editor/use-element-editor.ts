"use client";
/**
 * The element editor of spec §4: selection mode (hover outline, click selects), edit mode (the
 * edit panel; the chat input is blocked) and conversation edit mode (the chat input is the
 * smart-editing input for the selected element), with undo and redo.
 *
 * Every change is applied twice: in the live frame for instant feedback, and to the page's stored
 * source by element id (html-source.ts), which is what Save writes as a new version.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { VersionDto } from "@/lib/contracts/versions";
import type { PrototypePage } from "@/lib/contracts/content/prototype";
import { useChatStore } from "@/lib/stores/chat-store";
import { useComposerStore } from "@/lib/stores/composer-store";
import { useVersionStore } from "@/lib/stores/version-store";
import type { FrameToApp, Rect, SelectedElement } from "../frame/messages";
import type { PreviewFrameHandle } from "../viewer/preview-frame";
import { saveHtml, type PrototypeKind } from "../api";
import {
  canRedo,
  canUndo,
  createHistory,
  currentSource,
  isDirty,
  markSaved,
  record,
  redo as redoStep,
  undo as undoStep,
  type EditHistory,
  type EditStep,
  type FrameState,
} from "./edit-history";
import { applyPreciseEdit, elementRange, outerHtmlOf, startTagAttribute, type PreciseEdit } from "./html-source";

export type EditorMode = "view" | "select" | "edit" | "chat";

export type ElementEditor = {
  mode: EditorMode;
  selected: SelectedElement | null;
  hover: { id: string; rect: Rect } | null;
  source: string | null;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  saving: boolean;
  /** The element an AI Modify round is rewriting. */
  aiElementId: string | null;
  toggleSelecting: () => void;
  exit: () => void;
  /** Shows a change in the frame without recording it (the panel's live preview). */
  preview: (edit: PreciseEdit) => void;
  /** Brings the selected element in the frame back to its source state (draft dropped). */
  revertPreview: () => void;
  applyPrecise: (edit: PreciseEdit) => boolean;
  undo: () => void;
  redo: () => void;
  save: () => Promise<boolean>;
  /** The source outerHTML of the selected element (what AI Modify sends). */
  selectedSourceHtml: () => string | null;
  /** Marks the element an AI round is rewriting (its answer becomes an undoable step). */
  beginAi: (elementId: string) => void;
  endAi: () => void;
  enterChatEdit: () => void;
  onFrameMessage: (message: FrameToApp) => void;
  /** The frame showed a new document: restore mode and selection in it. */
  onFrameShown: () => void;
};

type Options = {
  chatId: string;
  kind: PrototypeKind;
  version: VersionDto | null;
  page: PrototypePage | null;
  frame: RefObject<PreviewFrameHandle | null>;
  streaming: boolean;
  texts: { saveFailed: string; frameUnavailable: string };
  notify: (message: string) => void;
  /** Multi-page prototypes: a page link was clicked inside the frame. */
  onLink?: (href: string) => void;
};

const EDIT_OPTION_KEYS = { edit_html: undefined, base_version_id: undefined, mult_page_id: undefined };

function frameStateOf(source: string, id: string, withText: boolean): FrameState {
  const range = elementRange(source, id);
  if (!range) return { style: null };
  const style = startTagAttribute(source.slice(range.start, range.openEnd), "style");
  if (!withText) return { style };
  const inner = source.slice(range.openEnd, range.closeStart);
  const text = new DOMParser().parseFromString(`<body>${inner}`, "text/html").body.textContent ?? "";
  return { style, text };
}

export function useElementEditor({ chatId, kind, version, page, frame, streaming, texts, notify, onLink }: Options): ElementEditor {
  const [history, setHistory] = useState<EditHistory | null>(null);
  const [mode, setMode] = useState<EditorMode>("view");
  const [selected, setSelected] = useState<SelectedElement | null>(null);
  const [hover, setHover] = useState<{ id: string; rect: Rect } | null>(null);
  const [saving, setSaving] = useState(false);
  const [aiElementId, setAiElementId] = useState<string | null>(null);
  const historyRef = useRef(history);
  const pageKey = version && page ? `${version.id}:${page.id}` : null;
  const lastKey = useRef<string | null>(null);
  const viewer = kind === "prototype" ? "prototype" : "mult_prototype";

  const commitHistory = useCallback((next: EditHistory | null) => {
    historyRef.current = next;
    setHistory(next);
  }, []);

  // A new version or page: continue the history when it holds what the editor had (a save, or
  // an AI answer for one element), else start over from its content.
  useEffect(() => {
    if (pageKey === lastKey.current) return;
    lastKey.current = pageKey;
    const html = page?.html ?? null;
    const previous = historyRef.current;
    if (html === null) return commitHistory(null);
    if (previous && currentSource(previous) === html) return commitHistory(markSaved(previous));
    if (previous && aiElementId) {
      const before = outerHtmlOf(currentSource(previous), aiElementId);
      const after = outerHtmlOf(html, aiElementId);
      if (before && after) return commitHistory(markSaved(record(previous, { elementId: aiElementId, before, after, origin: "ai" }, html)));
    }
    commitHistory(createHistory(html));
    setSelected(null);
    setHover(null);
  }, [pageKey, page?.html, aiElementId, commitHistory]);

  const post = useCallback(
    (message: Parameters<PreviewFrameHandle["post"]>[0]) => {
      const sent = frame.current?.post(message) ?? false;
      return sent;
    },
    [frame],
  );

  const setSelecting = useCallback(
    (on: boolean) => {
      const sent = post({ type: "mode", selecting: on, interceptLinks: kind === "mult_prototype" });
      if (on && !sent) {
        notify(texts.frameUnavailable);
        return false;
      }
      return true;
    },
    [post, kind, notify, texts.frameUnavailable],
  );

  const clearComposerEdit = useCallback(() => {
    useComposerStore.getState().setOptions(chatId, EDIT_OPTION_KEYS);
  }, [chatId]);

  const exit = useCallback(() => {
    setSelecting(false);
    setSelected(null);
    setHover(null);
    setMode("view");
    clearComposerEdit();
  }, [setSelecting, clearComposerEdit]);

  const toggleSelecting = useCallback(() => {
    if (mode !== "view") return exit();
    if (setSelecting(true)) setMode("select");
  }, [mode, exit, setSelecting]);

  // The chat input is blocked while an element is edited (spec §4); a running round blocks it too.
  useEffect(() => {
    const store = useChatStore.getState();
    if (mode === "edit") store.patch(chatId, { inputDisabled: true });
    else if (!streaming && store.get(chatId).inputDisabled) store.patch(chatId, { inputDisabled: false });
  }, [mode, streaming, chatId]);
  useEffect(
    () => () => {
      if (!useChatStore.getState().get(chatId).streaming.active) useChatStore.getState().patch(chatId, { inputDisabled: false });
      useComposerStore.getState().setOptions(chatId, EDIT_OPTION_KEYS);
    },
    [chatId],
  );

  const source = history ? currentSource(history) : null;

  const selectedSourceHtml = useCallback(() => {
    const h = historyRef.current;
    return h && selected ? outerHtmlOf(currentSource(h), selected.id) : null;
  }, [selected]);

  const preview = useCallback(
    (edit: PreciseEdit) => {
      if (!selected) return;
      post({ type: "patch", id: selected.id, style: edit.style, text: edit.text });
    },
    [post, selected],
  );

  const revertPreview = useCallback(() => {
    const h = historyRef.current;
    if (!selected || !h) return;
    const state = frameStateOf(currentSource(h), selected.id, selected.textEditable);
    post({ type: "patch", id: selected.id, attributes: { style: state.style }, text: state.text });
  }, [post, selected]);

  const applyPrecise = useCallback(
    (edit: PreciseEdit) => {
      const h = historyRef.current;
      if (!selected || !h) return false;
      const before = currentSource(h);
      let after: string;
      try {
        after = applyPreciseEdit(before, selected.id, edit);
      } catch {
        notify(texts.saveFailed);
        return false;
      }
      const withText = edit.text !== undefined;
      const step: EditStep = {
        elementId: selected.id,
        before: outerHtmlOf(before, selected.id) ?? "",
        after: outerHtmlOf(after, selected.id) ?? "",
        origin: "precise",
        frame: { before: frameStateOf(before, selected.id, withText), after: frameStateOf(after, selected.id, withText) },
      };
      commitHistory(record(h, step, after));
      const state = step.frame!.after;
      post({ type: "patch", id: selected.id, attributes: { style: state.style }, text: state.text });
      return true;
    },
    [selected, commitHistory, post, notify, texts.saveFailed],
  );

  const showStep = useCallback(
    (step: EditStep, direction: "before" | "after") => {
      if (step.frame) {
        const state = step.frame[direction];
        post({ type: "patch", id: step.elementId, attributes: { style: state.style }, text: state.text });
      } else {
        post({ type: "replace", id: step.elementId, outerHTML: step[direction] });
      }
    },
    [post],
  );

  const undo = useCallback(() => {
    const h = historyRef.current;
    const result = h && undoStep(h);
    if (!result) return;
    commitHistory(result.history);
    showStep(result.reverted, "before");
  }, [commitHistory, showStep]);

  const redo = useCallback(() => {
    const h = historyRef.current;
    const result = h && redoStep(h);
    if (!result) return;
    commitHistory(result.history);
    showStep(result.reapplied, "after");
  }, [commitHistory, showStep]);

  const save = useCallback(async () => {
    const h = historyRef.current;
    if (!h || !version || !page || !isDirty(h)) return true;
    setSaving(true);
    try {
      await saveHtml({ chatId, kind, version, pageId: page.id }, currentSource(h));
      await useVersionStore.getState().versionCreated(chatId, viewer);
      return true;
    } catch {
      notify(texts.saveFailed);
      return false;
    } finally {
      setSaving(false);
    }
  }, [chatId, kind, version, page, viewer, notify, texts.saveFailed]);

  const enterChatEdit = useCallback(() => {
    const outer = selectedSourceHtml();
    if (!outer || !version) return;
    const composer = useComposerStore.getState();
    composer.setMode(chatId, kind);
    composer.setOptions(chatId, {
      edit_html: outer,
      base_version_id: version.id,
      mult_page_id: kind === "mult_prototype" ? page?.id : undefined,
    });
    setMode("chat");
    document.getElementById("chat-input")?.focus();
  }, [selectedSourceHtml, version, chatId, kind, page?.id]);

  // Conversation edit: the message that carried the element started a round; the edit is done.
  const wasStreaming = useRef(streaming);
  useEffect(() => {
    if (streaming && !wasStreaming.current && mode === "chat") {
      const element = selected?.id ?? null;
      if (element) setAiElementId(element);
      clearComposerEdit();
    }
    wasStreaming.current = streaming;
  }, [streaming, mode, selected, clearComposerEdit]);

  const onFrameMessage = useCallback(
    (message: FrameToApp) => {
      switch (message.type) {
        case "hover":
          setHover(message.id && message.rect ? { id: message.id, rect: message.rect } : null);
          break;
        case "selected":
          setSelected(message.element);
          if (message.element) setMode((m) => (m === "chat" ? "chat" : "edit"));
          break;
        case "rect":
          setSelected((current) => (current && current.id === message.id && message.rect ? { ...current, rect: message.rect } : current));
          break;
        case "escape":
          if (mode === "edit" || mode === "chat") {
            setSelected(null);
            setMode("select");
            post({ type: "select", id: null });
          } else if (mode === "select") exit();
          break;
        case "history":
          if (message.action === "undo") undo();
          else redo();
          break;
        case "link":
          onLink?.(message.href);
          break;
      }
    },
    [mode, exit, undo, redo, onLink, post],
  );

  const onFrameShown = useCallback(() => {
    if (mode === "view") return;
    post({ type: "mode", selecting: true, interceptLinks: kind === "mult_prototype" });
    if (selected) post({ type: "select", id: selected.id });
  }, [mode, post, kind, selected]);

  return {
    mode,
    selected,
    hover,
    source,
    dirty: history ? isDirty(history) : false,
    canUndo: history ? canUndo(history) : false,
    canRedo: history ? canRedo(history) : false,
    saving,
    aiElementId,
    toggleSelecting,
    exit,
    preview,
    revertPreview,
    applyPrecise,
    undo,
    redo,
    save,
    selectedSourceHtml,
    beginAi: setAiElementId,
    endAi: () => setAiElementId(null),
    enterChatEdit,
    onFrameMessage,
    onFrameShown,
  };
}
