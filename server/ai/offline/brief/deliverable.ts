/**
 * What a request asks to be made (a PRD, a chart of one type, a page, a reply of one kind),
 * for which device — the words of product work, not of any product domain — and the words a
 * subject is cleaned of ("Sequence diagram for …", "…的时序图").
 */
import { modeNamedIn } from "../kind-copy";
import type { ChartKind, Deliverable, Device, ReplyIntent } from "./types";

const CHARTS: [ChartKind, RegExp][] = [
  ["sequence", /sequence (?:diagram|chart)|\bsequence\b.*\bbetween\b|时序图|时序|交互图|调用(?:关系|顺序)/i],
  [
    "state",
    /state (?:diagram|machine|chart|flow)|status (?:flow|diagram|transitions?)|lifecycle|\b(?:the\s+)?(?:states|statuses) (?:of|for) (?:an?|the|our)\b|状态图|状态机|状态流转|状态/i,
  ],
  ["class", /class diagram|类图|domain model|领域模型/i],
  [
    "er",
    /\ber\b(?: diagram)?|e-r diagram|entity[- ]relationship|data ?model|database (?:schema|design|diagram)|schema|数据模型|ER ?图|实体关系|数据库设计|表结构/i,
  ],
  ["journey", /journey|experience map|用户旅程|体验地图|旅程图|旅程/i],
  [
    "gantt",
    /gantt|timeline|roadmap|schedule (?:chart|diagram|plan)|(?:project|release|launch|delivery|rollout|production|migration) (?:plan|schedule)|milestones?|sprint plan|排期|甘特|里程碑|时间线|路线图|上线计划|项目计划|项目排期/i,
  ],
  ["mindmap", /mind ?map|brainstorm map|思维导图|脑图|功能架构|功能地图/i],
  ["flowchart", /flow ?chart|process (?:map|flow|diagram)|workflow|swim ?lanes?|\bflow\b|流程图|流程|泳道/i],
];

// A chart named outright wins over a loose word: "缆车状态的流程图" is a flowchart.
const NAMED_CHARTS: [ChartKind, RegExp][] = [
  ["sequence", /sequence diagram|时序图/i],
  ["state", /state (?:diagram|machine)|状态图|状态机/i],
  ["class", /class diagram|类图/i],
  ["er", /\ber diagram|ER ?图/i],
  ["journey", /journey map|旅程图/i],
  ["gantt", /gantt|甘特图/i],
  ["mindmap", /mind ?map|思维导图|脑图/i],
  ["flowchart", /flow ?chart|流程图|泳道图/i],
];

export function chartKindOf(text: string): ChartKind | null {
  const named = NAMED_CHARTS.filter(([, re]) => re.test(text)).map(([kind]) => kind);
  if (named.length === 1) return named[0];
  return CHARTS.find(([, re]) => re.test(text))?.[0] ?? null;
}

/** The kind a request names (each kind brings its words: `offlineCopy.words` of its server definition). */
export function deliverableOf(text: string): Deliverable | null {
  return (modeNamedIn(text, "deliverable") as Deliverable | null) ?? null;
}

export function deviceOf(text: string): Device | null {
  if (/\b(?:tablet|ipad)\b|平板/i.test(text)) return "tablet";
  if (
    /\b(?:mobile|phone|iphone|android|ios)\b|手机|移动端|小程序|app端|[\u4e00-\u9fff](?:App|APP|app)|(?:App|APP)(?=[\u4e00-\u9fff])/i.test(
      text,
    )
  )
    return "mobile";
  if (
    /\b(?:web|website|desktop|browser|web ?app|admin|dashboard|portal)\b|网页|网站|官网|桌面端|后台|pc端/i.test(
      text,
    )
  )
    return "web";
  return null;
}

const GREETING =
  /^\s*(hi|hello|hey|yo|hiya|good (morning|afternoon|evening)|你好|您好|嗨|哈喽|哈啰|早上好|晚上好|在吗)[\s,，!！.。?？~]*$/i;
const THANKS = /^\s*(thanks|thank you|thx|ty|cheers|谢谢|多谢|感谢)/i;
const COMPARE =
  /\b(compare|comparison|versus|vs\.?|differences? between|difference between|pros and cons of .+ (?:and|vs)|which is better)\b|\bor\b.+[?]\s*$|对比|比较|区别|差异|哪个(?:更)?好|有什么不同|还是.+[？?]|各有什么优缺点|优缺点/i;
const DEFINITION =
  /^(?:what(?:'s| is| are| does .+ mean)|define|explain what|meaning of)\b|什么是|是什么|什么叫|指什么|的含义|是啥|啥是/i;
const WHY = /^why\b|\bwhy (?:do|does|is|are|did|would)\b|为什么|为何|原因/i;
const HOWTO =
  /^how\b|\bhow (?:do|should|can|could|would|to)\b|\bbest way to\b|\btips (?:for|on)\b|\bsteps? (?:to|for)\b|\bguide (?:to|for|on)\b|\bplaybook\b|怎么|如何|怎样|步骤|指南|方法/i;
const LIST =
  /\bchecklist\b|\blist (?:of|the)\b|\bwhat (?:are|should) (?:the|be)\b.*\b(?:parts|sections|steps|items|things|elements)\b|\bgive me (?:a|some) (?:list|checklist|ideas)\b|哪些部分|包括哪些|有哪些|清单|列出|列一下/i;
const TEMPLATE = /\btemplate\b|\bagenda\b|\boutline\b|模板|议程|提纲|大纲/i;

export function replyIntentOf(text: string): ReplyIntent {
  const t = text.trim();
  if (!t || GREETING.test(t)) return "greeting";
  if (THANKS.test(t) && t.length < 40) return "thanks";
  if (COMPARE.test(t)) return "compare";
  if (DEFINITION.test(t)) return "definition";
  if (WHY.test(t)) return "why";
  if (TEMPLATE.test(t)) return "template";
  if (LIST.test(t)) return "list";
  if (HOWTO.test(t)) return "howto";
  if (
    /[?？]\s*$|^(what|which|who|when|where|should|can|could|is|are|do|does|will|would)\b|吗[？?]?$|什么|哪|是否|能否|有没有/i.test(
      t,
    )
  )
    return "question";
  return "idea";
}

/** Words that name the deliverable or ask for it, cleaned off a subject. */
export const EN_DELIVERABLE_WORDS =
  /\b(?:(?:an?|the|our|my)\s+)?(?:landing|home)\s+(?:page|screen)\b|\b(?:(?:an?|the|our|my)\s+)?(?:(?:short|quick|simple|detailed|full|complete|high[- ]level|clickable|responsive|three[- ]page|two[- ]page|four[- ]page|multi[- ]page|\d+[- ]page|mobile|web|desktop|tablet)\s+)*(?:prd|product requirements?(?: doc(?:ument)?)?|requirements?(?: doc(?:ument)?| spec)?|spec(?:ification)?|test cases?|test plan|flow ?chart|(?:sequence|state|class|er|entity[- ]relationship) (?:diagram|machine)|diagram|gantt chart|gantt|mind ?map|user journey(?: map)?|customer journey(?: map)?|journey map|journey|timeline|data model|prototype(?: pages)?|pages|sequence|interaction|mock-?up|wireframe|screen|page|chart|state machine)\b/gi;

export const ZH_DELIVERABLE_WORDS =
  /(?:的)?(?:产品需求文档|需求文档|产品需求|需求说明|PRD|prd|测试用例|流程图|时序图|状态流转图|状态图|类图|ER ?图|数据模型|甘特图|思维导图|功能脑图|脑图|用户旅程图|旅程图|用户旅程|泳道图|多页面?原型|原型图|原型|线框图|页面|排期)/g;
