/**
 * Prompt optimisation: the streamed answer grows the text, the JSON variant answers at once,
 * a refusal is an error, 2 minutes without data abort it, and cancelling is silent.
 */
import {
  optimizePrompt,
  optimizeTransport,
  OPTIMIZE_IDLE_MS,
  type OptimizeTexts,
} from "@/lib/chat/optimize-prompt";
import { optimizePromptAnswerSchema, optimizePromptEventSchema } from "@/lib/contracts/prompts";
import { envelope, frame, openStream } from "../../helpers/stream-fixtures";

const texts: OptimizeTexts = {
  httpError: (s) => `HTTP error, status code ${s}`,
  parseError: "p",
  notLoggedIn: "n",
  idleTimeout: "i",
  unsupported: "u",
  missingBody: "m",
  timeout: "request timeout: no response within 300 seconds",
  idle: "no new data within 2 minutes",
  empty: "empty",
};
const real = optimizeTransport.fetch;
afterEach(() => {
  optimizeTransport.fetch = real;
  jest.useRealTimers();
});

const ev = (input: unknown) => optimizePromptEventSchema.parse(input);

test("the streamed answer grows the text as it arrives and resolves to the whole prompt", async () => {
  const body = [
    ev({ type: "content", content: "Write a PRD " }),
    ev({ type: "content", content: "for a habit app." }),
    ev({ type: "done", status: "done" }),
  ]
    .map((e, i) => frame(i + 1, e))
    .join("");
  let sent: RequestInit | undefined;
  optimizeTransport.fetch = async (_url, init) => (
    (sent = init),
    new Response(body, { headers: { "content-type": "text/event-stream" } })
  );
  const seen: string[] = [];
  const result = await optimizePrompt("habit app prd", {
    signal: new AbortController().signal,
    texts,
    onText: (t) => seen.push(t),
    mode: "prd",
  });
  expect(result).toBe("Write a PRD for a habit app.");
  expect(seen).toEqual(["Write a PRD ", "Write a PRD for a habit app.", "Write a PRD for a habit app."]);
  expect(JSON.parse(String(sent?.body))).toEqual({ prompt: "habit app prd", mode: "prd" });
});

test("the JSON variant answers optimized_prompt", async () => {
  optimizeTransport.fetch = async () =>
    envelope(200, 0, "", optimizePromptAnswerSchema.parse({ optimized_prompt: "Better prompt" }));
  await expect(
    optimizePrompt("p", { signal: new AbortController().signal, texts, onText: () => {} }),
  ).resolves.toBe("Better prompt");
});

test("a refusal and an error event reject with the server's words", async () => {
  optimizeTransport.fetch = async () => envelope(429, 429, "too many requests");
  await expect(
    optimizePrompt("p", { signal: new AbortController().signal, texts, onText: () => {} }),
  ).rejects.toMatchObject({ errno: 429, message: "too many requests" });
  optimizeTransport.fetch = async () =>
    new Response(frame(1, ev({ type: "error", errno: 500, errmsg: "response error, please retry" })), {
      headers: { "content-type": "text/event-stream" },
    });
  await expect(
    optimizePrompt("p", { signal: new AbortController().signal, texts, onText: () => {} }),
  ).rejects.toMatchObject({ message: "response error, please retry" });
});

test("2 minutes without data abort it", async () => {
  jest.useFakeTimers({ doNotFake: ["setImmediate", "queueMicrotask", "nextTick"] });
  const stream = openStream();
  optimizeTransport.fetch = async (_url, init) => stream.boundTo(init.signal);
  const run = optimizePrompt("p", { signal: new AbortController().signal, texts, onText: () => {} });
  const settled = run.catch((e: unknown) => e);
  stream.send(ev({ type: "content", content: "Some" }));
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
  jest.advanceTimersByTime(OPTIMIZE_IDLE_MS + 30_000);
  expect(await settled).toMatchObject({ message: texts.idle });
});

test("cancelling rejects with the abort, which the caller keeps silent", async () => {
  const stream = openStream();
  optimizeTransport.fetch = async (_url, init) => stream.boundTo(init.signal);
  const controller = new AbortController();
  const run = optimizePrompt("p", { signal: controller.signal, texts, onText: () => {} });
  await new Promise((r) => setImmediate(r));
  controller.abort();
  await expect(run).rejects.toMatchObject({ name: "AbortError" });
});
