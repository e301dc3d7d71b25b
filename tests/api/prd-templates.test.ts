/**
 * PRD templates: built-ins in both languages that everyone reads and copies but nobody changes,
 * own templates with their validation messages, and two users who never see each other's.
 */
import { createTestApp, type TestApp } from "../helpers/test-app";
import { eq } from "drizzle-orm";
import { chats } from "@/server/db/schema";
import { BUILTIN_TEMPLATE_IDS, templateListSchema, templateSchema } from "@/lib/contracts/templates";

describe("PRD templates", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (token: string, lang = "en") =>
    (await (await t.call("/api/templates", { token, headers: { "Accept-Language": lang } })).json()).data;

  it("lists the five built-ins in the request's language, first and marked builtin", async () => {
    const { token } = await t.signIn("tpl-list@example.com");
    const en = templateListSchema.parse(await list(token, "en"));
    const zh = templateListSchema.parse(await list(token, "zh-CN"));
    expect(en.map((x) => x.id)).toEqual([...BUILTIN_TEMPLATE_IDS]);
    expect(zh.map((x) => x.id)).toEqual([...BUILTIN_TEMPLATE_IDS]);
    expect(en.every((x) => x.builtin && x.created_at === null)).toBe(true);
    expect(en[0]).toMatchObject({ name: "Standard PRD" });
    expect(zh[0]).toMatchObject({ name: "标准 PRD" });
    expect(en[0].content).toContain("## 6. Functional requirements");
    expect(zh[0].content).toContain("## 6. 功能需求");
    expect(en.map((x) => x.name)).toEqual([
      "Standard PRD",
      "Lean one-pager",
      "Feature spec",
      "B2B / admin system",
      "Mobile app",
    ]);
  });

  it("creates, reads, updates and deletes an own template", async () => {
    const { token } = await t.signIn("tpl-crud@example.com");
    const created = await (
      await t.call("/api/templates", {
        method: "POST",
        token,
        json: {
          name: "  Growth experiment  ",
          description: "One test, one metric",
          content: "# {Product name} experiment\n\n## Hypothesis\n\n## Metric\n",
        },
      })
    ).json();
    expect(created.errno).toBe(0);
    const template = templateSchema.parse(created.data);
    expect(template).toMatchObject({
      name: "Growth experiment",
      builtin: false,
      description: "One test, one metric",
    });
    expect((await list(token)).at(-1).id).toBe(template.id);
    expect((await (await t.call(`/api/templates/${template.id}`, { token })).json()).data.content).toContain(
      "## Hypothesis",
    );

    const updated = await (
      await t.call(`/api/templates/${template.id}`, {
        method: "PUT",
        token,
        json: { name: "Growth test", description: "", content: "## Hypothesis\n" },
      })
    ).json();
    expect(updated.data).toMatchObject({
      id: template.id,
      name: "Growth test",
      description: "",
      content: "## Hypothesis",
    });

    const deleted = await (await t.call(`/api/templates/${template.id}`, { method: "DELETE", token })).json();
    expect(deleted).toMatchObject({ errno: 0, data: { id: template.id, deleted: true } });
    expect((await (await t.call(`/api/templates/${template.id}`, { token })).json()).errno).toBe(404);
  });

  it("validates name (1–100), description (≤ 500) and content (1–20000) in both languages", async () => {
    const { token } = await t.signIn("tpl-validate@example.com");
    const post = async (json: unknown, lang: string) =>
      (
        await t.call("/api/templates", { method: "POST", token, json, headers: { "Accept-Language": lang } })
      ).json();
    const en = await post({ name: " ", description: "x".repeat(501), content: "" }, "en");
    expect(en).toMatchObject({
      errno: 400,
      details: {
        name: "Please enter a template name",
        description: "Description can be at most 500 characters",
        content: "Please enter the template content",
      },
    });
    const zh = await post({ name: "n".repeat(101), content: "c".repeat(20_001) }, "zh");
    expect(zh).toMatchObject({
      errno: 400,
      details: {
        name: "模板名称长度应在 1 到 100 个字符之间",
        content: "模板内容长度应在 1 到 20000 个字符之间",
      },
    });
    const missing = await post({}, "en");
    expect(missing.details).toMatchObject({
      name: "This field is required",
      content: "This field is required",
    });
    expect((await list(token)).filter((x: { builtin: boolean }) => !x.builtin)).toHaveLength(0);
  });

  it("never changes or deletes a built-in (403) but copies it in the request's language", async () => {
    const { token } = await t.signIn("tpl-builtin@example.com");
    const put = await t.call("/api/templates/builtin-standard-prd", {
      method: "PUT",
      token,
      json: { name: "Mine", content: "x" },
    });
    expect(put.status).toBe(403);
    expect(await put.json()).toMatchObject({
      errno: 403,
      errmsg: "Built-in templates can't be changed or deleted. Make a copy to edit it.",
    });
    const del = await (
      await t.call("/api/templates/builtin-mobile-app", {
        method: "DELETE",
        token,
        headers: { "Accept-Language": "zh" },
      })
    ).json();
    expect(del).toMatchObject({ errno: 403, errmsg: "内置模板不能修改或删除，复制一份后即可编辑。" });

    const copy = await (
      await t.call("/api/templates", {
        method: "POST",
        token,
        json: { copy_of: "builtin-lean-one-pager" },
        headers: { "Accept-Language": "zh" },
      })
    ).json();
    expect(copy.data).toMatchObject({ name: "精简一页纸（副本）", builtin: false });
    expect(copy.data.content).toContain("## 核心流程");
    const renamed = await (
      await t.call("/api/templates", {
        method: "POST",
        token,
        json: { copy_of: "builtin-feature-spec", name: "Checkout spec" },
      })
    ).json();
    expect(renamed.data).toMatchObject({
      name: "Checkout spec",
      description: expect.stringContaining("existing product"),
    });
    // and the built-in itself is untouched
    expect((await list(token))[1].name).toBe("Lean one-pager");
    expect(
      (await (await t.call("/api/templates", { method: "POST", token, json: { copy_of: "nope" } })).json())
        .errno,
    ).toBe(404);
  });

  it("keeps names unique per user and never lets one shadow a built-in (409, nothing written)", async () => {
    const { token } = await t.signIn("template-names@example.com");
    const post = async (json: unknown, lang = "en") =>
      (
        await t.call("/api/templates", { method: "POST", token, json, headers: { "Accept-Language": lang } })
      ).json();
    const count = async () =>
      ((await (await t.call("/api/templates", { token })).json()).data as unknown[]).length;
    const before = await count();
    expect(await post({ name: "standard prd", content: "## Mine\n" })).toMatchObject({
      errno: 409,
      errmsg: "A template named “standard prd” already exists. Choose another name.",
    });
    expect(await post({ name: "标准 PRD", content: "## Mine\n" }, "zh")).toMatchObject({
      errno: 409,
      errmsg: "已存在名为“标准 PRD”的模板，请换一个名称。",
    });
    const first = (await post({ name: "Growth brief", content: "## Bet\n" })).data;
    expect((await post({ name: "  GROWTH brief ", content: "## Bet\n" })).errno).toBe(409);
    const other = (await post({ name: "Launch brief", content: "## Go\n" })).data;
    const rename = async (id: string, name: string) =>
      (
        await t.call(`/api/templates/${id}`, { method: "PUT", token, json: { name, content: "## Go\n" } })
      ).json();
    expect((await rename(other.id, "Growth brief")).errno).toBe(409);
    expect((await rename(other.id, "Lean one-pager")).errno).toBe(409);
    expect((await rename(first.id, "Growth brief")).errno).toBe(0); // its own name
    expect(await count()).toBe(before + 2);
    // Copies without a name take the next free one.
    const copy1 = (await post({ copy_of: first.id })).data;
    const copy2 = (await post({ copy_of: first.id })).data;
    expect([copy1.name, copy2.name]).toEqual(["Growth brief (copy)", "Growth brief (copy 2)"]);
  });

  it("keeps two users' templates apart: not listed, not readable, not changeable, not copyable", async () => {
    const alice = await t.signIn("tpl-alice@example.com");
    const bob = await t.signIn("tpl-bob@example.com");
    const mine = (
      await (
        await t.call("/api/templates", {
          method: "POST",
          token: alice.token,
          json: { name: "Alice's", content: "## Secret plan\n" },
        })
      ).json()
    ).data;
    expect((await list(bob.token)).some((x: { id: string }) => x.id === mine.id)).toBe(false);
    for (const [method, json] of [
      ["GET", undefined],
      ["PUT", { name: "Bob's now", content: "x" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await t.call(`/api/templates/${mine.id}`, { method, token: bob.token, json });
      expect(res.status).toBe(404);
    }
    expect(
      (
        await (
          await t.call("/api/templates", { method: "POST", token: bob.token, json: { copy_of: mine.id } })
        ).json()
      ).errno,
    ).toBe(404);
    expect((await (await t.call(`/api/templates/${mine.id}`, { token: alice.token })).json()).data.name).toBe(
      "Alice's",
    );
  });

  it("a PRD round follows the chosen template (stream template_id, else the chat's prd_template_id)", async () => {
    const { token } = await t.signIn("tpl-round@example.com");
    const own = (
      await (
        await t.call("/api/templates", {
          method: "POST",
          token,
          json: {
            name: "Tiny",
            content:
              "# {Product name} brief\n\n## Problem\n> The pain.\n\n## Solution\n> What we build.\n\n## Risks\n> What could go wrong.\n",
          },
        })
      ).json()
    ).data;
    const chatId = (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()).data.id;
    const res = await t.call(`/api/chats/${chatId}/stream`, {
      method: "POST",
      token,
      json: { content: "A habit tracker for nurses on night shifts", mode: "prd", template_id: own.id },
    });
    await res.text();
    await t.app.services.registry.drain();
    const prd = (await (await t.call(`/api/chats/${chatId}/prd-content?type=prd`, { token })).json()).data;
    expect(prd.content.match(/^## .+$/gm)).toEqual(["## Problem", "## Solution", "## Risks"]);
    expect(prd.content).toMatch(/^# Habit tracker for nurses on night shifts brief$/m);
    expect(prd.meta).toMatchObject({ template_id: own.id });

    const missing = await t.call(`/api/chats/${chatId}/stream`, {
      method: "POST",
      token,
      json: { content: "Again", mode: "prd", template_id: "gone" },
    });
    expect(await missing.text()).toContain("Template not found");
    await t.app.services.registry.drain();

    // The chat's remembered template (set_config prd_template_id) when the message names none…
    const second = (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()).data.id;
    await t.handle.db
      .update(chats)
      .set({ config: { prd_template_id: own.id } })
      .where(eq(chats.id, second));
    const sections = async () => {
      await (
        await t.call(`/api/chats/${second}/stream`, {
          method: "POST",
          token,
          json: { content: "A habit tracker for nurses", mode: "prd" },
        })
      ).text();
      await t.app.services.registry.drain();
      return (
        await (await t.call(`/api/chats/${second}/prd-content?type=prd`, { token })).json()
      ).data.content.match(/^## .+$/gm).length;
    };
    expect(await sections()).toBe(3);
    // …and the default structure once that template was deleted.
    await t.call(`/api/templates/${own.id}`, { method: "DELETE", token });
    expect(await sections()).toBe(12);
  });
});
