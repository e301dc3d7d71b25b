/**
 * Issue #39 ("names every part asked, in their language"): chat requests to WRITE a document — an
 * interview script, a weekly report template, a release-notes template, an announcement, a user
 * story, a survey. Written on 2026-12-08 before any change for them, after reading two of them
 * answered as a risk register ("帮我写一份产品周报模板…风险…") and as validation advice.
 * Each part the request names must be a part of the answer; the subject must be named.
 */
import type { QualityCase } from "./types";

const ask = (id: string, lang: "en" | "zh", content: string, expect: QualityCase["expect"]): QualityCase => ({
  id,
  lang,
  kind: "normal",
  turns: [{ content, mode: "normal" }],
  expect: { reply: { intent: "list" }, ...expect },
});

export const WRITING_HELD_OUT_CASES: QualityCase[] = [
  ask(
    "nw-en-interview-script",
    "en",
    "Write a user interview script for people who cancelled a meal kit subscription",
    {
      terms: ["meal kit", "cancel", "thank"],
      forbid: ["Validate your product", "riskiest assumption"],
    },
  ),
  ask("nw-zh-weekly-report", "zh", "帮我写一份产品周报模板，包括本周进展、数据、风险和下周计划", {
    terms: ["本周进展", "数据", "风险", "下周计划"],
    forbid: ["风险清单", "迁移", "帮我写"],
  }),
  ask("nw-en-announce-email", "en", "Draft an email announcing our new dark mode to existing customers", {
    terms: ["dark mode", "Subject"],
    forbid: ["checklist", "Owner and due date"],
  }),
  ask("nw-zh-minutes", "zh", "写一份会议纪要模板，要有参会人、讨论事项、结论和待办", {
    terms: ["参会人", "讨论事项", "结论", "待办"],
    forbid: ["清单**", "风险清单"],
  }),
  ask(
    "nw-en-release-notes",
    "en",
    "Create a release notes template with sections for new features, improvements, bug fixes and known issues",
    { terms: ["new features", "improvements", "bug fixes", "known issues"], forbid: ["Launch checklist"] },
  ),
  ask("nw-zh-survey", "zh", "帮我准备一份用户满意度问卷，针对在线教育App的家长", {
    terms: ["在线教育", "家长", "满意"],
    forbid: ["清单**", "负责人和截止时间"],
  }),
  ask("nw-en-job", "en", "Write a job description for a senior product designer at our fintech startup", {
    terms: ["senior product designer", "fintech", "responsibilities"],
    forbid: ["checklist", "Owner and due date"],
  }),
  ask("nw-zh-announcement", "zh", "给新功能写一段上线公告：支持多人同时编辑同一份文档", {
    terms: ["多人同时编辑"],
    forbid: ["上线检查清单", "回滚方案"],
  }),
  ask("nw-en-retro", "en", "Prepare a retro agenda for a sprint where we missed the release date", {
    terms: ["retro", "release date", "missed"],
    forbid: ["Weekly product meeting"],
  }),
  ask("nw-zh-user-story", "zh", "写一个用户故事：作为仓库管理员，我想扫码入库，以便减少手工录入", {
    terms: ["仓库管理员", "扫码入库", "减少手工录入", "验收标准"],
    forbid: ["清单**"],
  }),
  ask(
    "nw-en-one-pager",
    "en",
    "Give me a one-pager template for pitching a new feature to leadership, covering problem, evidence, proposal, cost and ask",
    { terms: ["problem", "evidence", "proposal", "cost", "ask", "leadership"] },
  ),
  ask("nw-en-survey", "en", "Write a short survey to find out why free users don't upgrade to Pro", {
    terms: ["upgrade", "Pro", "free"],
    forbid: ["Owner and due date", "usual causes"],
  }),
];
