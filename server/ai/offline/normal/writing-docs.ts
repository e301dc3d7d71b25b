/**
 * The documents the Offline model writes when asked in chat, each as its real parts — an interview
 * script's questions about the event the user named, a weekly report's sections, a release note's
 * four headings — with the user's own subject and named parts in place. What only the user knows
 * stays in [brackets]; the reply says so (writing-answer.ts).
 */
import type { BriefLanguage } from "../brief";
import { upper } from "./answer-format";
import { partLines } from "./writing-parts";
import type { WritingAsk } from "./writing-ask";
import { announcement, jobDescription } from "./writing-comms-docs";
import { interviewScript, survey } from "./writing-research-docs";
import { retro, userStory } from "./writing-team-docs";
import { bare, you, type DocKind, type Written } from "./writing-types";

export type { DocKind } from "./writing-types";

// Earliest match after the verb wins ("会议纪要模板" is minutes, "release notes template" release notes).
export const DOC_KINDS: DocKind[] = [
  {
    id: "interview",
    en: {
      match: /\binterview (?:script|guide|questions|plan)\b|\bdiscussion guide\b/i,
      name: "Interview script",
    },
    zh: { match: /访谈(?:提纲|脚本|问题|大纲|指南)/, name: "访谈提纲" },
    write: interviewScript,
  },
  {
    id: "survey",
    en: { match: /\b(?:survey|questionnaire|poll)\b/i, name: "Survey" },
    zh: { match: /问卷|调查表/, name: "问卷" },
    write: survey,
  },
  {
    id: "report",
    en: {
      match:
        /\b(?:weekly|monthly|quarterly|daily)(?:\s+(?:status|progress|product|team))?\s+(?:report|update)\b|\b(?:status|progress)\s+(?:report|update)\b/i,
      name: "Weekly report",
    },
    zh: { match: /(?<!每)周报|月报|日报|进度汇报|工作汇报/, name: "周报" },
    parts: {
      en: ["Progress this week", "Metrics", "Risks and blockers", "Plan for next week", "Help needed"],
      zh: ["本周进展", "核心数据", "风险与问题", "下周计划", "需要的支持"],
    },
  },
  {
    id: "minutes",
    en: { match: /\bmeeting minutes\b|\bminutes\b|\bmeeting notes\b/i, name: "Meeting minutes" },
    zh: { match: /会议纪要|会议记录|纪要/, name: "会议纪要" },
    parts: {
      en: ["Attendees", "Discussion", "Decisions", "Action items"],
      zh: ["参会人", "讨论事项", "结论", "待办"],
    },
  },
  {
    id: "release-notes",
    en: { match: /\brelease notes\b|\bchangelog\b|\bchange log\b/i, name: "Release notes" },
    zh: { match: /版本说明|更新日志|发布说明|更新说明/, name: "版本说明" },
    parts: {
      en: ["New features", "Improvements", "Bug fixes", "Known issues"],
      zh: ["新功能", "体验优化", "问题修复", "已知问题"],
    },
  },
  {
    id: "announcement",
    en: {
      match: /\b(?:e-?mail|announcement|newsletter|launch post|in-app message)\b/i,
      name: "Announcement",
    },
    zh: { match: /公告|通知|邮件|推文|宣传文案|上线文案/, name: "公告" },
    write: announcement,
  },
  {
    id: "job",
    en: { match: /\bjob (?:description|post(?:ing)?|ad)\b|\bJD\b/i, name: "Job description" },
    zh: { match: /岗位描述|职位描述|招聘启事|招聘文案|JD/, name: "岗位描述" },
    write: jobDescription,
  },
  {
    id: "user-story",
    en: { match: /\buser stor(?:y|ies)\b/i, name: "User story" },
    zh: { match: /用户故事/, name: "用户故事" },
    write: userStory,
  },
  {
    id: "one-pager",
    en: { match: /\bone[- ]pager\b|\bproposal\b/i, name: "One-pager" },
    zh: { match: /一页纸|提案|立项报告|立项申请/, name: "一页纸" },
    parts: {
      en: ["Problem", "Evidence", "Proposal", "Cost", "Ask"],
      zh: ["问题", "证据", "方案", "成本", "诉求"],
    },
  },
  {
    id: "retro",
    en: { match: /\bretro(?:spective)?(?:\s+(?:agenda|plan|meeting))?\b/i, name: "Retro agenda" },
    zh: { match: /复盘会(?:议程|提纲)?|复盘议程|复盘提纲|回顾会(?:议程)?/, name: "复盘会议程" },
    write: retro,
  },
  // Any other template the user lays out ("a template with A, B and C"): their parts, in their order.
  {
    id: "template",
    en: { match: /\btemplate\b/i, name: "Template" },
    zh: { match: /模板/, name: "模板" },
  },
];

/** The document written from its kind's parts or the user's named parts. */
export function writeDoc(ask: WritingAsk, lang: BriefLanguage): Written | null {
  const { kind } = ask;
  // A named list of parts wins over a kind's usual shape: the user said what the document holds.
  if (kind.write && !(ask.parts.length && !["announcement", "user-story"].includes(kind.id)))
    return kind.write(ask, lang);
  const parts = ask.parts.length ? ask.parts : kind.parts?.[lang];
  if (!parts) return null;
  const name = kind.id === "template" ? kind[lang].name : upper(ask.named);
  const subject = you(bare(ask.about, lang)).replace(/^(?:template|模板)\s*/i, "");
  // "产品周报模板", "Release notes template": the document's name as the user gave it.
  const lead = lang === "zh" && ask.topic.length <= 6 ? ask.topic : kind.id === "template" ? ask.topic : "";
  const template = ask.template && kind.id !== "template";
  const title =
    lang === "zh"
      ? `${lead}${kind.id === "template" ? "" : name}${template || kind.id === "template" ? "模板" : ""}${subject ? ` — ${subject}` : ""}`
      : `${kind.id === "template" ? `${upper(lead || "document")} template` : `${name}${template ? " template" : ""}`}${subject ? ` — ${subject}` : ""}`;
  return {
    title,
    sections: parts.map((p) => ({ heading: lang === "zh" ? p : upper(p), lines: partLines(p, lang) })),
  };
}
