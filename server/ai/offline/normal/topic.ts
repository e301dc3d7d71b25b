/**
 * What a question is about, in its own words: "How do we run a lean usability test with five
 * participants on a two-week budget?" → the action "run a lean usability test", the thing
 * "lean usability test", the constraints "five participants", "a two-week budget". Answers
 * name these, so a how-to about one practice never reads like one about another.
 */
import type { BriefLanguage } from "../brief";
import { infinitiveOf } from "../brief/words-en";

export type Topic = { action: string; thing: string; constraints: string[] };

// "Can you write me a short guide to …", "I need a checklist for …": the ask before the topic.
const EN_ASK =
  /^(?:(?:so|ok|okay|hi|hey)[,\s]+)?(?:(?:can|could|would) you\s+|please\s+|i need\s+|i'd like\s+|i want\s+)?(?:(?:write|give|draft|make|put together|share|send|create|prepare|suggest|outline)\s+(?:me\s+|us\s+)?)?(?:a\s+|an\s+|some\s+|the\s+)?(?:(?:short|quick|simple|practical|step[- ]by[- ]step|detailed|brief|good)\s+)*(?:guide|checklist|plan|template|agenda|outline|steps|tips|playbook|list|overview|advice|framework|process|approach)\s+(?:to|for|on|about|of)\s+/i;
const EN_LEAD =
  /^(?:(?:so|ok|okay|hi|hey)[,\s]+)?(?:what (?:should|do|does|must|can|would) (?:a |an |the )?(?:pm|product manager|i|we|you|one|(?:my |our |a )?team) (?:check|know|consider|do|watch out for|look (?:at|out for)|think about|prepare|plan)(?: for)?(?: before| when| while| after| about| in)?\s+|how (?:do|should|can|could|would|to|might|does) (?:i|we|you|one|a team|my team|our team)?\s*|how to\s+|what(?:'s| is) the best way to\s+|(?:the\s+)?best way to\s+|steps to\s+|tips (?:for|on)\s+|why (?:do|does|is|are|did|would|has|have)\s+|what (?:are|should be) the\s+)/i;
const EN_CUT =
  /\s+(?:with|on|for|in|within|using|when|where|if|at|by|under|so that|without|before|after)\s+/i;
const VERB =
  /^(?:run|set up|setup|write|plan|build|design|organi[sz]e|prepare|do|make|create|hand off|handing off|price|choose|pick|measure|track|launch|test|validate|prioriti[sz]e|improve|reduce|increase|grow|get|find|start|manage|structure|conduct|facilitate|hold|lead|define|estimate|onboard)\b\s*/i;

// "请问我们团队该如何…", "小公司怎么…": who asks (a few characters), then the question word.
const ZH_LEAD =
  /^(?:请问|想问一下|问一下)?[^，,。？?]{0,8}?(?:应该|该|要)?(?:如何|怎么样|怎么|怎样|有什么办法)(?:才能|去|来)?/;
// "…应该怎么设计", "…有哪些", "…要注意什么": a question asked after its subject.
const ZH_TAIL =
  /(?:应该|该|要|需要|可以)?(?:如何|怎么样|怎么|怎样)(设计|做|搭建|规划|配置|实现|制定|落地|推进|选择|定)?$|(?:应该|需要|要)?(?:有哪些|是什么|有什么|注意什么|注意哪些|关注什么|关注哪些)$/;
const ZH_VERB =
  /^(?:组织一次|组织|做一次|做好|做|给|写一份|写好|写|设计|规划|搭建|开展|进行|推进|提升|降低|提高|验证|评估|制定|搞)/;

const YOU: Record<string, string> = {
  my: "your",
  our: "your",
  me: "you",
  us: "you",
  we: "you",
  i: "you",
  mine: "yours",
  ours: "yours",
};
const toYou = (text: string) =>
  text.replace(/\b(?:my|our|me|us|we|I|mine|ours)\b/g, (w) => YOU[w.toLowerCase()] ?? w);

export function topicOf(question: string, lang: BriefLanguage): Topic {
  const text = question.trim().replace(/[?？!！。.]+$/, "");
  if (lang === "zh") {
    // "HR系统的绩效模块应该怎么设计", "SaaS 产品的定价策略有哪些": the subject first, the question
    // word last — the subject is the thing, never "怎样HR系统的绩效模块应该怎么设计".
    const [head, ...after] = text.split(/[，,；;？?。]/);
    const tail = ZH_TAIL.exec(head);
    if (tail && tail.index >= 2 && !ZH_LEAD.test(head)) {
      const thing = head.slice(0, tail.index).replace(/的$/, "").trim();
      const verb = tail[1] ?? "";
      return {
        action: verb ? `${verb}${thing}` : thing,
        thing,
        constraints: after.map((r) => r.trim()).filter(Boolean),
      };
    }
    // "怎么给B端SaaS产品做定价？我们是做门店排班的": the question, then the situation it is asked in.
    // "医疗类App如何做隐私合规": what comes before the question word is what it is for, unless it is
    // who asks ("我们团队", "小公司").
    const asker = ZH_LEAD.exec(text)?.[0] ?? "";
    const about = asker
      .replace(/(?:应该|该|要)?(?:如何|怎么样|怎么|怎样|有什么办法)(?:才能|去|来)?$/, "")
      .replace(/^(?:请问|想问一下|问一下)/, "")
      .replace(/^(?:我们|我|咱们|团队|我们团队|公司|小公司|新人|作为)+/, "")
      .trim();
    const [first, ...rest] = text
      .replace(ZH_LEAD, "")
      .replace(/[？?。！!]+$/, "")
      .split(/[，,；;？?。]/);
    const action = first.trim();
    // "给B端客户做需求访谈": who it is for is a constraint, what is done is the thing.
    const forWhom = /^(?:给|为|帮|对|和|跟)(.{1,12}?)(?:做|开展|组织|写|设计|进行|搞|安排)(.+)$/.exec(action);
    if (forWhom) {
      const thing = forWhom[2].replace(/^(?:一次|一个|一份|一下|好)/, "").trim();
      return {
        action,
        thing,
        constraints: [
          forWhom[1],
          ...(about ? [`针对${about}`] : []),
          ...rest.map((r) => r.trim()).filter(Boolean),
        ],
      };
    }
    const thing =
      action
        .replace(ZH_VERB, "")
        .replace(/^(?:一次|一个|一份|一下)/, "")
        .replace(/的(?:需求|问题|方法)$/, "")
        .trim() || action;
    // "来验证外卖骑手排班功能的需求": what it is for is a constraint too.
    const purpose = /(?:来|以|用于|为了)(.{2,})$/.exec(thing);
    return {
      action,
      thing: purpose ? thing.slice(0, purpose.index) : thing,
      constraints: [
        ...(about.length >= 2 ? [`针对${about}`] : []),
        ...(purpose ? [purpose[1]] : []),
        ...rest.map((r) => r.trim()).filter(Boolean),
      ],
    };
  }
  const body = infinitiveOf(text.replace(EN_ASK, "").replace(EN_LEAD, "").trim());
  const parts = body.split(EN_CUT);
  const action = parts[0].trim();
  const thing =
    action
      .replace(VERB, "")
      .replace(/^(?:a|an|the|our|my|your)\s+/i, "")
      .trim() || action;
  const constraints = [...body.matchAll(new RegExp(EN_CUT.source, "gi"))]
    .map((m, i) => `${m[0].trim()} ${parts[i + 1] ?? ""}`.trim())
    .filter((c) => c.split(/\s+/).length > 1);
  // The answer speaks to the asker: "with my team" → "with your team".
  return { action: toYou(action), thing, constraints: constraints.map(toYou) };
}

/**
 * What a question is about when it names no product: the field it asks in ("What should a PM check
 * before launching a payments feature in Europe?" → "payments feature in Europe", "怎么给游戏设计新手引导"
 * → "游戏", "物流产品经理需要关注哪些核心指标" → "物流产品", "SaaS 产品的定价策略有哪些" → "SaaS 产品"),
 * and the thing asked ("政务App的适老化改造"). '' when the question names neither.
 */
const EN_PRODUCTISH =
  /\b(?:feature|product|app|service|platform|tool|module|integration|game|portal|marketplace|system|checkout|programme|program|plugin|site|website|api|sdk|offering|subscription|wallet|store|shop)s?$/i;

export function questionField(question: string, lang: BriefLanguage): { field: string; thing: string } {
  const topic = topicOf(question, lang);
  const clean = question.trim().replace(/[?？!！。.]+$/, "");
  if (lang === "zh") {
    const role = /^(.{2,8}?)(?:产品经理|产品运营|运营经理|运营|PM)/.exec(clean)?.[1];
    const forWhom = topic.constraints[0] && !/^针对/.test(topic.constraints[0]) ? topic.constraints[0] : "";
    const owner = /^(.{2,12})的[^的]{2,}$/.exec(topic.thing)?.[1] ?? "";
    const field = role
      ? /产品$/.test(role)
        ? role
        : `${role}产品`
      : forWhom.length >= 2 && forWhom.length <= 10
        ? forWhom
        : owner;
    const thing = topic.thing.length <= 24 && topic.thing !== clean ? topic.thing : "";
    return { field: field.trim(), thing };
  }
  // A question word left at its head means the question was not read: better no subject than "a Should we pick…".
  const thing =
    /^(?:what|which|who|why|how|where|when|should|can|could|would|will|do|does|did|is|are|was|were)\b/i.test(
      topic.thing,
    )
      ? ""
      : topic.thing;
  if (!thing || thing.split(/\s+/).length > 6) return { field: "", thing: "" };
  // "in Europe", "for agencies": where or for whom, when short, belongs to it.
  const where = topic.constraints.filter((c) => /^(?:in|for)\s/i.test(c) && c.split(/\s+/).length <= 4);
  const phrase = [thing, ...where.slice(0, 1)].join(" ");
  // Only something a product is made of stands where the answer says "your product".
  return { field: EN_PRODUCTISH.test(thing) ? phrase : "", thing: phrase };
}
