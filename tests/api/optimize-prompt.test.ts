/**
 * POST /chats/optimize-prompt (spec §2, §7, §9): the event stream and the JSON variant, the
 * offline rewrite in both languages, reasoning as `think`, the 2-minute idle abort and the
 * 5-minute timeout on a fake clock.
 */
import { z } from "zod";
import {
  optimizePromptAnswerSchema,
  optimizePromptEventSchema,
  OPTIMIZE_IDLE_MS,
  OPTIMIZE_TIMEOUT_MS,
} from "@/lib/contracts/prompts";
import { createTestApp, parseSse, readSse, type TestApp } from "../helpers/test-app";
import { createFakeClock } from "../helpers/fake-clock";
import { scriptedModel } from "../helpers/scripted-model";
import { dataOf, refusalOf } from "../helpers/contract";

const events = async (res: Response) =>
  z.array(optimizePromptEventSchema).parse((await readSse(res)).map((e) => e.data));
const post = (
  t: TestApp,
  token: string,
  body: unknown,
  opts: { query?: string; headers?: Record<string, string> } = {},
) =>
  t.call(`/api/chats/optimize-prompt${opts.query ?? ""}`, {
    method: "POST",
    token,
    json: body,
    headers: opts.headers,
  });

describe("with the Offline model", () => {
  let t: TestApp;
  let a: { userId: string; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    a = await t.signIn("optimize@example.com");
  });
  afterAll(() => t.close());

  it("streams the rewritten prompt as content events, then done", async () => {
    const res = await post(t, a.token, {
      prompt: "A PRD for a campus second-hand marketplace with escrow payments",
    });
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const list = await events(res);
    expect(list.at(-1)).toEqual({ type: "done", status: "done" });
    const text = list
      .filter((e) => e.type === "content")
      .map((e) => ("content" in e ? e.content : ""))
      .join("");
    // A structured request about the user's subject, not filler.
    expect(text).toMatch(
      /^Write a product requirements document \(PRD\) for a campus second-hand marketplace with escrow payments\./,
    );
    for (const part of [
      "Goal:",
      "Target users:",
      "Key features to cover:",
      "- Escrow payments",
      "Constraints:",
      "Format:",
    ])
      expect(text).toContain(part);
    expect(text).toMatch(/licensed payment provider/);
  });

  it("answers { optimized_prompt } with ?format=json or Accept: application/json — the same text the stream writes", async () => {
    const prompt = "帮我做一个面向大学生的习惯打卡App的原型，要在4周内上线";
    const viaQuery = await dataOf(
      optimizePromptAnswerSchema,
      await post(t, a.token, { prompt }, { query: "?format=json" }),
    );
    const viaAccept = await dataOf(
      optimizePromptAnswerSchema,
      await post(t, a.token, { prompt }, { headers: { Accept: "application/json" } }),
    );
    expect(viaAccept).toEqual(viaQuery);
    const streamed = (await events(await post(t, a.token, { prompt })))
      .map((e) => ("content" in e && e.type === "content" ? e.content : ""))
      .join("");
    expect(streamed.trim()).toBe(viaQuery.optimized_prompt);
    // Same language as the request, with its details kept.
    expect(viaQuery.optimized_prompt).toMatch(/^请设计「大学生习惯打卡App」的可交互原型。/);
    for (const part of [
      "目标:",
      "目标用户:",
      "- 大学生（主要）",
      "一键完成每日打卡",
      "需要在 4 周内交付",
      "优先适配手机屏幕尺寸",
    ])
      expect(viaQuery.optimized_prompt).toContain(part);
  });

  it("refuses an empty or over-long prompt, naming the field", async () => {
    expect(await refusalOf(await post(t, a.token, { prompt: "  " }))).toMatchObject({
      status: 400,
      details: { prompt: "This field is required" },
    });
    expect(
      await refusalOf(await post(t, a.token, { prompt: "x".repeat(5001) }, { query: "?format=json" })),
    ).toMatchObject({ status: 400, details: { prompt: "Must be at most 5000" } });
  });

  it("needs a signed-in user", async () => {
    expect(
      (await t.call("/api/chats/optimize-prompt", { method: "POST", json: { prompt: "hi" } })).status,
    ).toBe(401);
  });
});

describe("with a model the test drives", () => {
  // One app for these cases: each case puts its own scripted model in and moves the fake clock.
  const clock = createFakeClock();
  let model = scriptedModel();
  let t: TestApp;
  let a: { userId: string; token: string };
  beforeAll(async () => {
    t = await createTestApp({ services: { clock, resolveModel: () => ({ id: "scripted", model }) } });
    a = await t.signIn("scripted@example.com");
  });
  beforeEach(() => {
    model = scriptedModel();
  });
  afterAll(() => t.close());

  it("passes reasoning on as think events, never as the prompt", async () => {
    const started = model.started();
    const res = post(t, a.token, { prompt: "flowchart for password reset" }, { query: "?format=json" });
    await started;
    model.reasoning("The user wants a flowchart.");
    model.text("Draw a flowchart of password reset, with the expired-link branch.");
    model.end();
    expect(await dataOf(optimizePromptAnswerSchema, await res)).toEqual({
      optimized_prompt: "Draw a flowchart of password reset, with the expired-link branch.",
    });

    const streamStarted = model.started();
    const sse = await post(t, a.token, { prompt: "flowchart for password reset" });
    await streamStarted;
    model.reasoning("Thinking.");
    model.text("Rewritten.");
    model.end();
    expect((await events(sse)).map((e) => e.type)).toEqual(["think", "content", "done"]);
  });

  it("stops after 2 minutes without new data, with the spec's message", async () => {
    const started = model.started();
    const res = await post(t, a.token, { prompt: "A PRD for a pet-sitting app" });
    await started;
    model.text("Write a PRD");
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = (await reader.read()).value ?? "";
    expect(parseSse(text)[0].data).toMatchObject({ type: "content", content: "Write a PRD" });
    clock.advance(OPTIMIZE_IDLE_MS - 30_000); // 90 s of silence: still going
    clock.advance(30_000); // the check at 120 s finds 2 minutes without data
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value;
    const last = parseSse(text).at(-1)!.data;
    expect(last).toEqual({
      type: "error",
      errno: 500,
      errmsg: "Prompt optimisation stopped: no new data within 2 minutes",
    });
  });

  it("stops after 5 minutes overall even while data keeps coming", async () => {
    const started = model.started();
    const res = post(
      t,
      a.token,
      { prompt: "A PRD for a pet-sitting app" },
      { query: "?format=json", headers: { "Accept-Language": "zh" } },
    );
    await started;
    for (let minute = 0; minute < 5; minute++) {
      model.text("…");
      await new Promise((resolve) => setImmediate(resolve)); // let the piece arrive before time moves on
      clock.advance(60_000);
    }
    expect(OPTIMIZE_TIMEOUT_MS).toBe(5 * 60_000);
    expect(await refusalOf(await res)).toEqual({
      status: 500,
      errno: 500,
      errmsg: "提示词优化超过 5 分钟，已停止",
    });
  });

  it("answers the spec's error when the model says nothing", async () => {
    const started = model.started();
    const res = post(t, a.token, { prompt: "anything" }, { query: "?format=json" });
    await started;
    model.end();
    expect(await refusalOf(await res)).toMatchObject({ status: 500, errmsg: "no response content received" });
  });
});
