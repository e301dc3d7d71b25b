/**
 * The artifact pipeline: extraction from untidy output, validation, deterministic repair,
 * re-prompting with the problems, saving (complete or failed) — and the version routes that
 * answer for every kind.
 */
import { MockLanguageModelV3, convertArrayToReadableStream } from "ai/test";
import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import pino from "pino";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { generateArtifact, ArtifactFailedError } from "@/server/engine/artifact-pipeline";
import type { GenerationContext } from "@/server/engine/generation";
import { systemClock } from "@/server/time/clock";
import { getOwnedChat } from "@/server/services/chats";
import { streamRequestSchema } from "@/lib/contracts/chat";
import type { EmittedEvent } from "@/lib/contracts/stream-events";
import { artifactKinds, versionPath } from "@/lib/contracts/artifacts";
import { NORMAL_TASK } from "@/server/ai/offline/writers";
import { createVersion } from "@/server/services/versions";
import { rounds } from "@/server/db/schema";

/** A model that answers each call with the next scripted text, in small chunks. */
function scriptedModel(answers: string[]) {
  const calls: unknown[] = [];
  const model = new MockLanguageModelV3({
    doStream: async (options) => {
      calls.push(options.prompt);
      const text = answers[Math.min(calls.length - 1, answers.length - 1)];
      const chunks = text.match(/[\s\S]{1,7}/g) ?? [];
      const parts: LanguageModelV3StreamPart[] = [
        { type: "stream-start", warnings: [] },
        { type: "text-start", id: "t" },
        ...chunks.map((delta): LanguageModelV3StreamPart => ({ type: "text-delta", id: "t", delta })),
        { type: "text-end", id: "t" },
        {
          type: "finish",
          finishReason: { unified: "stop", raw: "stop" },
          usage: {
            inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
            outputTokens: { total: 1, text: 1, reasoning: 0 },
          },
        },
      ];
      return { stream: convertArrayToReadableStream(parts) };
    },
  });
  return { model, calls };
}

async function contextFor(
  t: TestApp,
  model: MockLanguageModelV3,
  abort = new AbortController(),
): Promise<GenerationContext> {
  const { token, userId } = await t.signIn(`pipe-${crypto.randomUUID()}@example.com`);
  const chatId = (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()).data.id;
  const chat = await getOwnedChat(t.handle.db, userId, chatId);
  const [round] = await t.handle.db
    .insert(rounds)
    .values({ chatId, userId, mode: "mermaid", model: "mock" })
    .returning();
  return {
    db: t.handle.db,
    log: pino({ level: "silent" }),
    locale: "en",
    clock: systemClock,
    chat,
    userId,
    roundId: round.id,
    messageId: crypto.randomUUID(),
    mode: "mermaid",
    request: streamRequestSchema.parse({ content: "a chart", mode: "mermaid" }),
    userText: "a chart",
    history: [],
    attachments: [],
    model,
    modelId: "mock",
    abortSignal: abort.signal,
  };
}

// A toy validator: a chart must start with "flowchart" and may not use the id "end".
const validate = async (content: string) => {
  const problems = [];
  if (!content.startsWith("flowchart")) problems.push({ message: "missing diagram header", line: 1 });
  if (/\bend\b/.test(content)) problems.push({ message: "reserved id end" });
  return problems;
};

describe("artifact pipeline", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("pulls the artifact out of prose, streams it live and saves it", async () => {
    const { model } = scriptedModel([
      "Sure! Here is the chart:\n\n```mermaid\nflowchart TD\n  A --> B\n```\nHope it helps.",
    ]);
    const ctx = await contextFor(t, model);
    const events: EmittedEvent[] = [];
    const outcome = await generateArtifact(ctx, (e) => events.push(e), {
      kind: "mermaid",
      shape: "mermaid",
      system: "s",
      messages: [{ role: "user", content: "x" }],
      offline: { task: NORMAL_TASK },
      checks: { validate },
    });
    expect(outcome.content).toBe("flowchart TD\n  A --> B");
    expect(outcome.ref).toMatchObject({ kind: "mermaid", version_number: 1 });
    // the viewer's partial content, built the way the client applies append/replace
    let live = "";
    for (const e of events)
      if (e.type === "mermaid" && "op" in e)
        live =
          e.op === "append"
            ? live + String(e.content ?? "")
            : e.op === "replace"
              ? String(e.content ?? "")
              : live;
    expect(live).toBe("flowchart TD\n  A --> B");
    const chat = events
      .filter((e) => e.type === "content")
      .map((e) => ("content" in e ? e.content : ""))
      .join("");
    expect(chat).toContain("Sure! Here is the chart:");
    expect(chat).toContain("Hope it helps.");
    expect(events.at(-1)).toMatchObject({ type: "mermaid", op: "saved", version: outcome.ref });
  });

  it("repairs deterministically before asking the model again", async () => {
    const { model, calls } = scriptedModel(["```mermaid\nA --> B\n```"]);
    const ctx = await contextFor(t, model);
    const outcome = await generateArtifact(ctx, () => {}, {
      kind: "mermaid",
      shape: "mermaid",
      system: "s",
      messages: [{ role: "user", content: "x" }],
      offline: { task: NORMAL_TASK },
      checks: {
        validate,
        repair: (content) => (content.startsWith("flowchart") ? content : `flowchart TD\n${content}`),
      },
    });
    expect(outcome.content).toBe("flowchart TD\nA --> B");
    expect(calls).toHaveLength(1);
  });

  it("re-prompts with the validator's problems and saves the corrected artifact", async () => {
    const { model, calls } = scriptedModel([
      "```mermaid\nflowchart TD\n  start --> end\n```",
      "```mermaid\nflowchart TD\n  start --> finish\n```",
    ]);
    const ctx = await contextFor(t, model);
    const events: EmittedEvent[] = [];
    const outcome = await generateArtifact(ctx, (e) => events.push(e), {
      kind: "mermaid",
      shape: "mermaid",
      system: "s",
      messages: [{ role: "user", content: "x" }],
      offline: { task: NORMAL_TASK },
      checks: { validate },
    });
    expect(outcome.content).toBe("flowchart TD\n  start --> finish");
    expect(calls).toHaveLength(2);
    expect(JSON.stringify(calls[1])).toContain("reserved id end");
    expect(events.some((e) => "op" in e && e.op === "replace")).toBe(true);
  });

  it("never saves a still-invalid artifact as complete: a failed version and an error", async () => {
    const { model, calls } = scriptedModel(["```mermaid\ngraph TD\n  a --> end\n```"]);
    const ctx = await contextFor(t, model);
    const failure = await generateArtifact(ctx, () => {}, {
      kind: "mermaid",
      shape: "mermaid",
      system: "s",
      messages: [{ role: "user", content: "x" }],
      offline: { task: NORMAL_TASK },
      checks: { validate },
    }).catch((e) => e);
    expect(failure).toBeInstanceOf(ArtifactFailedError);
    expect(calls).toHaveLength(3);
    const list = await (
      await t.call(versionPath("mermaid", ctx.chat.id), { token: (await t.signIn("x@example.com")).token })
    ).json();
    expect(list.errno).toBe(404); // another user's chat is not revealed
    const [saved] = (failure as ArtifactFailedError).versions;
    expect(saved).toMatchObject({ kind: "mermaid", version_number: 1 });
  });

  it("by default checks what the model wrote with the kind's own checks: its content schema first", async () => {
    const valid = {
      cases: [
        {
          id: "TC-001",
          module: "Sign-in",
          title: "Sign in",
          preconditions: "",
          steps: ["Open the app"],
          expected: "Signed in",
          priority: "P1",
          type: "functional",
        },
      ],
    };
    const { model, calls } = scriptedModel([
      '```json\n{ "cases": [] }\n```',
      `\`\`\`json\n${JSON.stringify(valid)}\n\`\`\``,
    ]);
    const ctx = await contextFor(t, model);
    const outcome = await generateArtifact(ctx, () => {}, {
      kind: "test_case",
      shape: "json",
      system: "s",
      messages: [{ role: "user", content: "x" }],
      offline: { task: NORMAL_TASK },
    });
    expect(calls).toHaveLength(2);
    expect(JSON.stringify(calls[1])).toContain("cases: Too small");
    expect(JSON.parse(outcome.content)).toEqual(valid);
  });
});

describe("version routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answer for every kind at their spec §7 paths, newest first, and never across users", async () => {
    const owner = await t.signIn("versions@example.com");
    const other = await t.signIn("other-versions@example.com");
    const chatId = (
      await (await t.call("/api/chats", { method: "POST", token: owner.token, json: {} })).json()
    ).data.id;
    const kinds = artifactKinds().map((k) => k.id);
    expect(kinds).toHaveLength(8);
    for (const kind of kinds) {
      for (const n of [1, 2])
        await createVersion(t.handle.db, { chatId, userId: owner.userId, kind, content: `${kind} v${n}` });
    }
    for (const kind of kinds) {
      const list = await (await t.call(versionPath(kind, chatId), { token: owner.token })).json();
      expect(list.errno).toBe(0);
      expect(
        list.data.map((v: { kind: string; version_number: number }) => [v.kind, v.version_number]),
      ).toEqual([
        [kind, 2],
        [kind, 1],
      ]);
      const one = await (
        await t.call(versionPath(kind, chatId, list.data[1].id), { token: owner.token })
      ).json();
      expect(one.data).toMatchObject({ kind, version_number: 1, content: `${kind} v1` });
      const byNumber = await (await t.call(versionPath(kind, chatId, "2"), { token: owner.token })).json();
      expect(byNumber.data.content).toBe(`${kind} v2`);
      const leak = await t.call(versionPath(kind, chatId), { token: other.token });
      expect(leak.status).toBe(404);
    }
  });

  it("answer every list of a chat in one request, only for the kinds it has, and never across users", async () => {
    const owner = await t.signIn("lists@example.com");
    const other = await t.signIn("other-lists@example.com");
    const chatId = (
      await (await t.call("/api/chats", { method: "POST", token: owner.token, json: {} })).json()
    ).data.id;
    const empty = await (await t.call(`/api/chats/${chatId}/version-lists`, { token: owner.token })).json();
    expect(empty.data).toEqual({ lists: [] });
    for (const n of [1, 2])
      await createVersion(t.handle.db, { chatId, userId: owner.userId, kind: "prd", content: `# PRD v${n}` });
    await createVersion(t.handle.db, {
      chatId,
      userId: owner.userId,
      kind: "mermaid",
      content: "flowchart TD\n  A --> B",
      status: "failed",
    });
    const answer = await (await t.call(`/api/chats/${chatId}/version-lists`, { token: owner.token })).json();
    const lists = Object.fromEntries(
      answer.data.lists.map((l: { kind: string; versions: { version_number: number; status: string }[] }) => [
        l.kind,
        l.versions.map((v) => [v.version_number, v.status]),
      ]),
    );
    expect(lists).toEqual({
      prd: [
        [2, "complete"],
        [1, "complete"],
      ],
      mermaid: [[1, "failed"]],
    });
    expect(JSON.stringify(answer.data)).not.toContain("# PRD"); // summaries, no content
    expect((await t.call(`/api/chats/${chatId}/version-lists`, { token: other.token })).status).toBe(404);
  });
});
