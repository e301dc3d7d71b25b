/**
 * The answer to a how-to question ("how do I run a design critique", "怎样提高完课率"): a known
 * practice's own steps applied to the asker's case, a metric's measure-find-test loop, or — when
 * nothing is known of it — a general way to work it out that says so.
 */
import type { BriefLanguage } from "../brief";
import type { KnowledgeText } from "../knowledge/knowledge";
import type { Topic } from "./topic";
import { isOrAre } from "../language/grammar";
import { numbered, upper } from "./answer-format";

const METRIC_MOVE = {
  zh: /^(?:提高|提升|降低|减少|增加|改善|拉高|拉升|优化)(?=.{2,}(?:率|量|数|时长|时间|占比|比例|成本|天数|人数|满意度|NPS|留存|转化|复购|活跃))/,
  en: /^(?:improve|increase|raise|boost|grow|reduce|lower|cut|decrease)\s+(?:the\s+|our\s+|your\s+)?(?=[\w\s-]*\b(?:rates?|time|times|costs?|count|nps|scores?|share|ratio|conversion|completion|no-shows?|drop-?offs?|abandonment|tickets|churn|retention)\b)/i,
};
/** A thing that reads as a noun phrase ("design critique", "onboarding flow"), not a verb, a comparison or a clause. */
const NOUN_THING =
  /^(?!(?:more|less|fewer|better|faster|handle|get|make|do|have|be|keep|stop|start|deal|go|turn|let|help)\b)(?![\s\S]*\bto\s+[a-z]+)(?![\s\S]*\b(?:faster|better|easier|cheaper|simpler|quicker|smoother|clearer|safer|bigger|smaller|more|less)$)[\s\S]+$/i;

export function howtoAnswer(t: Topic, lang: BriefLanguage, known?: KnowledgeText): string {
  const c = t.constraints.join(lang === "zh" ? "，" : ", ");
  // A practice we know: say what it is first, and end on what usually goes wrong with it.
  const about = known
    ? lang === "zh"
      ? `**${known.name}**是${known.what.replace(/^一种/, "一种")}适合：${known.bestFor}`
      : `**${known.name}** ${isOrAre(known.name)} ${known.what} It works best for ${known.bestFor}`
    : "";
  const rule = known
    ? lang === "zh"
      ? `**要注意：**${known.watchOut}`
      : `**Watch out:** ${upper(known.watchOut)}`
    : "";
  // A method we know the steps of: its own steps, not the general ones.
  if (known?.steps) {
    // …then applied to what it is for ("for a new checkout button colour"), when the question says.
    const what = {
      ...t,
      constraints: t.constraints.filter((x) =>
        lang === "zh" ? /^(?:针对|关于|对)/.test(x) : /^(?:for|on|about|of|in)\s/i.test(x),
      ),
    };
    const applied = what.constraints.length ? appliedSteps(what, lang) : "";
    return [
      lang === "zh"
        ? `**怎样${t.action}**${c ? `（${c}）` : ""}`
        : `**How to ${t.action}**${c ? ` (${c})` : ""}`,
      about,
      numbered(known.steps),
      applied,
      rule,
    ]
      .filter(Boolean)
      .join("\n\n");
  }
  // Moving a number ("提高完课率", "reduce no-shows"): measure it, find where it is lost, test one change.
  const metric = METRIC_MOVE[lang].exec(t.action);
  if (metric && !known) {
    const what = t.action.slice(metric[0].length).trim() || t.thing;
    return lang === "zh"
      ? [
          `**怎样${t.action}**${c ? `（${c}）` : ""}`,
          numbered([
            `**先把「${what}」的口径定下来并量出基线。**写清分子、分母和统计周期，再按用户群、渠道和时间拆开看。`,
            `**找到损失最大的那一步。**把过程拆成步骤，看「${what}」在哪一步掉得最多，再访谈 5 位在这一步停下的用户。`,
            `**列出 2–3 个假设。**每个写成“如果改了……，${what}会……”，按影响和成本排序。`,
            `**一次只改一处做小实验。**留对照组，提前定好判定标准和观察周期。`,
            `**复盘。**有效的推广到全部用户，无效的记下原因，换下一个假设。`,
          ]),
          `**经验法则：**先盯住一个口径稳定的数字；口径一变，前后对比就失效了。`,
        ].join("\n\n")
      : [
          `**How to ${t.action}**${c ? ` (${c})` : ""}`,
          numbered([
            `**Pin down ${what} and measure the baseline.** Write its numerator, denominator and period, then split it by user group, channel and week.`,
            `**Find the step where most is lost.** Break the journey into steps, see where ${what} drops most, and talk to five people who stopped there.`,
            `**Write two or three hypotheses** as "if we change …, ${what} will …", ranked by impact and cost.`,
            `**Test one change at a time** against a control group, with the success bar and the time to wait set beforehand.`,
            `**Review:** roll out what worked to everyone; write down why the rest did not and try the next hypothesis.`,
          ]),
          `**Rule of thumb:** keep one stable definition of the number; once it changes, before and after no longer compare.`,
        ].join("\n\n");
  }
  if (lang === "zh") {
    return [
      `**怎样${t.action}**${c ? `（${c}）` : ""}`,
      ...(about
        ? [about]
        : [
            "离线模式下我没有关于这件事的具体资料，下面是一个通用的推进方法；在设置中连接真实模型，或用**调研**模式读你自己的资料，才能得到针对它的回答。",
          ]),
      numbered([
        `**先想清楚${t.thing}要达成什么。**写下它服务的目标、怎样算成功，以及什么结果会让你改变计划。`,
        `**按约束确定范围${c ? `：${c}` : ""}。**定好谁参与、覆盖什么、不做什么；小而聚焦的${t.thing}胜过面面俱到。`,
        `**把${t.thing}拆成具体的事。**列出要做的事、负责人和时间，先找同事过一遍。`,
        `**先小范围落地：${t.action}。**按计划进行，边做边记录，特别记下出乎意料的地方。`,
        `**两天内同步结论。**写出三条发现、每条的证据，以及你建议的下一步。`,
      ]),
      rule || `**经验法则：**先做能验证最大风险的那一小块，再扩大范围。`,
    ].join("\n\n");
  }
  // Nothing known of it: say so, and point to what would know (issue 39 — never pass a frame off as an answer).
  const honest = about
    ? []
    : [
        "I have no notes on this in particular offline, so here is a general way to work it out — connect a model in Settings, or use **Research** with your own sources, for an answer about it.",
      ];
  // "make our checkout faster", "get more hosts to list their homes", "handle dark mode": the thing is
  // no noun to put in "the … must achieve"; the steps then speak of the result instead.
  if (!NOUN_THING.test(t.thing) || t.thing === t.action)
    return [
      `**How to ${t.action}**${c ? ` (${c})` : ""}`,
      ...(about ? [about] : honest),
      numbered([
        "**Say what done looks like.** Write the result you want, the number that will show it and the date.",
        "**Find what stands in the way today.** Look at the data you already have and talk to five of the people involved.",
        "**List two or three ways to get there**, with what each costs — including doing nothing.",
        `**Try the cheapest one small first**${c ? ` (${c})` : ""}, with one team or a few users, and measure it against the first step.`,
        "**Decide within two weeks and share it:** what you learned, the evidence for it and the next step.",
      ]),
      rule || `**Rule of thumb:** start with the slice that tests the biggest risk, then widen.`,
    ].join("\n\n");
  return [
    `**How to ${t.action}**${c ? ` (${c})` : ""}`,
    ...(about ? [about] : honest),
    numbered([
      `**Decide what the ${t.thing} must achieve.** Write down the goal it serves, how you will know it worked and the result that would change your plan.`,
      `**Scope it to fit${c ? ` ${c}` : " your time and budget"}.** Choose who takes part, what is in and what is out; a small, sharp ${t.thing} beats a broad one.`,
      `**Break the ${t.thing} into concrete work.** List the tasks, owners and dates, and walk a colleague through it once.`,
      `**${upper(t.action)}, small first.** Stick to the plan, take notes as you go and write down what surprised you.`,
      `**Share what the ${t.thing} showed within two days:** three findings, the evidence for each and the decision you now propose.`,
    ]),
    rule || `**Rule of thumb:** start with the slice that tests the biggest risk, then widen.`,
  ].join("\n\n");
}

/** A constraint that says what must not happen ("without annoying existing customers", "不要打扰老客户"). */
const LIMIT = {
  en: /^(?:without|no|never|not|avoiding)\b/i,
  zh: /^(?:不要|不能|不得|别|避免|不影响|不打扰|无需|不)/,
};

/**
 * A practice's general steps, then how they land in the asker's own situation ("验证外卖骑手排班功能",
 * "we build shift scheduling for shops"): the steps name their topic and their case.
 */
export function appliedSteps(t: Topic, lang: BriefLanguage): string {
  if (!t.constraints.length) return "";
  const limit = t.constraints.find((c) => LIMIT[lang].test(c));
  const context = t.constraints.filter((c) => c !== limit);
  const first = context[0];
  const last = context[context.length - 1];
  if (lang === "zh") {
    return [
      `**放到你的情况里（${t.constraints.join("，")}）：**`,
      numbered([
        `**把这次${t.thing}要回答的问题写成一句话：**${first ? `它针对「${first}」，` : ""}写下什么结果会让你改变计划。`,
        limit
          ? `**守住「${limit}」这条线：**事先写清这次${t.thing}能触达谁、不能触达谁，以及怎样及早发现负面影响。`
          : `**只找和「${last}」直接相关的人和数据：**少而准胜过泛泛而谈，过去的真实做法胜过对未来的设想。`,
        `**两天内同步${t.thing}的结论：**三条发现、各自的证据，以及你建议的下一步。`,
      ]),
    ].join("\n\n");
  }
  return [
    `**In your case (${t.constraints.join(", ")}):**`,
    numbered([
      // The constraints keep their own lead words ("for a SaaS product", "with five participants").
      `**Write the one question this ${t.thing} must answer**${first ? ` (${first})` : ""}, and the result that would change your plan.`,
      limit
        ? `**Protect what must not break (${limit}):** decide up front who the ${t.thing} may reach and who it must not, and how you will notice harm early.`
        : `**Talk only to people and data that match your case (${last}):** a few sharp sources beat a broad survey; what they did last time beats what they say they would do.`,
      `**Share what the ${t.thing} showed within two days:** three findings, the evidence for each and the next step you propose.`,
    ]),
  ].join("\n\n");
}
