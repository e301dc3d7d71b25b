/** streamModel against a local server speaking Anthropic's Messages stream. */
import { ModelCallError } from "@/server/ai/provider-errors";
import { streamModel, type ModelPart, type StreamModelInput } from "@/server/ai/stream-model";
import {
  anthropicErrors,
  fakeAnthropicModel,
  startFakeAnthropic,
  type FakeAnthropic,
} from "@/tests/helpers/fake-anthropic-server";

let fake: FakeAnthropic;
beforeEach(async () => (fake = await startFakeAnthropic()));
afterEach(() => fake.close());

async function run(overrides: Partial<StreamModelInput> = {}) {
  const parts: ModelPart[] = [];
  const result = await streamModel({
    model: fakeAnthropicModel(fake),
    messages: [{ role: "user", content: "写一段产品简介" }],
    maxRetries: 0,
    onPart: (part) => parts.push(part),
    ...overrides,
  });
  return { result, parts };
}

async function failure(overrides: Partial<StreamModelInput> = {}): Promise<ModelCallError> {
  try {
    await run(overrides);
  } catch (error) {
    if (error instanceof ModelCallError) return error;
    throw error;
  }
  throw new Error("streamModel did not fail");
}

describe("streamModel with Anthropic", () => {
  it("streams thinking as think parts and the text block as text", async () => {
    fake.enqueue({
      thinking: "用户想要一段简介，先列出要点。",
      text: "习惯打卡 App 帮助大学生坚持每日目标。",
      chunkSize: 4,
      usage: { input_tokens: 30, output_tokens: 42 },
    });
    const { result, parts } = await run({
      providerOptions: { anthropic: { thinking: { type: "enabled", budgetTokens: 1024 } } },
      maxOutputTokens: 4000,
    });
    expect(
      parts
        .filter((p) => p.type === "think")
        .map((p) => p.text)
        .join(""),
    ).toBe("用户想要一段简介，先列出要点。");
    expect(
      parts
        .filter((p) => p.type === "text")
        .map((p) => p.text)
        .join(""),
    ).toBe("习惯打卡 App 帮助大学生坚持每日目标。");
    const firstText = parts.findIndex((p) => p.type === "text");
    expect(parts.slice(0, firstText).every((p) => p.type === "think")).toBe(true);
    expect(result).toMatchObject({
      think: "用户想要一段简介，先列出要点。",
      finishReason: "stop",
      truncated: false,
      aborted: false,
    });
    expect(result.usage).toMatchObject({ inputTokens: 30, outputTokens: 42 });
    expect(fake.requests[0].thinking).toEqual({ type: "enabled", budget_tokens: 1024 });
    expect(fake.calls[0].headers["anthropic-version"]).toBe("2023-06-01");
  });

  it("reports stop_reason max_tokens as truncated", async () => {
    fake.enqueue({ text: "# PRD\n\n## 背景\n被截断的", stopReason: "max_tokens" });
    const { result } = await run();
    expect(result).toMatchObject({
      finishReason: "length",
      truncated: true,
      text: "# PRD\n\n## 背景\n被截断的",
    });
  });

  it("treats a refusal as content not compliant", async () => {
    fake.enqueue({ text: "I can't help with that.", stopReason: "refusal" });
    expect(await failure()).toMatchObject({ errno: 4003, key: "contentNotCompliant" });
  });

  it.each([
    ["authentication_error", anthropicErrors.invalidKey, 500, "modelAuthFailed"],
    ["permission_error", anthropicErrors.permission, 500, "modelAuthFailed"],
    ["rate_limit_error", anthropicErrors.rateLimited, 429, "modelRateLimited"],
    ["overloaded_error (529)", anthropicErrors.overloaded, 429, "modelRateLimited"],
    ["a credit balance too low", anthropicErrors.creditTooLow, 4004, "quotaExceeded"],
    ["api_error", anthropicErrors.apiError, 500, "modelUnavailable"],
  ])("maps HTTP %s to errno %s / %s", async (_label, error, errno, key) => {
    fake.enqueue({ error });
    expect(await failure()).toMatchObject({ errno, key, providerMessage: error.message });
  });

  it("maps an `event: error` right after message_start", async () => {
    fake.enqueue({
      text: "never sent",
      streamError: { type: "overloaded_error", message: "Overloaded", afterChunks: 0 },
    });
    expect(await failure()).toMatchObject({ errno: 429, key: "modelRateLimited", partial: { text: "" } });
  });

  it("keeps the partial when an `event: error` arrives mid-reply", async () => {
    fake.enqueue({
      thinking: "plan",
      text: "Partial answer here",
      chunkSize: 8,
      streamError: { type: "api_error", message: "Internal server error", afterChunks: 2 },
    });
    const thrown = await failure();
    expect(thrown).toMatchObject({
      errno: 500,
      key: "responseError",
      partial: { think: "plan", text: "Partial" },
    });
  });

  it("keeps the partial when the connection is cut", async () => {
    fake.enqueue({ text: "第一段已经写好了，第二段", chunkSize: 4, holdAfterChunks: 2 });
    // The connection drops once the reply has begun arriving; what was written before arrives too.
    const thrown = await failure({ onPart: () => fake.cutHeld() });
    expect(thrown).toMatchObject({ errno: 500, key: "responseError", partial: { text: "第一段已经写好了" } }); // 2 deltas of 4
  });
});
