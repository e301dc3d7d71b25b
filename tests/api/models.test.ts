/** GET /api/models answers the contract's shape from the environment. */
import { modelListSchema } from "@/lib/contracts/models";
import { createTestApp, type TestApp } from "@/tests/helpers/test-app";

const KEYS = [
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "OPENAI_MODELS",
  "ANTHROPIC_API_KEY",
  "MODEL_PROVIDERS",
  "MODEL_DEFAULT",
  "MODEL_DEFAULTS",
  "OFFLINE_MODEL",
];
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());
beforeEach(() => KEYS.forEach((k) => delete process.env[k]));
afterAll(() =>
  KEYS.forEach((k) => (saved[k] === undefined ? delete process.env[k] : (process.env[k] = saved[k]))),
);

describe("GET /api/models", () => {
  it("lists Offline alone when nothing is configured", async () => {
    const { token } = await t.signIn("models-a@example.com");
    const body = await (await t.call("/api/models", { token })).json();
    expect(body.errno).toBe(0);
    expect(modelListSchema.parse(body.data)).toEqual({
      models: [{ id: "offline", label: "Offline", provider: "offline", offline: true }],
      default_model: "offline",
      mode_defaults: {},
    });
  });

  it("lists configured providers with their mode defaults", async () => {
    Object.assign(process.env, {
      OPENAI_API_KEY: "sk",
      OPENAI_MODELS: "gpt-4o-mini,gpt-4o",
      ANTHROPIC_API_KEY: "sk-ant",
      MODEL_DEFAULTS: "prd:anthropic:claude-sonnet-4-5",
    });
    const { token } = await t.signIn("models-b@example.com");
    const body = await (await t.call("/api/models", { token })).json();
    const data = modelListSchema.parse(body.data);
    expect(data.models.map((m) => m.id)).toEqual([
      "openai:gpt-4o-mini",
      "openai:gpt-4o",
      "anthropic:claude-sonnet-4-5",
    ]);
    expect(data.default_model).toBe("openai:gpt-4o-mini");
    expect(data.mode_defaults).toEqual({ prd: "anthropic:claude-sonnet-4-5" });
  });

  it("needs a signed-in user", async () => {
    expect((await t.call("/api/models")).status).toBe(401);
  });
});
