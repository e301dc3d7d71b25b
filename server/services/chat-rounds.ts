/**
 * Starts a chat round: saves the user's message, opens the assistant's message, runs the
 * mode's generator detached from the connection, saves partial output as it goes and the
 * final state at the end (done / stopped / error / timeout). Nothing produced is lost.
 */
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import type { Db } from "../db/client";
import { chats, messages, rounds } from "../db/schema";
import { ApiError, ERRNO } from "../http/api-error";
import type { Locale } from "../i18n/api-messages";
import { translate } from "../i18n/api-messages";
import { generators } from "../generators";
import type { HistoryEntry } from "../generators/generator";
import { RoundStream } from "../streams/round-stream";
import type { RoundRegistry } from "../streams/round-registry";
import { DEFAULT_CHAT_TITLE, listMessages, type Chat } from "./chats";
import { chargeReservation, refundReservation, reservePoints } from "./points-ledger";
import { POINT_COSTS, type PointCostKey } from "@/lib/constants/points";

/** What starting a round in each mode costs (spec §9); modes not listed are free. */
const MODE_COST: Partial<Record<string, PointCostKey>> = {
  prd: "prdGeneration",
  prototype: "prototypeGeneration",
  mult_prototype: "prototypeGeneration",
  research: "researchReport",
  mermaid: "flowchartGeneration",
};

const PARTIAL_SAVE_MS = 1000;
const ROUND_TIMEOUT_MS = 30 * 60 * 1000;
const HISTORY_LIMIT = 20;

export type StartRoundInput = {
  content: string;
  mode: string;
  model: { id: string; model: LanguageModelV3 };
  skipUserMessage?: boolean;
};

export type StartRoundDeps = { db: Db; registry: RoundRegistry; log: Logger; locale: Locale };

function titleFrom(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 40 ? `${line.slice(0, 40)}…` : line || DEFAULT_CHAT_TITLE;
}

export async function startChatRound(deps: StartRoundDeps, chat: Chat, input: StartRoundInput): Promise<RoundStream> {
  const generator = generators[input.mode];
  if (!generator) throw new ApiError(ERRNO.INVALID, "modeUnavailable", { mode: input.mode }, { mode: translate(deps.locale, "apiErrors.modeUnavailable", { mode: input.mode }) });
  deps.registry.assertCanStart(chat.id);

  const { db } = deps;
  const history: HistoryEntry[] = (await listMessages(db, chat.id))
    .filter((m) => m.content && (m.role === "user" || m.role === "assistant"))
    .slice(-HISTORY_LIMIT)
    .map((m) => ({ role: m.role as HistoryEntry["role"], text: m.content }));

  // Points are reserved atomically before anything starts (4001 when short), charged when the
  // round completes, refunded when it fails or is stopped before any output (DESIGN.md §4).
  const roundId = crypto.randomUUID();
  const costKey = MODE_COST[input.mode];
  const cost = costKey ? POINT_COSTS[costKey] : 0;
  if (cost > 0) await reservePoints(db, chat.userId, cost, roundId);

  const now = Date.now();
  const [round] = await db
    .insert(rounds)
    .values({ id: roundId, chatId: chat.id, userId: chat.userId, mode: input.mode, model: input.model.id, status: "loading", pointsReserved: cost })
    .returning()
    .catch(async (error: unknown) => {
      if (cost > 0) await refundReservation(db, roundId);
      throw error;
    });
  if (!input.skipUserMessage) {
    await db.insert(messages).values({
      chatId: chat.id, roundId: round.id, role: "user", content: input.content, mode: input.mode, createdAt: new Date(now),
    });
  }
  const [reply] = await db
    .insert(messages)
    .values({
      chatId: chat.id, roundId: round.id, role: "assistant", content: "", mode: input.mode, model: input.model.id,
      status: "streaming", createdAt: new Date(now + 1),
    })
    .returning();
  await db
    .update(chats)
    .set({
      updatedAt: new Date(now),
      lastMessage: input.content.slice(0, 200),
      ...(chat.title === DEFAULT_CHAT_TITLE ? { title: titleFrom(input.content) } : {}),
    })
    .where(eq(chats.id, chat.id));

  const stream = new RoundStream(round.id, chat.id, chat.userId);
  const base = { round_id: round.id, message_id: reply.id };

  return deps.registry.start(stream, async () => {
    let content = "";
    let savedLength = 0;
    let saving: Promise<unknown> = Promise.resolve();
    const savePartial = () => {
      if (content.length === savedLength) return;
      savedLength = content.length;
      const snapshot = content;
      saving = saving.then(() => db.update(messages).set({ content: snapshot, updatedAt: new Date() }).where(eq(messages.id, reply.id)));
    };
    const timer = setInterval(savePartial, PARTIAL_SAVE_MS);
    const timeout = setTimeout(() => stream.abort.abort(), ROUND_TIMEOUT_MS);
    let status: "done" | "stopped" | "error" | "timeout" = "done";
    let errorText: string | null = null;
    try {
      await db.update(rounds).set({ status: "streaming" }).where(eq(rounds.id, round.id));
      await generator(
        { mode: input.mode, userText: input.content, history, locale: deps.locale, model: input.model.model, abortSignal: stream.abort.signal },
        (event) => {
          if (event.type === "content" && typeof event.content === "string") content += event.content;
          stream.push({ ...event, ...base });
        },
      );
      if (stream.abort.signal.aborted) status = stream.stoppedByUser ? "stopped" : "timeout";
    } catch (error) {
      status = "error";
      errorText = error instanceof Error ? error.message : String(error);
      deps.log.error({ err: error, roundId: round.id }, "generation failed");
    } finally {
      clearInterval(timer);
      clearTimeout(timeout);
    }
    await saving;
    const finishedAt = new Date();
    await db.update(messages).set({ content, status, updatedAt: finishedAt }).where(eq(messages.id, reply.id));
    await db.update(rounds).set({ status, error: errorText, finishedAt }).where(eq(rounds.id, round.id));
    if (cost > 0) {
      const produced = content.length > 0;
      if (status === "done" || (status === "stopped" && produced)) await chargeReservation(db, round.id);
      else await refundReservation(db, round.id);
    }
    if (status === "error" || status === "timeout") {
      const key = status === "error" ? "responseError" : "responseTimeout";
      stream.push({ type: "error", errno: ERRNO.INTERNAL, errmsg: translate(deps.locale, `apiErrors.${key}`), ...base });
    } else {
      stream.push({ type: "done", status, ...base });
    }
  });
}
