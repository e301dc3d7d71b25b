/**
 * The batched partial saves (server/engine/partial-saves.ts): N running rounds are written in ONE
 * statement per tick of the injected clock, each row with its own partial; a stop keeps its
 * partial, a failure refunds, the final save is exact and never overwritten by a late partial.
 */
import { and, eq } from "drizzle-orm";
import { createTestApp, parseSse, type TestApp } from "../helpers/test-app";
import { createFakeClock } from "../helpers/fake-clock";
import { messages, pointsLedger, rounds } from "@/server/db/schema";
import type { Generator } from "@/server/engine/generation";
import { PARTIAL_SAVE_MS, batchUpdate } from "@/server/engine/partial-saves";
import { ApiError, ERRNO } from "@/server/http/api-error";

type Step = { text: string; done: () => void } | { end: "ok" | "fail" };

/** A generator per chat that writes what the test tells it to, when the test tells it to. */
function scriptedRounds() {
  const controls = new Map<
    string,
    { say: (text: string) => Promise<void>; finish: (how?: "fail") => void }
  >();
  const started = new Map<string, { promise: Promise<void>; resolve: () => void }>();
  const startedFor = (chatId: string) => {
    if (!started.has(chatId)) {
      let resolve = () => {};
      const promise = new Promise<void>((r) => (resolve = r));
      started.set(chatId, { promise, resolve });
    }
    return started.get(chatId)!;
  };
  const generator: Generator = async (ctx, emit) => {
    const queue: Step[] = [];
    let wake = () => {};
    ctx.abortSignal.addEventListener("abort", () => wake(), { once: true });
    controls.set(ctx.chat.id, {
      say: (text) => new Promise<void>((done) => (queue.push({ text, done }), wake())),
      finish: (how) => (queue.push({ end: how ?? "ok" }), wake()),
    });
    emit({ type: "think", content: `Thinking about ${ctx.userText}.` });
    emit({ type: "content", content: `Reply to ${ctx.userText}:` });
    startedFor(ctx.chat.id).resolve();
    for (;;) {
      const step = queue.shift();
      if (!step) {
        if (ctx.abortSignal.aborted) return {};
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if ("end" in step) {
        if (step.end === "fail") throw new ApiError(ERRNO.NOT_COMPLIANT, "responseError");
        return {};
      }
      emit({ type: "content", content: step.text });
      step.done();
    }
  };
  return {
    generator,
    /** Resolves once the chat's round has emitted its opening thinking and reply. */
    started: (chatId: string) => startedFor(chatId).promise,
    round: (chatId: string) => controls.get(chatId)!,
  };
}

async function newChat(t: TestApp, token: string): Promise<string> {
  return (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()).data.id;
}

async function replyOf(t: TestApp, chatId: string) {
  const [reply] = await t.handle.db
    .select()
    .from(messages)
    .where(and(eq(messages.chatId, chatId), eq(messages.role, "assistant")));
  return reply;
}

describe("batched partial saves", () => {
  it("N concurrent rounds are written in one statement per tick, each with its own partial, and only the ones that grew", async () => {
    const N = 6;
    const clock = createFakeClock();
    const script = scriptedRounds();
    const t = await createTestApp({
      services: { generatorFor: () => script.generator, clock },
      maxConcurrent: N + 1,
    });
    try {
      const { token, userId } = await t.signIn("batch@example.com");
      const chatIds: string[] = [];
      for (let i = 0; i < N; i++) chatIds.push(await newChat(t, token));
      const readings = await Promise.all(
        chatIds.map(async (chatId, i) => {
          const started = script.started(chatId);
          const res = await t.call(`/api/chats/${chatId}/stream`, {
            method: "POST",
            token,
            json: { content: `topic ${i}`, mode: i < 2 ? "mermaid" : "normal" },
          });
          expect(res.status).toBe(200);
          await started;
          return { chatId, roundId: res.headers.get("x-round-id")!, body: res.text() };
        }),
      );
      const saves = t.app.services.partialSaves;
      expect(saves.size).toBe(N);

      // Tick 1: every round has something new → one statement for all N, no per-round UPDATE.
      const execute = jest.spyOn(t.handle.db, "execute");
      const update = jest.spyOn(t.handle.db, "update");
      clock.advance(PARTIAL_SAVE_MS);
      await saves.flush();
      expect(execute).toHaveBeenCalledTimes(1);
      expect(update).not.toHaveBeenCalled();
      for (const [i, chatId] of chatIds.entries()) {
        expect(await replyOf(t, chatId)).toMatchObject({
          status: "streaming",
          content: `Reply to topic ${i}:`,
          extension: { think: `Thinking about topic ${i}.` },
        });
      }
      const firstSavedAt = (await replyOf(t, chatIds[5])).updatedAt.getTime();

      // Tick 2: only rounds 0–4 grew → still one statement; round 5's row is not rewritten.
      for (let i = 0; i < 5; i++) await script.round(chatIds[i]).say(` part ${i}.`);
      clock.advance(PARTIAL_SAVE_MS);
      await saves.flush();
      expect(execute).toHaveBeenCalledTimes(2);
      expect(update).not.toHaveBeenCalled();
      for (let i = 0; i < 5; i++)
        expect((await replyOf(t, chatIds[i])).content).toBe(`Reply to topic ${i}: part ${i}.`);
      expect((await replyOf(t, chatIds[5])).updatedAt.getTime()).toBe(firstSavedAt);

      // Tick 3: nothing grew → no statement at all.
      clock.advance(PARTIAL_SAVE_MS);
      await saves.flush();
      expect(execute).toHaveBeenCalledTimes(2);
      execute.mockRestore();
      update.mockRestore();

      // Round 0 (paid, mermaid) fails → refund; round 1 (paid) is stopped → keeps its partial;
      // round 2 grows after the last tick and finishes → its final save is exact; the rest finish.
      await script.round(chatIds[2]).say(" unsaved tail.");
      script.round(chatIds[0]).finish("fail");
      const stop = await t.call(`/api/chats/${chatIds[1]}/stop`, {
        method: "POST",
        token,
        json: { round_id: readings[1].roundId },
      });
      expect((await stop.json()).data).toMatchObject({ stopped: true });
      for (let i = 2; i < N; i++) script.round(chatIds[i]).finish();
      const events = await Promise.all(readings.map(async (r) => parseSse(await r.body)));
      await t.app.services.registry.drain();

      expect(events[0].at(-1)?.data).toMatchObject({ type: "error", errno: ERRNO.NOT_COMPLIANT });
      expect(await replyOf(t, chatIds[0])).toMatchObject({
        status: "error",
        content: "Reply to topic 0: part 0.",
      });
      expect(await replyOf(t, chatIds[1])).toMatchObject({
        status: "stopped",
        content: "Reply to topic 1: part 1.",
        extension: { think: "Thinking about topic 1." },
      });
      expect(await replyOf(t, chatIds[2])).toMatchObject({
        status: "done",
        content: "Reply to topic 2: part 2. unsaved tail.",
      });
      for (let i = 3; i < N; i++) {
        const streamed = events[i]
          .filter((e) => e.data.type === "content")
          .map((e) => (e.data as { content: string }).content)
          .join("");
        expect(await replyOf(t, chatIds[i])).toMatchObject({ status: "done", content: streamed });
      }
      const ledger = await t.handle.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
      const failedRound = (await t.handle.db.select().from(rounds).where(eq(rounds.chatId, chatIds[0])))[0];
      expect(ledger.filter((r) => r.kind === "refund" && r.roundId === failedRound.id)).toHaveLength(1);

      // Every round left the batch and the tick stopped with the last one.
      expect(saves.size).toBe(0);
      expect(clock.pending()).toBe(0);
    } finally {
      await t.close();
    }
  });

  it("a failed batch write is retried at the next tick with the latest text", async () => {
    const clock = createFakeClock();
    const script = scriptedRounds();
    const t = await createTestApp({ services: { generatorFor: () => script.generator, clock } });
    try {
      const { token } = await t.signIn("retry@example.com");
      const chatId = await newChat(t, token);
      const started = script.started(chatId);
      const reading = (
        await t.call(`/api/chats/${chatId}/stream`, { method: "POST", token, json: { content: "retry" } })
      ).text();
      await started;
      const execute = jest.spyOn(t.handle.db, "execute").mockRejectedValueOnce(new Error("database busy"));
      clock.advance(PARTIAL_SAVE_MS);
      await t.app.services.partialSaves.flush();
      expect((await replyOf(t, chatId)).content).toBe("");
      await script.round(chatId).say(" more");
      clock.advance(PARTIAL_SAVE_MS);
      await t.app.services.partialSaves.flush();
      expect(execute).toHaveBeenCalledTimes(2);
      expect(await replyOf(t, chatId)).toMatchObject({
        status: "streaming",
        content: "Reply to retry: more",
      });
      execute.mockRestore();
      script.round(chatId).finish();
      await reading;
      await t.app.services.registry.drain();
      expect(await replyOf(t, chatId)).toMatchObject({ status: "done", content: "Reply to retry: more" });
    } finally {
      await t.close();
    }
  });

  it("a partial that arrives after the final save changes nothing (only streaming rows are written)", async () => {
    const script = scriptedRounds();
    const t = await createTestApp({ services: { generatorFor: () => script.generator } });
    try {
      const { token } = await t.signIn("late@example.com");
      const chatId = await newChat(t, token);
      const started = script.started(chatId);
      const reading = (
        await t.call(`/api/chats/${chatId}/stream`, { method: "POST", token, json: { content: "late" } })
      ).text();
      await started;
      script.round(chatId).finish();
      await reading;
      await t.app.services.registry.drain();
      const final = await replyOf(t, chatId);
      await t.handle.db.execute(
        batchUpdate(
          [{ id: final.id, reply: { content: "stale partial", think: "" } }],
          new Date().toISOString(),
        ),
      );
      expect(await replyOf(t, chatId)).toMatchObject({
        status: "done",
        content: "Reply to late:",
        extension: { think: "Thinking about late." },
      });
    } finally {
      await t.close();
    }
  });
});
