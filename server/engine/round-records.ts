/**
 * A round's rows (spec §3): opened in ONE transaction with its points hold — the round, the
 * user's message, the assistant's message, the chat's summary — so a refused start leaves
 * nothing; closed at the end with the reply, the status and what the round produced.
 */
import { and, eq, inArray } from "drizzle-orm";
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
 */
export async function openRound(
  db: Db,
  round: OpenRound,
  hold: (tx: Db) => Promise<void>,
  seed?: RoundSeed,
): Promise<OpenedRound> {
  const { request, roundId, at } = round;
  return db.transaction(async (tx) => {
    await hold(tx);
    const seeded = seed ? await seed(tx) : null;
    const chat = seeded?.chat ?? round.chat;
    const options: Record<string, unknown> = { ...request };
    delete options.content; // the text is the user's message; the rest describes the round
    await tx.insert(rounds).values({
      id: roundId,
      chatId: chat.id,
      userId: chat.userId,
      mode: request.mode,
      model: round.modelId,
      status: "loading",
      pointsReserved: round.cost,
      options,
      createdAt: new Date(at),
    });
    if (!request.skip_user_message && request.content) {
      await tx.insert(messages).values({
        chatId: chat.id,
        roundId,
        role: "user",
        content: request.content,
        mode: request.mode,
        extension: round.userExtension,
        createdAt: new Date(at),
      });
      await addAttachmentItems(tx, chat, round.uploads); // the personal space lists what was sent
    }
    const [assistant] = await tx
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
      .returning();
    if (request.content) {
      const title = chat.title === DEFAULT_CHAT_TITLE ? { title: titleFrom(request.content) } : {};
      await tx
        .update(chats)
        .set({ updatedAt: new Date(at), lastMessage: request.content.slice(0, 200), ...title })
        .where(eq(chats.id, chat.id));
    }
    return { messageId: assistant.id, chat, seededMessages: seeded?.messages ?? [] };
  });
}

/** The round is under way (idempotent: it may run again across a database restart). */
export function markStreaming(db: Db, roundId: string) {
  return retryConnectionFaults(() =>
    db.update(rounds).set({ status: "streaming" }).where(eq(rounds.id, roundId)),
  );
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
 * still open: another instance that settled it as lost (issue #21) has the last word. A failure
 * here is logged: the round is over either way.
 */
export async function closeRound(db: Db, log: Logger, round: ClosedRound): Promise<void> {
  try {
    // Idempotent (only an open round is closed), so it may run again when the database restarts under it.
    await retryConnectionFaults(() =>
      db.transaction(async (tx) => {
        const closed = await tx
          .update(rounds)
          .set({ status: round.status, error: round.errorKey, finishedAt: round.finishedAt })
          .where(and(eq(rounds.id, round.roundId), inArray(rounds.status, [...OPEN_ROUND_STATUSES])))
          .returning({ id: rounds.id });
        if (closed.length === 0)
          return log.warn(
            { roundId: round.roundId },
            "the round was already settled elsewhere; its end is not written twice",
          );
        await tx
          .update(messages)
          .set({
            content: round.reply,
            status: round.status,
            extension: round.extension,
            updatedAt: round.finishedAt,
          })
          .where(eq(messages.id, round.messageId));
      }),
    );
  } catch (error) {
    log.error({ err: error, roundId: round.roundId }, "saving the round's end failed");
  }
}
