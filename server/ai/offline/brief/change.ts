/**
 * A request for a CHANGE to a product the user already has ("improve onboarding for new teams in
 * our scheduling tool", "add offline mode to our field inspection app", "给我们的外卖App加一个拼单
 * 功能", "优化现有的报销系统的审批流程"): the verb of change, what changes and the existing product.
 * Read only when the request starts with the verb (after how it is asked: "PRD:", "Write a PRD
 * to…", "写一份…") and the product is the user's own ("our", "my", 我们的, 现有的) or named as a
 * product ("the team chat app"); otherwise null, and the request is read as a new product.
 */
import type { BriefLanguage } from "./types";

export type ChangeKind = "add" | "improve";

export type ChangeRequest = {
  /** "add": something the product does not have yet; "improve": a part it has, changed. */
  kind: ChangeKind;
  /** The verb as written, lower-cased and in its base form ("redesign", "优化"). */
  verb: string;
  /** What is added or changed ("offline mode", "returns process", "候补排队功能"). */
  target: string;
  /** The existing product ("field inspection app", "报销系统"). */
  product: string;
};

const EN_LEAD =
  /^(?:(?:hi|hello|ok|so|please|pls)[\s,!]+)*(?:(?:can|could|would) you\s+)?(?:(?:i|we)\s+(?:need|want|would like)\s+|(?:need|want|looking for)\s+)?(?:(?:write|draft|create|make|give me|prepare|put together|produce|generate)\s+(?:me\s+|us\s+)?)?(?:an?\s+|the\s+)?(?:(?:short|brief|full|one-page|simple)\s+)?(?:prd|product requirements? (?:document|doc)|spec(?:ification)?|requirements? (?:document|doc))?(?:\s*[:—–-]\s*|\s+(?:for|on|about|to|of)\s+|\s+)?/i;

const EN_VERBS: Record<string, ChangeKind> = {
  add: "add",
  introduce: "add",
  bring: "add",
  improve: "improve",
  redesign: "improve",
  rework: "improve",
  revamp: "improve",
  overhaul: "improve",
  optimise: "improve",
  optimize: "improve",
  refactor: "improve",
  rebuild: "improve",
  simplify: "improve",
  streamline: "improve",
  fix: "improve",
  upgrade: "improve",
  update: "improve",
  rethink: "improve",
  speed: "improve",
};

/** "adding" → "add", "improving" → "improve", "optimises" → "optimise". */
function baseVerb(word: string): string | null {
  const w = word.toLowerCase();
  const tries = [
    w,
    w.replace(/ing$/, ""),
    w.replace(/ing$/, "e"),
    w.replace(/s$/, ""),
    w.replace(/(.)\1ing$/, "$1"),
  ];
  return tries.find((t) => t in EN_VERBS) ?? null;
}

const PRODUCT_NOUN =
  /\b(?:app|application|tool|platform|site|website|web app|store|shop|dashboard|system|portal|product|service|crm|erp|software|marketplace|extension|plugin|bot|game|client|console|backend|admin|saas)s?$/i;

// Where the product's name ends: a clause, a purpose, a list.
const EN_PRODUCT_END =
  /\s*(?:[,;:.!?(]|\s[—–-]\s|\s(?:so|to|that|which|where|with|by|for|because|and then|using)\s|$)/i;

function tidyEn(s: string): string {
  return s
    .replace(/^(?:the|a|an|some)\s+/i, "")
    .replace(/\s+/g, " ")
    .trim();
}

function changeEn(text: string): ChangeRequest | null {
  const first = text.trim().split(/\n/)[0]!;
  const s = first.replace(EN_LEAD, "").trim();
  const verbMatch = /^([a-z]+)\s+(?:up\s+)?(.+)$/i.exec(s);
  if (!verbMatch) return null;
  const verb = baseVerb(verbMatch[1]);
  if (!verb) return null;
  const rest = verbMatch[2];
  const kind = EN_VERBS[verb];
  // "our grocery app's checkout flow"
  const possessive = /^(our|my|the|your)\s+(?:existing\s+|current\s+)?([\w -]{2,40}?)['’]s\s+(.+)$/i.exec(
    rest,
  );
  if (possessive && kind === "improve") {
    const target = tidyEn(possessive[3].split(EN_PRODUCT_END)[0]!);
    const product = tidyEn(possessive[2]);
    if (target && (possessive[1].toLowerCase() !== "the" || PRODUCT_NOUN.test(product)))
      return { kind, verb, target, product };
  }
  const prep = kind === "add" ? "(?:to|in|into|on|for)" : "(?:in|of|on|for|inside|within|across)";
  const split = new RegExp(
    `^(.{2,80}?)\\s+${prep}\\s+(our|my|the|your)\\s+((?:existing|current)\\s+)?(.+)$`,
    "i",
  ).exec(rest);
  if (!split) return null;
  const product = tidyEn(split[4].split(EN_PRODUCT_END)[0]!);
  const own = !/^the$|^your$/i.test(split[2]) || Boolean(split[3]);
  if (!product || product.split(/\s+/).length > 6) return null;
  if (!own && !PRODUCT_NOUN.test(product)) return null;
  const target = tidyEn(split[1]);
  if (!target) return null;
  return { kind, verb, target, product };
}

const ZH_LEAD =
  /^(?:(?:你好|您好)[，,！!]?)?(?:请|麻烦|帮我|帮忙|我想|我们想|我要|我们要|我需要|我们需要|需要)*(?:写|做|出|起草|整理)?(?:一份|一个|一篇|个|份)?(?:PRD|prd|产品需求文档|需求文档)?\s*[：:]?\s*/;

const ZH_IMPROVE = "优化|改进|改善|重构|重新设计|改版|升级|完善|提升|简化|改造|迭代|调整";
const ZH_ADD = "加上|加入|加|增加|添加|新增|接入|引入|上线|支持";
const ZH_OWN = "我们公司|我们|我|公司|现有|已有|目前|当前";

function changeZh(text: string): ChangeRequest | null {
  const first = text.trim().split(/[\n。！？!?]/)[0]!;
  const s = first
    .replace(ZH_LEAD, "")
    .split(/[，,；;：:]/)[0]!
    .trim();
  // "给我们的外卖App加一个拼单功能", "为我们的物业管理系统增加一个访客预约功能", "在现有的CRM里加上线索评分"
  const add = new RegExp(
    `^(?:给|为|在|帮)(?:${ZH_OWN})的?(.{2,20}?)(?:里面|里|中|上)?(${ZH_ADD})(?:一个|一套|一项|一下|个|项)?(.{2,24})$`,
  ).exec(s);
  if (add) return { kind: "add", verb: add[2], target: tidyZh(add[3]), product: tidyZh(add[1]) };
  // "优化我们CRM的线索分配流程", "优化现有的报销系统的审批流程", "重构我们电商App的购物车"
  const improve = new RegExp(`^(${ZH_IMPROVE})(?:一下)?(?:${ZH_OWN})的?(.{2,20}?)的(.{2,24})$`).exec(s);
  if (improve)
    return { kind: "improve", verb: improve[1], target: tidyZh(improve[3]), product: tidyZh(improve[2]) };
  // "我们的报销系统要加一个批量审批"
  const ours = new RegExp(
    `^(?:${ZH_OWN})的(.{2,20}?)(?:要|需要|想)?(${ZH_ADD})(?:一个|一套|一项|个|项)?(.{2,24})$`,
  ).exec(s);
  if (ours) return { kind: "add", verb: ours[2], target: tidyZh(ours[3]), product: tidyZh(ours[1]) };
  return null;
}

const DOCUMENT =
  /(?:\b(?:prd|spec|specification|document|doc|chart|diagram|section|template|draft|report)s?$|文档|需求|图表|章节|模板|报告)$/i;

function tidyZh(s: string): string {
  return s
    .replace(/^的|的$/g, "")
    .replace(/(?:的?(?:PRD|prd|产品需求文档|需求文档))$/, "")
    .trim();
}

/** The change a request asks for, or null when it asks for a product of its own. */
export function changeOf(text: string, lang: BriefLanguage): ChangeRequest | null {
  const c = lang === "zh" ? changeZh(text) : changeEn(text);
  if (!c || !c.target || !c.product || c.target.toLowerCase() === c.product.toLowerCase()) return null;
  // "add a risks section to our PRD": an edit of a document, not a change to a product.
  if (DOCUMENT.test(c.product)) return null;
  return c;
}
