/** The fake provider servers speak the wire formats other tests rely on. */
import { generateText, streamText } from "ai";
import {
  anthropicErrors,
  fakeAnthropicModel,
  startFakeAnthropic,
  type FakeAnthropic,
} from "@/tests/helpers/fake-anthropic-server";
import {
  fakeOpenAIModel,
  lastUserText,
  openAIErrors,
  startFakeOpenAI,
  type FakeOpenAI,
} from "@/tests/helpers/fake-openai-server";

function sseDataLines(raw: string): string[] {
  return raw
    .split("\n\n")
    .filter(Boolean)
    .map(
      (event) =>
        event
          .split("\n")
          .find((line) => line.startsWith("data: "))
          ?.slice(6) ?? "",
    );
}

describe("fake OpenAI server", () => {
  let fake: FakeOpenAI;
  beforeEach(async () => (fake = await startFakeOpenAI()));
  afterEach(() => fake.close());

  it("streams chat-completion chunks, the usage chunk and [DONE]", async () => {
    fake.enqueue({
      text: "Hello there",
      reasoning: "Greet back.",
      chunkSize: 5,
      usage: { prompt_tokens: 7, completion_tokens: 3 },
    });
    const response = await fetch(`${fake.baseURL}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer sk-x" },
      body: JSON.stringify({
        model: "m",
        stream: true,
        stream_options: { include_usage: true },
        messages: [{ role: "user", content: "hi" }],
      }),
    });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const lines = sseDataLines(await response.text());
    expect(lines.at(-1)).toBe("[DONE]");
    const chunks = lines.slice(0, -1).map((line) => JSON.parse(line));
    const reasoning = chunks.map((c) => c.choices[0]?.delta?.reasoning_content ?? "").join("");
    const content = chunks.map((c) => c.choices[0]?.delta?.content ?? "").join("");
    expect(reasoning).toBe("Greet back.");
    expect(content).toBe("Hello there");
    expect(chunks.find((c) => c.choices[0]?.finish_reason)?.choices[0].finish_reason).toBe("stop");
    expect(chunks.at(-1)).toMatchObject({
      choices: [],
      usage: { prompt_tokens: 7, completion_tokens: 3, total_tokens: 10 },
    });
    expect(fake.calls[0].headers.authorization).toBe("Bearer sk-x");
  });

  it("answers errors with OpenAI's body and status", async () => {
    fake.enqueue({ error: openAIErrors.insufficientQuota });
    const response = await fetch(`${fake.baseURL}/chat/completions`, {
      method: "POST",
      body: JSON.stringify({ stream: true }),
    });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      error: {
        message: openAIErrors.insufficientQuota.message,
        type: "insufficient_quota",
        param: null,
        code: "insufficient_quota",
      },
    });
  });

  it("uses the responder when the queue is empty, and records requests", async () => {
    fake.respondWith((body) => ({ text: `You said: ${lastUserText(body)}` }));
    const streamed = streamText({ model: fakeOpenAIModel(fake), prompt: "ping" });
    expect(await streamed.text).toBe("You said: ping");
    const generated = await generateText({ model: fakeOpenAIModel(fake), prompt: "pong" });
    expect(generated.text).toBe("You said: pong");
    expect(fake.requests.map((r) => r.stream ?? false)).toEqual([true, false]);
    expect(await fake.waitForRequests(2)).toHaveLength(2);
  });
});

describe("fake Anthropic server", () => {
  let fake: FakeAnthropic;
  beforeEach(async () => (fake = await startFakeAnthropic()));
  afterEach(() => fake.close());

  it("streams message events with a thinking block and a text block", async () => {
    fake.enqueue({ thinking: "Plan.", text: "Done!", chunkSize: 2, stopReason: "max_tokens" });
    const response = await fetch(`${fake.baseURL}/messages`, {
      method: "POST",
      body: JSON.stringify({ stream: true, messages: [] }),
    });
    const raw = await response.text();
    const events = raw
      .split("\n\n")
      .filter(Boolean)
      .map((e) => e.split("\n")[0].replace("event: ", ""));
    expect(events[0]).toBe("message_start");
    expect(events).toContain("content_block_start");
    expect(events.slice(-2)).toEqual(["message_delta", "message_stop"]);
    const data = sseDataLines(raw).map((line) => JSON.parse(line));
    const deltas = data.filter((d) => d.type === "content_block_delta").map((d) => d.delta);
    expect(
      deltas
        .filter((d) => d.type === "thinking_delta")
        .map((d) => d.thinking)
        .join(""),
    ).toBe("Plan.");
    expect(
      deltas
        .filter((d) => d.type === "text_delta")
        .map((d) => d.text)
        .join(""),
    ).toBe("Done!");
    expect(data.find((d) => d.type === "message_delta").delta.stop_reason).toBe("max_tokens");
  });

  it("answers HTTP errors in Anthropic's error shape", async () => {
    fake.enqueue({ error: anthropicErrors.rateLimited });
    const response = await fetch(`${fake.baseURL}/messages`, { method: "POST", body: "{}" });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      type: "error",
      error: { type: "rate_limit_error", message: anthropicErrors.rateLimited.message },
    });
  });

  it("works with the AI SDK Anthropic provider", async () => {
    fake.enqueue({ text: "Bonjour" });
    const result = streamText({ model: fakeAnthropicModel(fake), prompt: "hi" });
    expect(await result.text).toBe("Bonjour");
    expect(fake.calls[0].headers["x-api-key"]).toBe("sk-ant-test");
  });
});
