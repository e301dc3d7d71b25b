/**
 * What a request is about, as search terms: its words (the knowledge base's own zh/en terms,
 * `queryTerms`) without the words every question has ("what are the top 3 … fixes", "有哪些…建议"),
 * plus a few close words a note on the same subject uses instead ("churn" → "cancel"). A request
 * with no such word ("summarise these notes", "总结一下") is about the picked items themselves.
 */
import { queryTerms, type QueryTerm } from "./search-text";

export type FocusTerm = QueryTerm & { weight: number };

/** Words of the asking, not of the subject: they never make a passage relevant on their own. */
const GENERIC_EN = new Set(
  `a an the and or but of to in on at for from by with without about into over under per as is are was were be been being
  do does did doing done have has had can could should would will shall may might must let lets
  what which who whom whose how why when where whether there here this that these those it its they them their
  i me my we us our you your he she his her
  top best main biggest key most more less least first second third one two three four five ten few several many much some any all each every
  way ways thing things stuff kind kinds type types
  fix fixes fixing fixed improve improving improvement improvements reduce reducing increase increasing raise lower boost
  suggest suggestion suggestions recommend recommendation recommendations advice idea ideas tip tips option options
  tell give list show explain describe summarise summarize summary overview write draft make create build get got need needs
  help please based according know knowledge note notes file files document documents doc docs data say says said mention mentions
  answer question questions problem problems issue issues reason reasons cause causes factor factors
  good better bad worse important biggest common likely possible
  app apps product products feature features user users customer customers people team teams
  new tool tools platform platforms
  prd report research analysis page prototype chart diagram flowchart
  survey surveys findings results
  vs versus compare comparison between than also just only really very so then`
    .split(/\s+/)
    .filter(Boolean),
);

const GENERIC_ZH = new Set(
  `什么 哪些 哪个 哪里 怎么 怎样 如何 为什么 为何 是否 是不是 有没有 多少 几个 几 吗 呢 吧 啊
  我们 我 你 你们 他们 它 它们 这个 那个 这些 那些 这份 这里 其中
  最 主要 前三 前三个 三个 五个 一些 几点 所有 每个 关键 重要 常见 可能
  建议 方法 办法 方案 措施 思路 做法 技巧 问题 原因 因素 理由
  改进 改善 提升 提高 降低 减少 增加 解决 优化
  请 帮 帮我 一下 给 写 做 列出 说明 解释 介绍 总结 概括 分析 对比 比较
  根据 资料 知识 文档 文件 笔记 数据 内容 说 提到 认为
  应用 产品 功能 用户 客户 团队 报告 调研 研究 原型 流程图 图表
  情况 状况 现状 怎么样 表现 如何了
  是 有 的 了 和 与 及 或 在 从 对 把 被 就 都 也 还 要 能 会 可以 应该 需要`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words a note on the same subject writes instead of the asker's (both ways, zh and en). */
const RELATED: string[][] = [
  ["churn", "cancel", "cancelled", "cancellation", "unsubscribe", "流失", "取消", "退订"],
  ["retention", "retain", "churn", "留存", "流失"],
  ["price", "pricing", "cost", "expensive", "cheap", "价格", "定价", "贵"],
  // A note on onboarding speaks of trials, first steps and invites rather than of "onboarding".
  [
    "onboarding",
    "signup",
    "sign-up",
    "trial",
    "activation",
    "activate",
    "invite",
    "setup",
    "注册",
    "新手",
    "试用",
    "激活",
  ],
  ["scheduling", "schedule", "calendar", "booking", "appointment", "排班", "日程"],
  ["conversion", "convert", "转化"],
  ["complaint", "complain", "complaints", "投诉", "抱怨"],
];

function stemless(word: string): string {
  return word.replace(/(?:ing|ed|es|s)$/, "");
}

function isGeneric(term: QueryTerm): boolean {
  if (term.cjk) return GENERIC_ZH.has(term.text) || [...term.text].length < 2;
  if (/^\d+$/.test(term.text)) return term.text.length < 4; // "top 3" is asking; "2024" is the subject
  return GENERIC_EN.has(term.text) || GENERIC_EN.has(stemless(term.text)) || term.text.length < 2;
}

/** A CJK run the segmenter left whole can hold a generic word at its end ("流失原因" → 流失), or a particle ("的退货率" → 退货率). */
function trimGenericEnds(given: QueryTerm): QueryTerm[] {
  const bare = given.cjk
    ? given.text.replace(/^[的了和与及或在从对把被就都也还要]+|[的了吗呢吧啊]+$/gu, "")
    : given.text;
  const term = bare && bare !== given.text ? { ...given, text: bare } : given;
  if (!term.cjk || GENERIC_ZH.has(term.text)) return [term];
  for (const word of GENERIC_ZH) {
    if ([...word].length < 2) continue;
    if (term.text.endsWith(word) && term.text.length > word.length + 1)
      return [{ text: term.text.slice(0, -word.length), cjk: true }];
    if (term.text.startsWith(word) && term.text.length > word.length + 1)
      return [{ text: term.text.slice(word.length), cjk: true }];
  }
  return [term];
}

const CJK_TEXT = /^[\p{Script=Han}]/u;

/** The request's subject words (weight 1) and their close words (weight 0.6); empty: the request names no subject. */
export function focusTerms(request: string): FocusTerm[] {
  const terms = queryTerms(request)
    .flatMap(trimGenericEnds)
    .filter((t) => !isGeneric(t));
  const out: FocusTerm[] = [];
  const seen = new Set<string>();
  const add = (text: string, cjk: boolean, weight: number) => {
    if (seen.has(text)) return;
    seen.add(text);
    out.push({ text, cjk, weight });
  };
  for (const term of terms) add(term.text, term.cjk, 1);
  // "退货率" is measured over 退货, "转化率" over 转化, "订单量" over 订单: the thing counted is a close word.
  for (const term of terms) {
    const base = term.cjk ? /^([\p{Script=Han}]{2,})[率量数额值]$/u.exec(term.text)?.[1] : undefined;
    if (base && !GENERIC_ZH.has(base)) add(base, true, 0.6);
  }
  for (const term of terms)
    for (const group of RELATED)
      if (group.includes(term.text) || (!term.cjk && group.includes(stemless(term.text))))
        for (const word of group) add(word, CJK_TEXT.test(word), 0.6);
  return out.slice(0, 30);
}
