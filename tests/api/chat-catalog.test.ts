/** GET /chats/modes and GET /chats/prompts/{mode} (spec §2 feature cards, §7). */
import { chatModesAnswerSchema } from "@/lib/contracts/chat-actions";
import { examplePromptsAnswerSchema } from "@/lib/contracts/prompts";
import type { ChatMode } from "@/lib/contracts/modes";
import { POINT_COSTS } from "@/lib/contracts/points";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dataOf, refusalOf } from "../helpers/contract";

/** Spec §9 modes, in the order the mode menu lists them. */
const CHAT_MODES: ChatMode[] = [
  "normal",
  "prd",
  "test_case",
  "prototype",
  "mult_prototype",
  "mermaid",
  "research",
  "agentic",
  "picture",
];

let t: TestApp;
let a: { userId: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signIn("catalog@example.com");
});
afterAll(() => t.close());

const prompts = (path: string, lang = "en") =>
  t.call(path, { token: a.token, headers: { "Accept-Language": lang } });

describe("GET /chats/modes", () => {
  it("lists every mode with its artifact kind, its cost and whether this server can run it", async () => {
    const { modes } = await dataOf(
      chatModesAnswerSchema,
      await t.call("/api/chats/modes", { token: a.token }),
    );
    expect(modes.map((m) => m.mode)).toEqual([...CHAT_MODES]);
    expect(modes.find((m) => m.mode === "normal")).toEqual({
      mode: "normal",
      artifact_kind: null,
      cost: 0,
      available: true,
      feature_card: false,
    });
    expect(modes.find((m) => m.mode === "prototype")).toMatchObject({
      artifact_kind: "prototype",
      cost: POINT_COSTS.prototypeGeneration,
      feature_card: true,
    });
    expect(modes.find((m) => m.mode === "research")).toMatchObject({
      artifact_kind: "research",
      cost: POINT_COSTS.researchReport,
    });
    // A mode is available exactly when a generator answers it; the others say so instead of failing later.
    expect(modes.filter((m) => m.available).map((m) => m.mode)).toEqual(
      CHAT_MODES.filter((mode) => t.app.services.generatorFor(mode)),
    );
    // Every mode of spec §9 runs on this server now (lite apps last).
    expect(modes.find((m) => m.mode === "agentic")).toMatchObject({
      artifact_kind: "agentic",
      cost: 0,
      available: true,
      feature_card: true,
    });
  });

  it("says a mode is unavailable when no generator answers it (a deployment without that writer)", async () => {
    const { generatorFor } = await import("@/server/artifacts/registry");
    const without = await createTestApp({
      services: { generatorFor: (mode) => (mode === "picture" ? undefined : generatorFor(mode)) },
    });
    try {
      const u = await without.signIn("catalog-without@example.com");
      const { modes } = await dataOf(
        chatModesAnswerSchema,
        await without.call("/api/chats/modes", { token: u.token }),
      );
      expect(modes.filter((m) => !m.available).map((m) => m.mode)).toEqual(["picture"]);
    } finally {
      await without.close();
    }
  });

  it("is not mistaken for a chat id", async () => {
    expect((await t.call("/api/chats/modes", { token: a.token })).status).toBe(200);
    expect((await t.call("/api/chats/prompts", { token: a.token })).status).toBe(404);
  });
});

describe("GET /chats/prompts/{mode}", () => {
  it("answers 4–6 prompts for every mode in English and Chinese", async () => {
    for (const mode of CHAT_MODES) {
      const en = await dataOf(examplePromptsAnswerSchema, await prompts(`/api/chats/prompts/${mode}`));
      const zh = await dataOf(
        examplePromptsAnswerSchema,
        await prompts(`/api/chats/prompts/${mode}`, "zh-CN,zh;q=0.9"),
      );
      expect({
        mode,
        en: en.prompts.length >= 4 && en.prompts.length <= 6,
        zh: zh.prompts.length >= 4 && zh.prompts.length <= 6,
      }).toEqual({ mode, en: true, zh: true });
      expect(en.locale).toBe("en");
      expect(zh.locale).toBe("zh");
      for (const p of zh.prompts) expect(p.prompt).toMatch(/[\u4e00-\u9fff]/);
      for (const p of en.prompts) expect(p.prompt).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("gives real, specific product prompts", async () => {
    const prd = await dataOf(examplePromptsAnswerSchema, await prompts("/api/chats/prompts/prd"));
    expect(prd.prompts.map((p) => p.prompt)).toContainEqual(
      expect.stringContaining("campus second-hand marketplace with escrow payments"),
    );
    const all = prd.prompts.map((p) => p.prompt);
    expect(new Set(all).size).toBe(all.length);
  });

  it("answers prototype prompts for the device asked, web by default", async () => {
    const web = await dataOf(examplePromptsAnswerSchema, await prompts("/api/chats/prompts/prototype"));
    const mobile = await dataOf(
      examplePromptsAnswerSchema,
      await prompts("/api/chats/prompts/prototype?device_type=mobile"),
    );
    const tablet = await dataOf(
      examplePromptsAnswerSchema,
      await prompts("/api/chats/prompts/prototype?device_type=tablet", "zh"),
    );
    expect([web.device_type, mobile.device_type, tablet.device_type]).toEqual(["web", "mobile", "tablet"]);
    expect(mobile.prompts.every((p) => /mobile/i.test(p.prompt))).toBe(true);
    expect(tablet.prompts.every((p) => p.prompt.includes("平板"))).toBe(true);
    expect(web.prompts.map((p) => p.prompt)).not.toEqual(mobile.prompts.map((p) => p.prompt));
    const multi = await dataOf(
      examplePromptsAnswerSchema,
      await prompts("/api/chats/prompts/mult_prototype?device_type=mobile"),
    );
    expect(multi.prompts.every((p) => /mobile/i.test(p.prompt))).toBe(true);
  });

  it("refuses an unknown mode or device, naming the field", async () => {
    expect(await refusalOf(await prompts("/api/chats/prompts/poetry"))).toMatchObject({
      status: 400,
      details: { mode: expect.any(String) },
    });
    expect(await refusalOf(await prompts("/api/chats/prompts/prototype?device_type=watch"))).toMatchObject({
      status: 400,
      details: { device_type: expect.any(String) },
    });
  });

  it("needs a signed-in user", async () => {
    expect((await t.call("/api/chats/prompts/prd")).status).toBe(401);
    expect((await t.call("/api/chats/modes")).status).toBe(401);
  });
});
