/**
 * A user's save that changes nothing makes no version, for every kind a person edits: the PRD,
 * the test cases, the flowchart source, the research report, a prototype page and one page of a
 * multi-page prototype. Whatever the client, the API answers "nothing changed" in the user's
 * language, naming the version the content equals, and writes nothing; a real change saves.
 */
import { createTestApp, type TestApp } from "../helpers/test-app";
import { latest, newChat, runRound } from "../helpers/documents";
import { createVersion } from "@/server/services/versions";
import { closeMermaidValidator } from "@/server/validate/mermaid";
import { versionPath } from "@/lib/contracts/artifacts";
import { mermaidKind, prdKind, researchKind, testCaseKind } from "@/lib/contracts/kinds";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const REPORT = [
  "# Alpine ski visits",
  "",
  "## Findings",
  "",
  "Visits fell 4% in the 2023 season [1].",
  "",
  "## Sources",
  "",
  "- [1] Ski notes",
  "",
].join("\n");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await closeMermaidValidator();
});

const post = async (token: string, path: string, json: unknown, lang = "en") => {
  const res = await t.call(path, { method: "POST", token, json, headers: { "Accept-Language": lang } });
  return { status: res.status, body: (await res.json()) as Json };
};
const count = async (token: string, chatId: string, kind: Parameters<typeof versionPath>[0]) =>
  ((await (await t.call(versionPath(kind, chatId), { token })).json()) as Json).data.length;

/** The same content saved again is refused in both languages; nothing is written. */
async function expectUnchangedRefused(
  token: string,
  chatId: string,
  kind: Parameters<typeof versionPath>[0],
  path: string,
  body: Json,
  version: number,
) {
  const before = await count(token, chatId, kind);
  const en = await post(token, path, body);
  expect(en.status).toBe(400);
  expect(en.body).toMatchObject({ errno: 400 });
  expect(en.body.errmsg).toBe(
    `Nothing changed: this is the same as version ${version}, so no new version was saved`,
  );
  const zh = await post(token, path, body, "zh");
  expect(zh.body.errmsg).toBe(`没有改动：内容与版本 ${version} 相同，未保存新版本`);
  expect(await count(token, chatId, kind)).toBe(before);
}

describe("a save that changes nothing", () => {
  it("PRD, test cases and flowchart (the generic edit routes): refused; a change saves", async () => {
    const { token } = await t.signIn("unchanged-docs@example.com");
    const chatId = await newChat(t, token);
    await runRound(t, token, chatId, { mode: prdKind.mode, content: "A habit tracker for students" });
    await runRound(t, token, chatId, { mode: testCaseKind.mode, content: "Test cases for this PRD" });
    await runRound(t, token, chatId, { mode: mermaidKind.mode, content: "Flowchart of the daily check-in" });
    const kinds = [
      [prdKind.id, `/api/chats/${chatId}/prd-content?type=prd`],
      [testCaseKind.id, `/api/chats/${chatId}/prd-content?type=test_case`],
      [mermaidKind.id, `/api/chats/${chatId}/mermaid`],
    ] as const;
    for (const [kind, path] of kinds) {
      const v1 = (await latest(t, token, chatId, path.slice(`/api/chats/${chatId}/`.length)))!;
      await expectUnchangedRefused(
        token,
        chatId,
        kind,
        path,
        { content: v1.content, base_version_id: v1.id },
        1,
      );
      // Without naming a base the latest is compared all the same.
      await expectUnchangedRefused(token, chatId, kind, path, { content: v1.content }, 1);
    }
    const prd = (await latest(t, token, chatId, "prd-content?type=prd"))!;
    const changed = await post(token, `/api/chats/${chatId}/prd-content?type=prd`, {
      content: `${prd.content.trimEnd()}\n\n## Notes\n\n- Reviewed with the team\n`,
      base_version_id: prd.id,
    });
    expect(changed.body).toMatchObject({ errno: 0, data: { version_number: 2, source: "edited" } });
    // Saving v1's content again on top of v2 is a change from the latest, but v1 as the base is unchanged.
    await expectUnchangedRefused(
      token,
      chatId,
      prdKind.id,
      `/api/chats/${chatId}/prd-content?type=prd`,
      { content: prd.content, base_version_id: prd.id, base_choice: "shown" },
      1,
    );
  });

  it("the research report: refused; a change saves", async () => {
    const { token, userId } = await t.signIn("unchanged-report@example.com");
    const chatId = await newChat(t, token);
    await createVersion(t.handle.db, { chatId, userId, kind: researchKind.id, content: REPORT });
    const path = `/api/chats/${chatId}/research-save`;
    await expectUnchangedRefused(token, chatId, researchKind.id, path, { content: REPORT }, 1);
    // Line ends are not a change either (the report is stored with \n).
    await expectUnchangedRefused(
      token,
      chatId,
      researchKind.id,
      path,
      { content: REPORT.replace(/\n/g, "\r\n") },
      1,
    );
    const changed = await post(token, path, { content: REPORT.replace("fell 4%", "fell 4.2%") });
    expect(changed.body).toMatchObject({ errno: 0, data: { version_number: 2 } });
  });

  it("a prototype page and one page of a multi-page prototype: refused; a change saves", async () => {
    const { token } = await t.signIn("unchanged-pages@example.com");
    const chatId = await newChat(t, token);
    await runRound(t, token, chatId, { mode: "prototype", content: "A habit tracker home screen" });
    const page = ((await (await t.call(`/api/chats/${chatId}/prototype-content`, { token })).json()) as Json)
      .data;
    await expectUnchangedRefused(
      token,
      chatId,
      "prototype",
      "/api/chats/prototype-html-code",
      { chat_id: chatId, version_id: page.id, html_code: page.content },
      1,
    );
    const changed = await post(token, "/api/chats/prototype-html-code", {
      chat_id: chatId,
      version_id: page.id,
      html_code: page.content.replace("</body>", "<p>Streaks reset at midnight</p></body>"),
    });
    expect(changed.body).toMatchObject({ errno: 0, data: { version_number: 2 } });

    const setChat = await newChat(t, token);
    await runRound(t, token, setChat, {
      mode: "mult_prototype",
      content: "A budgeting app with onboarding, a dashboard and settings",
    });
    const contents = (
      (await (
        await t.call("/api/chats/mult-prototype-contents", {
          method: "POST",
          token,
          json: { chat_id: setChat },
        })
      ).json()) as Json
    ).data;
    const settings = contents.pages[contents.pages.length - 1];
    await expectUnchangedRefused(
      token,
      setChat,
      "mult_prototype",
      "/api/chats/mult-prototype-html-code",
      { chat_id: setChat, page_id: settings.id, version_num: 1, html_code: settings.html },
      1,
    );
    const edited = await post(token, "/api/chats/mult-prototype-html-code", {
      chat_id: setChat,
      page_id: settings.id,
      version_num: 1,
      html_code: settings.html.replace("</body>", "<p>Export as CSV</p></body>"),
    });
    expect(edited.body).toMatchObject({ errno: 0, data: { version_number: 2 } });
  });
});
