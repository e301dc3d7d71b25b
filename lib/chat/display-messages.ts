/**
 * What the message list shows: the saved messages, with the round that is still being written
 * shown from the live stream instead of from its saved (partial) copy. Rules:
 * - while a round streams, the saved assistant message of that round (status "streaming", saved
 *   every second by the server) is hidden: the live reply replaces it, so no text shows twice —
 *   also after a reload, when the round is replayed from its start;
 * - the user's text is shown from the send until the saved messages arrive; when the saved user
 *   message of the round is already there, it is hidden instead of shown twice;
 * - once the saved messages hold the finished round, they win and the live copy is dropped.
 */
import type { MessageDto } from "@/lib/contracts/chat";
import type { StreamingState } from "@/lib/stores/chat-store";

export type LiveReply = {
  content: string;
  think: string;
  active: boolean;
  reconnecting: boolean;
  outcome: StreamingState["outcome"];
  error: string | null;
};

export type DisplayItem =
  | { kind: "message"; key: string; message: MessageDto }
  | { kind: "live-user"; key: "live-user"; content: string }
  | { kind: "live-reply"; key: "live-reply"; reply: LiveReply };

function hasLive(streaming: StreamingState): boolean {
  return (
    streaming.active ||
    streaming.pendingUserText !== null ||
    streaming.reply !== "" ||
    streaming.think !== "" ||
    streaming.outcome === "error"
  );
}

export function displayMessages(
  messages: MessageDto[],
  streaming: StreamingState,
  roundId: string | null,
): DisplayItem[] {
  const saved = (list: MessageDto[]): DisplayItem[] =>
    list.map((message) => ({ kind: "message", key: message.id, message }));
  if (!hasLive(streaming)) return saved(messages);

  // The finished round is already among the saved messages: they are the truth.
  const finishedSaved =
    roundId !== null &&
    messages.some((m) => m.round_id === roundId && m.role === "assistant" && m.status !== "streaming");
  if (finishedSaved && !streaming.active) return saved(messages);

  // The round being written: the one we follow, or the one the server is still saving.
  const liveRound =
    roundId ?? messages.find((m) => m.role === "assistant" && m.status === "streaming")?.round_id ?? null;
  const inLiveRound = (m: MessageDto) => liveRound !== null && m.round_id === liveRound;
  const visible = messages.filter((m) => {
    if (m.role === "assistant") return !(inLiveRound(m) || m.status === "streaming");
    return !(streaming.pendingUserText !== null && inLiveRound(m));
  });

  const items = saved(visible);
  if (streaming.pendingUserText !== null)
    items.push({ kind: "live-user", key: "live-user", content: streaming.pendingUserText });
  items.push({
    kind: "live-reply",
    key: "live-reply",
    reply: {
      content: streaming.reply,
      think: streaming.think,
      active: streaming.active,
      reconnecting: streaming.reconnecting,
      outcome: streaming.outcome,
      error: streaming.error,
    },
  });
  return items;
}
