/** One-line definitions of product terms, so "What is a PRD?" gets a real answer offline. */
import type { OfflineLocale } from "../types";

type Entry = { term: [en: string, zh: string]; match: RegExp; en: string; zh: string };

const ENTRIES: Entry[] = [
  {
    term: ["PRD", "PRD"],
    match: /\bprd\b|product requirements? doc|需求文档/i,
    en: "a product requirements document: the problem, users, goals, scope, user stories and acceptance criteria of a feature.",
    zh: "产品需求文档：说明要解决的问题、目标用户、目标、范围、用户故事和验收标准。",
  },
  {
    term: ["MVP", "MVP"],
    match: /\bmvp\b|minimum viable product|最小可行产品/i,
    en: "the smallest version of a product that lets real users get the core value, built to learn fast.",
    zh: "最小可行产品：能让真实用户获得核心价值的最小版本，用来快速验证想法。",
  },
  {
    term: ["user story", "用户故事"],
    match: /user stor(y|ies)|用户故事/i,
    en: 'a requirement written as "As a <user>, I want <goal> so that <benefit>".',
    zh: "用「作为<用户>，我想要<目标>，以便<收益>」的句式描述的需求。",
  },
  {
    term: ["prototype", "原型"],
    match: /\bprototypes?\b|原型/i,
    en: "a clickable mock of the product used to test flows and layout before building it.",
    zh: "可点击的产品模型，在开发前用来验证流程和布局。",
  },
  {
    term: ["test case", "测试用例"],
    match: /test[\s-]?cases?|测试用例/i,
    en: "a precondition, steps and an expected result that check one behaviour of the product.",
    zh: "由前置条件、操作步骤和预期结果组成，用来检查产品的某一个行为。",
  },
  {
    term: ["flowchart", "流程图"],
    match: /flow\s?charts?|流程图/i,
    en: "a diagram of the steps, decisions and outcomes of a process or user flow.",
    zh: "用图形表示流程中的步骤、判断和结果。",
  },
  {
    term: ["KPI", "KPI"],
    match: /\bkpis?\b|\bokrs?\b|north star|关键指标|北极星指标/i,
    en: "a measurable number that shows whether the product is reaching its goal.",
    zh: "用来衡量产品是否达成目标的可量化指标。",
  },
];

export type Definition = { term: string; text: string };

export function findDefinitions(text: string, locale: OfflineLocale): Definition[] {
  return ENTRIES.filter((e) => e.match.test(text))
    .slice(0, 2)
    .map((e) => ({ term: e.term[locale === "zh" ? 1 : 0], text: e[locale] }));
}
