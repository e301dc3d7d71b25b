/**
 * `copy_chat_id` (spec §7 stream body): a new chat starts as a copy of one of the user's chats —
 * its messages and the latest version of each artifact — so the user can branch a piece of work.
 * Alone it runs no round and costs nothing; with text the round runs on the copied history at the
 * mode's usual cost; another user's chat answers like a missing one; a refusal writes nothing.
 */
import { MockLanguageModelV3 } from "ai/test";
import type { LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { eq } from "drizzle-orm";
import { createTestApp, readSse, type TestApp } from "../helpers/test-app";
import { fingerprint } from "../helpers/db-fingerprint";
import { createOfflineModel } from "@/server/ai/offline-model";
import { reservePoints } from "@/server/services/points-ledger";
import { rounds } from "@/server/db/schema";
import { POINT_COSTS } from "@/lib/contracts/points";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The Offline model, recording the prompt of every call. */
function recordingOffline() {
  const offline = createOfflineModel({ delayMs: 0 });
  const calls: LanguageModelV3CallOptions[] = [];
  const model = new MockLanguageModelV3({
    doStream: async (options) => {
      calls.push(options);
      return offline.doStream(options);
    },
  });
  return { model, calls };
}

const promptText = (call: LanguageModelV3CallOptions) => JSON.stringify(call.prompt);

let t: TestApp;
const recorder = recordingOffline();
let owner: { userId: string; token: string };
let other: { userId: string; token: string };
/** A chat of `owner` with two PRD rounds (two versions) and a flowchart round. */
let source: { id: string; title: string; messages: Json[]; prd: Json[]; mermaid: Json[] };

const call = (path: string, token: string, init: RequestInit & { json?: unknown } = {}) =>
  t.call(path, { ...init, token });
const data = async (res: Response) => ((await res.json()) as Json).data;
const newChat = async (token: string, title?: string): Promise<string> =>
  (await data(await call("/api/chats", token, { method: "POST", json: title ? { title } : {} }))).id;
const balance = async (token: string): Promise<number> =>
  (await data(await call("/api/user/points/balance", token))).points_balance.availablePoints;
const stream = (chatId: string, token: string, body: Json) =>
  call(`/api/chats/${chatId}/stream`, token, { method: "POST", json: body });

async function round(chatId: string, token: string, body: Json): Promise<Json[]> {
  const res = await stream(chatId, token, body);
  expect(res.status).toBe(200);
  const events = (await readSse(res)).map((e) => e.data as Json);
  await t.app.services.registry.drain();
  return events;
}

/** Every row that belongs to `userId` (chats, messages, versions, rounds, points…), to prove a call wrote nothing. */
const rowsOf = (userId: string) =>
  fingerprint(t.handle.db, (table, columns) =>
    table === "users"
      ? `id = '${userId}'`
      : columns.has("user_id")
        ? `user_id = '${userId}'`
        : columns.has("chat_id")
          ? `chat_id in (select id from chats where user_id = '${userId}')`
          : null,
  );

/** The source chat's own rows (the chat and everything hanging off it). */
const sourceRows = () =>
  fingerprint(t.handle.db, (table, columns) =>
    table === "chats" ? `id = '${source.id}'` : columns.has("chat_id") ? `chat_id = '${source.id}'` : "false",
  );

beforeAll(async () => {
  t = await createTestApp({ model: recorder.model });
  owner = await t.signIn("copy-owner@example.com");
  other = await t.signIn("copy-other@example.com");
  const id = await newChat(owner.token);
  await round(id, owner.token, { content: "A PRD for a dog-walking booking app", mode: "prd" });
  await round(id, owner.token, { content: "Add a section on walker background checks", mode: "prd" });
  await round(id, owner.token, { content: "Flowchart of booking a walk", mode: "mermaid" });
  const detail = await data(await call(`/api/chats/${id}`, owner.token));
  await call(`/api/messages/${detail.messages[1].id}/like`, owner.token, {
    method: "POST",
    json: { action: "like" },
  });
  source = {
    id,
    title: detail.title,
    messages: (await data(await call(`/api/chats/${id}`, owner.token))).messages,
    prd: await data(await call(`/api/chats/${id}/prd-versions`, owner.token)),
    mermaid: await data(await call(`/api/chats/${id}/mermaid-versions`, owner.token)),
  };
  expect(source.prd.map((v: Json) => v.version_number)).toEqual([2, 1]);
});
afterAll(() => t.close());

describe("copy_chat_id alone", () => {
  it("copies the messages and the latest version of each artifact, runs no round and costs nothing", async () => {
    const before = await balance(owner.token);
    const sourceBefore = await sourceRows();
    const callsBefore = recorder.calls.length;
    const target = await newChat(owner.token);

    const res = await stream(target, owner.token, { copy_chat_id: source.id });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    expect(res.headers.get("x-round-id")).toBeNull();
    const events = (await readSse(res)).map((e) => e.data);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: "done", status: "done" });
    expect((events[0].versions as Json[]).map((v) => [v.kind, v.version_number]).sort()).toEqual([
      ["mermaid", 1],
      ["prd", 1],
    ]);

    // No model call, no round, no points.
    expect(recorder.calls.length).toBe(callsBefore);
    expect(await t.handle.db.select().from(rounds).where(eq(rounds.chatId, target))).toEqual([]);
    expect(await balance(owner.token)).toBe(before);

    const copy = await data(await call(`/api/chats/${target}`, owner.token));
    expect(copy.title).toBe(`${source.title} (copy)`);
    expect(copy.last_message).toBe("Flowchart of booking a walk");
    expect(copy.messages.map((m: Json) => [m.role, m.content, m.mode, m.status])).toEqual(
      source.messages.map((m: Json) => [m.role, m.content, m.mode, m.status]),
    );
    for (const m of copy.messages)
      expect(m).toMatchObject({ chat_id: target, round_id: null, like_state: null });
    expect(new Set(copy.messages.map((m: Json) => m.id)).size).toBe(source.messages.length);
    expect(copy.messages.some((m: Json) => source.messages.some((s: Json) => s.id === m.id))).toBe(false);

    // The latest PRD (source v2) is the copy's v1, with its content; v1 of the source is not copied.
    const prd = await data(await call(`/api/chats/${target}/prd-versions`, owner.token));
    expect(prd).toHaveLength(1);
    expect(prd[0]).toMatchObject({ version_number: 1, source: "copied", status: "complete" });
    const copiedPrd = await data(await call(`/api/chats/${target}/prd-versions/${prd[0].id}`, owner.token));
    const latestPrd = await data(
      await call(`/api/chats/${source.id}/prd-versions/${source.prd[0].id}`, owner.token),
    );
    expect(copiedPrd.content).toBe(latestPrd.content);
    expect(copiedPrd.meta).toMatchObject({ copied_from: source.prd[0].id, copied_from_chat: source.id });
    const mermaid = await data(await call(`/api/chats/${target}/mermaid-versions`, owner.token));
    expect(mermaid).toHaveLength(1);

    // Messages point at the copies; the reference to the uncopied v1 is dropped.
    const refs = copy.messages.flatMap((m: Json) => m.extension.versions ?? []);
    expect(refs.map((r: Json) => r.id).sort()).toEqual([prd[0].id, mermaid[0].id].sort());

    // The source is exactly as it was.
    expect(await sourceRows()).toEqual(sourceBefore);
  });

  it("answers another user's chat like a missing chat, and writes nothing", async () => {
    const target = await newChat(other.token);
    const rows = await rowsOf(other.userId);
    const stolen = await stream(target, other.token, { copy_chat_id: source.id });
    const missing = await stream(target, other.token, { copy_chat_id: "no-such-chat" });
    expect(stolen.status).toBe(404);
    const [stolenBody, missingBody] = [await stolen.json(), await missing.json()];
    expect(stolenBody).toEqual(missingBody);
    expect(stolenBody).toMatchObject({ errno: 404, errmsg: "Chat not found" });
    expect(await rowsOf(other.userId)).toEqual(rows);
  });

  it("copies only into a chat that holds nothing yet (409, nothing written)", async () => {
    const used = await newChat(owner.token);
    await round(used, owner.token, { content: "hello", mode: "normal" });
    const rows = await rowsOf(owner.userId);
    const res = await stream(used, owner.token, { copy_chat_id: source.id });
    expect(res.status).toBe(409);
    expect((await res.json()).errmsg).toBe("A chat can only be copied into a new, empty chat");
    const self = await stream(source.id, owner.token, { copy_chat_id: source.id });
    expect(self.status).toBe(409);
    expect(await rowsOf(owner.userId)).toEqual(rows);
  });

  it("keeps a title the new chat was given, and says (副本) in Chinese", async () => {
    const named = await newChat(owner.token, "Walkers, take two");
    await round(named, owner.token, { copy_chat_id: source.id });
    expect((await data(await call(`/api/chats/${named}`, owner.token))).title).toBe("Walkers, take two");
    const zh = await newChat(owner.token);
    const res = await t.call(`/api/chats/${zh}/stream`, {
      method: "POST",
      token: owner.token,
      json: { copy_chat_id: source.id },
      headers: { "Accept-Language": "zh-CN" },
    });
    await res.text();
    expect((await data(await call(`/api/chats/${zh}`, owner.token))).title).toBe(`${source.title}（副本）`);
  });

  it("still needs something: an empty body is refused as before", async () => {
    const target = await newChat(owner.token);
    const res = await stream(target, owner.token, {});
    expect(res.status).toBe(400);
    expect((await res.json()).details).toHaveProperty("content");
  });
});

describe("copy_chat_id with text", () => {
  it("copies, then runs the round on the copied history at the mode's usual cost", async () => {
    const before = await balance(owner.token);
    const target = await newChat(owner.token);
    const callsBefore = recorder.calls.length;
    const events = await round(target, owner.token, {
      copy_chat_id: source.id,
      content: "Now add a pricing section",
      mode: "prd",
    });
    expect(events.at(-1)).toMatchObject({
      type: "done",
      status: "done",
      versions: [{ kind: "prd", version_number: 2 }],
    });
    expect(await balance(owner.token)).toBe(before - POINT_COSTS.prdGeneration);

    // The model read the copied conversation.
    const prompts = recorder.calls.slice(callsBefore).map(promptText).join("\n");
    expect(prompts).toContain("walker background checks");

    const copy = await data(await call(`/api/chats/${target}`, owner.token));
    expect(copy.messages).toHaveLength(source.messages.length + 2);
    expect(copy.messages.at(-2)).toMatchObject({ role: "user", content: "Now add a pricing section" });
    expect(copy.messages.at(-1)).toMatchObject({ role: "assistant", status: "done" });
    expect(copy.title).toBe(`${source.title} (copy)`);
    const prd = await data(await call(`/api/chats/${target}/prd-versions`, owner.token));
    expect(prd.map((v: Json) => [v.version_number, v.source])).toEqual([
      [2, "generated"],
      [1, "copied"],
    ]);
  });

  it("a start refused for lack of points leaves no copy behind", async () => {
    const poor = await t.signIn("copy-poor@example.com");
    const own = await newChat(poor.token);
    await round(own, poor.token, { content: "hello there", mode: "normal" });
    await reservePoints(t.handle.db, poor.userId, 100, crypto.randomUUID());
    const rows = await rowsOf(poor.userId);
    const target = await newChat(poor.token);
    const res = await stream(target, poor.token, { copy_chat_id: own, content: "A PRD please", mode: "prd" });
    expect(res.status).toBe(403);
    expect((await res.json()).errno).toBe(4001);
    // Nothing copied, and the empty chat made to hold the refused first message is gone too.
    expect(await rowsOf(poor.userId)).toEqual(rows);
    expect(await t.app.services.registry.activeForChat(target)).toBeUndefined();
  });
});

describe("a source that is still answering", () => {
  it("is refused (409) until its reply is done", async () => {
    // A minute between pieces: the source is still answering when the copy is asked for, on any
    // machine (at 20 ms a piece the test relied on the copy coming before the reply's last piece).
    const slow = await createTestApp({ delayMs: 60_000 });
    try {
      const user = await slow.signIn("copy-busy@example.com");
      const busy = (
        await (await slow.call("/api/chats", { method: "POST", token: user.token, json: {} })).json()
      ).data.id;
      const running = await slow.call(`/api/chats/${busy}/stream`, {
        method: "POST",
        token: user.token,
        json: { content: "A long answer please" },
      });
      const target = (
        await (await slow.call("/api/chats", { method: "POST", token: user.token, json: {} })).json()
      ).data.id;
      const res = await slow.call(`/api/chats/${target}/stream`, {
        method: "POST",
        token: user.token,
        json: { copy_chat_id: busy },
      });
      expect(res.status).toBe(409);
      expect((await res.json()).errmsg).toBe(
        "The chat you are copying is still answering; copy it once the reply is done",
      );
      await slow.app.services.registry.stop(running.headers.get("x-round-id")!);
      await running.text();
      await slow.app.services.registry.drain();
      const copied = await slow.call(`/api/chats/${target}/stream`, {
        method: "POST",
        token: user.token,
        json: { copy_chat_id: busy },
      });
      expect(copied.status).toBe(200);
      await copied.text();
      const messages = (
        await (await slow.call(`/api/chats/${target}/messages`, { token: user.token })).json()
      ).data;
      expect(messages.map((m: Json) => [m.role, m.status])).toEqual([
        ["user", "done"],
        ["assistant", "stopped"],
      ]);
    } finally {
      await slow.close();
    }
  });
});
