"use client";
/**
 * The chat input (spec §2): the selected mode's own controls above it, attachments, the text
 * (Enter sends, Shift+Enter a new line, never while an IME is composing), the mode and model
 * pickers, prompt optimisation, and Send / Stop. Typing is blocked while a round runs or an
 * element is being edited (`inputDisabled`).
 */
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { iconButton } from "@/components/ui/button-styles";
import { ArrowUpIcon, CloseIcon, PaperclipIcon, SparklesIcon, StopIcon } from "@/components/ui/icons";
import { clientArtifact } from "@/components/artifacts/registry";
import { ATTACHMENT_ACCEPT } from "@/lib/chat/attachments";
import { KnowledgeChips, KnowledgePickerButton } from "@/components/space/knowledge-picker";
import { COMPOSER_FOCUS_EVENT, handOverComposerFocus, takeComposerFocus } from "@/lib/chat/composer-focus";
import { stopChatStream } from "@/lib/chat/run-chat-stream";
import { composerKey } from "@/lib/chat/send-message";
import { effectiveModel, useModels } from "@/lib/chat/use-models";
import { MAX_ATTACHMENTS } from "@/lib/contracts/chat-limits";
import { kindOfMode, roundCost } from "@/lib/contracts/modes";
import { useChatState } from "@/lib/stores/chat-store";
import { INITIAL_COMPOSER, useComposerStore } from "@/lib/stores/composer-store";
import { useDraft, useDraftStore } from "@/lib/stores/draft-store";
import { AttachmentChips } from "./attachment-chips";
import { ModePicker } from "./mode-picker";
import { ModelPicker } from "./model-picker";
import { useAttachmentUpload } from "./use-attachment-upload";
import { useOptimizePrompt } from "./use-optimize-prompt";
import { usePersistConfig } from "./use-persist-config";
import { useSendMessage } from "./use-send-message";

const MAX_INPUT_HEIGHT = 220;

export function ChatComposer({ chatId }: { chatId: string | null }) {
  const t = useTranslations("composer");
  const key = composerKey(chatId);
  const composer = useComposerStore((s) => s.composers[key] ?? INITIAL_COMPOSER);
  const draft = useDraft(key);
  const streaming = useChatState(chatId ?? undefined, (s) => s.streaming.active);
  const inputDisabled = useChatState(chatId ?? undefined, (s) => s.inputDisabled);
  const modelList = useModels();
  const model = effectiveModel(composer.model, composer.mode, modelList);
  const send = useSendMessage();
  const upload = useAttachmentUpload(key);
  const { optimizing, start: optimize, cancel: cancelOptimize } = useOptimizePrompt(key);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  usePersistConfig(chatId);

  const kind = kindOfMode(composer.mode);
  const ModeControls = kind ? clientArtifact(kind.id).Composer : undefined;
  const uploading = draft.attachments.some((a) => a.status === "uploading");
  const locked = streaming || inputDisabled;
  const canSend = !locked && !optimizing && !uploading && draft.text.trim().length > 0;

  // New chat / Ctrl+K put the cursor here (only the welcome screen's input answers them).
  useEffect(() => {
    // A chat's page takes it once when it mounts (sent from the home: handOverComposerFocus).
    if (chatId) {
      if (takeComposerFocus()) textarea.current?.focus();
      return;
    }
    const focus = () => takeComposerFocus() && textarea.current?.focus();
    focus();
    window.addEventListener(COMPOSER_FOCUS_EVENT, focus);
    return () => window.removeEventListener(COMPOSER_FOCUS_EVENT, focus);
  }, [chatId]);

  // Grow with the text, up to a limit, then scroll.
  useEffect(() => {
    const el = textarea.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, MAX_INPUT_HEIGHT)}px`;
  }, [draft.text]);

  // The round ended: give the cursor back (the disabled input lost it), on devices with a keyboard.
  const wasLocked = useRef(locked);
  useEffect(() => {
    if (
      wasLocked.current &&
      !locked &&
      document.activeElement === document.body &&
      window.matchMedia("(pointer: fine)").matches
    )
      textarea.current?.focus();
    wasLocked.current = locked;
  }, [locked]);

  async function submit() {
    if (!canSend) return;
    const drafts = useDraftStore.getState();
    const content = draft.text.trim();
    const attachments = draft.attachments.flatMap((a) => (a.ref ? [a.ref] : []));
    drafts.clear(key);
    // The first message of a new chat opens the chat's page: its input keeps the cursor.
    if (!chatId && document.activeElement === textarea.current) handOverComposerFocus();
    const result = await send({ chatId, content, attachments, knowledge: draft.knowledge });
    // Refused (busy chat, no points, offline…): the text comes back for another try.
    if (!result.accepted) {
      const target = composerKey(result.chatId ?? chatId);
      if (!useDraftStore.getState().get(target).text) {
        useDraftStore.getState().setText(target, draft.text);
        useDraftStore.getState().setAttachments(target, () => draft.attachments);
        useDraftStore.getState().setKnowledge(target, draft.knowledge);
      }
    }
  }

  // A paid mode says what the message will cost before it is sent (the mode chip shows it; the
  // send button's description tells a screen reader).
  const cost = roundCost(composer.mode);
  const costId = `send-cost-${key}`;
  const placeholder =
    inputDisabled && !streaming
      ? t("placeholderEditing")
      : streaming
        ? t("placeholderStreaming")
        : t(`placeholders.${composer.mode}`);

  return (
    <div className="w-full">
      {ModeControls && (
        <div className="mb-2" data-testid="mode-controls">
          <ModeControls chatId={key} />
        </div>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="rounded-3xl border border-slate-200 bg-white shadow-[0_1px_2px_rgba(15,23,42,0.04),0_4px_16px_rgba(15,23,42,0.04)] transition-colors focus-within:border-slate-300 has-[textarea:focus-visible]:border-brand-600 has-[textarea:focus-visible]:ring-2 has-[textarea:focus-visible]:ring-brand-600/30"
        data-testid="composer"
      >
        <AttachmentChips
          attachments={draft.attachments}
          onRemove={(k) =>
            useDraftStore.getState().setAttachments(key, (list) => list.filter((a) => a.key !== k))
          }
        />
        <KnowledgeChips
          knowledge={draft.knowledge}
          onRemove={(id) =>
            useDraftStore.getState().setKnowledge(
              key,
              draft.knowledge.filter((k) => k.id !== id),
            )
          }
        />
        <label htmlFor={`chat-input-${key}`} className="sr-only">
          {t("inputLabel")}
        </label>
        <textarea
          id={`chat-input-${key}`}
          ref={textarea}
          rows={1}
          value={draft.text}
          // While a reply streams the input stays focusable (read-only): a disabled one would drop
          // the keyboard user's focus to <body>. Editing an element blocks it outright.
          disabled={inputDisabled && !streaming}
          readOnly={optimizing || streaming}
          aria-disabled={streaming || undefined}
          aria-busy={optimizing || undefined}
          onChange={(e) => useDraftStore.getState().setText(key, e.target.value)}
          onKeyDown={(e) => {
            // keyCode 229: an IME is still composing (Chinese input confirms with Enter).
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing && e.keyCode !== 229) {
              e.preventDefault();
              void submit();
            }
          }}
          onPaste={(e) => {
            const files = Array.from(e.clipboardData.files);
            if (files.length) {
              e.preventDefault();
              upload(files);
            }
          }}
          placeholder={placeholder}
          className="block max-h-[220px] min-h-[52px] w-full resize-none bg-transparent px-4 pt-3.5 pb-1 text-[15px] leading-6 text-ink-900 outline-none placeholder:text-ink-500 disabled:cursor-not-allowed disabled:text-ink-500 aria-disabled:text-ink-500"
          data-testid="chat-input"
        />
        {/* On touch screens every control is 44 px (globals.css): no gaps, so the row fits 390 px. */}
        <div className="flex items-center gap-1 px-2 pt-1 pb-2 pointer-coarse:gap-0">
          <input
            ref={fileInput}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            className="hidden"
            data-testid="attachment-input"
            aria-label={t("attach")}
            onChange={(e) => {
              upload(Array.from(e.target.files ?? []));
              e.target.value = "";
            }}
          />
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            disabled={locked || draft.attachments.length >= MAX_ATTACHMENTS}
            className={iconButton}
            aria-label={t("attachCount", { count: draft.attachments.length, max: MAX_ATTACHMENTS })}
            title={t("attach")}
          >
            <PaperclipIcon className="h-[18px] w-[18px]" />
          </button>
          <KnowledgePickerButton draftKey={key} picked={draft.knowledge} disabled={locked} />
          <ModePicker
            mode={composer.mode}
            onChange={(mode) => useComposerStore.getState().setMode(key, mode)}
            disabled={streaming}
          />
          <ModelPicker
            models={modelList.models}
            current={model}
            onChange={(id) => useComposerStore.getState().setModel(key, id)}
            disabled={streaming}
          />
          <div className="flex-1" />
          {optimizing ? (
            <button
              type="button"
              onClick={cancelOptimize}
              className={`${iconButton} text-brand-600`}
              aria-label={t("optimizeCancel")}
              title={t("optimizeCancel")}
            >
              <CloseIcon className="h-[18px] w-[18px]" />
            </button>
          ) : (
            <button
              type="button"
              onClick={() => void optimize()}
              disabled={locked || !draft.text.trim()}
              className={iconButton}
              aria-label={t("optimize")}
              title={t("optimize")}
              data-testid="optimize-prompt"
            >
              <SparklesIcon className="h-[18px] w-[18px]" />
            </button>
          )}
          {streaming ? (
            <button
              type="button"
              onClick={() => {
                // The button goes when the round ends: the cursor waits in the input, not on <body>
                // (not on touch screens, where a focused input would open the on-screen keyboard).
                if (window.matchMedia("(pointer: fine)").matches) textarea.current?.focus();
                if (chatId) void stopChatStream(chatId);
              }}
              className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-ink-900 text-white hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              aria-label={t("stop")}
              title={t("stop")}
            >
              <StopIcon className="h-4 w-4" />
            </button>
          ) : (
            <button
              type="submit"
              disabled={!canSend}
              className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:bg-slate-200 disabled:text-slate-400"
              aria-label={t("send")}
              aria-describedby={cost > 0 ? costId : undefined}
              title={cost > 0 ? `${t("send")} · ${t("sendCost", { points: cost })}` : t("send")}
            >
              <ArrowUpIcon className="h-[18px] w-[18px]" />
            </button>
          )}
        </div>
        {cost > 0 && (
          <span id={costId} className="sr-only">
            {t("sendCost", { points: cost })}
          </span>
        )}
      </form>
    </div>
  );
}
