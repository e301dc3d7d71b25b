import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { generateText, streamText } from "ai";
import { createOfflineModel } from "@/server/ai/offline-model";
import { hasChinese } from "@/server/ai/offline/language/text-utils";
import { streamModel, type ModelPart } from "@/server/ai/stream-model";

const IDEA_EN = "I want to build a habit tracker app for remote teams with streaks and weekly reports";
const IDEA_ZH = "我想做一个帮助远程团队养成习惯的打卡应用，支持连续打卡和每周报告";

async function collect(prompt: string, options: Parameters<typeof createOfflineModel>[0] = { delayMs: 0 }) {
  const result = streamText({ model: createOfflineModel(options), prompt });
  const deltas: string[] = [];
  for await (const delta of result.textStream) deltas.push(delta);
  return {
    deltas,
    text: await result.text,
    finishReason: await result.finishReason,
    usage: await result.usage,
  };
}

describe("offline model via streamText", () => {
  it("streams a reply in several deltas that uses the nouns of the prompt", async () => {
    const { deltas, text, finishReason, usage } = await collect(IDEA_EN);
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.join("")).toBe(text);
    expect(finishReason).toBe("stop");
    expect(usage.outputTokens).toBeGreaterThan(0);
    const lower = text.toLowerCase();
    for (const noun of ["habit tracker", "remote teams", "streaks", "weekly reports"])
      expect(lower).toContain(noun);
    expect(lower).toContain("offline model");
  });

  it("answers in the language of the prompt", async () => {
    const en = await collect(IDEA_EN);
    const zh = await collect(IDEA_ZH);
    expect(hasChinese(en.text)).toBe(false);
    expect(hasChinese(zh.text)).toBe(true);
    expect(zh.text).toContain("打卡");
    expect(zh.text).toContain("离线模型");
  });

  it("takes locale and mode from providerOptions.offline", async () => {
    const result = streamText({
      model: createOfflineModel({ delayMs: 0 }),
      prompt: IDEA_EN,
      providerOptions: { offline: { locale: "zh", mode: "prd" } },
    });
    expect(hasChinese(await result.text)).toBe(true);
  });

  it("uses the whole conversation, not only the last message", async () => {
    const result = streamText({
      model: createOfflineModel({ delayMs: 0 }),
      messages: [
        { role: "user", content: "A budgeting app for college students" },
        { role: "assistant", content: "Sounds good." },
        { role: "user", content: "go on" },
      ],
    });
    expect((await result.text).toLowerCase()).toContain("budgeting");
  });

  it("returns the same text from doGenerate (generateText)", async () => {
    const streamed = await collect(IDEA_EN);
    const generated = await generateText({ model: createOfflineModel({ delayMs: 0 }), prompt: IDEA_EN });
    expect(generated.text).toBe(streamed.text);
    expect(generated.finishReason).toBe("stop");
  });

  it("stops early when the AbortController aborts", async () => {
    const total = (await collect(IDEA_EN)).deltas.length;
    const controller = new AbortController();
    const result = streamText({
      model: createOfflineModel({ delayMs: 20 }),
      prompt: IDEA_EN,
      abortSignal: controller.signal,
    });
    const types: string[] = [];
    let deltas = 0;
    for await (const part of result.fullStream) {
      types.push(part.type);
      if (part.type === "text-delta" && ++deltas === 3) controller.abort();
    }
    expect(types).toContain("abort");
    expect(deltas).toBeLessThan(total);
  });

  it("paces chunks by delayMs (fake timers: no real time involved)", async () => {
    jest.useFakeTimers();
    try {
      const { stream } = await createOfflineModel({ delayMs: 1000 }).doStream({
        prompt: [{ role: "user", content: [{ type: "text", text: IDEA_EN }] }],
      });
      const reader = stream.getReader();
      let part = await reader.read();
      while (!part.done && part.value.type !== "text-delta") part = await reader.read(); // the first delta is not delayed
      let settled = false;
      const next = reader.read().then((r) => ((settled = true), r));
      await jest.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect((await next).value?.type).toBe("text-delta");
      await reader.cancel();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("offline model reasoning", () => {
  const BRIEF = "Write a short product brief for a habit-tracking app for students";

  it("streams a short reasoning part before the text when providerOptions.offline.think is set", async () => {
    const result = streamText({
      model: createOfflineModel({ delayMs: 0 }),
      prompt: BRIEF,
      providerOptions: { offline: { think: true } },
    });
    const types: string[] = [];
    let reasoning = "";
    for await (const part of result.fullStream) {
      types.push(part.type);
      if (part.type === "reasoning-delta") reasoning += part.text;
    }
    expect(types.indexOf("reasoning-start")).toBeGreaterThan(-1);
    expect(types.indexOf("reasoning-end")).toBeLessThan(types.indexOf("text-start"));
    expect(reasoning).toMatch(
      /^The user wants a short product brief\. It is about a habit-tracking app, for students\./,
    );
    const text = await result.text;
    expect(text).not.toContain("The user wants");
    expect(text.startsWith("**Habit-tracking app for students: product brief**")).toBe(true);
    expect((await result.usage).outputTokenDetails.reasoningTokens).toBeGreaterThan(0);
  });

  it("reaches streamModel callers as think parts, and is absent unless asked for", async () => {
    const parts: ModelPart[] = [];
    const result = await streamModel({
      model: createOfflineModel({ delayMs: 0 }),
      messages: [{ role: "user", content: "帮我写一个面向大学生的习惯打卡App的产品简介" }],
      providerOptions: { offline: { think: true } },
      onPart: (part) => parts.push(part),
    });
    expect(parts[0].type).toBe("think");
    expect(result.think).toContain("习惯打卡App");
    expect(result.text).not.toContain(result.think);
    const plain = await streamModel({
      model: createOfflineModel({ delayMs: 0 }),
      messages: [{ role: "user", content: BRIEF }],
    });
    expect(plain.think).toBe("");
    const generated = await generateText({
      model: createOfflineModel({ delayMs: 0 }),
      prompt: BRIEF,
      providerOptions: { offline: { think: true } },
    });
    expect(generated.reasoningText).toContain("habit-tracking app");
  });
});

describe("offline model doStream", () => {
  it("emits the V3 stream parts in order", async () => {
    const { stream } = await createOfflineModel({ delayMs: 0 }).doStream({
      prompt: [{ role: "user", content: [{ type: "text", text: IDEA_EN }] }],
    });
    const parts: LanguageModelV3StreamPart[] = [];
    const reader = stream.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
    const types = parts.map((p) => p.type);
    expect(types.slice(0, 3)).toEqual(["stream-start", "response-metadata", "text-start"]);
    expect(types.slice(-2)).toEqual(["text-end", "finish"]);
    expect(types.filter((t) => t === "text-delta").length).toBeGreaterThan(5);
    const finish = parts[parts.length - 1];
    expect(finish.type === "finish" && finish.finishReason.unified).toBe("stop");
  });

  it("closes promptly on abort instead of waiting out the delay", async () => {
    const controller = new AbortController();
    const { stream } = await createOfflineModel({ delayMs: 600_000 }).doStream({
      prompt: [{ role: "user", content: [{ type: "text", text: IDEA_EN }] }],
      abortSignal: controller.signal,
    });
    const reader = stream.getReader();
    let first = await reader.read();
    while (!first.done && first.value.type !== "text-delta") first = await reader.read();
    const pending = reader.read(); // waits on a 10-minute delay: only the abort can end it before jest times out
    controller.abort();
    expect((await pending).done).toBe(true);
  });

  it("closes immediately when the signal is already aborted", async () => {
    const { stream } = await createOfflineModel({ delayMs: 0 }).doStream({
      prompt: [{ role: "user", content: [{ type: "text", text: "hi" }] }],
      abortSignal: AbortSignal.abort(),
    });
    expect((await stream.getReader().read()).done).toBe(true);
  });
});
