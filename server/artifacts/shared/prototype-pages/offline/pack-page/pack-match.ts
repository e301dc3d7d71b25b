/**
 * When a page may come from a domain pack: the request names a kind of page the packs draw
 * (sign-in, dashboard, landing, product, settings, onboarding), a subject that is truly one of
 * their domains, and nothing of its own — no sections, fields, actions, statuses, pages or
 * steps. Then a pack's depth (real metrics, plans, settings, products) beats a page of generic
 * blocks; anything the user named goes through the brief's screen instead, so a pack never
 * replaces what was asked.
 */
import type { Brief } from "../../../../../ai/offline/brief";
import { detectDomain, detectKind } from "./intent";
import { hasProduct } from "./products";
import type { PageKind } from "./types";

// The kind must be named, not guessed ("landing" is detectKind's fallback).
const NAMED_KIND =
  /onboard|welcome flow|first[- ]run|引导|新手|欢迎页|\blog ?in\b|sign[- ]?in|登录|登陆|setting|preferences|设置|product (?:detail|page)|\bpdp\b|商品详情|产品详情|dashboard|analytics|仪表盘|看板|landing|home ?page|落地页|官网|宣传页/i;
// A domain counts when the subject itself says it, word for word.
const DOMAIN_WORDS: Record<string, RegExp> = {
  fitness: /fitness|workout|\bgym\b|健身|运动/i,
  finance: /financ|budget|banking|expense|记账|理财|财务|预算/i,
  food: /coffee|restaurant|food delivery|meal|咖啡|餐厅|外卖|点餐/i,
  education: /language learning|online course|education|教育|课程|网课|语言学习/i,
  travel: /travel|trip|hotel|flight|旅行|旅游|酒店|机票/i,
  saas: /\bsaas\b|\bcrm\b|sales|销售/i,
};

// Each food pack is one business: the English one a coffee roaster, the Chinese one a delivery
// app. A café asked in Chinese is not a delivery app ("饭点到"), a restaurant in English not a roaster.
const FOOD_WORDS: Record<Brief["language"], RegExp> = {
  en: /coffee|espresso|roast/i,
  zh: /外卖|点餐|food delivery/i,
};

export function packKindFor(brief: Brief, text: string): PageKind | null {
  if (!NAMED_KIND.test(text)) return null;
  const named = [
    brief.fields,
    brief.actions,
    brief.states,
    brief.pages,
    brief.steps,
    brief.entities,
    brief.features,
  ];
  if (named.some((list) => list.length)) return null;
  const kind = detectKind(text);
  // A product page may name the product and the deals it runs ("一款智能手表", "拼团和倒计时").
  if (kind === "product") return hasProduct(text) && brief.sections.length <= 1 ? kind : null;
  if (brief.sections.length) return null;
  const subject = [brief.subject.product, brief.subject.setting ?? "", brief.subject.audience ?? ""].join(
    " ",
  );
  const domain = detectDomain(subject);
  const words = domain === "food" ? FOOD_WORDS[brief.language] : DOMAIN_WORDS[domain];
  return words?.test(subject) ? kind : null;
}
