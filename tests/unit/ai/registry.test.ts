import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { streamText } from "ai";
import { defaultModelId, getModel, listModels } from "@/server/ai/registry";

const ENV_KEYS = ["OPENAI_BASE_URL", "OPENAI_API_KEY", "OPENAI_MODELS"] as const;
const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));

beforeEach(() => {
  for (const key of ENV_KEYS) delete process.env[key];
});
afterAll(() => {
  for (const key of ENV_KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe("model registry", () => {
  it("offers only Offline when no provider is configured", () => {
    expect(listModels()).toEqual([{ id: "offline", label: "Offline", provider: "offline", offline: true }]);
    expect(defaultModelId()).toBe("offline");
    expect(getModel().provider).toBe("offline");
    expect(getModel("gpt-4o-mini").provider).toBe("offline");
  });

  it("needs both base URL and key", () => {
    process.env.OPENAI_BASE_URL = "http://127.0.0.1:9/v1";
    expect(listModels().map((m) => m.id)).toEqual(["offline"]);
  });

  it("lists the OpenAI-compatible models instead of Offline when configured", () => {
    process.env.OPENAI_BASE_URL = "http://127.0.0.1:9/v1";
    process.env.OPENAI_API_KEY = "test";
    expect(listModels()).toEqual([
      { id: "gpt-4o-mini", label: "gpt-4o-mini", provider: "openai-compatible", offline: false },
    ]);

    process.env.OPENAI_MODELS = " qwen-max , deepseek-chat ,,";
    expect(listModels().map((m) => m.id)).toEqual(["qwen-max", "deepseek-chat"]);
    expect(defaultModelId()).toBe("qwen-max");
    expect(getModel("deepseek-chat").modelId).toBe("deepseek-chat");
    // Unknown ids (including "offline") fall back to the default model.
    expect(getModel("offline").modelId).toBe("qwen-max");
    expect(getModel("").modelId).toBe("qwen-max");
    expect(getModel().provider).toContain("openai-compatible");
  });
});

type Received = { url?: string; method?: string; headers?: IncomingHttpHeaders; body?: Record<string, unknown> };

/** A minimal OpenAI-compatible server speaking the real chat-completions SSE wire format. */
function startFakeOpenAI(received: Received): Promise<Server> {
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      Object.assign(received, { url: req.url, method: req.method, headers: req.headers, body: JSON.parse(raw) });
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const base = { id: "chatcmpl-1", object: "chat.completion.chunk", created: 1_700_000_000, model: "gpt-4o-mini" };
      const chunks = [
        { ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] },
        { ...base, choices: [{ index: 0, delta: { content: "Hel" }, finish_reason: null }] },
        { ...base, choices: [{ index: 0, delta: { content: "lo from " }, finish_reason: null }] },
        { ...base, choices: [{ index: 0, delta: { content: "the wire" }, finish_reason: null }] },
        { ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }], usage: { prompt_tokens: 9, completion_tokens: 4, total_tokens: 13 } },
      ];
      for (const chunk of chunks) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      res.end("data: [DONE]\n\n");
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("OpenAI-compatible provider over the wire", () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  it("streams text from a chat-completions SSE endpoint", async () => {
    const received: Received = {};
    server = await startFakeOpenAI(received);
    const { port } = server.address() as AddressInfo;
    process.env.OPENAI_BASE_URL = `http://127.0.0.1:${port}/v1`;
    process.env.OPENAI_API_KEY = "test";

    const result = streamText({ model: getModel(), prompt: "Say hello over the wire" });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);

    expect(deltas.join("")).toBe("Hello from the wire");
    expect(deltas.length).toBeGreaterThanOrEqual(3);
    expect(await result.finishReason).toBe("stop");
    expect((await result.usage).outputTokens).toBe(4);
    expect(received.method).toBe("POST");
    expect(received.url).toBe("/v1/chat/completions");
    expect(received.headers?.authorization).toBe("Bearer test");
    expect(received.body?.stream).toBe(true);
    expect(received.body?.model).toBe("gpt-4o-mini");
    expect(received.body?.messages).toEqual([{ role: "user", content: "Say hello over the wire" }]);
  });
});
