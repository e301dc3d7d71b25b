"use client";
/**
 * One reply: its reasoning, its text as markdown (growing while it streams), what became of it
 * (reconnecting, stopped, failed, timed out — from the live stream or the saved status, so the
 * note survives a reload), the versions it produced, the `done` button and the rating actions.
 */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { AlertIcon } from "@/components/ui/icons";
import { VersionCards } from "@/components/viewer/version-cards";
import type { MessageDto } from "@/lib/contracts/chat";
import type { VersionRef } from "@/lib/contracts/versions";
import type { DoneButton } from "@/lib/contracts/stream-events";
import { clickDoneButton } from "@/lib/chat/done-button";
import { Markdown } from "./markdown/markdown";
import { ThinkingPanel } from "./thinking-panel";
import { MessageActions } from "./message-actions";
import { useStreamTexts } from "./use-stream-texts";
import { KnowledgeUsed } from "@/components/space/knowledge-used";

export type ReplyStatus = MessageDto["status"];

type AssistantMessageProps = {
  chatId: string;
  content: string;
  think: string;
  status: ReplyStatus;
  error?: string | null;
  reconnecting?: boolean;
  versions?: VersionRef[];
  /** The saved message (absent while the reply is live). */
  message?: MessageDto;
  /** The `done` button, offered on the newest reply while the chat is idle. */
  button?: DoneButton | null;
};

export function AssistantMessage({
  chatId,
  content,
  think,
  status,
  error,
  reconnecting,
  versions,
  message,
  button,
}: AssistantMessageProps) {
  const t = useTranslations("chat");
  const streaming = status === "streaming";
  return (
    <article
      data-role="assistant"
      aria-busy={streaming || undefined}
      aria-label={t("replyLabel")}
      className="min-w-0"
      data-status={status}
    >
      <ThinkingPanel text={think} active={streaming && !content} />
      {content ? (
        <div className="text-[15px] text-ink-900" data-testid="reply-text">
          <Markdown content={content} streaming={streaming} />
          {streaming && (
            <span
              aria-hidden
              className="ml-0.5 inline-block h-4 w-[3px] translate-y-0.5 animate-pulse rounded-full bg-brand-500 motion-reduce:animate-none"
            />
          )}
        </div>
      ) : (
        streaming && !think && <TypingDots label={t("waiting")} />
      )}
      {reconnecting && <Note tone="info">{t("reconnecting")}</Note>}
      {status === "stopped" && (
        <Note tone="muted" testId="stopped-note">
          {t("stopped")}
        </Note>
      )}
      {(status === "error" || status === "timeout") && (
        <Note tone="error" testId="reply-error">
          {error || (status === "timeout" ? t("timedOut") : t("failed"))}
        </Note>
      )}
      {versions && versions.length > 0 && <VersionCards chatId={chatId} versions={versions} />}
      <KnowledgeUsed knowledge={message?.extension.knowledge} />
      {button && message && <DoneButtonView chatId={chatId} messageId={message.id} button={button} />}
      {message && !streaming && message.content && <MessageActions message={message} />}
    </article>
  );
}

function TypingDots({ label }: { label: string }) {
  return (
    <div role="status" className="flex h-7 items-center gap-1" aria-label={label}>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden
          className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400 motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}

const TONES = {
  info: "text-ink-500",
  muted: "text-ink-500",
  error: "text-red-700",
} as const;

function Note({
  tone,
  children,
  testId,
}: {
  tone: keyof typeof TONES;
  children: React.ReactNode;
  testId?: string;
}) {
  return (
    <p
      role={tone === "error" ? "alert" : "note"}
      data-testid={testId}
      className={`mt-2 flex items-start gap-1.5 text-[13px] ${TONES[tone]}`}
    >
      {tone === "error" && <AlertIcon className="mt-0.5 h-3.5 w-3.5 shrink-0" />}
      <span>{children}</span>
    </p>
  );
}

function DoneButtonView({
  chatId,
  messageId,
  button,
}: {
  chatId: string;
  messageId: string;
  button: DoneButton;
}) {
  const t = useTranslations("chat");
  const tErrors = useTranslations("errors");
  const texts = useStreamTexts();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      data-testid="done-button"
      onClick={async () => {
        setBusy(true);
        await clickDoneButton(chatId, messageId, button, {
          texts,
          notices: { failed: t("buttonFailed"), notLoggedIn: tErrors("notLoggedIn") },
        });
        setBusy(false);
      }}
      className="mt-3 inline-flex min-h-9 items-center rounded-full border border-brand-100 bg-brand-50 px-4 text-sm font-medium text-brand-700 hover:border-brand-500 hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
    >
      {button.label}
    </button>
  );
}
