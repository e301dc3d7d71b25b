/**
 * A research report exported as PDF (issue #19), in the real Chromium: the user's report (saved
 * through research-save) with the article their viewer rendered — a heading, a matrix table, a
 * citation and a chart drawn as SVG — comes back as an A4 PDF named after the report, whose text
 * has the report's words in English and Chinese; scripts and handlers in the article never run;
 * another user's chat is not theirs to print; a report that does not exist is refused.
 */
import { closeBrowser } from "@/server/artifacts/shared/export-browser/browser";
import { pdfText } from "@/server/files/extraction/pdf-text.mjs";
import { inertArticle } from "@/server/artifacts/research/report-pdf";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let a: { token: string };
let b: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  a = await t.signIn("pdf-a@example.com");
  b = await t.signIn("pdf-b@example.com");
});
afterAll(async () => {
  await closeBrowser();
  await t.close();
});

const json = async (res: Response) => (await res.json()) as { errno: number; errmsg?: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function savedReport(token: string, markdown: string) {
  const chat = (await json(await t.call("/api/chats", { method: "POST", token, json: {} }))).data;
  const saved = await json(
    await t.call(`/api/chats/${chat.id}/research-save`, {
      method: "POST",
      token,
      json: { content: markdown },
    }),
  );
  expect(saved.errno).toBe(0);
  return { chatId: chat.id as string, versionId: saved.data.id as string };
}

const ARTICLE = `<h1 id="x">Note-taking apps compared</h1>
<p>Notion leads on templates <sup><a href="#src-1">[1]</a></sup>; Obsidian keeps files local.</p>
<table><thead><tr><th>Product</th><th>Pricing</th></tr></thead><tbody><tr><td>Notion</td><td>Free / $10</td></tr><tr><td>Obsidian</td><td>Free / $8</td></tr></tbody></table>
<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><rect width="200" height="80" fill="#e0e7ff"/><text x="10" y="45">Positioning</text></svg>
<script>document.body.innerHTML = "<p>SCRIPT RAN</p>"</script>
<p onclick="alert(1)"><img src="x" onerror="document.body.innerHTML='HANDLER RAN'">Ends here.</p>
<h2>Sources</h2><ol><li id="src-1">[1] Notion pricing page</li></ol>`;

const REPORT_EN =
  "# Note-taking apps compared\n\nNotion leads on templates [1].\n\n## Sources\n\n[1] Notion pricing page\n";

test("the rendered report prints to a PDF with its words, and nothing in it runs", async () => {
  const { chatId, versionId } = await savedReport(a.token, REPORT_EN);
  const res = await json(
    await t.call(`/api/chats/${chatId}/report/pdf`, {
      method: "POST",
      token: a.token,
      json: { version_id: versionId, html: ARTICLE },
    }),
  );
  expect(res.errno).toBe(0);
  expect(res.data.file_name).toMatch(/^Note-taking-apps-compared-report-v\d+\.pdf$/);
  expect(res.data.mime).toBe("application/pdf");
  const bytes = Buffer.from(res.data.data_url.slice(res.data.data_url.indexOf(",") + 1), "base64");
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const text = await pdfText(new Uint8Array(bytes), 100_000);
  for (const words of [
    "Note-taking apps compared",
    "Obsidian",
    "Free / $8",
    "Positioning",
    "Ends here.",
    "Notion pricing page",
    "1 / 1",
  ])
    expect(text).toContain(words);
  expect(text).not.toMatch(/SCRIPT RAN|HANDLER RAN/);
}, 60_000);

test("a Chinese report keeps its characters", async () => {
  const { chatId } = await savedReport(
    a.token,
    "# 笔记应用对比\n\n飞书文档适合团队协作 [1]。\n\n## 参考来源\n\n[1] 飞书官网\n",
  );
  const res = await json(
    await t.call(`/api/chats/${chatId}/report/pdf`, {
      method: "POST",
      token: a.token,
      json: { html: "<h1>笔记应用对比</h1><p>飞书文档适合团队协作。</p>" },
    }),
  );
  expect(res.errno).toBe(0);
  // The kind in the request's language (this call sends none: the English default).
  expect(res.data.file_name).toMatch(/^笔记应用对比-report-v\d+\.pdf$/);
  const text = await pdfText(new Uint8Array(Buffer.from(res.data.data_url.split(",")[1], "base64")), 100_000);
  expect(text.replace(/\s+/g, "")).toContain("飞书文档适合团队协作");
}, 60_000);

test("only the owner prints a report, and only one that exists", async () => {
  const { chatId, versionId } = await savedReport(a.token, REPORT_EN);
  const other = await t.call(`/api/chats/${chatId}/report/pdf`, {
    method: "POST",
    token: b.token,
    json: { version_id: versionId, html: "<p>x</p>" },
  });
  expect(other.status).toBe(404);
  const empty = (await json(await t.call("/api/chats", { method: "POST", token: a.token, json: {} }))).data;
  const none = await t.call(`/api/chats/${empty.id}/report/pdf`, {
    method: "POST",
    token: a.token,
    json: { html: "<p>x</p>" },
  });
  expect(none.status).toBe(404);
  const bad = await t.call(`/api/chats/${chatId}/report/pdf`, {
    method: "POST",
    token: a.token,
    json: { html: "" },
  });
  expect(bad.status).toBe(400);
});

/** The article as the viewer renders it: a citation with its pop-up, the numbered sources list. */
const VIEWER_ARTICLE = `<h1>笔记应用对比</h1><p>飞书文档适合团队协作<span class="group relative inline-block"><a href="#source-1" class="citation" aria-describedby="cite-tip-1" data-testid="citation">[1]</a><span id="cite-tip-1" role="tooltip" class="invisible absolute">飞书官网 — https://www.feishu.cn — 访问于 2025-01-05</span></span>。</p>
<h2>参考来源</h2><ol class="list-none pl-0" data-testid="research-sources"><li id="source-1">[1] 飞书官网 — https://www.feishu.cn — 访问于 2025-01-05</li></ol>`;

test("the PDF prints a citation as [n] glued to its sentence, not its pop-up, and numbers sources once", async () => {
  const { chatId, versionId } = await savedReport(
    a.token,
    "# 笔记应用对比\n\n飞书文档适合团队协作 [1]。\n\n## 参考来源\n\n[1] 飞书官网 — https://www.feishu.cn — 访问于 2025-01-05\n",
  );
  const printed = inertArticle(VIEWER_ARTICLE);
  expect(printed).not.toContain('role="tooltip"');
  expect(printed).toContain('<span class="vs-nowrap">作<span class="group relative inline-block">');
  expect(printed).toMatch(/\[1\]<\/a><\/span>。<\/span>/);
  // The Chinese title breaks between its words only.
  expect(inertArticle(VIEWER_ARTICLE, "zh")).toMatch(
    /<h1><span class="vs-words">[^<]+(?:<wbr>[^<]+)+<\/span><\/h1>/,
  );
  const res = await json(
    await t.call(`/api/chats/${chatId}/report/pdf`, {
      method: "POST",
      token: a.token,
      headers: { "Accept-Language": "zh-CN" },
      json: { version_id: versionId, html: VIEWER_ARTICLE },
    }),
  );
  expect(res.errno).toBe(0);
  expect(res.data.file_name).toMatch(/^笔记应用对比-报告-v\d+\.pdf$/);
  const text = (
    await pdfText(new Uint8Array(Buffer.from(res.data.data_url.split(",")[1], "base64")), 100_000)
  ).replace(/\s+/g, "");
  expect(text).toContain("飞书文档适合团队协作[1]。");
  // The source's words once, in the list; the list's own number is the [1] it carries.
  expect(text.split("飞书官网")).toHaveLength(2);
  expect(text).not.toMatch(/1\.\[1\]/);
}, 60_000);
