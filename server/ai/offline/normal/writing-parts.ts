/**
 * What goes under a part a user named in a document ("本周进展", "known issues", "evidence"): the
 * prompts a writer fills in, so a template is usable as it stands. A part not known here keeps its
 * name and asks for its content in brackets — never another part's text.
 */
import type { BriefLanguage } from "../brief";
import { upper } from "./answer-format";

/** `fill`: a line of the user's own notes that belongs under this part ("Fixed: …" under bug fixes). */
type PartGuide = { id: string; match: RegExp; en: string[]; zh: string[]; fill?: RegExp };

// Order matters: "风险与问题" is about risks, "问题修复" about fixes, a bare "problem" about the user's problem.
const GUIDES: PartGuide[] = [
  {
    id: "known",
    match: /known issue|已知问题/i,
    fill: /\bknown issue|\bstill\b|workaround|not yet fixed|已知|仍然|暂未|尚未修复/i,
    en: ["[What still goes wrong] — who it affects — the workaround until it is fixed"],
    zh: ["[仍存在的问题] — 影响哪些用户 — 修复前的临时办法"],
  },
  {
    id: "fix",
    match: /bug|fix|修复/i,
    fill: /^(?:bug ?)?fix(?:ed|es)?\b|\bfixed\b|修复|已解决/i,
    en: ["[What was wrong, in the user's words] — fixed; where it showed up"],
    zh: ["[用户遇到的问题，用用户的话说] — 已修复；出现在哪个页面"],
  },
  {
    id: "risk",
    match: /risk|blocker|issue|风险|阻塞|卡点/i,
    fill: /\b(?:crash|fail|error|risk|block|can't|cannot|broken|bug|complain)|找不到|闪退|崩溃|失败|报错|风险|阻塞|卡住|投诉|延期/i,
    en: ["[Risk or blocker] — impact if it happens — what you are doing about it — owner"],
    zh: ["[风险或阻塞] — 发生后的影响 — 应对措施 — 负责人"],
  },
  {
    id: "progress",
    match: /progress|done|accomplish|shipped|delivered|this week|进展|完成|本周|已上线/i,
    fill: /\b(?:added|launched|shipped|released|completed|finished|done|built|migrated)\b|上线了|已上线|完成|交付|发布了/i,
    en: [
      "Finished, against the plan: [item] — [result]",
      "In progress: [item] — [how far along, % or stage]",
    ],
    zh: ["已完成（对照计划）：[事项] — [结果]", "进行中：[事项] — [进度，百分比或阶段]"],
  },
  {
    id: "metric",
    match: /metric|data|number|kpi|figure|数据|指标/i,
    fill: /\d+(?:\.\d+)?\s?%|\d[\d,]*\s*(?:users|signups|sign-ups|customers|orders|visits|人|次|单|元)|比上周|环比|同比|增长|下降|降到|升到|\bup\b|\bdown\b/i,
    en: ["[Key metric]: this week [ ] / last week [ ] / change [ ]", "Why it moved, in one line"],
    zh: ["[核心指标]：本周 [ ] / 上周 [ ] / 变化 [ ]", "一句话说明变化原因"],
  },
  {
    id: "next",
    match: /next|plan|计划|下周|下一步/i,
    fill: /\bnext (?:week|sprint|month)\b|\bplan(?:ned|s)? to\b|\bwill\b|下周|下个|计划|将在|准备/i,
    en: ["[The three things to finish next] — owner — date"],
    zh: ["[接下来要完成的三件事] — 负责人 — 日期"],
  },
  {
    id: "help",
    match: /help|support|需要的支持|支持|协调/i,
    en: ["[What you need, from whom, by when]"],
    zh: ["[需要谁在什么时候提供什么支持]"],
  },
  {
    id: "attendee",
    match: /attendee|participant|参会|出席|与会/i,
    en: ["[Names and roles]; absent: [names]"],
    zh: ["[姓名与角色]；缺席：[姓名]"],
  },
  {
    id: "discussion",
    match: /discussion|topic|agenda|讨论|议题/i,
    en: ["[Topic] — what was said — the options weighed"],
    zh: ["[议题] — 主要观点 — 讨论过的方案"],
  },
  {
    id: "decision",
    match: /decision|conclusion|outcome|结论|决定|决议/i,
    fill: /\b(?:decided|agreed|decision)\b|决定|同意|结论|确定/i,
    en: ["[Decision, in one sentence] — who decided"],
    zh: ["[结论，一句话] — 由谁决定"],
  },
  {
    id: "action",
    match: /action|to-?do|follow-?up|待办|行动项|跟进/i,
    fill: /\b(?:action|todo|to do|owner|follow up|will)\b|负责|跟进|待办|截止/i,
    en: ["[Task] — owner — due date"],
    zh: ["[任务] — 负责人 — 截止日期"],
  },
  {
    id: "feature",
    match: /new feature|新功能|新增/i,
    fill: /^(?:added|new)\b|\bnew\b|\bintroduc|新增(?!注册)|新功能|支持/i,
    en: ["[Feature name] — what people can now do, in one sentence"],
    zh: ["[功能名称] — 用户现在可以做什么，一句话说明"],
  },
  {
    id: "improve",
    match: /improve|enhance|优化|改进/i,
    fill: /\b(?:faster|quicker|improv|better|now (?:includes|shows|supports)|clearer|simpler)|更快|优化|提升|改进|更清楚/i,
    en: ["[What got faster, simpler or clearer] — where"],
    zh: ["[哪里变得更快、更简单或更清楚] — 在哪个页面"],
  },
  {
    id: "problem",
    match: /problem|pain|问题|痛点/i,
    en: ["[Who has the problem] — how often — what it costs them today"],
    zh: ["[谁遇到这个问题] — 多频繁 — 今天让他们付出什么代价"],
  },
  {
    id: "evidence",
    match: /evidence|proof|research|证据|依据|调研/i,
    en: ["The two or three facts that show it: [a number], [a customer quote], [tickets or deals lost]"],
    zh: ["能证明它的两三条事实：[一个数字]、[一句用户原话]、[工单或丢单]"],
  },
  {
    id: "proposal",
    match: /proposal|solution|idea|方案|提议|解决/i,
    en: ["[What you will build, in three sentences] — and what it is not"],
    zh: ["[要做什么，三句话说清] — 以及不做什么"],
  },
  {
    id: "cost",
    match: /cost|budget|effort|成本|预算|投入|资源/i,
    en: ["[People × weeks], [money], and what you will stop doing to pay for it"],
    zh: ["[人力 × 周数]、[费用]，以及为此要暂停哪些工作"],
  },
  {
    id: "ask",
    match: /\bask\b|request|decision needed|诉求|请求|需要的决定/i,
    en: ["[The one decision you need], from whom, by when"],
    zh: ["[需要做出的一个决定]、由谁来定、什么时候之前"],
  },
  {
    id: "goal",
    match: /goal|objective|目标/i,
    en: ["[What success looks like, as a number and a date]"],
    zh: ["[成功的样子：一个数字和一个日期]"],
  },
];

// Where a line of the user's notes goes: the most specific kind first ("Fixed: …" is a fix before it is
// an error; "下周计划上线…" a plan before a launch). A figure that moved ("支付失败率从 2.1% 降到 1.4%",
// "up from 31% to 36%") is a metric before a risk; a failure with a figure that did not move ("still fails
// for 4% of users") is a risk before a metric.
const TREND =
  /比上周|环比|同比|增长|下降|降到|升到|提升到|\b(?:up|down|rose|fell|grew|dropped)\b|\bfrom\b.+\bto\b|从.+(?:到|至)/i;
const FILL_ORDER: { id: string; when?: RegExp }[] = [
  { id: "fix" },
  { id: "known" },
  { id: "next" },
  { id: "metric", when: TREND },
  { id: "risk" },
  { id: "metric" },
  { id: "decision" },
  { id: "action" },
  { id: "feature" },
  { id: "improve" },
  { id: "progress" },
];

/** The index of the part (among `parts`) a line of the user's notes belongs under, or -1. */
export function partFor(line: string, parts: string[]): number {
  for (const step of FILL_ORDER) {
    const g = GUIDES.find((x) => x.id === step.id)!;
    if (!g.fill?.test(line) || (step.when && !step.when.test(line))) continue;
    const at = parts.findIndex((p) => GUIDES.find((x) => x.match.test(p)) === g);
    if (at >= 0) return at;
  }
  return -1;
}

/** The lines under a named part: what it holds, or a bracketed prompt in its own name. */
export function partLines(part: string, lang: BriefLanguage): string[] {
  const guide = GUIDES.find((g) => g.match.test(part));
  if (guide) return guide[lang];
  return [lang === "zh" ? `[在这里写「${part}」的内容]` : `[What goes under “${upper(part)}”]`];
}
