/**
 * The version-base rule: a change that names a version older than the latest is refused (409,
 * nothing written) unless the user chose to build on the version shown or on the latest; the new
 * version records the choice and its base. Same rule for saved edits, AI Modify rounds and
 * prototype saves. And a refused first message leaves no chat behind.
 */
import { createTestApp, type TestApp } from "../helpers/test-app";
import { latest, newChat, runRound } from "../helpers/documents";
import { createVersion } from "@/server/services/versions";
import { generatorFor } from "@/server/artifacts/registry";
import { closeMermaidValidator } from "@/server/validate/mermaid";
import { parsePrd } from "@/lib/contracts/content/prd";
import { agenticKind, mermaidKind, prdKind, prototypeKind } from "@/lib/contracts/kinds";
import { allElements, parseHtml } from "@/server/html/parse-html";

const PRD_PATH = `prd-content?type=${prdKind.id}`;
const V1 = "# Habit app PRD\n\n## Scope\n\n- Check-in\n\n## Personas\n\n- Students\n";
const V2 =
  "# Habit app PRD\n\n## Scope\n\n- Check-in\n- Streak freeze (added in v2)\n\n## Personas\n\n- Students\n";

describe("the version a change builds on", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await closeMermaidValidator();
  });

  const post = async (token: string, path: string, json: unknown) => {
    const res = await t.call(path, { method: "POST", token, json });
    return { status: res.status, body: await res.json() };
  };
  const versionCount = async (token: string, chatId: string, path: string) =>
    (await (await t.call(`/api/chats/${chatId}/${path}`, { token })).json()).data.length;

  async function prdWithTwoVersions(email: string) {
    const { token, userId } = await t.signIn(email);
    const chatId = await newChat(t, token);
    const v1 = await createVersion(t.handle.db, {
      chatId,
      userId,
      kind: prdKind.id,
      content: V1,
      title: "Habit app PRD",
    });
    const v2 = (
      await post(token, `/api/chats/${chatId}/${PRD_PATH}`, { content: V2, base_version_id: v1.id })
    ).body.data;
    expect(v2).toMatchObject({ version_number: 2, meta: { base_version_id: v1.id, base_version_number: 1 } });
    return { token, chatId, v1, v2 };
  }

  it("refuses a saved edit of an older version without a choice, and writes nothing", async () => {
    const { token, chatId, v1 } = await prdWithTwoVersions("base-refuse@example.com");
    const refused = await post(token, `/api/chats/${chatId}/${PRD_PATH}`, {
      content: `${V1}\n- edited on v1\n`,
      base_version_id: v1.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errno: 409 });
    expect(refused.body.errmsg).toContain("Version 1 is not the latest (version 2)");
    expect(await versionCount(token, chatId, "prd-versions")).toBe(2);
    expect((await latest(t, token, chatId, PRD_PATH))!.content).toBe(V2);
  });

  it("records the choice: built on the version shown (with the latest it passed over) or on the latest", async () => {
    const { token, chatId, v1 } = await prdWithTwoVersions("base-choice@example.com");
    const shown = (
      await post(token, `/api/chats/${chatId}/${PRD_PATH}`, {
        content: `${V1}\n## Notes\n\n- kept v1\n`,
        base_version_id: v1.id,
        base_choice: "shown",
      })
    ).body.data;
    expect(shown).toMatchObject({
      version_number: 3,
      meta: {
        base_version_id: v1.id,
        base_version_number: 1,
        base_choice: "shown",
        latest_version_number: 2,
      },
    });
    const onLatest = (
      await post(token, `/api/chats/${chatId}/${PRD_PATH}`, {
        content: `${V2}\n## Notes\n\n- on latest\n`,
        base_version_id: v1.id,
        base_choice: "latest",
      })
    ).body.data;
    expect(onLatest).toMatchObject({
      version_number: 4,
      meta: { base_version_id: shown.id, base_version_number: 3, base_choice: "latest" },
    });
    expect(onLatest.meta.latest_version_number).toBeUndefined();
    // The latest needs no choice.
    const plain = (
      await post(token, `/api/chats/${chatId}/${PRD_PATH}`, {
        content: `${V2}\n- plain\n`,
        base_version_id: onLatest.id,
      })
    ).body.data;
    expect(plain.meta).toMatchObject({ base_version_id: onLatest.id, base_version_number: 4 });
    expect(plain.meta.base_choice).toBeUndefined();
  });

  it("a chat follow-up builds on the older version the user chose (PRD and flowchart), else on the latest", async () => {
    const { token, chatId, v1 } = await prdWithTwoVersions("base-follow-up@example.com");
    // Naming v1 without a choice is refused before anything is written.
    const res = await t.call(`/api/chats/${chatId}/stream`, {
      method: "POST",
      token,
      json: { mode: prdKind.mode, content: "Add a personas detail", base_version_id: v1.id },
    });
    expect(res.status).toBe(409);
    await runRound(t, token, chatId, {
      mode: prdKind.mode,
      content: "Add a section on reminders",
      base_version_id: v1.id,
      base_choice: "shown",
    });
    const onShown = (await latest(t, token, chatId, PRD_PATH))!;
    expect(onShown).toMatchObject({
      version_number: 3,
      meta: { base_version_id: v1.id, base_choice: "shown", latest_version_number: 2 },
    });
    expect(onShown.content).not.toContain("Streak freeze");
    // Without a base the follow-up changes the latest (v3 now), as before.
    await runRound(t, token, chatId, { mode: prdKind.mode, content: "Add a section on privacy" });
    const onLatest = (await latest(t, token, chatId, PRD_PATH))!;
    expect(onLatest.version_number).toBe(4);
    expect(onLatest.meta.base_version_id).toBeUndefined();

    const { userId } = await t.signIn("base-follow-up@example.com");
    const chart = await newChat(t, token);
    const c1 = await createVersion(t.handle.db, {
      chatId: chart,
      userId,
      kind: mermaidKind.id,
      content: "flowchart TD\n  Start --> Review\n",
    });
    await createVersion(t.handle.db, {
      chatId: chart,
      userId,
      kind: mermaidKind.id,
      content: "flowchart TD\n  Start --> Review --> Approval\n",
    });
    await runRound(t, token, chart, {
      mode: mermaidKind.mode,
      content: "Add a step after review",
      base_version_id: c1.id,
      base_choice: "shown",
    });
    const chartV3 = (await latest(t, token, chart, mermaidKind.edits!.path))!;
    expect(chartV3).toMatchObject({
      version_number: 3,
      meta: { base_version_id: c1.id, base_choice: "shown" },
    });
  });

  it("applies the same rule to charts", async () => {
    const { token, userId } = await t.signIn("base-chart@example.com");
    const chatId = await newChat(t, token);
    const path = `${mermaidKind.edits!.path}`;
    const v1 = await createVersion(t.handle.db, {
      chatId,
      userId,
      kind: mermaidKind.id,
      content: "flowchart TD\n  A --> B\n",
    });
    await createVersion(t.handle.db, {
      chatId,
      userId,
      kind: mermaidKind.id,
      content: "flowchart TD\n  A --> B --> C\n",
    });
    expect(
      (
        await post(token, `/api/chats/${chatId}/${path}`, {
          content: "flowchart TD\n  A --> D\n",
          base_version_id: v1.id,
        })
      ).status,
    ).toBe(409);
    const saved = (
      await post(token, `/api/chats/${chatId}/${path}`, {
        content: "flowchart TD\n  A --> D\n",
        base_version_id: v1.id,
        base_choice: "shown",
      })
    ).body.data;
    expect(saved).toMatchObject({
      version_number: 3,
      meta: { base_version_id: v1.id, base_choice: "shown", latest_version_number: 2 },
    });
  });

  it("refuses an AI Modify round on an older version without a choice before anything is written; on the latest it keeps the newer work", async () => {
    const { token, chatId, v1 } = await prdWithTwoVersions("base-round@example.com");
    const target = parsePrd(V1).sections.find((s) => s.title.includes("Personas"))!;
    const before = (await (await t.call(`/api/chats/${chatId}/messages`, { token })).json()).data.length;
    const refused = await t.call(`/api/chats/${chatId}/stream`, {
      method: "POST",
      token,
      json: {
        content: "Add teachers",
        mode: prdKind.mode,
        prd_sub_module_id: target.id,
        base_version_id: v1.id,
      },
    });
    expect(refused.status).toBe(409);
    expect((await (await t.call(`/api/chats/${chatId}/messages`, { token })).json()).data.length).toBe(
      before,
    );
    expect(await versionCount(token, chatId, "prd-versions")).toBe(2);

    const events = await runRound(t, token, chatId, {
      content: "Add teachers",
      mode: prdKind.mode,
      prd_sub_module_id: target.id,
      base_version_id: v1.id,
      base_choice: "latest",
    });
    expect(events.at(-1)!.data).toMatchObject({ type: "done" });
    const v3 = (await latest(t, token, chatId, PRD_PATH))!;
    expect(v3).toMatchObject({ version_number: 3, title: "Habit app PRD" });
    expect(v3.meta).toMatchObject({ base_version_number: 2, base_choice: "latest" });
    expect(v3.content).toContain("Streak freeze (added in v2)");
  });

  it("keeps a prototype's title through AI Modify and records the base of a prototype save", async () => {
    const { token } = await t.signIn("base-proto@example.com");
    const chatId = await newChat(t, token);
    await runRound(t, token, chatId, {
      content: "A sales dashboard for Northwind CRM",
      mode: prototypeKind.mode,
    });
    const v1 = (await latest(t, token, chatId, "prototype-content"))!;
    expect(v1.title).toBeTruthy();
    const button = allElements(parseHtml(v1.content)).find((el) => el.rawTagName === "button")!;
    await runRound(t, token, chatId, {
      content: "make it red",
      mode: prototypeKind.mode,
      edit_html: button.outerHTML,
      base_version_id: v1.id,
    });
    const v2 = (await latest(t, token, chatId, "prototype-content"))!;
    expect(v2).toMatchObject({ version_number: 2, title: v1.title, meta: { base_version_id: v1.id } });

    const save = (choice?: string) =>
      post(token, "/api/chats/prototype-html-code", {
        chat_id: chatId,
        version_id: v1.id,
        // A change of v1's page (an unchanged page would make no version).
        html_code: v1.content.replace("</body>", "<p>Saved on v1</p></body>"),
        ...(choice ? { base_choice: choice } : {}),
      });
    expect((await save()).status).toBe(409);
    const saved = (await save("shown")).body.data;
    expect(saved).toMatchObject({
      version_number: 3,
      title: v1.title,
      meta: { base_version_id: v1.id, base_choice: "shown", latest_version_number: 2 },
    });
  });
});

describe("a refused first message", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A server that cannot run one mode (every mode runs here now: this one's writer is left out).
    t = await createTestApp({
      services: { generatorFor: (mode) => (mode === agenticKind.mode ? undefined : generatorFor(mode)) },
    });
  });
  afterAll(() => t.close());

  const chatIds = async (token: string) =>
    (await (await t.call("/api/chats", { token })).json()).data.items.map((c: { id: string }) => c.id);

  it("leaves no chat behind; a refusal in a chat that has messages keeps the chat", async () => {
    const { token, userId } = await t.signIn("refused-first@example.com");
    const chatId = await newChat(t, token);
    expect(await chatIds(token)).toContain(chatId);
    const res = await t.call(`/api/chats/${chatId}/stream`, {
      method: "POST",
      token,
      json: { content: "Build a lite app", mode: agenticKind.mode },
    });
    expect(res.status).toBe(400);
    expect(await chatIds(token)).not.toContain(chatId);
    expect((await t.call(`/api/chats/${chatId}`, { token })).status).toBe(404);

    const kept = await newChat(t, token);
    await createVersion(t.handle.db, { chatId: kept, userId, kind: prdKind.id, content: V1 });
    expect(
      (
        await t.call(`/api/chats/${kept}/stream`, {
          method: "POST",
          token,
          json: { content: "Again", mode: agenticKind.mode },
        })
      ).status,
    ).toBe(400);
    expect(await chatIds(token)).toContain(kept);
  });

  it("a refusal because another request's round holds the empty chat (409) keeps the chat that round writes into", async () => {
    const { token } = await t.signIn("busy-first@example.com");
    const chatId = await newChat(t, token);
    // The other request has claimed the chat and not written its first message yet.
    const slot = await t.app.services.registry.claim(chatId);
    try {
      const res = await t.call(`/api/chats/${chatId}/stream`, {
        method: "POST",
        token,
        json: { content: "A PRD", mode: prdKind.mode },
      });
      expect(res.status).toBe(409);
      expect(await chatIds(token)).toContain(chatId);
    } finally {
      slot.release();
    }
  });
});
