/**
 * A round's rows (spec §3): opened in ONE transaction with its points hold — the round, the
 * user's message, the assistant's message, the chat's summary — so a refused start leaves
 * nothing; closed at the end with the reply, the status and what the round produced.
 */
import { and, eq, inArray, type WithSubquery } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { retryConnectionFaults } from "../db/connection-faults";
import { chats, messages, rounds } from "../db/schema";
import type { Chat, Message } from "../services/chats";
import type { Upload } from "../services/uploads";
import { addAttachmentItems } from "../services/space-items";
import type { RoundStatus } from "./round-outcome";
import { DEFAULT_CHAT_TITLE, type MessageExtension, type StreamRequest } from "@/lib/contracts/chat";

export type OpenRound = {
  chat: Chat;
  request: StreamRequest;
  roundId: string;
  modelId: string;
  cost: number;
  at: number;
  userExtension: MessageExtension;
  uploads: Upload[];
};

/**
 * Rows written in the start transaction before the round's own (a chat started as a copy): the
 * chat as they leave it and its messages, which become the round's history. A refusal after it
 * (points) rolls them back with the rest.
 */
export type RoundSeed = (tx: Db) => Promise<{ chat: Chat; messages: Message[] }>;
export type OpenedRound = { messageId: string; chat: Chat; seededMessages: Message[] };

function titleFrom(text: string): string {
  const line =
    text
      .split("\n")
      .find((l) => l.trim())
      ?.replace(/\s+/g, " ")
      .trim() ?? "";
  return line.length > 40 ? `${line.slice(0, 40)}…` : line || DEFAULT_CHAT_TITLE;
}

/**
 * Writes the round's opening rows after `hold` (the points hold) and the `seed` (a copy) in one
 * transaction; answers the assistant message's id and the chat as the seed left it.
 *
 * The round's own rows — the round, the user's message, the assistant's message, the chat's
 * summary — are ONE statement (data-modifying CTEs), atomic by itself: a free round without a
 * copy or attachments opens with that statement alone, no transaction around it. At hundreds of
 * rounds starting together on the embedded database, each statement is a turn of its one thread.
 */
export async function openRound(
  db: Db,
  round: OpenRound,
  hold: (tx: Db) => Promise<void>,
  seed?: RoundSeed,
): Promise<OpenedRound> {
  const userMessage = Boolean(!round.request.skip_user_message && round.request.content);
  const alone = round.cost <= 0 && !seed && !(userMessage && round.uploads.length);
  if (alone)
    return { messageId: await insertRoundRows(db, round, round.chat), chat: round.chat, seededMessages: [] };
  return db.transaction(async (tx) => {
    await hold(tx);
    const seeded = seed ? await seed(tx) : null;
    const chat = seeded?.chat ?? round.chat;
    const messageId = await insertRoundRows(tx, round, chat);
    if (userMessage) await addAttachmentItems(tx, chat, round.uploads); // the personal space lists what was sent
    return { messageId, chat, seededMessages: seeded?.messages ?? [] };
  });
}

/** The round, the user's message, the assistant's message and the chat's summary, in one statement; answers the assistant message's id. */
async function insertRoundRows(db: Db, round: OpenRound, chat: Chat): Promise<string> {
  const { request, roundId, at } = round;
  const options: Record<string, unknown> = { ...request };
  delete options.content; // the text is the user's message; the rest describes the round
  const writes: WithSubquery[] = [
    db.$with("opened_round").as(
      db.insert(rounds).values({
        id: roundId,
        chatId: chat.id,
        userId: chat.userId,
        mode: request.mode,
        model: round.modelId,
        status: "loading",
        pointsReserved: round.cost,
        options,
        createdAt: new Date(at),
      }),
    ),
  ];
  if (!request.skip_user_message && request.content)
    writes.push(
      db.$with("user_message").as(
        db.insert(messages).values({
          chatId: chat.id,
          roundId,
          role: "user",
          content: request.content,
          mode: request.mode,
          extension: round.userExtension,
          createdAt: new Date(at),
        }),
      ),
    );
  if (request.content) {
    const title = chat.title === DEFAULT_CHAT_TITLE ? { title: titleFrom(request.content) } : {};
    writes.push(
      db.$with("chat_summary").as(
        db
          .update(chats)
          .set({ updatedAt: new Date(at), lastMessage: request.content.slice(0, 200), ...title })
          .where(eq(chats.id, chat.id)),
      ),
    );
  }
  const [assistant] = await db
    .with(...writes)
    .insert(messages)
    .values({
      chatId: chat.id,
      roundId,
      role: "assistant",
      content: "",
      mode: request.mode,
      model: round.modelId,
      status: "streaming",
      createdAt: new Date(at + 1),
    })
    .returning({ id: messages.id });
  return assistant.id;
}

export type ClosedRound = {
  roundId: string;
  messageId: string;
  reply: string;
  status: RoundStatus;
  extension: MessageExtension;
  errorKey: string | null;
  finishedAt: Date;
};

/** Statuses of a round that has not ended yet. */
export const OPEN_ROUND_STATUSES = ["loading", "streaming"] as const;

/**
 * The message gets its reply, status and extension, the round its status — only if the round is
 * still open: another instance that settled it as lost (issue #21) has the last word. One
 * statement: the message is updated only from the round the same statement closed. A failure
 * here is logged: the round is over either way.
 */
export async function closeRound(db: Db, log: Logger, round: ClosedRound): Promise<void> {
  try {
    // Idempotent (only an open round is closed), so it may run again when the database restarts under it.
    const closed = await retryConnectionFaults(() => {
      const closing = db.$with("closed_round").as(
        db
          .update(rounds)
          .set({ status: round.status, error: round.errorKey, finishedAt: round.finishedAt })
          .where(and(eq(rounds.id, round.roundId), inArray(rounds.status, [...OPEN_ROUND_STATUSES])))
          .returning({ id: rounds.id }),
      );
      return db
        .with(closing)
        .update(messages)
        .set({
          content: round.reply,
          status: round.status,
          extension: round.extension,
          updatedAt: round.finishedAt,
        })
        .from(closing)
        .where(eq(messages.id, round.messageId))
        .returning({ id: messages.id });
    });
    if (closed.length === 0)
      log.warn(
        { roundId: round.roundId },
        "the round was already settled elsewhere; its end is not written twice",
      );
  } catch (error) {
    log.error({ err: error, roundId: round.roundId }, "saving the round's end failed");
  }
}
