/**
 * The round engine's start and settle paths (DESIGN.md §3–§4): refused starts leave nothing,
 * failures refund, stops keep output, the 30-minute timeout fires on the injected clock.
 */
import { and, eq } from "drizzle-orm";
import { createTestApp, parseSse, readSse, type TestApp } from "../helpers/test-app";
import { createFakeClock } from "../helpers/fake-clock";
import { chats, messages, pointsLedger, rounds } from "@/server/db/schema";
import type { Generator } from "@/server/engine/generation";
import { ROUND_TIMEOUT_MS } from "@/server/engine/round-runner";
import { PARTIAL_SAVE_MS } from "@/server/engine/partial-saves";
import { createVersion, versionRef } from "@/server/services/versions";
import { reservePoints } from "@/server/services/points-ledger";
import { generateNormal } from "@/server/engine/normal-reply";
import { ApiError, ERRNO } from "@/server/http/api-error";
import type { ChatMode } from "@/lib/contracts/modes";

/** A paid-mode generator that waits until the test releases it, then saves a PRD version. */
function gatedPrdGenerator() {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const generator: Generator = async (ctx, emit) => {
    emit({ type: "content", content: "Writing the PRD…" });
    if (!ctx.abortSignal.aborted)
      await Promise.race([
        gate,
        new Promise((resolve) => ctx.abortSignal.addEventListener("abort", resolve, { once: true })),
      ]);
    if (ctx.abortSignal.aborted) return {};
    const version = await createVersion(ctx.db, {
      chatId: ctx.chat.id,
      userId: ctx.userId,
      kind: "prd",
      content: "# PRD",
      roundId: ctx.roundId,
    });
    return { versions: [versionRef(version)] };
  };
  return { generator, release: () => open() };
}

function withGenerator(generator: Generator) {
  return { generatorFor: (mode: ChatMode) => (mode === "normal" ? generateNormal : generator) };
}

async function newChat(t: TestApp, token: string): Promise<string> {
  return (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()).data.id;
}

async function rowsOf(t: TestApp, chatId: string, userId: string) {
  const db = t.handle.db;
  return {
    rounds: await db.select().from(rounds).where(eq(rounds.chatId, chatId)),
    messages: await db.select().from(messages).where(eq(messages.chatId, chatId)),
    ledger: await db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId))),
  };
}

describe("round engine", () => {
  it("of 30 concurrent starts on one chat in a paid mode, exactly one runs and the refused ones write nothing", async () => {
    const gated = gatedPrdGenerator();
    const t = await createTestApp({ services: withGenerator(gated.generator) });
    try {
      const { token, userId } = await t.signIn("race@example.com");
      const chatId = await newChat(t, token);
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          t.call(`/api/chats/${chatId}/stream`, {
            method: "POST",
            token,
            json: { content: "A PRD for a pet-sitting marketplace", mode: "prd" },
          }),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(29);
      gated.release();
      const running = answers.find((r) => r.status === 200)!;
      const events = await readSse(running);
      expect(events.at(-1)?.data).toMatchObject({
        type: "done",
        status: "done",
        versions: [{ kind: "prd", version_number: 1 }],
      });
      await t.app.services.registry.drain();

      const rows = await rowsOf(t, chatId, userId);
      expect(rows.rounds).toHaveLength(1);
      expect(rows.rounds[0].status).toBe("done");
      expect(rows.messages.map((m) => [m.role, m.status])).toEqual(
        expect.arrayContaining([
          ["user", "done"],
          ["assistant", "done"],
        ]),
      );
      expect(rows.messages).toHaveLength(2);
      const holds = rows.ledger.filter((r) => r.kind === "reserve");
      expect(holds).toHaveLength(1);
      expect(rows.ledger.filter((r) => r.kind === "charge" && r.roundId === holds[0].roundId)).toHaveLength(
        1,
      );
      expect(rows.ledger.filter((r) => r.kind === "refund")).toHaveLength(0);
    } finally {
      await t.close();
    }
  });

  it("a start refused for lack of points writes no round, no message and no hold", async () => {
    const gated = gatedPrdGenerator();
    const t = await createTestApp({ services: withGenerator(gated.generator) });
    try {
      const { token, userId } = await t.signIn("poor@example.com");
      // spend the whole monthly grant through the ledger's own path
      const spent = crypto.randomUUID();
      await reservePoints(t.handle.db, userId, 100, spent);
      const chatId = await newChat(t, token);
      const res = await t.call(`/api/chats/${chatId}/stream`, {
        method: "POST",
        token,
        json: { content: "A PRD please", mode: "prd" },
      });
      expect(res.status).toBe(403);
      expect((await res.json()).errno).toBe(ERRNO.NOT_ENOUGH_POINTS);
      const rows = await rowsOf(t, chatId, userId);
      expect(rows.rounds).toHaveLength(0);
      expect(rows.messages).toHaveLength(0);
      expect(rows.ledger.filter((r) => r.kind === "reserve" && r.roundId !== spent)).toHaveLength(0);
      // the slot was released: a later start is not refused as a conflict
      expect(await t.app.services.registry.activeForChat(chatId)).toBeUndefined();
      expect(t.app.services.registry.activeCount).toBe(0);
    } finally {
      await t.close();
    }
  });

  it("a generator failure refunds the hold, saves the error on the message and ends with an error event", async () => {
    const failing: Generator = async (_ctx, emit) => {
      emit({ type: "content", content: "Starting" });
      throw new ApiError(ERRNO.NOT_COMPLIANT, "responseError");
    };
    const t = await createTestApp({ services: withGenerator(failing) });
    try {
      const { token, userId } = await t.signIn("fail@example.com");
      const chatId = await newChat(t, token);
      const events = await readSse(
        await t.call(`/api/chats/${chatId}/stream`, {
          method: "POST",
          token,
          json: { content: "A chart", mode: "mermaid" },
        }),
      );
      expect(events.at(-1)?.data).toMatchObject({
        type: "error",
        errno: ERRNO.NOT_COMPLIANT,
        errmsg: "response error, please retry",
      });
      await t.app.services.registry.drain();
      const rows = await rowsOf(t, chatId, userId);
      expect(rows.rounds[0].status).toBe("error");
      const reply = rows.messages.find((m) => m.role === "assistant")!;
      expect(reply).toMatchObject({ status: "error", content: "Starting" });
      expect(reply.extension).toMatchObject({ error: "response error, please retry" });
      expect(rows.ledger.filter((r) => r.kind === "refund")).toHaveLength(1);
      expect(rows.ledger.filter((r) => r.kind === "charge")).toHaveLength(0);
    } finally {
      await t.close();
    }
  });

  it("the 30-minute round timeout stops the generation, keeps its partial reply and refunds", async () => {
    const clock = createFakeClock();
    const gated = gatedPrdGenerator();
    const t = await createTestApp({ services: { ...withGenerator(gated.generator), clock } });
    try {
      const { token, userId } = await t.signIn("slow@example.com");
      const chatId = await newChat(t, token);
      const res = await t.call(`/api/chats/${chatId}/stream`, {
        method: "POST",
        token,
        json: { content: "A PRD for a slow thing", mode: "prd" },
      });
      const reading = res.text();
      clock.advance(ROUND_TIMEOUT_MS - 1);
      expect(await t.app.services.registry.activeForChat(chatId)).toBeDefined();
      clock.advance(1);
      const events = parseSse(await reading);
      expect(events.at(-1)?.data).toMatchObject({
        type: "error",
        errmsg: "The response took too long and was stopped; what was written is kept",
      });
      const rows = await rowsOf(t, chatId, userId);
      expect(rows.rounds[0].status).toBe("timeout");
      expect(rows.messages.find((m) => m.role === "assistant")).toMatchObject({
        status: "timeout",
        content: "Writing the PRD…",
      });
      expect(rows.ledger.filter((r) => r.kind === "refund")).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it("saves the partial reply and thinking every second while the round runs", async () => {
    const clock = createFakeClock();
    let release: () => void = () => {};
    const waiting = new Promise<void>((resolve) => (release = resolve));
    let emitted: () => void = () => {};
    const started = new Promise<void>((resolve) => (emitted = resolve));
    const thinking: Generator = async (_ctx, emit) => {
      emit({ type: "think", content: "The user wants a list." });
      emit({ type: "content", content: "Here is" });
      emitted();
      await waiting;
      emit({ type: "content", content: " the list." });
      return {};
    };
    const t = await createTestApp({
      services: { ...withGenerator(thinking), generatorFor: () => thinking, clock },
    });
    try {
      const { token } = await t.signIn("partial@example.com");
      const chatId = await newChat(t, token);
      const res = await t.call(`/api/chats/${chatId}/stream`, {
        method: "POST",
        token,
        json: { content: "List things" },
      });
      const reading = res.text();
      // The round reaches its generator after a database write (a network round trip on PostgreSQL).
      await started;
      const roundStatus = async () =>
        (await t.handle.db.select().from(rounds).where(eq(rounds.chatId, chatId)))[0].status;
      expect(await roundStatus()).toBe("loading");
      clock.advance(PARTIAL_SAVE_MS);
      await t.app.services.partialSaves.flush(); // waits for the tick's write
      const reply = (
        await t.handle.db
          .select()
          .from(messages)
          .where(and(eq(messages.chatId, chatId), eq(messages.role, "assistant")))
      )[0];
      expect(reply).toMatchObject({
        content: "Here is",
        status: "streaming",
        extension: { think: "The user wants a list." },
      });
      expect(await roundStatus()).toBe("streaming"); // marked under way by the same batched write
      release();
      await reading;
      await t.app.services.registry.drain();
      const [final] = await t.handle.db
        .select()
        .from(messages)
        .where(and(eq(messages.chatId, chatId), eq(messages.role, "assistant")));
      expect(final).toMatchObject({
        content: "Here is the list.",
        status: "done",
        extension: { think: "The user wants a list." },
      });
    } finally {
      await t.close();
    }
  });

  it("a free round opens with one statement and closes with one, without a transaction", async () => {
    const t = await createTestApp({ services: { clock: createFakeClock() } }); // no partial-save tick
    try {
      const { token, userId } = await t.signIn("statements@example.com");
      const chatId = await newChat(t, token);
      // Every statement drizzle sends outside a transaction is logged by the database's session.
      const session = (t.handle.db as unknown as { session: { logger: { logQuery: (q: string) => void } } })
        .session;
      const sent: string[] = [];
      const logger = session.logger;
      session.logger = { logQuery: (query) => void sent.push(query) };
      const transaction = jest.spyOn(t.handle.db, "transaction");
      const res = await t.call(`/api/chats/${chatId}/stream`, {
        method: "POST",
        token,
        json: { content: "Plan a picnic" },
      });
      const events = parseSse(await res.text());
      await t.app.services.registry.drain();
      session.logger = logger;
      const writes = sent.filter((q) => !/^\s*select\b/i.test(q));
      expect(transaction).not.toHaveBeenCalled();
      expect(writes).toHaveLength(2);
      expect(writes[0]).toMatch(
        /^with "opened_round" as \(insert into "rounds"[\s\S]*insert into "messages"/,
      );
      expect(writes[1]).toMatch(/^with "closed_round" as \(update "rounds"[\s\S]*update "messages"/);
      // …and wrote what the transaction did: the round, both messages, the chat's summary.
      const rows = await rowsOf(t, chatId, userId);
      expect(rows.rounds).toMatchObject([{ status: "done", pointsReserved: 0 }]);
      const streamed = events
        .filter((e) => e.data.type === "content")
        .map((e) => e.data.content)
        .join("");
      const inOrder = [...rows.messages].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(inOrder.map((m) => [m.role, m.status, m.content])).toEqual([
        ["user", "done", "Plan a picnic"],
        ["assistant", "done", streamed],
      ]);
      expect(streamed.length).toBeGreaterThan(0);
      const [chat] = await t.handle.db.select().from(chats).where(eq(chats.id, chatId));
      expect(chat).toMatchObject({ title: "Plan a picnic", lastMessage: "Plan a picnic" });
    } finally {
      await t.close();
    }
  });

  it("a stop before any artifact refunds; the chat's slot is free again afterwards", async () => {
    const gated = gatedPrdGenerator();
    const t = await createTestApp({ services: withGenerator(gated.generator) });
    try {
      const { token, userId } = await t.signIn("stopper@example.com");
      const chatId = await newChat(t, token);
      const res = await t.call(`/api/chats/${chatId}/stream`, {
        method: "POST",
        token,
        json: { content: "A PRD", mode: "prd" },
      });
      const roundId = res.headers.get("x-round-id")!;
      const stop = await t.call(`/api/chats/${chatId}/stop`, {
        method: "POST",
        token,
        json: { round_id: roundId },
      });
      expect((await stop.json()).data).toMatchObject({ stopped: true });
      const events = await readSse(res);
      expect(events.at(-1)?.data).toMatchObject({ type: "done", status: "stopped" });
      const rows = await rowsOf(t, chatId, userId);
      expect(rows.rounds[0].status).toBe("stopped");
      expect(rows.ledger.filter((r) => r.kind === "refund")).toHaveLength(1);
      expect(await t.app.services.registry.activeForChat(chatId)).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it("a round after POST /messages (skip_user_message) does not give the model the user's text twice", async () => {
    const seen: { history: string[]; userText: string }[] = [];
    const recorder: Generator = async (ctx) => {
      seen.push({ history: ctx.history.map((h) => `${h.role}:${h.text}`), userText: ctx.userText });
      return {};
    };
    const t = await createTestApp({ services: { generatorFor: () => recorder } });
    try {
      const { token } = await t.signIn("skip@example.com");
      const chatId = await newChat(t, token);
      await t.call(`/api/chats/${chatId}/messages`, {
        method: "POST",
        token,
        json: { content: "Plan a team offsite", mode: "normal" },
      });
      await readSse(
        await t.call(`/api/chats/${chatId}/stream`, {
          method: "POST",
          token,
          json: { content: "Plan a team offsite", skip_user_message: true },
        }),
      );
      expect(seen[0]).toEqual({ history: [], userText: "Plan a team offsite" });
    } finally {
      await t.close();
    }
  });

  it("copying a prototype version or using a template as it is costs nothing; a new prototype holds 10", async () => {
    const noop: Generator = async () => ({});
    const t = await createTestApp({ services: { generatorFor: () => noop } });
    try {
      const { token, userId } = await t.signIn("copy@example.com");
      const chatId = await newChat(t, token);
      const start = async (json: Record<string, unknown>) => {
        await readSse(await t.call(`/api/chats/${chatId}/stream`, { method: "POST", token, json }));
        await t.app.services.registry.drain();
      };
      await start({ mode: "prototype", copy_version_id: "some-version" });
      await start({ mode: "prototype", prototype_template_id: "some-template" });
      expect((await rowsOf(t, chatId, userId)).ledger.filter((r) => r.kind === "reserve")).toHaveLength(0);
      await start({ mode: "prototype", content: "A login page" });
      expect(
        (await rowsOf(t, chatId, userId)).ledger.filter((r) => r.kind === "reserve").map((r) => r.amount),
      ).toEqual([-10]);
    } finally {
      await t.close();
    }
  });
});
