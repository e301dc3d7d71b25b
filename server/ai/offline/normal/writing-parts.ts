/**
 * What goes under a part a user named in a document ("本周进展", "known issues", "evidence"): the
 * prompts a writer fills in, so a template is usable as it stands. A part not known here keeps its
 * name and asks for its content in brackets — never another part's text.
 */
import type { BriefLanguage } from "../brief";
import { upper } from "./answer-format";

type PartGuide = { match: RegExp; en: string[]; zh: string[] };

// Order matters: "风险与问题" is about risks, "问题修复" about fixes, a bare "problem" about the user's problem.
const GUIDES: PartGuide[] = [
  {
    match: /known issue|已知问题/i,
    en: ["[What still goes wrong] — who it affects — the workaround until it is fixed"],
    zh: ["[仍存在的问题] — 影响哪些用户 — 修复前的临时办法"],
  },
  {
    match: /bug|fix|修复/i,
    en: ["[What was wrong, in the user's words] — fixed; where it showed up"],
    zh: ["[用户遇到的问题，用用户的话说] — 已修复；出现在哪个页面"],
  },
  {
    match: /risk|blocker|issue|风险|阻塞|卡点/i,
    en: ["[Risk or blocker] — impact if it happens — what you are doing about it — owner"],
    zh: ["[风险或阻塞] — 发生后的影响 — 应对措施 — 负责人"],
  },
  {
    match: /progress|done|accomplish|shipped|delivered|this week|进展|完成|本周|已上线/i,
    en: [
      "Finished, against the plan: [item] — [result]",
      "In progress: [item] — [how far along, % or stage]",
    ],
    zh: ["已完成（对照计划）：[事项] — [结果]", "进行中：[事项] — [进度，百分比或阶段]"],
  },
  {
    match: /metric|data|number|kpi|figure|数据|指标/i,
    en: ["[Key metric]: this week [ ] / last week [ ] / change [ ]", "Why it moved, in one line"],
    zh: ["[核心指标]：本周 [ ] / 上周 [ ] / 变化 [ ]", "一句话说明变化原因"],
  },
  {
    match: /next|plan|计划|下周|下一步/i,
    en: ["[The three things to finish next] — owner — date"],
    zh: ["[接下来要完成的三件事] — 负责人 — 日期"],
  },
  {
    match: /help|support|需要的支持|支持|协调/i,
    en: ["[What you need, from whom, by when]"],
    zh: ["[需要谁在什么时候提供什么支持]"],
  },
  {
    match: /attendee|participant|参会|出席|与会/i,
    en: ["[Names and roles]; absent: [names]"],
    zh: ["[姓名与角色]；缺席：[姓名]"],
  },
  {
    match: /discussion|topic|agenda|讨论|议题/i,
    en: ["[Topic] — what was said — the options weighed"],
    zh: ["[议题] — 主要观点 — 讨论过的方案"],
  },
  {
    match: /decision|conclusion|outcome|结论|决定|决议/i,
    en: ["[Decision, in one sentence] — who decided"],
    zh: ["[结论，一句话] — 由谁决定"],
  },
  {
    match: /action|to-?do|follow-?up|待办|行动项|跟进/i,
    en: ["[Task] — owner — due date"],
    zh: ["[任务] — 负责人 — 截止日期"],
  },
  {
    match: /new feature|新功能|新增/i,
    en: ["[Feature name] — what people can now do, in one sentence"],
    zh: ["[功能名称] — 用户现在可以做什么，一句话说明"],
  },
  {
    match: /improve|enhance|优化|改进/i,
    en: ["[What got faster, simpler or clearer] — where"],
    zh: ["[哪里变得更快、更简单或更清楚] — 在哪个页面"],
  },
  {
    match: /problem|pain|问题|痛点/i,
    en: ["[Who has the problem] — how often — what it costs them today"],
    zh: ["[谁遇到这个问题] — 多频繁 — 今天让他们付出什么代价"],
  },
  {
    match: /evidence|proof|research|证据|依据|调研/i,
    en: ["The two or three facts that show it: [a number], [a customer quote], [tickets or deals lost]"],
    zh: ["能证明它的两三条事实：[一个数字]、[一句用户原话]、[工单或丢单]"],
  },
  {
    match: /proposal|solution|idea|方案|提议|解决/i,
    en: ["[What you will build, in three sentences] — and what it is not"],
    zh: ["[要做什么，三句话说清] — 以及不做什么"],
  },
  {
    match: /cost|budget|effort|成本|预算|投入|资源/i,
    en: ["[People × weeks], [money], and what you will stop doing to pay for it"],
    zh: ["[人力 × 周数]、[费用]，以及为此要暂停哪些工作"],
  },
  {
    match: /\bask\b|request|decision needed|诉求|请求|需要的决定/i,
    en: ["[The one decision you need], from whom, by when"],
    zh: ["[需要做出的一个决定]、由谁来定、什么时候之前"],
  },
  {
    match: /goal|objective|目标/i,
    en: ["[What success looks like, as a number and a date]"],
    zh: ["[成功的样子：一个数字和一个日期]"],
  },
];

/** The lines under a named part: what it holds, or a bracketed prompt in its own name. */
export function partLines(part: string, lang: BriefLanguage): string[] {
  const guide = GUIDES.find((g) => g.match.test(part));
  if (guide) return guide[lang];
  return [lang === "zh" ? `[在这里写「${part}」的内容]` : `[What goes under “${upper(part)}”]`];
}
