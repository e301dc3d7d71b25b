/** streamModel against a local server speaking OpenAI's chat-completions wire format. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { ModelCallError } from "@/server/ai/provider-errors";
import { streamModel, type ModelPart, type StreamModelInput } from "@/server/ai/stream-model";
import {
  fakeOpenAIModel,
  openAIErrors,
  startFakeOpenAI,
  type FakeOpenAI,
} from "@/tests/helpers/fake-openai-server";

let fake: FakeOpenAI;
beforeEach(async () => (fake = await startFakeOpenAI()));
afterEach(() => fake.close());

async function run(overrides: Partial<StreamModelInput> = {}) {
  const parts: ModelPart[] = [];
  const result = await streamModel({
    model: fakeOpenAIModel(fake),
    messages: [{ role: "user", content: "Write something" }],
    maxRetries: 0,
    onPart: (part) => parts.push(part),
    ...overrides,
  });
  const joined = (type: ModelPart["type"]) =>
    parts
      .filter((p) => p.type === type)
      .map((p) => p.text)
      .join("");
  return { result, parts, text: joined("text"), think: joined("think") };
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

describe("streamModel with an OpenAI-compatible endpoint", () => {
  it("streams the chunks as text parts and reports finish and usage", async () => {
    fake.enqueue({
      text: "Hello from the wire, in several chunks.",
      chunkSize: 6,
      usage: { prompt_tokens: 11, completion_tokens: 9 },
    });
    const { result, parts, text } = await run({ system: "Be brief." });
    expect(parts.length).toBeGreaterThan(3);
    expect(text).toBe("Hello from the wire, in several chunks.");
    expect(result).toMatchObject({ text, think: "", finishReason: "stop", truncated: false, aborted: false });
    expect(result.usage).toMatchObject({ inputTokens: 11, outputTokens: 9, totalTokens: 20 });
    const request = fake.requests[0];
    expect(request.stream).toBe(true);
    expect(request.stream_options).toEqual({ include_usage: true });
    expect(request.messages?.[0]).toEqual({ role: "system", content: "Be brief." });
  });

  it("turns reasoning_content (and Ollama's `reasoning`) into think parts, never text", async () => {
    fake.enqueue({ reasoning: "The user wants a greeting.", text: "Hi!", chunkSize: 5 });
    const first = await run();
    expect(first.think).toBe("The user wants a greeting.");
    expect(first.text).toBe("Hi!");
    expect(first.parts[0].type).toBe("think");
    expect(first.result).toMatchObject({ text: "Hi!", think: "The user wants a greeting." });

    fake.enqueue({
      reasoning: "Thinking via the reasoning field.",
      reasoningField: "reasoning",
      text: "Answer.",
    });
    const second = await run();
    expect(second.result).toMatchObject({ text: "Answer.", think: "Thinking via the reasoning field." });
  });

  it("separates <think> written into the content, whatever the chunking", async () => {
    const content = "<think>\nThe user asks for a title.\nKeep it short.\n</think>\n\n# 习惯打卡 PRD";
    for (const chunkSize of [1, 2, 3, 5, 7, 11, 64]) {
      fake.enqueue({ text: content, chunkSize });
      const { result, text, think } = await run();
      expect(text).toBe("# 习惯打卡 PRD");
      expect(think).toContain("Keep it short.");
      expect(result.text).toBe("# 习惯打卡 PRD");
      expect(result.think).toBe("The user asks for a title.\nKeep it short.");
    }
  });

  it("keeps an unclosed <think> as thinking (cut before the answer)", async () => {
    fake.enqueue({ text: "<think>Still reasoning about the layout", finishReason: "length", chunkSize: 4 });
    const { result, text } = await run();
    expect(text).toBe("");
    expect(result).toMatchObject({
      text: "",
      think: "Still reasoning about the layout",
      truncated: true,
      finishReason: "length",
    });
  });

  it("moves text before an orphan </think> into the thinking in the result", async () => {
    fake.enqueue({ text: "The template opened the tag for me.\n</think>\n\nFinal answer." });
    const { result } = await run();
    expect(result).toMatchObject({ text: "Final answer.", think: "The template opened the tag for me." });
  });

  it("reports a reply cut at the token limit as truncated", async () => {
    fake.enqueue({ text: "<!DOCTYPE html><html><body><h1>Half", finishReason: "length" });
    const { result } = await run();
    expect(result).toMatchObject({ truncated: true, finishReason: "length", aborted: false });
  });

  it.each([
    ["a bad key", openAIErrors.invalidKey, 500, "modelAuthFailed"],
    ["a rate limit", openAIErrors.rateLimited, 429, "modelRateLimited"],
    ["an exhausted quota (429 insufficient_quota)", openAIErrors.insufficientQuota, 4004, "quotaExceeded"],
    ["a content filter (400 content_filter)", openAIErrors.contentFilter, 4003, "contentNotCompliant"],
    ["a server error", openAIErrors.serverError, 500, "modelUnavailable"],
  ])("maps %s to errno %s / %s", async (_label, error, errno, key) => {
    fake.enqueue({ error });
    const thrown = await failure();
    expect(thrown).toMatchObject({ errno, key, partial: { text: "", think: "" } });
    expect(thrown.providerMessage).toBe(error.message);
  });

  it("retries a rate limit when retries are allowed (retry-after-ms honoured)", async () => {
    fake.enqueue(
      { error: { ...openAIErrors.rateLimited, headers: { "retry-after-ms": "0" } } },
      { text: "Second time lucky." },
    );
    const { result } = await run({ maxRetries: 2 });
    expect(result.text).toBe("Second time lucky.");
    expect(fake.requests).toHaveLength(2);
  });

  it("treats finish_reason content_filter as not compliant, keeping the partial", async () => {
    fake.enqueue({ text: "Here is the start of", finishReason: "content_filter" });
    const thrown = await failure();
    expect(thrown).toMatchObject({
      errno: 4003,
      key: "contentNotCompliant",
      partial: { text: "Here is the start of" },
    });
  });

  it("keeps the partial reply when the connection is cut mid-stream", async () => {
    fake.enqueue({
      reasoning: "plan",
      text: "First part of the answer, then the cut.",
      chunkSize: 6,
      holdAfterChunks: 4,
    });
    // The connection drops once the reply has begun arriving; what was written before arrives too.
    const thrown = await failure({ onPart: () => fake.cutHeld() });
    expect(thrown).toMatchObject({ errno: 500, key: "responseError" });
    expect(thrown.partial.think).toBe("plan");
    expect(thrown.partial.text).toBe("First part of the"); // 3 chunks of 6 characters
  });

  it("treats a body that ends without a finish reason as broken off", async () => {
    fake.enqueue({ text: "Written before the end.", chunkSize: 8, endAfterChunks: 2 });
    const thrown = await failure();
    expect(thrown).toMatchObject({ errno: 500, key: "responseError", partial: { text: "Written before t" } }); // 2 chunks of 8
  });

  it("treats an error chunk after output as a broken reply", async () => {
    fake.enqueue({
      text: "Some words were sent already.",
      chunkSize: 5,
      streamError: { message: "upstream crashed", type: "server_error", afterChunks: 2 },
    });
    const thrown = await failure();
    expect(thrown).toMatchObject({ errno: 500, key: "responseError", partial: { text: "Some words" } });
  });

  it("reports a refused connection as model unavailable", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const model = fakeOpenAIModel({ ...fake, baseURL: `http://127.0.0.1:${port}/v1` });
    const thrown = await failure({ model });
    expect(thrown).toMatchObject({ errno: 500, key: "modelUnavailable" });
  });

  it("gives up with modelTimeout when the endpoint never answers", async () => {
    fake.enqueue({ hang: true });
    const thrown = await failure({ firstTokenTimeoutMs: 50 });
    expect(thrown).toMatchObject({ errno: 500, key: "modelTimeout" });
  });

  it("returns what it has on abort instead of throwing", async () => {
    fake.enqueue({ text: "One two three four five six seven.", chunkSize: 4, holdAfterChunks: 3 });
    const controller = new AbortController();
    const seen: string[] = [];
    const { result } = await run({
      abortSignal: controller.signal,
      onPart: (part) => {
        seen.push(part.text);
        if (seen.join("").length >= 8) controller.abort();
      },
    });
    expect(result.aborted).toBe(true);
    expect(result.text).toBe(seen.join("").trim());
    expect(result.text.length).toBeGreaterThanOrEqual(7);
    expect("One two three four five six seven.".startsWith(result.text)).toBe(true);
  });

  it("returns at once for an already aborted signal", async () => {
    const { result } = await run({ abortSignal: AbortSignal.abort() });
    expect(result).toMatchObject({ aborted: true, text: "", think: "" });
  });

  it("rethrows an error of the caller's onPart unchanged", async () => {
    fake.enqueue({ text: "abc" });
    const bug = new Error("viewer bug");
    await expect(
      run({
        onPart: () => {
          throw bug;
        },
      }),
    ).rejects.toBe(bug);
  });
});
