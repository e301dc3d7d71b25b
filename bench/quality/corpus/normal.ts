/** Chat questions product managers ask: how-tos, comparisons, definitions, lists, whys. */
import type { QualityCase } from "./types";

const chat = (
  id: string,
  lang: "en" | "zh",
  content: string,
  expect: QualityCase["expect"],
): QualityCase => ({ id, lang, kind: "normal", turns: [{ content, mode: "normal" }], expect });

export const NORMAL_CASES: QualityCase[] = [
  chat(
    "normal-en-usability",
    "en",
    "How do we run a lean usability test with five participants on a two-week budget?",
    { reply: { intent: "howto" }, terms: ["usability test", "participant"] },
  ),
  chat(
    "normal-en-roadmap-vs-release",
    "en",
    "What's the difference between a product roadmap and a release plan?",
    { reply: { intent: "compare", items: ["roadmap", "release plan"] } },
  ),
  chat("normal-en-north-star", "en", "What is a north star metric?", {
    reply: { intent: "definition" },
    terms: ["north star metric"],
  }),
  chat(
    "normal-en-handoff",
    "en",
    "Give me a checklist for handing off a feature from design to engineering",
    { reply: { intent: "list" }, terms: ["design", "engineering"] },
  ),
  chat(
    "normal-en-kanban-scrum",
    "en",
    "Kanban or Scrum for a four-person platform team that handles lots of interrupt work?",
    { reply: { intent: "compare", items: ["Kanban", "Scrum"] } },
  ),
  chat("normal-en-acceptance", "en", "How should I write acceptance criteria for a password reset story?", {
    reply: { intent: "howto" },
    terms: ["acceptance criteria", "password reset"],
  }),
  chat(
    "normal-en-b2b-trials",
    "en",
    "Why do B2B trials convert poorly when onboarding requires a sales call?",
    { reply: { intent: "answer" }, terms: ["trial", "sales call"] },
  ),
  chat("normal-en-ab-test", "en", "Steps to set up an A/B test for a new checkout button colour", {
    reply: { intent: "howto" },
    terms: ["A/B test", "checkout button"],
  }),
  chat("normal-zh-interview", "zh", "如何组织一次用户访谈来验证外卖骑手排班功能的需求？", {
    reply: { intent: "howto" },
    terms: ["用户访谈", "排班"],
  }),
  chat("normal-zh-okr-kpi", "zh", "OKR和KPI有什么区别？适合一个20人的创业团队吗？", {
    reply: { intent: "compare", items: ["OKR", "KPI"] },
  }),
  chat("normal-zh-mvp", "zh", "什么是MVP？", { reply: { intent: "definition" }, terms: ["MVP"] }),
  chat("normal-zh-pricing", "zh", "怎么给B端SaaS产品做定价？我们是做门店排班的", {
    reply: { intent: "howto" },
    terms: ["定价", "排班"],
  }),
  chat("normal-zh-competitor", "zh", "竞品分析报告一般包括哪些部分？", {
    reply: { intent: "list" },
    terms: ["竞品分析"],
  }),
  chat("normal-zh-gray-release", "zh", "灰度发布和全量发布各有什么优缺点？", {
    reply: { intent: "compare", items: ["灰度发布", "全量发布"] },
  }),
  chat("normal-zh-retention", "zh", "为什么我们的小程序次日留存只有15%？可能的原因有哪些", {
    reply: { intent: "answer" },
    terms: ["留存", "15%"],
  }),
  chat("normal-zh-weekly-meeting", "zh", "写一份产品周会的议程模板", {
    reply: { intent: "list" },
    terms: ["周会", "议程"],
  }),
  chat("normal-en-premortem", "en", "How do I run a pre-mortem with my team before a big launch?", {
    reply: { intent: "howto" },
    terms: ["pre-mortem", "failed", "risk", "owner"],
    forbid: ["with my team", "must settle"],
  }),
  chat("normal-zh-competitors", "zh", "怎么做竞品分析？", {
    reply: { intent: "howto" },
    terms: ["竞品", "对比表", "评论"],
    forbid: ["要回答什么。**写下它要支持的那个决定"],
  }),
  chat("normal-zh-interview-survey", "zh", "用户访谈和问卷调查有什么区别？", {
    reply: { intent: "compare", items: ["用户访谈", "问卷调查"] },
    terms: ["一对一", "量化"],
    forbid: ["需确认"],
  }),
];
