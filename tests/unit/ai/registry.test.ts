/** The model registry from the environment: providers, ids, defaults, and calls over the wire. */
import { modelListSchema } from "@/lib/contracts/models";
import {
  defaultModelId,
  getModel,
  listModels,
  modelConfigProblems,
  modelList,
  modeDefaults,
  resolveModel,
} from "@/server/ai/registry";
import { streamModel } from "@/server/ai/stream-model";
import { startFakeAnthropic, type FakeAnthropic } from "@/tests/helpers/fake-anthropic-server";
import { startFakeOpenAI, type FakeOpenAI } from "@/tests/helpers/fake-openai-server";

const MODEL_ENV = /^(OPENAI_|ANTHROPIC_|DEEPSEEK_|OLLAMA_|QWEN_|VLLM_|MODEL_|OFFLINE_MODEL$)/;
const saved = { ...process.env };

function setEnv(vars: Record<string, string>) {
  Object.assign(process.env, vars);
}

beforeEach(() => {
  for (const key of Object.keys(process.env)) if (MODEL_ENV.test(key)) delete process.env[key];
});
afterAll(() => {
  for (const key of Object.keys(process.env)) if (MODEL_ENV.test(key)) delete process.env[key];
  Object.assign(process.env, Object.fromEntries(Object.entries(saved).filter(([k]) => MODEL_ENV.test(k))));
});

describe("model registry from the environment", () => {
  it("offers only Offline when no provider is configured", () => {
    expect(modelList()).toEqual({
      models: [{ id: "offline", label: "Offline", provider: "offline", offline: true }],
      default_model: "offline",
      mode_defaults: {},
    });
    expect(getModel().provider).toBe("offline");
    expect(getModel("openai:gpt-4o-mini").provider).toBe("offline");
  });

  it("keeps OPENAI_BASE_URL / OPENAI_API_KEY / OPENAI_MODELS working, with provider-prefixed ids", () => {
    setEnv({ OPENAI_BASE_URL: "http://127.0.0.1:9/v1", OPENAI_API_KEY: "sk-test" });
    expect(listModels()).toEqual([
      { id: "openai:gpt-4o-mini", label: "gpt-4o-mini", provider: "openai", offline: false },
    ]);

    setEnv({ OPENAI_MODELS: " qwen-max , deepseek-chat=DeepSeek V3 ,,qwen-max" });
    expect(listModels()).toEqual([
      { id: "openai:qwen-max", label: "qwen-max", provider: "openai", offline: false },
      { id: "openai:deepseek-chat", label: "DeepSeek V3", provider: "openai", offline: false },
    ]);
    expect(defaultModelId()).toBe("openai:qwen-max");
    expect(getModel("openai:deepseek-chat").modelId).toBe("deepseek-chat");
    // A bare model name (saved by an older version) still resolves; unknown ids fall back.
    expect(resolveModel("deepseek-chat").id).toBe("openai:deepseek-chat");
    expect(resolveModel("offline").id).toBe("openai:qwen-max");
    expect(resolveModel("").id).toBe("openai:qwen-max");
  });

  it("accepts a key alone (OpenAI itself) and a base URL alone (a keyless local server)", () => {
    setEnv({ OPENAI_API_KEY: "sk-test" });
    expect(listModels().map((m) => m.id)).toEqual(["openai:gpt-4o-mini"]);
    delete process.env.OPENAI_API_KEY;
    setEnv({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", OPENAI_MODELS: "llama3.2" });
    expect(listModels().map((m) => m.id)).toEqual(["openai:llama3.2"]);
  });

  it("lists several providers with unambiguous ids, Anthropic included", () => {
    setEnv({
      OPENAI_API_KEY: "sk-a",
      OPENAI_MODELS: "gpt-4o,deepseek-chat",
      ANTHROPIC_API_KEY: "sk-ant",
      ANTHROPIC_MODELS: "claude-sonnet-4-5=Claude Sonnet 4.5",
      MODEL_PROVIDERS: "deepseek, ollama ,openai",
      DEEPSEEK_BASE_URL: "https://api.deepseek.com/v1",
      DEEPSEEK_API_KEY: "sk-d",
      DEEPSEEK_MODELS: "deepseek-chat,deepseek-reasoner",
      OLLAMA_BASE_URL: "http://127.0.0.1:11434/v1",
      OLLAMA_MODELS: "qwen2.5:7b",
    });
    expect(listModels().map((m) => [m.id, m.provider])).toEqual([
      ["openai:gpt-4o", "openai"],
      ["openai:deepseek-chat", "openai"],
      ["anthropic:claude-sonnet-4-5", "anthropic"],
      ["deepseek:deepseek-chat", "deepseek"],
      ["deepseek:deepseek-reasoner", "deepseek"],
      ["ollama:qwen2.5:7b", "ollama"],
    ]);
    expect(listModels().find((m) => m.provider === "anthropic")?.label).toBe("Claude Sonnet 4.5");
    expect(getModel("anthropic:claude-sonnet-4-5").provider).toContain("anthropic");
    expect(getModel("deepseek:deepseek-chat").provider).toContain("deepseek");
    // Same model name at two providers: the prefixed id picks the provider.
    expect(getModel("deepseek:deepseek-chat").provider).not.toBe(getModel("openai:deepseek-chat").provider);
    expect(getModel("ollama:qwen2.5:7b").modelId).toBe("qwen2.5:7b");
    expect(modelConfigProblems()).toEqual([]);
  });

  it("skips an incomplete provider and says why", () => {
    setEnv({
      MODEL_PROVIDERS: "qwen,vllm",
      QWEN_BASE_URL: "https://dashscope.aliyuncs.com/compatible-mode/v1",
      VLLM_MODELS: "x",
    });
    expect(listModels().map((m) => m.id)).toEqual(["offline"]);
    expect(modelConfigProblems()).toEqual([
      "qwen: QWEN_BASE_URL and QWEN_MODELS are required; the provider is off",
      "vllm: VLLM_BASE_URL and VLLM_MODELS are required; the provider is off",
    ]);
  });

  it("hides Offline next to real models unless OFFLINE_MODEL=on", () => {
    setEnv({ OPENAI_API_KEY: "sk" });
    expect(listModels().some((m) => m.offline)).toBe(false);
    setEnv({ OFFLINE_MODEL: "on" });
    expect(listModels().map((m) => m.id)).toEqual(["openai:gpt-4o-mini", "offline"]);
    expect(defaultModelId()).toBe("openai:gpt-4o-mini");
    setEnv({ MODEL_DEFAULT: "offline" });
    expect(defaultModelId()).toBe("offline");
  });

  it("has a global default and defaults per mode (MODEL_DEFAULTS and MODEL_FOR_<MODE>)", () => {
    setEnv({
      OPENAI_API_KEY: "sk",
      OPENAI_MODELS: "gpt-4o-mini,gpt-4o",
      ANTHROPIC_API_KEY: "sk-ant",
      MODEL_DEFAULT: "openai:gpt-4o",
      MODEL_DEFAULTS: "prd:anthropic:claude-sonnet-4-5, prototype:gpt-4o-mini, mermaid:nope:x, bogus",
      MODEL_FOR_TEST_CASE: "anthropic:claude-sonnet-4-5",
      MODEL_FOR_PROTOTYPE: "openai:gpt-4o",
    });
    expect(defaultModelId()).toBe("openai:gpt-4o");
    expect(modeDefaults()).toEqual({
      prd: "anthropic:claude-sonnet-4-5",
      prototype: "openai:gpt-4o",
      test_case: "anthropic:claude-sonnet-4-5",
    });
    expect(resolveModel(undefined, "prd").id).toBe("anthropic:claude-sonnet-4-5");
    expect(resolveModel("openai:gpt-4o-mini", "prd").id).toBe("openai:gpt-4o-mini"); // an explicit choice wins
    expect(resolveModel(undefined, "normal").id).toBe("openai:gpt-4o");
    expect(modelConfigProblems()).toEqual([
      'MODEL_DEFAULTS: "bogus" is not <mode>:<model id>',
      'default model for mermaid: "nope:x" is not a listed model',
    ]);
    expect(modelListSchema.parse(modelList())).toEqual(modelList());
  });
});

describe("registry models over the wire", () => {
  let openai: FakeOpenAI;
  let anthropic: FakeAnthropic;
  beforeEach(async () => {
    openai = await startFakeOpenAI();
    anthropic = await startFakeAnthropic();
  });
  afterEach(async () => {
    await openai.close();
    await anthropic.close();
  });

  it("calls each configured provider with its own endpoint and key", async () => {
    setEnv({
      OPENAI_BASE_URL: openai.baseURL,
      OPENAI_API_KEY: "sk-openai",
      ANTHROPIC_BASE_URL: anthropic.baseURL,
      ANTHROPIC_API_KEY: "sk-ant",
      MODEL_PROVIDERS: "ollama",
      OLLAMA_BASE_URL: openai.baseURL,
      OLLAMA_MODELS: "llama3.2",
    });
    openai.enqueue({ text: "from openai" }, { text: "from ollama" });
    anthropic.enqueue({ text: "from anthropic" });
    const ask = async (id: string) =>
      (await streamModel({ model: getModel(id), messages: [{ role: "user", content: "hi" }], maxRetries: 0 }))
        .text;

    expect(await ask("openai:gpt-4o-mini")).toBe("from openai");
    expect(await ask("ollama:llama3.2")).toBe("from ollama");
    expect(await ask("anthropic:claude-sonnet-4-5")).toBe("from anthropic");
    expect(openai.calls.map((c) => [c.body.model, c.headers.authorization])).toEqual([
      ["gpt-4o-mini", "Bearer sk-openai"],
      ["llama3.2", undefined], // keyless local server: no Authorization header
    ]);
    expect(anthropic.calls[0].headers["x-api-key"]).toBe("sk-ant");
    expect(anthropic.requests[0].model).toBe("claude-sonnet-4-5");
  });
});
