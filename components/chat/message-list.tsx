"use client";
/**
 * The conversation (spec §2): virtualised (react-virtuoso renders only what is near the
 * viewport, so 500 messages scroll smoothly), opening at the newest message, and sticking to the
 * bottom while a reply grows unless the user has scrolled up to read — then a button brings
 * them back.
 */
import { forwardRef, useCallback, useMemo, useRef, useState } from "react";
import { Virtuoso, type VirtuosoHandle } from "react-virtuoso";
import { useTranslations } from "next-intl";
import { ArrowUpIcon, SparklesIcon } from "@/components/ui/icons";
import { displayMessages, type DisplayItem } from "@/lib/chat/display-messages";
import { useChatState } from "@/lib/stores/chat-store";
import { AssistantMessage } from "./assistant-message";
import { UserMessage } from "./user-message";
import { RevertNote } from "./revert-note";

// A labelled region: the list's name ("Conversation") needs a role to be read (axe
// aria-prohibited-attr); not a live log, replies are announced at start and end elsewhere.
const Scroller = forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(
  function Scroller(props, ref) {
    return (
      <div role="region" {...props} ref={ref} className="overscroll-contain" data-testid="message-scroller" />
    );
  },
);

const Header = () => <div className="h-4 md:h-6" />;
const Footer = () => <div className="h-6" />;

export function MessageList({ chatId }: { chatId: string }) {
  const t = useTranslations("chat");
  const messages = useChatState(chatId, (s) => s.messages);
  const streaming = useChatState(chatId, (s) => s.streaming);
  const roundId = useChatState(chatId, (s) => s.currentRoundId);
  const items = useMemo(() => displayMessages(messages, streaming, roundId), [messages, streaming, roundId]);
  const list = useRef<VirtuosoHandle>(null);
  const atBottom = useRef(true);
  const [showJump, setShowJump] = useState(false);

  // The newest reply with a button offers it, unless a round is running.
  const lastAssistant = useMemo(
    () => [...messages].reverse().find((m) => m.role === "assistant"),
    [messages],
  );
  const buttonOwner = !streaming.active && lastAssistant?.extension.button ? lastAssistant.id : null;

  const renderItem = useCallback(
    (_index: number, item: DisplayItem) => (
      <div className="mx-auto w-full max-w-3xl px-4 pb-6 md:px-6" data-testid="message-row">
        <Item chatId={chatId} item={item} buttonOwner={buttonOwner} />
      </div>
    ),
    [chatId, buttonOwner],
  );

  if (items.length === 0) {
    return (
      <div
        className="flex min-h-0 flex-1 flex-col items-center justify-center gap-2 px-6 text-center"
        data-testid="empty-chat"
      >
        <span
          aria-hidden
          className="grid h-10 w-10 place-items-center rounded-2xl bg-brand-50 text-brand-600"
        >
          <SparklesIcon className="h-5 w-5" />
        </span>
        <p className="text-[15px] font-medium text-ink-900">{t("emptyTitle")}</p>
        <p className="max-w-sm text-sm text-ink-500">{t("emptyHint")}</p>
      </div>
    );
  }

  return (
    <div className="relative min-h-0 flex-1">
      <Virtuoso
        ref={list}
        className="h-full"
        data={items}
        computeItemKey={(_i, item) => item.key}
        itemContent={renderItem}
        initialTopMostItemIndex={{ index: "LAST", align: "end" }}
        followOutput={(bottom) => (bottom ? "auto" : false)}
        atBottomThreshold={80}
        atBottomStateChange={(bottom) => {
          atBottom.current = bottom;
          setShowJump(!bottom);
        }}
        // A reply growing in place changes no item count: keep the newest line in view.
        totalListHeightChanged={() => atBottom.current && list.current?.autoscrollToBottom()}
        increaseViewportBy={{ top: 600, bottom: 300 }}
        components={{ Scroller, Header, Footer }}
        aria-label={t("conversation")}
      />
      {showJump && items.length > 0 && (
        <button
          type="button"
          onClick={() => list.current?.scrollToIndex({ index: "LAST", align: "end", behavior: "smooth" })}
          className="absolute bottom-3 left-1/2 grid h-9 w-9 -translate-x-1/2 place-items-center rounded-full border border-slate-200 bg-white text-ink-700 shadow-md hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={t("jumpToLatest")}
          title={t("jumpToLatest")}
        >
          <ArrowUpIcon className="h-4 w-4 rotate-180" />
        </button>
      )}
    </div>
  );
}

function Item({
  chatId,
  item,
  buttonOwner,
}: {
  chatId: string;
  item: DisplayItem;
  buttonOwner: string | null;
}) {
  if (item.kind === "live-user") return <UserMessage content={item.content} />;
  if (item.kind === "live-reply") {
    const { reply } = item;
    const status = reply.active
      ? "streaming"
      : reply.outcome === "done" || reply.outcome === null
        ? "done"
        : reply.outcome;
    return (
      <AssistantMessage
        chatId={chatId}
        content={reply.content}
        think={reply.think}
        status={status}
        error={reply.error}
        reconnecting={reply.reconnecting}
      />
    );
  }
  const { message } = item;
  const revert = message.extension.revert;
  if (revert) return <RevertNote version={revert.version} discarded={revert.discarded} />;
  if (message.role === "user")
    return <UserMessage content={message.content} attachments={message.extension.attachments} />;
  return (
    <AssistantMessage
      chatId={chatId}
      content={message.content}
      think={message.extension.think ?? ""}
      status={message.status}
      error={message.extension.error}
      versions={message.extension.versions}
      message={message}
      button={message.id === buttonOwner ? (message.extension.button ?? null) : null}
    />
  );
}
