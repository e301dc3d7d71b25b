/**
 * Prototype rounds and calls through the real API on PGlite with the Offline model: generation,
 * copies and templates (no model call), AI Modify of one element (small request, one node
 * changed), edited HTML, page sets, the public preview read, shares with two users, and the
 * helper calls' errno 1.
 */
import { MockLanguageModelV3 } from "ai/test";
import type { LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { createTestApp, readSse, type TestApp } from "../helpers/test-app";
import { createOfflineModel } from "@/server/ai/offline-model";
import { allElements, parseHtml } from "@/server/html/parse-html";
import { elementIds, stripElementIds } from "@/server/html/element-ids";
import { validatePage } from "@/server/html/validate-page";
import { ELEMENT_ID_ATTR } from "@/lib/contracts/content/prototype";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The Offline model, recording every prompt it was sent. */
function recordingOffline() {
  const offline = createOfflineModel({ delayMs: 0 });
  const calls: LanguageModelV3CallOptions[] = [];
  const model = new MockLanguageModelV3({
    doStream: async (options) => {
      calls.push(options);
      return offline.doStream(options);
    },
  });
  return { model, calls };
}

function promptChars(call: LanguageModelV3CallOptions): number {
  return JSON.stringify(
    call.prompt.map((m) =>
      typeof m.content === "string" ? m.content : m.content.map((p) => ("text" in p ? p.text : "")).join(""),
    ),
  ).length;
}

async function newChat(t: TestApp, token: string): Promise<string> {
  return (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()).data.id;
}

async function round(t: TestApp, token: string, chatId: string, body: Json) {
  const res = await t.call(`/api/chats/${chatId}/stream`, { method: "POST", token, json: body });
  expect(res.status).toBe(200);
  const events = (await readSse(res)).map((e) => e.data as Json);
  await t.app.services.registry.drain();
  return events;
}

async function json(res: Response): Promise<Json> {
  return (await res.json()) as Json;
}

async function balance(t: TestApp, token: string): Promise<number> {
  return (await json(await t.call("/api/user/points/balance", { token }))).data.points_balance
    .availablePoints;
}

/** Every element outside the subtree of `id` and the compiled Tailwind block, as comparable text. */
function nodesOutside(html: string, id: string): string[] {
  const root = parseHtml(html);
  const target = allElements(root).find((el) => el.getAttribute(ELEMENT_ID_ATTR) === id)!;
  const skip = new Set(allElements(target));
  skip.add(target);
  return allElements(root)
    .filter((el) => !skip.has(el) && el.getAttribute("data-vs-tailwind") === undefined)
    .map(
      (el) =>
        `${el.rawTagName} ${el.rawAttrs} :: ${el.childNodes
          .filter((n) => !allElements(target).includes(n as never) && n !== target)
          .map((n) => (n.nodeType === 3 ? n.rawText : "<el>"))
          .join("")}`,
    );
}

describe("prototype API", () => {
  let t: TestApp;
  const recorder = recordingOffline();
  beforeAll(async () => {
    t = await createTestApp({ model: recorder.model });
  });
  afterAll(() => t.close());

  it("generates a self-contained page with ids, streams it, and serves it publicly", async () => {
    const { token } = await t.signIn("proto-gen@example.com");
    const chatId = await newChat(t, token);
    const before = await balance(t, token);
    const events = await round(t, token, chatId, {
      content: "Design a login page for PulseFit, a fitness tracking app",
      mode: "prototype",
      device_type: "mobile",
    });
    const appends = events.filter((e) => e.type === "prd_design" && e.op === "append");
    expect(appends.length).toBeGreaterThan(3);
    const saved = events.find((e) => e.type === "prd_design" && e.op === "saved");
    expect(saved?.version).toMatchObject({ kind: "prototype", version_number: 1 });
    expect(events.at(-1)).toMatchObject({ type: "done", status: "done" });
    expect(await balance(t, token)).toBe(before - 10);

    const content = (await json(await t.call(`/api/chats/${chatId}/prototype-content`, { token }))).data;
    expect(content).toMatchObject({
      kind: "prototype",
      design_type: "mobile",
      status: "complete",
      preview_url: `/html/${chatId}/${saved!.version.id}`,
    });
    expect(validatePage(content.content)).toEqual([]);
    expect(content.content).not.toContain("cdn.tailwindcss.com");
    expect(elementIds(content.content).length).toBeGreaterThan(30);
    // Named by the page it is (its <title>), not by the request's first 60 characters.
    const pageName = /<title>([^<]+)<\/title>/.exec(content.content)![1];
    expect(content.title).toBe(pageName);
    expect(content.title).not.toMatch(/^Design a login page/);

    // Public read for /html/{chatId}: no token, latest by default, by id and by number.
    const latest = await json(await t.call(`/api/prototype/html/${chatId}`));
    expect(latest.data.html).toBe(content.content);
    expect((await json(await t.call(`/api/prototype/html/${chatId}/1`))).data.version_id).toBe(
      saved!.version.id,
    );
    expect((await t.call(`/api/prototype/html/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it("copies a version without calling the model, and starts from a template as is", async () => {
    const { token } = await t.signIn("proto-copy@example.com");
    const chatId = await newChat(t, token);
    await round(t, token, chatId, { content: "Settings page for a personal finance app", mode: "prototype" });
    const first = (await json(await t.call(`/api/chats/${chatId}/prototype-content`, { token }))).data;
    const calls = recorder.calls.length;
    const events = await round(t, token, chatId, { mode: "prototype", copy_version_id: first.id });
    expect(recorder.calls.length).toBe(calls);
    expect(events.find((e) => e.type === "content")?.content).toBe("Copied version 1 into a new version.");
    const list = (await json(await t.call(`/api/chats/${chatId}/prototype-versions`, { token }))).data;
    expect(list.map((v: Json) => [v.version_number, v.source])).toEqual([
      [2, "copied"],
      [1, "generated"],
    ]);
    const copy = (
      await json(await t.call(`/api/chats/${chatId}/prototype-versions/${list[0].id}`, { token }))
    ).data;
    expect(copy.content).toBe(first.content);

    const other = await newChat(t, token);
    await round(t, token, other, { mode: "prototype", prototype_template_id: "fitness-tracker" });
    expect(recorder.calls.length).toBe(calls);
    const fromTemplate = (await json(await t.call(`/api/chats/${other}/prototype-content`, { token }))).data;
    expect(fromTemplate).toMatchObject({ source: "imported", design_type: "mobile" });
    expect(fromTemplate.content).toContain("Stride");
    expect(elementIds(fromTemplate.content).length).toBeGreaterThan(20);
  });

  it("AI Modify sends at most 10 % of the page and changes no other node", async () => {
    const { token } = await t.signIn("proto-edit@example.com");
    const chatId = await newChat(t, token);
    await round(t, token, chatId, {
      content: "A sales analytics dashboard for our SaaS product called Northwind CRM",
      mode: "prototype",
    });
    const base = (await json(await t.call(`/api/chats/${chatId}/prototype-content`, { token }))).data;
    const root = parseHtml(base.content);
    const button = allElements(root).find((el) => el.rawTagName === "button" && el.text.includes("Export"))!;
    const id = button.getAttribute(ELEMENT_ID_ATTR)!;
    const before = await balance(t, token);
    const calls = recorder.calls.length;
    const events = await round(t, token, chatId, {
      content: 'Change the label to "Download report"',
      mode: "prototype",
      edit_html: button.outerHTML,
      base_version_id: base.id,
    });
    expect(events.at(-1)).toMatchObject({ type: "done" });
    expect(await balance(t, token)).toBe(before - 5);
    expect(recorder.calls.length).toBe(calls + 1);
    const sent = promptChars(recorder.calls[calls]);
    expect(sent).toBeLessThanOrEqual(base.content.length * 0.1);

    const after = (await json(await t.call(`/api/chats/${chatId}/prototype-content`, { token }))).data;
    expect(after.version_number).toBe(2);
    const edited = allElements(parseHtml(after.content)).find(
      (el) => el.getAttribute(ELEMENT_ID_ATTR) === id,
    )!;
    expect(edited.text).toContain("Download report");
    expect(nodesOutside(after.content, id)).toEqual(nodesOutside(base.content, id));
    // Every id outside the edited element is still there (the edited node keeps its own).
    expect(elementIds(after.content)).toEqual(
      expect.arrayContaining(
        elementIds(base.content).filter(
          (x) => !allElements(button).some((el) => el.getAttribute(ELEMENT_ID_ATTR) === x),
        ),
      ),
    );
  });

  it("changes a whole version on request (5 points) and makes a one-page set from a template for free", async () => {
    const { token } = await t.signIn("proto-base@example.com");
    const chatId = await newChat(t, token);
    await round(t, token, chatId, {
      content: "Landing page for a travel booking app called Wayfarer",
      mode: "prototype",
    });
    const base = (await json(await t.call(`/api/chats/${chatId}/prototype-content`, { token }))).data;
    const before = await balance(t, token);
    await round(t, token, chatId, {
      content: "Use a dark theme",
      mode: "prototype",
      base_version_id: base.id,
    });
    expect(await balance(t, token)).toBe(before - 5);
    const next = (await json(await t.call(`/api/chats/${chatId}/prototype-content`, { token }))).data;
    expect(next.version_number).toBe(2);
    expect(next.content).toContain("--color-canvas:#0b1020");
    expect(next.content).toContain("Wayfarer");
    expect(validatePage(next.content)).toEqual([]);

    const setChat = await newChat(t, token);
    const calls = recorder.calls.length;
    await round(t, token, setChat, { mode: "mult_prototype", prototype_template_id: "trip-planner" });
    expect(recorder.calls.length).toBe(calls);
    const set = (
      await json(
        await t.call("/api/chats/mult-prototype-contents", {
          method: "POST",
          token,
          json: { chat_id: setChat },
        }),
      )
    ).data;
    expect(set.version.design_type).toBe("mobile");
    expect(set.pages.map((p: Json) => p.file_name)).toEqual(["index.html"]);
  });

  it("saves edited HTML as a new version: transformed, ids kept, externals removed; invalid input is refused", async () => {
    const { token } = await t.signIn("proto-html@example.com");
    const chatId = await newChat(t, token);
    await round(t, token, chatId, {
      content: "Onboarding flow for a language learning app",
      mode: "prototype",
      device_type: "mobile",
    });
    const base = (await json(await t.call(`/api/chats/${chatId}/prototype-content`, { token }))).data;
    const h1 = allElements(parseHtml(base.content)).find((el) => el.rawTagName === "h1")!;
    const edited = base.content
      .replace(h1.outerHTML, h1.outerHTML.replace(h1.text, "Pick your language"))
      .replace(
        "</body>",
        '<img src="https://images.example.com/a.jpg" alt="x"><p class="text-rose-700 px-9">New</p></body>',
      );
    const res = await json(
      await t.call("/api/chats/prototype-html-code", {
        method: "POST",
        token,
        json: { chat_id: chatId, version_id: base.id, html_code: edited },
      }),
    );
    expect(res.errno).toBe(0);
    expect(res.data).toMatchObject({ version_number: 2, source: "edited" });
    expect(res.data.content).toContain("Pick your language");
    expect(res.data.content).not.toContain("images.example.com");
    expect(res.data.content).toMatch(/\.px-9\{/);
    expect(elementIds(res.data.content)).toEqual(expect.arrayContaining(elementIds(base.content)));
    expect(validatePage(res.data.content)).toEqual([]);

    const bad = await t.call("/api/chats/prototype-html-code", {
      method: "POST",
      token,
      json: { chat_id: chatId, version_id: base.id, html_code: "" },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).details).toHaveProperty("html_code");
  });

  it("writes a linked page set as one version, page by page, and serves each page with working links", async () => {
    const { token } = await t.signIn("proto-mult@example.com");
    const chatId = await newChat(t, token);
    const events = await round(t, token, chatId, {
      content: "A budgeting app with onboarding, a dashboard and settings",
      mode: "mult_prototype",
      device_type: "mobile",
    });
    const pageEvents = events.filter((e) => e.type === "mult_prd_design" && e.page);
    expect(new Set(pageEvents.map((e) => e.page.file_name))).toEqual(
      new Set(["index.html", "dashboard.html", "settings.html"]),
    );
    const saved = events.filter((e) => e.type === "mult_prd_design" && e.op === "saved");
    expect(saved).toHaveLength(1);

    const contents = (
      await json(
        await t.call("/api/chats/mult-prototype-contents", {
          method: "POST",
          token,
          json: { chat_id: chatId },
        }),
      )
    ).data;
    expect(contents.pages.map((p: Json) => p.file_name)).toEqual([
      "index.html",
      "dashboard.html",
      "settings.html",
    ]);
    for (const page of contents.pages) expect(validatePage(page.html)).toEqual([]);
    const settings = contents.pages[2];
    const served = (
      await json(
        await t.call(`/api/prototype/html/${chatId}/${contents.version.id}?page=${contents.pages[1].id}`),
      )
    ).data;
    expect(served.page_id).toBe(contents.pages[1].id);
    expect(served.html).toContain(`href="/html/${chatId}/${contents.version.id}?page=${settings.id}"`);

    const h1 = allElements(parseHtml(settings.html)).find((el) => el.rawTagName === "h1")!;
    const saveRes = await json(
      await t.call("/api/chats/mult-prototype-html-code", {
        method: "POST",
        token,
        json: {
          chat_id: chatId,
          page_id: settings.id,
          version_num: 1,
          html_code: settings.html.replace(h1.outerHTML, h1.outerHTML.replace(h1.text, "Preferences")),
        },
      }),
    );
    expect(saveRes.data).toMatchObject({ version_number: 2, source: "edited" });
    const v2 = (
      await json(
        await t.call("/api/chats/mult-prototype-contents", {
          method: "POST",
          token,
          json: { chat_id: chatId, version_number: 2 },
        }),
      )
    ).data;
    expect(v2.pages[2].html).toContain("Preferences");
    expect(v2.pages[0].html).toBe(contents.pages[0].html);

    // AI Modify of an element of one page replaces only that page.
    const button = allElements(parseHtml(v2.pages[1].html)).find((el) => el.rawTagName === "button")!;
    await round(t, token, chatId, {
      content: "make it red",
      mode: "mult_prototype",
      edit_html: button.outerHTML,
      mult_page_id: v2.pages[1].id,
      base_version_id: "2",
    });
    const v3 = (
      await json(
        await t.call("/api/chats/mult-prototype-contents", {
          method: "POST",
          token,
          json: { chat_id: chatId },
        }),
      )
    ).data;
    expect(v3.version.version_number).toBe(3);
    expect(v3.pages[1].html).toMatch(/bg-rose-600/);
    expect(v3.pages[0].html).toBe(v2.pages[0].html);
    expect(v3.pages[2].html).toBe(v2.pages[2].html);
  });

  it("shares a version publicly, never across users, and revokes it", async () => {
    const owner = await t.signIn("share-owner@example.com");
    const other = await t.signIn("share-other@example.com");
    const chatId = await newChat(t, owner.token);
    await round(t, owner.token, chatId, {
      content: "Landing page for a coffee subscription service called Bean Voyage",
      mode: "prototype",
    });
    const version = (
      await json(await t.call(`/api/chats/${chatId}/prototype-content`, { token: owner.token }))
    ).data;

    const share = await json(
      await t.call("/api/prototype/share", {
        method: "POST",
        token: owner.token,
        json: { chat_id: chatId, current_title: "Bean Voyage landing", version_id: version.id },
      }),
    );
    expect(share.errno).toBe(0);
    const shareId = share.data.share_id as string;
    expect(shareId.length).toBeGreaterThanOrEqual(20);
    expect(share.data).toMatchObject({
      share_url: `/shared/${shareId}`,
      html_url: `/prototype-html/shared/${shareId}`,
      title: "Bean Voyage landing",
    });

    const shared = await json(await t.call(`/api/prototype/shared/${shareId}`));
    expect(shared.data).toMatchObject({
      kind: "prototype",
      title: "Bean Voyage landing",
      design_type: "web",
    });
    expect(JSON.stringify(shared.data)).not.toContain(chatId);
    const sharedHtml = await json(await t.call(`/api/prototype/shared/${shareId}/html`));
    expect(sharedHtml.data.html).toBe(version.content);
    expect(JSON.stringify(sharedHtml.data)).not.toContain(chatId);

    // Another user can neither share, list nor revoke the owner's things.
    const stolen = await json(
      await t.call("/api/prototype/share", {
        method: "POST",
        token: other.token,
        json: { chat_id: chatId, current_title: "x", version_id: version.id },
      }),
    );
    expect(stolen).toMatchObject({ errno: 1, data: null, errmsg: "Chat not found" });
    expect((await t.call(`/api/prototype/shares?chat_id=${chatId}`, { token: other.token })).status).toBe(
      404,
    );
    expect(
      (await t.call(`/api/prototype/share/${shareId}`, { method: "DELETE", token: other.token })).status,
    ).toBe(404);
    expect((await json(await t.call(`/api/prototype/shared/${shareId}`))).errno).toBe(0);
    expect(
      (await json(await t.call(`/api/prototype/shares?chat_id=${chatId}`, { token: owner.token }))).data.map(
        (s: Json) => s.share_id,
      ),
    ).toEqual([shareId]);

    expect(
      (await json(await t.call(`/api/prototype/share/${shareId}`, { method: "DELETE", token: owner.token })))
        .data,
    ).toMatchObject({ revoked: true });
    const gone = await t.call(`/api/prototype/shared/${shareId}`);
    expect(gone.status).toBe(404);
    expect((await json(gone)).errmsg).toBe("Shared content missing or expired");
    expect((await t.call(`/api/prototype/shared/${shareId}/html`)).status).toBe(404);
    expect((await t.call(`/api/prototype/shared/not-a-share-id-at-all`)).status).toBe(404);
  });

  it("lists tags, templates and styles, and answers errno 1 with empty data when a helper call fails", async () => {
    const { token } = await t.signIn("proto-helpers@example.com");
    const tags = (await json(await t.call("/api/prototype/tags", { token }))).data;
    expect(tags.map((x: Json) => x.id)).toContain("dashboard");
    const mobile = (await json(await t.call("/api/prototype/templates?design_type=mobile", { token }))).data;
    expect(mobile.length).toBeGreaterThan(3);
    expect(mobile.every((x: Json) => x.design_type === "mobile")).toBe(true);
    const zh = (
      await json(
        await t.call("/api/prototype/templates?tag=finance", {
          token,
          headers: { "Accept-Language": "zh-CN" },
        }),
      )
    ).data;
    expect(zh.map((x: Json) => x.name)).toContain("手机银行首页");
    const detail = (await json(await t.call("/api/prototype/templates/crm-pipeline", { token }))).data;
    expect(detail.html).toContain("<html");
    const styles = (await json(await t.call("/api/prototype/styles", { token }))).data;
    expect(styles.length).toBeGreaterThanOrEqual(6);
    expect(styles[0]).toHaveProperty("palette.primary");

    const missing = await t.call("/api/prototype/templates/nope", { token });
    expect(missing.status).toBe(200);
    expect(await json(missing)).toEqual({ errno: 1, errmsg: "Template not found", data: null });
    const badQuery = await json(await t.call("/api/prototype/templates?design_type=watch", { token }));
    expect(badQuery).toMatchObject({ errno: 1, data: [] });

    const chatId = await newChat(t, token);
    await round(t, token, chatId, {
      content: "Settings page for a personal finance app",
      mode: "prototype",
      device_type: "mobile",
    });
    const version = (await json(await t.call(`/api/chats/${chatId}/prototype-content`, { token }))).data;
    const saved = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = "/nonexistent/chromium";
    try {
      expect(
        await json(
          await t.call("/api/prototype/export_to_mastergo", {
            method: "POST",
            token,
            json: { chat_id: chatId, version_id: version.id },
          }),
        ),
      ).toEqual({ errno: 1, errmsg: "Export failed", data: null });
      expect(
        await json(
          await t.call("/api/prototype/save_as_image", {
            method: "POST",
            token,
            json: { chat_id: chatId, version_id: version.id, design_type: "mobile" },
          }),
        ),
      ).toEqual({ errno: 1, errmsg: "Failed to save image", data: null });
    } finally {
      if (saved === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved;
    }
    const otherUser = await t.signIn("proto-helpers-2@example.com");
    expect(
      await json(
        await t.call("/api/prototype/get_code", {
          method: "POST",
          token: otherUser.token,
          json: { chat_id: chatId, version_id: version.id, code_type: "html" },
        }),
      ),
    ).toMatchObject({ errno: 1, data: null });

    const code = (
      await json(
        await t.call("/api/prototype/get_code", {
          method: "POST",
          token,
          json: { chat_id: chatId, version_id: version.id, code_type: "react" },
        }),
      )
    ).data;
    expect(code).toMatchObject({ code_type: "react", encoding: "utf8" });
    expect(code.content).toContain("export default function");
    const html = (
      await json(
        await t.call("/api/prototype/get_code", {
          method: "POST",
          token,
          json: { chat_id: chatId, version_id: version.id, code_type: "html" },
        }),
      )
    ).data;
    expect(html.content).toBe(stripElementIds(version.content));
  });
});
