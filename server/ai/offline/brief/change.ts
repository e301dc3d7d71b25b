/**
 * A request for a CHANGE to a product the user already has ("improve onboarding for new teams in
 * our scheduling tool", "add offline mode to our field inspection app", "给我们的外卖App加一个拼单
 * 功能", "优化现有的报销系统的审批流程"): the verb of change, what changes and the existing product.
 * Read when the request starts with the verb (after how it is asked: "PRD:", "Write a PRD to…",
 * "写一份…") and the product is the user's own ("our", "my", 我们的, 现有的) or named as a product
 * ("the team chat app"); or when the verb comes last ("Our grocery app needs a better checkout",
 * "我们的记账App的预算功能需要改进"), or there is none ("a referral programme in our language
 * app"); otherwise null, and the request is read as a new product.
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

// "needs a rework", "needs work", "needs improving", "needs to be redesigned": the change is an improvement.
const EN_NEED = /\s+(?:really\s+|badly\s+|also\s+|now\s+)?(?:needs?|requires?|could use|deserves?)\s+(.+)$/i;
const EN_IMPROVE_OBJECT =
  /^(?:(?:a|an|some|more)\s+)?(?:(?:big|major|proper|complete|full|serious|small|quick)\s+)?(?:work|improv\w*|redesign\w*|rework\w*|revamp\w*|overhaul\w*|refresh\w*|facelift|makeover|update|upgrade|fix(?:ing|es)?|clean-?up|rethink\w*|polish\w*|love|attention)\b|^to be (?:re)?\w+ed\b/i;
// "needs a better checkout": the adjective says an existing part is improved.
const EN_BETTER =
  /^(?:an?\s+|some\s+)?(?:better|new|faster|simpler|smarter|cleaner|clearer|easier|improved|redesigned|proper|more (?:\w+))\s+(.+)$/i;

/**
 * A change whose verb is not first: "Our grocery app needs a better checkout", "The reminders in
 * our meditation app need a rework", "Our CRM's lead scoring needs work", or with no verb at all,
 * "a referral programme in our language-learning app" (something added to the user's product).
 */
function changeEnNoVerb(s: string): ChangeRequest | null {
  const need = EN_NEED.exec(s);
  if (need) {
    const subject = s.slice(0, need.index).trim();
    const object = need[1].split(/[:;.!?]|\s[—–-]\s/)[0]!.trim();
    const own = /^(?:our|my)\s+(?:existing\s+|current\s+)?(.{2,40}?)(?:['’]s\s+(.{2,40}))?$/i.exec(subject);
    const within =
      /^(?:the\s+)?(.{2,40}?)\s+(?:in|of|on|inside)\s+(?:our|my)\s+(?:existing\s+|current\s+)?(.{2,40})$/i.exec(
        subject,
      );
    const improving = EN_IMPROVE_OBJECT.test(object);
    const better = EN_BETTER.exec(object);
    if (within) {
      const target = tidyEn(within[1]);
      const product = tidyEn(within[2]);
      if (target && product && (improving || better))
        return { kind: "improve", verb: "improve", target, product };
    }
    if (own && own[2]) {
      if (improving || better)
        return { kind: "improve", verb: "improve", target: tidyEn(own[2]), product: tidyEn(own[1]) };
    } else if (own && PRODUCT_NOUN.test(own[1].trim())) {
      const product = tidyEn(own[1]);
      if (better)
        return {
          kind: "improve",
          verb: "improve",
          target: tidyEn(better[1].split(EN_PRODUCT_END)[0]!),
          product,
        };
      if (!improving && /^(?:an?|some)\s+/i.test(object)) {
        const target = tidyEn(object.split(EN_PRODUCT_END)[0]!);
        if (target && !PRODUCT_NOUN.test(target)) return { kind: "add", verb: "add", target, product };
      }
    }
    return null;
  }
  // "a referral programme in our language-learning app": a part of the user's own product.
  const part =
    /^(?:an?\s+|the\s+)?(.{2,50}?)\s+(?:in|to|into|inside|within|on|for)\s+(?:our|my)\s+(?:existing\s+|current\s+)?(.+)$/i.exec(
      s,
    );
  if (!part) return null;
  const product = tidyEn(part[2].split(EN_PRODUCT_END)[0]!);
  const target = tidyEn(part[1]);
  if (!PRODUCT_NOUN.test(product) || product.split(/\s+/).length > 5) return null;
  // "a mobile app for our online store" is a product of its own; "redesigning…" was read with its verb.
  if (PRODUCT_NOUN.test(target) || /^[a-z]+ing\b/i.test(target) || target.split(/\s+/).length > 5)
    return null;
  return { kind: "add", verb: "add", target, product };
}

function changeEn(text: string): ChangeRequest | null {
  const first = text.trim().split(/\n/)[0]!;
  const s = first.replace(EN_LEAD, "").trim();
  const verbMatch = /^([a-z]+)\s+(?:up\s+)?(.+)$/i.exec(s);
  if (!verbMatch) return null;
  const verb = baseVerb(verbMatch[1]);
  if (!verb) return changeEnNoVerb(s);
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
  // The verb last: "我们的记账App的预算功能需要改进", "我们网上书店的会员体系得重新设计一下".
  const last = new RegExp(
    `^(?:${ZH_OWN})的?(.{2,20}?)的(.{2,24}?)(?:还|也)?(?:需要|要|得|想|该|应该|必须|急需|亟需|亟待|有待)?(?:好好|再|重新)?(${ZH_IMPROVE})(?:一下|一番|下)?$`,
  ).exec(s);
  if (last) return { kind: "improve", verb: last[3], target: tidyZh(last[2]), product: tidyZh(last[1]) };
  // "我们的打车App需要一个发票功能", "我们的App缺一个夜间模式".
  const lacks = new RegExp(
    `^(?:${ZH_OWN})的?(.{2,20}?)(?:还|也)?(?:需要|缺|缺少|少了|要有)(?:一个|一套|一项|个|项)(.{2,24})$`,
  ).exec(s);
  if (lacks) return { kind: "add", verb: "加", target: tidyZh(lacks[2]), product: tidyZh(lacks[1]) };
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
