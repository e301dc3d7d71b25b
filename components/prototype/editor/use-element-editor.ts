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
import { useComposerStore } from "@/lib/stores/composer-store";
import { useVersionStore } from "@/lib/stores/version-store";
import type { AppMessage, FrameToApp, Rect, SelectedElement } from "../frame/messages";
import type { PreviewFrameHandle } from "../viewer/preview-frame";
import { saveHtml, type PrototypeKind } from "../api";
import { confirmBase } from "@/components/viewer/base-choice";
import {
  canRedo,
  canUndo,
  createHistory,
  currentSource,
  isDirty,
  record,
  type EditHistory,
} from "./edit-history";
import { applyPreciseEdit, outerHtmlOf, type PreciseEdit } from "./html-source";
import {
  frameStateOf,
  nextHistory,
  preciseStep,
  useComposerWhileEditing,
  useHistoryMoves,
} from "./element-editor-steps";
import { viewerOf } from "@/lib/contracts/artifacts";
import { multPrototypeKind } from "@/lib/contracts/kinds";

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
  /** Drops unsaved edits (the source goes back to what is saved). */
  discard: () => void;
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

/** The editor's history for the page shown, and the element an AI round is rewriting. */
/** How long Edit waits for a frame that is between pages before saying it cannot reach it. */
const FRAME_WAIT_MS = 3_000;

type HistoryState = { key: string | null; history: EditHistory | null; aiElementId: string | null };

export function useElementEditor({
  chatId,
  kind,
  version,
  page,
  frame,
  streaming,
  texts,
  notify,
  onLink,
}: Options): ElementEditor {
  const pageKey = version && page ? `${version.id}:${page.id}` : null;
  const [state, setState] = useState<HistoryState>(() => ({
    key: pageKey,
    history: page ? createHistory(page.html) : null,
    aiElementId: null,
  }));
  const [mode, setMode] = useState<EditorMode>("view");
  const [selected, setSelected] = useState<SelectedElement | null>(null);
  const [hover, setHover] = useState<{ id: string; rect: Rect } | null>(null);
  const [saving, setSaving] = useState(false);
  const [wasStreaming, setWasStreaming] = useState(streaming);
  const viewer = viewerOf(kind);

  // A new version or page is shown (adjusted while rendering, so nothing renders the stale one).
  let { history, aiElementId } = state;
  if (state.key !== pageKey) {
    const next = nextHistory(history, page?.html ?? null, aiElementId);
    history = next.history;
    aiElementId = null;
    setState({ key: pageKey, history, aiElementId });
    // The selected element stays selected when the new page still has it (a save, an AI answer);
    // the frame selects it again once it shows the page (onFrameShown).
    if (!next.continued && !(selected && page && outerHtmlOf(page.html, selected.id) !== null)) {
      setSelected(null);
      setHover(null);
      if (mode === "edit") setMode("select");
    }
  }
  // Conversation edit: the message carrying the element started a round; its answer is an AI step.
  if (streaming !== wasStreaming) {
    setWasStreaming(streaming);
    if (streaming && mode === "chat" && selected && aiElementId !== selected.id) {
      aiElementId = selected.id;
      setState((current) => ({ ...current, aiElementId: selected.id }));
    }
  }

  const commitHistory = useCallback(
    (next: EditHistory) => setState((current) => ({ ...current, history: next })),
    [],
  );
  const setAi = useCallback(
    (id: string | null) => setState((current) => ({ ...current, aiElementId: id })),
    [],
  );

  const post = useCallback((message: AppMessage) => frame.current?.post(message) ?? false, [frame]);

  // Selection on or off in the frame; a page set's frame also hands its links to the app.
  const modeMessage = useCallback(
    (selecting: boolean): AppMessage => ({
      type: "mode",
      selecting,
      interceptLinks: kind === multPrototypeKind.id,
    }),
    [kind],
  );

  const setSelecting = useCallback(
    (on: boolean) => {
      const sent = post(modeMessage(on));
      if (on && !sent) {
        notify(texts.frameUnavailable);
        return false;
      }
      return true;
    },
    [post, modeMessage, notify, texts.frameUnavailable],
  );

  // The chat input while an element is edited, and the composer's element once it is sent.
  const clearComposerEdit = useComposerWhileEditing(chatId, mode, streaming);

  const exit = useCallback(() => {
    setSelecting(false);
    setSelected(null);
    setHover(null);
    setMode("view");
    clearComposerEdit();
  }, [setSelecting, clearComposerEdit]);

  // Between a round's end and its saved page showing, the frame is briefly between pages and
  // cannot take a message: Edit waits for it (up to FRAME_WAIT_MS) instead of failing at once.
  const waiting = useRef<number | null>(null);
  useEffect(() => () => (waiting.current === null ? undefined : window.clearTimeout(waiting.current)), []);
  const toggleSelecting = useCallback(() => {
    if (waiting.current !== null) window.clearTimeout(waiting.current);
    waiting.current = null;
    if (mode !== "view") return exit();
    const started = Date.now();
    const attempt = () => {
      waiting.current = null;
      if (post(modeMessage(true))) return setMode("select");
      if (Date.now() - started < FRAME_WAIT_MS) waiting.current = window.setTimeout(attempt, 100);
      else notify(texts.frameUnavailable);
    };
    attempt();
  }, [mode, exit, post, modeMessage, notify, texts.frameUnavailable]);

  const source = history ? currentSource(history) : null;

  const selectedSourceHtml = useCallback(
    () => (source !== null && selected ? outerHtmlOf(source, selected.id) : null),
    [source, selected],
  );

  const preview = useCallback(
    (edit: PreciseEdit) => {
      if (!selected) return;
      post({ type: "patch", id: selected.id, style: edit.style, text: edit.text });
    },
    [post, selected],
  );

  const revertPreview = useCallback(() => {
    if (!selected || source === null) return;
    const frameState = frameStateOf(source, selected.id, selected.textEditable);
    post({ type: "patch", id: selected.id, attributes: { style: frameState.style }, text: frameState.text });
  }, [post, selected, source]);

  const applyPrecise = useCallback(
    (edit: PreciseEdit) => {
      if (!selected || !history) return false;
      const before = currentSource(history);
      let after: string;
      try {
        after = applyPreciseEdit(before, selected.id, edit);
      } catch {
        notify(texts.saveFailed);
        return false;
      }
      const step = preciseStep(before, after, selected.id, edit.text !== undefined);
      commitHistory(record(history, step, after));
      const shown = step.frame!.after;
      post({ type: "patch", id: selected.id, attributes: { style: shown.style }, text: shown.text });
      return true;
    },
    [selected, history, commitHistory, post, notify, texts.saveFailed],
  );

  const { undo, redo } = useHistoryMoves(history, commitHistory, frame);

  const save = useCallback(async () => {
    if (!history || !version || !page || !isDirty(history)) return true;
    const base = await confirmBase(chatId, viewer, version.id);
    if (!base) return false;
    setSaving(true);
    try {
      // The page's edits were made on the version shown: whatever was answered, that is their base
      // (a page's history cannot be replayed on another version); the choice usually came at the first edit.
      await saveHtml(
        { chatId, kind, version, pageId: page.id },
        currentSource(history),
        base.base_choice && "shown",
      );
      await useVersionStore.getState().versionCreated(chatId, viewer);
      return true;
    } catch {
      notify(texts.saveFailed);
      return false;
    } finally {
      setSaving(false);
    }
  }, [history, chatId, kind, version, page, viewer, notify, texts.saveFailed]);

  const discard = useCallback(() => {
    if (history) commitHistory(createHistory(history.saved));
  }, [history, commitHistory]);

  const enterChatEdit = useCallback(async () => {
    const outer = selectedSourceHtml();
    if (!outer || !version) return;
    const base = await confirmBase(chatId, viewer, version.id);
    if (!base) return;
    const composer = useComposerStore.getState();
    composer.setMode(chatId, kind);
    composer.setOptions(chatId, {
      edit_html: outer,
      ...base,
      mult_page_id: kind === multPrototypeKind.id ? page?.id : undefined,
    });
    setMode("chat");
    document.querySelector<HTMLElement>('[data-testid="chat-input"]')?.focus();
  }, [selectedSourceHtml, version, chatId, viewer, kind, page?.id]);

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
          setSelected((current) =>
            current && current.id === message.id && message.rect
              ? { ...current, rect: message.rect }
              : current,
          );
          break;
        case "escape":
          if (mode === "edit" || mode === "chat") {
            setSelected(null);
            setMode("select");
            clearComposerEdit();
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
    [mode, exit, undo, redo, onLink, post, clearComposerEdit],
  );

  // A new document knows nothing yet: tell it the mode (links of a set always come to the app).
  const onFrameShown = useCallback(() => {
    post(modeMessage(mode !== "view"));
    if (mode !== "view" && selected) post({ type: "select", id: selected.id });
  }, [mode, post, modeMessage, selected]);

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
    discard,
    selectedSourceHtml,
    beginAi: setAi,
    endAi: () => setAi(null),
    enterChatEdit,
    onFrameMessage,
    onFrameShown,
  };
}
