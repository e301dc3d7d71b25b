/**
 * GET/POST /chats/{id}/prd-content?type=prd|test_case and /chats/{id}/mermaid: latest content or
 * null, edits saved as new versions after validation, refusals that save nothing and say why
 * (the parser's message and line), never across users.
 */
import { createTestApp, type TestApp } from "../helpers/test-app";
import { newChat } from "../helpers/documents";
import { closeMermaidValidator } from "@/server/validate/mermaid";
import { createVersion } from "@/server/services/versions";
import { canonicalPrd } from "@/lib/contracts/content/prd-canonical";
import { serializeTestCases } from "@/lib/contracts/content/test-case";
import { versionPath } from "@/lib/contracts/artifacts";

const DOC =
  "# Habit app PRD\n\n## Flows\n\n```mermaid\nflowchart TD\n  A --> B\n```\n\n## Scope\n\n- Check-in\n";
const BROKEN_OLD = "# Habit app PRD\n\n## Flows\n\n```mermaid\nflowchart TD\n  User Service --> DB\n```\n";
const CASES = {
  cases: [
    {
      id: "TC-001",
      module: "Check-in",
      title: "Check in once a day",
      preconditions: "",
      steps: ["Open the app", "Tap check-in"],
      expected: "The streak grows by one",
      priority: "P0",
      type: "functional",
      requirement_ids: ["FR-2"],
    },
  ],
};

describe("document content routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await closeMermaidValidator();
  });

  const post = async (token: string, path: string, json: unknown, lang = "en") =>
    (await t.call(path, { method: "POST", token, json, headers: { "Accept-Language": lang } })).json();
  const get = async (token: string, path: string) => (await (await t.call(path, { token })).json()).data;

  it("answers null before any version, then the latest complete one", async () => {
    const { token, userId } = await t.signIn("content-get@example.com");
    const chatId = await newChat(t, token);
    expect(await get(token, `/api/chats/${chatId}/prd-content?type=prd`)).toBeNull();
    expect(await get(token, `/api/chats/${chatId}/prd-content?type=test_case`)).toBeNull();
    expect(await get(token, `/api/chats/${chatId}/mermaid`)).toBeNull();
    await createVersion(t.handle.db, { chatId, userId, kind: "prd", content: DOC });
    await createVersion(t.handle.db, {
      chatId,
      userId,
      kind: "prd",
      content: "failed draft",
      status: "failed",
    });
    expect(await get(token, `/api/chats/${chatId}/prd-content?type=prd`)).toMatchObject({
      version_number: 1,
      content: DOC,
      status: "complete",
    });
    expect(await get(token, `/api/chats/${chatId}/prd-content`)).toMatchObject({ version_number: 1 }); // type defaults to prd
  });

  it("saves a PRD edit as a new version in canonical form; the same document saved again changes nothing", async () => {
    const { token } = await t.signIn("content-prd@example.com");
    const chatId = await newChat(t, token);
    const messy = "Habit app PRD\n=============\n\n* Check-in\n* Streaks\r\n";
    const first = await post(token, `/api/chats/${chatId}/prd-content?type=prd`, { content: messy });
    expect(first).toMatchObject({
      errno: 0,
      data: { version_number: 1, source: "edited", title: "Habit app PRD", content: canonicalPrd(messy) },
    });
    expect(first.data.content).toBe("# Habit app PRD\n\n- Check-in\n- Streaks\n");
    // Saved again, as stored or as first sent (its canonical form is the same): no version 2.
    for (const content of [first.data.content, messy]) {
      const again = await post(token, `/api/chats/${chatId}/prd-content?type=prd`, {
        content,
        base_version_id: first.data.id,
      });
      expect(again).toMatchObject({ errno: 400, data: null });
    }
    expect((await get(token, `/api/chats/${chatId}/prd-content?type=prd`)).version_number).toBe(1);
  });

  it("refuses a PRD whose new chart does not parse, with the chart, its line and the parser's message; nothing saved", async () => {
    const { token } = await t.signIn("content-prd-chart@example.com");
    const chatId = await newChat(t, token);
    const bad = DOC.replace("  A --> B", "  A --> B\n  Sign In --> Home");
    const res = await post(token, `/api/chats/${chatId}/prd-content?type=prd`, { content: bad }, "zh");
    expect(res).toMatchObject({
      errno: 400,
      errmsg: "文档中的图表有语法错误，本次未保存",
      details: { chart: "chart-1", line: "3" },
    });
    expect(res.details.content).toMatch(/^第 3 行：/);
    expect(await get(token, `/api/chats/${chatId}/prd-content?type=prd`)).toBeNull();
    expect(
      (await post(token, `/api/chats/${chatId}/prd-content?type=prd`, { content: "  \n\n " }, "en")).errno,
    ).toBe(400);
  });

  it("does not re-judge a chart the base version already had", async () => {
    const { token, userId } = await t.signIn("content-prd-old-chart@example.com");
    const chatId = await newChat(t, token);
    const base = await createVersion(t.handle.db, { chatId, userId, kind: "prd", content: BROKEN_OLD });
    const edited = await post(token, `/api/chats/${chatId}/prd-content?type=prd`, {
      content: `${BROKEN_OLD}\n## Scope\n\n- New line\n`,
      base_version_id: base.id,
    });
    expect(edited).toMatchObject({ errno: 0, data: { version_number: 2 } });
  });

  it("saves test cases that match the schema, canonically; refuses those that do not", async () => {
    const { token } = await t.signIn("content-cases@example.com");
    const chatId = await newChat(t, token);
    const saved = await post(token, `/api/chats/${chatId}/prd-content?type=test_case`, {
      content: JSON.stringify(CASES),
    });
    expect(saved).toMatchObject({
      errno: 0,
      data: { kind: "test_case", source: "edited", title: "Test cases (1)" },
    });
    expect(saved.data.content).toBe(serializeTestCases(CASES as never));
    const badPriority = { cases: [{ ...CASES.cases[0], priority: "urgent" }] };
    const refused = await post(token, `/api/chats/${chatId}/prd-content?type=test_case`, {
      content: JSON.stringify(badPriority),
    });
    expect(refused).toMatchObject({ errno: 400, errmsg: "The test cases are not valid; nothing was saved" });
    expect(refused.details.content).toMatch(/^cases\.0\.priority/);
    const notJson = await post(token, `/api/chats/${chatId}/prd-content?type=test_case`, {
      content: "{cases: [",
    });
    expect(notJson.details.content).toMatch(/not valid JSON/);
    const dup = await post(token, `/api/chats/${chatId}/prd-content?type=test_case`, {
      content: JSON.stringify({ cases: [CASES.cases[0], CASES.cases[0]] }),
    });
    expect(dup.errno).toBe(400);
    const list = (await (await t.call(versionPath("test_case", chatId), { token })).json()).data;
    expect(list).toHaveLength(1);
  });

  it("saves a valid chart and refuses an invalid one with the parser's message and line", async () => {
    const { token, userId } = await t.signIn("content-mermaid@example.com");
    const chatId = await newChat(t, token);
    const base = await createVersion(t.handle.db, {
      chatId,
      userId,
      kind: "mermaid",
      content: "flowchart TD\n  A --> B",
    });
    const ok = await post(token, `/api/chats/${chatId}/mermaid`, {
      content: "sequenceDiagram\n  Student->>App: Check in\n  App-->>Student: Streak +1",
      base_version_id: base.id,
    });
    expect(ok).toMatchObject({
      errno: 0,
      data: {
        version_number: 2,
        source: "edited",
        meta: { diagram_type: "sequence", base_version_id: base.id },
      },
    });
    const bad = await post(token, `/api/chats/${chatId}/mermaid`, {
      content: "flowchart TD\n  A --> B\n  B(Sign in (SSO)) --> C",
    });
    expect(bad).toMatchObject({
      errno: 400,
      errmsg: "The chart has a syntax error; nothing was saved",
      details: { line: "3" },
    });
    expect(bad.details.content).toMatch(/^Line 3: Parse error on line 3/);
    expect((await post(token, `/api/chats/${chatId}/mermaid`, { content: "" })).details).toMatchObject({
      content: "This field is required",
    });
    expect(await get(token, `/api/chats/${chatId}/mermaid`)).toMatchObject({ version_number: 2 });
  });

  it("never reads or writes another user's chat", async () => {
    const owner = await t.signIn("content-owner@example.com");
    const other = await t.signIn("content-other@example.com");
    const chatId = await newChat(t, owner.token);
    await createVersion(t.handle.db, { chatId, userId: owner.userId, kind: "prd", content: DOC });
    for (const path of [`/api/chats/${chatId}/prd-content?type=prd`, `/api/chats/${chatId}/mermaid`]) {
      expect((await t.call(path, { token: other.token })).status).toBe(404);
      expect(
        (
          await t.call(path, {
            method: "POST",
            token: other.token,
            json: { content: "flowchart TD\n  A --> B" },
          })
        ).status,
      ).toBe(404);
    }
    expect(
      (await (await t.call(versionPath("prd", chatId), { token: owner.token })).json()).data,
    ).toHaveLength(1);
  });
});
