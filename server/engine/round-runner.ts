/**
 * Starts and runs one chat round (spec §4, DESIGN.md §3–§4).
 *
 * Start: the chat's slot is claimed before anything is written (409/429 leave no trace); the
 * points hold, the round, the user's message, the assistant's message and the chat's summary are
 * written in ONE transaction, so a start that fails for any reason leaves no row and no hold.
 *
 * Run: the mode's generator runs detached from the connection. Its events go to the round's log
 * (readers come and go); the reply and thinking are saved every second, batched with every other
 * running round's (partial-saves.ts); at the end the message, the round and the points are
 * settled: charged when something was produced, refunded otherwise.
 */
import "server-only";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import type { Db } from "../db/client";
import { chats, messages, rounds } from "../db/schema";
import { ApiError, ERRNO } from "../http/api-error";
import { translate, type Locale } from "../i18n/api-messages";
import { RoundStream } from "../streams/round-stream";
import type { RoundRegistry } from "../streams/round-registry";
import { listMessages, type Chat } from "../services/chats";
import { chargeReservation, refundReservation, reservePoints } from "../services/points-ledger";
import { attachmentRef, ownedUploads } from "../services/uploads";
import { systemClock, type Clock } from "./clock";
import type { PartialSaves } from "./partial-saves";
import type { AttachmentContext, GenerationResult, Generator, HistoryEntry } from "./generation";
import { generatorFor } from "./generators";
import { DEFAULT_CHAT_TITLE, type MessageExtension, type StreamRequest } from "@/lib/contracts/chat";
import { costOptionsOf, kindOfMode, roundCost, type ChatMode } from "@/lib/contracts/modes";
import type { EmittedEvent } from "@/lib/contracts/stream-events";
import type { VersionRef } from "@/lib/contracts/versions";
import { ArtifactFailedError } from "./artifact-pipeline";

export const ROUND_TIMEOUT_MS = 30 * 60 * 1000; // spec §9: stream overall timeout
const HISTORY_LIMIT = 20;

export type RoundDeps = {
  db: Db;
  registry: RoundRegistry;
  log: Logger;
  locale: Locale;
  clock?: Clock;
  /** The once-a-second batch of every running round's partial reply (one per process). */
  partialSaves: PartialSaves;
  /** Which generator answers a mode (tests inject their own). */
  generatorFor?: (mode: ChatMode) => Generator | undefined;
};

export type RoundModel = { id: string; model: LanguageModelV3 };

type RoundStatus = "done" | "stopped" | "error" | "timeout";

function titleFrom(text: string): string {
  const line = text.split("\n").find((l) => l.trim())?.replace(/\s+/g, " ").trim() ?? "";
  return line.length > 40 ? `${line.slice(0, 40)}…` : line || DEFAULT_CHAT_TITLE;
}

/** Starts a round and returns its stream; throws ApiError (having written nothing) when refused. */
export async function startRound(deps: RoundDeps, chat: Chat, request: StreamRequest, model: RoundModel): Promise<RoundStream> {
  const generator = (deps.generatorFor ?? generatorFor)(request.mode);
  if (!generator) throw new ApiError(ERRNO.INVALID, "modeUnavailable", { mode: request.mode }, { mode: translate(deps.locale, "apiErrors.modeUnavailable", { mode: request.mode }) });

  const slot = deps.registry.claim(chat.id);
  try {
    const { db } = deps;
    const clock = deps.clock ?? systemClock;
    const [history, uploads] = await Promise.all([
      listMessages(db, chat.id),
      ownedUploads(db, chat.userId, request.attachments ?? []),
    ]);
    const attachments: AttachmentContext[] = uploads.map((u) => ({ id: u.id, fileName: u.fileName, contentType: u.contentType, size: u.size, text: u.extractedText }));
    const cost = roundCost(request.mode, costOptionsOf(request));
    const roundId = crypto.randomUUID();
    const now = clock.now();
    const userExtension: MessageExtension = uploads.length ? { attachments: uploads.map(attachmentRef) } : {};

    const reply = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      if (cost > 0) await reservePoints(txDb, chat.userId, cost, roundId, new Date(now));
      const options: Record<string, unknown> = { ...request };
      delete options.content; // the text is the user's message; the rest describes the round
      await tx.insert(rounds).values({ id: roundId, chatId: chat.id, userId: chat.userId, mode: request.mode, model: model.id, status: "loading", pointsReserved: cost, options, createdAt: new Date(now) });
      if (!request.skip_user_message && request.content) {
        await tx.insert(messages).values({ chatId: chat.id, roundId, role: "user", content: request.content, mode: request.mode, extension: userExtension, createdAt: new Date(now) });
      }
      const [assistant] = await tx
        .insert(messages)
        .values({ chatId: chat.id, roundId, role: "assistant", content: "", mode: request.mode, model: model.id, status: "streaming", createdAt: new Date(now + 1) })
        .returning();
      if (request.content) {
        await tx
          .update(chats)
          .set({
            updatedAt: new Date(now),
            lastMessage: request.content.slice(0, 200),
            ...(chat.title === DEFAULT_CHAT_TITLE ? { title: titleFrom(request.content) } : {}),
          })
          .where(eq(chats.id, chat.id));
      }
      return assistant;
    });

    const stream = new RoundStream(roundId, chat.id, chat.userId);
    const earlier = history.filter((m) => m.content && (m.role === "user" || m.role === "assistant"));
    // With skip_user_message the user's message was saved ahead of the round (POST /messages):
    // it is this round's request, not history, so the model does not read it twice.
    const last = earlier.at(-1);
    if (request.skip_user_message && last?.role === "user" && last.content === request.content) earlier.pop();
    const turns: HistoryEntry[] = earlier.slice(-HISTORY_LIMIT).map((m) => ({ role: m.role as HistoryEntry["role"], text: m.content }));

    return slot.run(stream, () =>
      runRound({ ...deps, clock }, generator, { chat, request, model, roundId, messageId: reply.id, cost, history: turns, attachments, stream }),
    );
  } catch (error) {
    slot.release();
    throw error;
  }
}

type RunInput = {
  chat: Chat;
  request: StreamRequest;
  model: RoundModel;
  roundId: string;
  messageId: string;
  cost: number;
  history: HistoryEntry[];
  attachments: AttachmentContext[];
  stream: RoundStream;
};

/** Runs the generator to its end and settles everything; never throws. */
async function runRound(deps: RoundDeps & { clock: Clock }, generator: Generator, input: RunInput): Promise<void> {
  const { db, clock, log } = deps;
  const { stream, roundId, messageId } = input;
  const ids = { round_id: roundId, message_id: messageId };

  let content = "";
  let think = "";
  // The reply so far joins the process-wide batch written once a second (partial-saves.ts).
  const partial = deps.partialSaves.track(db, messageId, log);
  const emit = (event: EmittedEvent) => {
    if (event.type === "content" || event.type === "think") {
      if (event.type === "content") content += event.content;
      else think += event.content;
      partial.update(content, think);
    }
    stream.push({ ...event, ...ids } as Parameters<RoundStream["push"]>[0]);
  };

  const timeout = clock.after(ROUND_TIMEOUT_MS, () => stream.abort.abort());
  let status: RoundStatus = "done";
  let failure: ApiError | null = null;
  let result: GenerationResult = {};
  let failedVersions: VersionRef[] = [];
  try {
    await db.update(rounds).set({ status: "streaming" }).where(eq(rounds.id, roundId));
    result = await generator(
      {
        db,
        log: log.child({ roundId }),
        locale: deps.locale,
        clock,
        chat: input.chat,
        userId: input.chat.userId,
        roundId,
        messageId,
        mode: input.request.mode,
        request: input.request,
        userText: input.request.content,
        history: input.history,
        attachments: input.attachments,
        model: input.model.model,
        modelId: input.model.id,
        abortSignal: stream.abort.signal,
      },
      emit,
    );
    if (stream.abort.signal.aborted) status = stream.stoppedByUser ? "stopped" : "timeout";
  } catch (error) {
    // Versions saved on the way down (a failed artifact keeps what it had) still belong on the message.
    failedVersions = error instanceof ArtifactFailedError ? error.versions : [];
    if (stream.abort.signal.aborted) {
      status = stream.stoppedByUser ? "stopped" : "timeout";
    } else {
      status = "error";
      failure = error instanceof ApiError ? error : new ApiError(ERRNO.INTERNAL, "responseError");
      if (!(error instanceof ApiError)) log.error({ err: error, roundId }, "generation failed");
    }
  } finally {
    timeout.cancel();
  }

  const versions = result.versions ?? [];
  const shownVersions = [...versions, ...failedVersions];
  const errmsg =
    status === "timeout" ? translate(deps.locale, "apiErrors.responseTimeout") : failure ? translate(deps.locale, `apiErrors.${failure.key}`, failure.params) : null;
  const extension: MessageExtension = {
    ...(shownVersions.length ? { versions: shownVersions } : {}),
    ...(think ? { think } : {}),
    ...(result.button ? { button: result.button } : {}),
    ...(errmsg ? { error: errmsg } : {}),
  };
  const finishedAt = new Date(clock.now());
  await partial.close(); // no partial write of this round can land after this point
  try {
    await db.update(messages).set({ content, status, extension, updatedAt: finishedAt }).where(eq(messages.id, messageId));
    await db.update(rounds).set({ status, error: failure ? failure.key : status === "timeout" ? "timeout" : null, finishedAt }).where(eq(rounds.id, roundId));
  } catch (error) {
    log.error({ err: error, roundId }, "saving the round's end failed");
  }

  if (input.cost > 0) {
    // Charged when the round produced what it is priced for; a failure or a stop before any
    // output gives the points back (DESIGN.md §4).
    const producesArtifact = kindOfMode(input.request.mode) !== undefined;
    const produced = producesArtifact ? versions.length > 0 : content.length > 0;
    const charge = (status === "done" || status === "stopped") && produced;
    try {
      await (charge ? chargeReservation(db, roundId) : refundReservation(db, roundId));
    } catch (error) {
      log.error({ err: error, roundId }, "settling the points hold failed");
    }
  }

  if (status === "error" || status === "timeout") {
    stream.push({ type: "error", errno: failure?.errno ?? ERRNO.INTERNAL, errmsg: errmsg ?? "", ...ids });
  } else {
    stream.push({ type: "done", status, ...(shownVersions.length ? { versions: shownVersions } : {}), ...(result.button ? { button: result.button } : {}), ...ids });
  }
}
