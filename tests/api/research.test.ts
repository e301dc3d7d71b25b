/**
 * Research reports (issue #19) through the real stream with the Offline model and no web search:
 * every research event in order, a report citing only the knowledge items that were read, a
 * competitor matrix whose rows are the named competitors, zh and en, clarification continuing
 * the same research, a stop keeping the chapters written, research-save and the report routes.
 */
import type { LanguageModelV3, LanguageModelV3CallOptions } from "@ai-sdk/provider";
import { createOfflineModel } from "@/server/ai/offline-model";
import { chatSchema } from "@/lib/contracts/chat";
import { knowledgeCreateAnswerSchema } from "@/lib/contracts/knowledge";
import { reportCitations, reportSources, researchVersionSchema } from "@/lib/contracts/research";
import { versionListSchema } from "@/lib/contracts/versions";
import { researchKind } from "@/lib/contracts/kinds";
import { createTestApp, parseSse, readSse, type TestApp } from "../helpers/test-app";
import { dataOf } from "../helpers/contract";

/** Holds a chapter's model call after the first until the round is stopped (for the stop test). */
let holdAfterFirstChapter = false;
/** Makes every model call fail (the points test). */
let failCalls = false;
const offline = createOfflineModel({ delayMs: 0 });
const model: LanguageModelV3 = Object.assign(Object.create(offline), {
  doStream: async (options: LanguageModelV3CallOptions) => {
    const data = (options.providerOptions?.offline ?? {}) as { chapter?: string };
    if (failCalls && data.chapter) throw Object.assign(new Error("provider down"), { statusCode: 400 });
    if (holdAfterFirstChapter && data.chapter && !["overview", "background"].includes(data.chapter)) {
      await new Promise<void>((resolve) => {
        if (options.abortSignal?.aborted) return resolve();
        options.abortSignal?.addEventListener("abort", () => resolve());
      });
    }
    return offline.doStream(options);
  },
});

let t: TestApp;
beforeAll(async () => {
  delete process.env.SEARXNG_URL;
  delete process.env.TAVILY_API_KEY;
  t = await createTestApp({ model });
});
afterAll(() => t.close());

const reportSchema = researchVersionSchema;

async function addKnowledge(token: string, title: string, content: string) {
  return (
    await dataOf(
      knowledgeCreateAnswerSchema,
      await t.call("/api/knowledge", { method: "POST", token, json: { type: "text", title, content } }),
    )
  ).items[0];
}

async function newChat(token: string) {
  return dataOf(chatSchema, await t.call("/api/chats", { method: "POST", token, json: {} }));
}

async function research(token: string, chatId: string, content: string, extra: Record<string, unknown> = {}) {
  const res = await t.call(`/api/chats/${chatId}/stream`, {
    method: "POST",
    token,
    json: { content, mode: researchKind.mode, ...extra },
  });
  expect(res.status).toBe(200);
  return (await readSse(res)).map((e) => e.data);
}

const EVENT_ORDER = [
  "research_steps",
  "research_steps_update",
  "search",
  "reading_progress",
  "core_info_extracted",
  "chapter_writing",
  "write_section",
  "generate_holistic_report",
  "finalize_report",
  `${researchKind.event}:saved`,
  "done",
];

/** Where each event type first appears (the report's artifact event by its `saved` op: live previews come earlier). */
function firstIndexes(events: { type?: unknown; op?: unknown }[]) {
  return EVENT_ORDER.map((type) =>
    events.findIndex((e) => e.type === type || `${String(e.type)}:${String(e.op)}` === type),
  );
}

describe("research with the Offline model and the knowledge base", () => {
  it("streams every research event in order and cites only the knowledge items read (en)", async () => {
    const u = await t.signIn("research-en@example.com");
    const a = await addKnowledge(
      u.token,
      "Coffee roasting notes",
      "Home coffee roasting grew 18% in Europe in 2024. Most home roasters buy green beans online. Small drum roasters cost between 300 and 900 euros.",
    );
    const b = await addKnowledge(
      u.token,
      "Roaster survey",
      "A survey of 400 home roasters found that 62% roast weekly. Smoke is the main complaint of apartment users.",
    );
    const chat = await newChat(u.token);
    const events = await research(u.token, chat.id, "Research the home coffee roasting market in Europe");
    const order = firstIndexes(events);
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    expect(events.at(-1)).toMatchObject({ type: "done", status: "done" });

    const progress = events.filter((e) => e.type === "reading_progress");
    expect(progress.at(-1)).toMatchObject({ done: 2, total: 2 });
    expect(events.filter((e) => e.type === "write_section").length).toBe(
      events.filter((e) => e.type === "chapter_writing").length,
    );

    const report = await dataOf(
      reportSchema.nullable(),
      await t.call(`/api/chats/${chat.id}/report`, { token: u.token }),
    );
    expect(report).not.toBeNull();
    const content = report!.content;
    if (process.env.SHOW_REPORT) console.log(content);
    expect(content).toContain("coffee roasting");
    expect(content).toMatch(/18%/);
    const sources = reportSources(content);
    expect([...sources.values()].map((s) => s.split(" — ")[0]).sort()).toEqual([a.title, b.title].sort());
    const cited = reportCitations(content);
    expect(cited.length).toBeGreaterThan(0);
    for (const n of cited) expect(sources.has(n)).toBe(true);
    expect(content).toMatch(/## Sources/);
    expect(content).toMatch(/accessed \d{4}-\d{2}-\d{2}/);
  });

  it("writes a competitor report in Chinese: the matrix rows are the named competitors, with a positioning chart", async () => {
    const u = await t.signIn("research-zh@example.com");
    await addKnowledge(
      u.token,
      "笔记软件调研",
      "Notion 提供数据库和团队协作功能，个人版免费，团队版每人每月 8 美元。Obsidian 支持本地存储和插件，个人使用免费，适合重视隐私的写作者。Logseq 是开源的大纲笔记工具，完全免费，目标用户是学生和研究者。Obsidian 缺少实时协作。",
    );
    const chat = await newChat(u.token);
    const events = await research(
      u.token,
      chat.id,
      "对比 Notion、Obsidian 和 Logseq 的功能、价格和目标用户，写一份竞品分析报告",
    );
    expect(events.find((e) => e.type === "research_steps")).toMatchObject({ report_type: "competitor" });
    const report = await dataOf(
      reportSchema.nullable(),
      await t.call(`/api/chats/${chat.id}/report`, { token: u.token }),
    );
    const content = report!.content;
    if (process.env.SHOW_REPORT) console.log(content);
    expect(content).toMatch(/^# 竞品分析报告/);
    expect(content).toContain("## 参考来源");
    const rows = content.split("\n").filter((l) => l.startsWith("| ") && !l.startsWith("| ---"));
    expect(rows[0]).toMatch(/竞品 \| 功能 \| 价格 \| 目标用户/);
    expect(rows.slice(1).map((r) => r.split("|")[1].trim())).toEqual(["Notion", "Obsidian", "Logseq"]);
    expect(content).toMatch(/```mermaid\nquadrantChart/);
    expect(content).toContain("8 美元");
    for (const n of reportCitations(content)) expect(reportSources(content).has(n)).toBe(true);
  });

  it("cites only the sources about the question and sets an unrelated one aside", async () => {
    const u = await t.signIn("research-relevant@example.com");
    const coffee = await addKnowledge(
      u.token,
      "Roasting market notes",
      "Home coffee roasting grew 18% in Europe in 2024. Small drum roasters cost between 300 and 900 euros.",
    );
    await addKnowledge(
      u.token,
      "Reading survey",
      "Children read 20 minutes a day. Parents in Europe want weekly reports.",
    );
    const chat = await newChat(u.token);
    await research(u.token, chat.id, "Research the home coffee roasting market in Europe");
    const report = await dataOf(
      reportSchema.nullable(),
      await t.call(`/api/chats/${chat.id}/report`, { token: u.token }),
    );
    const content = report!.content;
    expect([...reportSources(content).values()].map((s) => s.split(" — ")[0])).toEqual([coffee.title]);
    expect(content).not.toMatch(/Children read|Reading survey/);
    expect(content).toContain("18%");
  });

  it("says in its first lines that no source speaks of the subject, and what to add", async () => {
    const u = await t.signIn("research-nothing@example.com");
    await addKnowledge(u.token, "社区团购调研", "社区团购的复购率为 35%，团长佣金约 10%。");
    const chat = await newChat(u.token);
    const events = await research(u.token, chat.id, "对比飞书文档、语雀和腾讯文档，适合 10 人的团队用哪个？");
    expect(events.find((e) => e.type === "research_steps")).toMatchObject({ report_type: "competitor" });
    const report = await dataOf(
      reportSchema.nullable(),
      await t.call(`/api/chats/${chat.id}/report`, { token: u.token }),
    );
    const content = report!.content;
    const opening = content.split("\n").slice(0, 6).join("\n");
    expect(opening).toContain("没有任何来源谈到“飞书文档、语雀和腾讯文档”");
    expect(opening).toContain("社区团购调研");
    expect(content).toContain("SEARXNG_URL");
    expect(content).not.toMatch(/复购率|适合 10 人|quadrantChart/);
    expect(reportCitations(content)).toEqual([]);
  });

  it("asks up to 3 questions with clarification on, and the next message continues the same research", async () => {
    const u = await t.signIn("research-clarify@example.com");
    await addKnowledge(
      u.token,
      "Tea notes",
      "Matcha sales in Japan rose 9% in 2024. Ceremonial grade matcha costs more than culinary grade.",
    );
    const chat = await newChat(u.token);
    const first = await research(u.token, chat.id, "Research the matcha market", {
      enable_clarification: true,
    });
    const clarification = first.find((e) => e.type === "clarification") as
      { questions: string[] } | undefined;
    expect(clarification?.questions.length).toBeGreaterThan(0);
    expect(clarification!.questions.length).toBeLessThanOrEqual(3);
    expect(first.some((e) => e.type === "chapter_writing")).toBe(false);
    const second = await research(u.token, chat.id, "Japan, 2024, for a tea shop owner", {
      enable_clarification: true,
    });
    expect(second.some((e) => e.type === "clarification")).toBe(false);
    expect(second.find((e) => e.type === "research_steps_update" && e.step === "clarify")).toMatchObject({
      state: "done",
    });
    const report = await dataOf(
      reportSchema.nullable(),
      await t.call(`/api/chats/${chat.id}/report`, { token: u.token }),
    );
    expect(report!.content).toMatch(/matcha/i);
  });

  it("a stop keeps the chapters already written as a partial version", async () => {
    const u = await t.signIn("research-stop@example.com");
    await addKnowledge(
      u.token,
      "Bike notes",
      "E-bike sales in the Netherlands passed one million in 2024. Most buyers commute under 15 km.",
    );
    const chat = await newChat(u.token);
    holdAfterFirstChapter = true;
    try {
      const res = await t.call(`/api/chats/${chat.id}/stream`, {
        method: "POST",
        token: u.token,
        json: { content: "Research the Dutch e-bike market", mode: researchKind.mode },
      });
      const roundId = res.headers.get("x-round-id")!;
      const reader = res.body!.getReader();
      let text = "";
      while (!text.includes('"type":"write_section"')) {
        const { done, value } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      await t.call(`/api/chats/${chat.id}/stop`, {
        method: "POST",
        token: u.token,
        json: { round_id: roundId },
      });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      const events = parseSse(text).map((e) => e.data);
      expect(events.at(-1)).toMatchObject({ type: "done", status: "stopped" });
      expect(events.filter((e) => e.type === "write_section").length).toBe(1);
    } finally {
      holdAfterFirstChapter = false;
    }
    const report = await dataOf(
      reportSchema.nullable(),
      await t.call(`/api/chats/${chat.id}/report`, { token: u.token }),
    );
    expect(report!.content).toContain("## Background and scope");
    expect(report!.content).not.toContain("## Key findings");
    expect(report!.content).toContain("E-bike sales");
  });
});

describe("points", () => {
  it("a research round costs its kind's points; a failed one is refunded", async () => {
    const u = await t.signIn("research-points@example.com");
    await addKnowledge(u.token, "Tea notes", "Oolong exports from Taiwan rose in 2024.");
    const available = async () =>
      (await (await t.call("/api/user/points/balance", { token: u.token })).json()).data.points_balance
        .availablePoints as number;
    const before = await available();
    await research(u.token, (await newChat(u.token)).id, "Research oolong tea exports");
    expect(await available()).toBe(before - researchKind.cost());
    failCalls = true;
    try {
      const events = await research(u.token, (await newChat(u.token)).id, "Research oolong tea imports");
      expect(events.at(-1)).toMatchObject({ type: "error" });
    } finally {
      failCalls = false;
    }
    expect(await available()).toBe(before - researchKind.cost());
  });
});

describe("report routes", () => {
  it("answers null before any report, saves an edit as a new version, serves versions with final_report, refuses bad edits in both languages", async () => {
    const u = await t.signIn("research-save@example.com");
    await addKnowledge(u.token, "Ski notes", "Ski resort visits in the Alps fell 4% in the 2023 season.");
    const chat = await newChat(u.token);
    expect(
      await dataOf(reportSchema.nullable(), await t.call(`/api/chats/${chat.id}/report`, { token: u.token })),
    ).toBeNull();
    await research(u.token, chat.id, "Research ski resort visits in the Alps");
    const first = await dataOf(
      reportSchema,
      await t.call(`/api/chats/${chat.id}/report`, { token: u.token }),
    );
    const edited = first.content.replace(/^# .*$/m, "# Alpine ski visits (edited)");
    const saved = await dataOf(
      reportSchema,
      await t.call(`/api/chats/${chat.id}/research-save`, {
        method: "POST",
        token: u.token,
        json: { content: edited },
      }),
    );
    expect(saved.version_number).toBe(first.version_number + 1);
    expect(saved.final_report).toBe(edited.trim());

    const list = await dataOf(
      versionListSchema,
      await t.call(`/api/chats/${chat.id}/${researchKind.versions.path}`, { token: u.token }),
    );
    expect(list.length).toBe(2);
    const one = await dataOf(
      reportSchema,
      await t.call(`/api/chats/${chat.id}/${researchKind.versions.path}/${first.id}`, { token: u.token }),
    );
    expect(one.final_report).toBe(first.content);

    const bad = edited.replace("## Sources", "A claim with an invented source [42].\n\n## Sources");
    const refusedEn = await t.call(`/api/chats/${chat.id}/research-save`, {
      method: "POST",
      token: u.token,
      json: { content: bad },
    });
    expect(refusedEn.status).toBe(400);
    expect((await refusedEn.json()).errmsg).toContain("Citation [42]");
    const refusedZh = await t.call(`/api/chats/${chat.id}/research-save`, {
      method: "POST",
      token: u.token,
      json: { content: bad },
      headers: { "Accept-Language": "zh" },
    });
    expect((await refusedZh.json()).errmsg).toContain("引用 [42]");
    const empty = await t.call(`/api/chats/${chat.id}/research-save`, {
      method: "POST",
      token: u.token,
      json: { content: "" },
    });
    expect(empty.status).toBe(400);
  });
});
