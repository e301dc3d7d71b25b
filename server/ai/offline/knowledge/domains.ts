/**
 * Product domains the offline writer knows something real about: who uses such products, what
 * they must do well, how success is measured, what usually goes wrong. Placeholders in the
 * packs: {product} ("habit-tracking app"), {a_product} ("a habit-tracking app"),
 * {audience} (the named audience, else the domain's primary users); {A_product} and
 * {Audience} capitalise them at the start of a sentence.
 */
import { DOMAIN_PACKS_EN } from "./domain-packs-en";
import { DOMAIN_PACKS_ZH } from "./domain-packs-zh";
import type { OfflineLocale } from "../types";

export type Feature = { name: string; detail: string };

export type DomainPack = {
  /** What kind of product this is, for the reasoning ("habit tracking"). */
  label: string;
  users: [primary: string, secondary: string];
  needs: [primary: string, secondary: string];
  oneLiner: string;
  problem: string;
  /** The repeated cycle that brings users back. */
  loop: string;
  features: [Feature, Feature, Feature, Feature];
  later: [string, string];
  ideas: [Feature, Feature, Feature];
  metric: string;
  risk: string;
};

export const DOMAIN_IDS = [
  "habit",
  "fitness",
  "learning",
  "pets",
  "marketplace",
  "ecommerce",
  "food",
  "health",
  "travel",
  "finance",
  "booking",
  "team",
  "devtools",
  "social",
  "content",
  "notes",
] as const;

export type DomainId = (typeof DOMAIN_IDS)[number] | "generic";

// In priority order: "habit tracker for remote teams" is a habit product used by teams.
const MATCHERS: ReadonlyArray<[DomainId, RegExp]> = [
  ["habit", /habit|streak|check-?ins?\b|routine|打卡|习惯|自律/i],
  ["fitness", /fitness|workout|\bgym\b|running|exercise|yoga|健身|运动|跑步|瑜伽|锻炼/i],
  [
    "learning",
    /learn|study|course|lesson|exam|tutor|quiz|flashcard|vocabulary|language|\bschool\b|学习|课程|考试|背单词|单词|题库|辅导|教育|网课/i,
  ],
  ["pets", /\bpets?\b|\bdogs?\b|\bcats?\b|\bvets?\b|宠物|狗|猫|寄养/i],
  ["marketplace", /marketplace|second-?hand|\bused\b|resale|\bswap|二手|闲置|转卖|置换|交易平台|交易小程序/i],
  ["ecommerce", /\bshop|\bstore\b|e-?commerce|checkout|\bcart\b|retail|boutique|电商|商城|店铺|网店|购物/i],
  ["food", /food|recipe|\bmeals?\b|restaurant|\bcook|\bdiet|grocer|外卖|菜谱|餐厅|做饭|饮食|食谱|点餐/i],
  ["health", /health|patient|doctor|clinic|medical|medication|symptom|医疗|医生|患者|诊所|健康|用药/i],
  ["travel", /travel|\btrips?\b|itinerar|hotel|flight|\btours?\b|旅行|旅游|行程|酒店|机票/i],
  [
    "finance",
    /budget|expense|financ|invoice|money|spending|saving|accounting|bookkeeping|记账|预算|财务|发票|报销|理财|账单/i,
  ],
  ["booking", /booking|reservation|appointment|schedul|\bsalon|预约|预订|排班|挂号/i],
  [
    "team",
    /\bteams?\b|\btasks?\b|project|collaborat|kanban|to-?do|workflow|meeting|团队|任务|项目|协作|待办|会议|看板/i,
  ],
  ["devtools", /developer|\bapi\b|\bcode\b|github|devops|deploy|debug|\bsdk\b|开发者|程序员|代码|接口|部署/i],
  ["social", /social|communit|friends|dating|\bchat\b|forum|社交|社区|交友|聊天|论坛|圈子/i],
  [
    "content",
    /\bblog|newsletter|podcast|video|vlog|creator|article|media|content|博客|公众号|播客|视频|内容|创作者|文章/i,
  ],
  ["notes", /\bnotes?\b|knowledge|\bwiki|bookmark|journal|diary|笔记|知识库|日记|收藏/i],
];

/** The product's own words decide first; the rest of the message only when they say nothing. */
export function detectDomain(product: string, fullText: string): DomainId {
  for (const text of [product, fullText]) {
    const hit = MATCHERS.find(([, pattern]) => pattern.test(text));
    if (hit) return hit[0];
  }
  return "generic";
}

export function domainPack(id: DomainId, locale: OfflineLocale): DomainPack {
  return (locale === "zh" ? DOMAIN_PACKS_ZH : DOMAIN_PACKS_EN)[id];
}

const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Capitalised placeholders ({A_product}, {Audience}) start a sentence. */
export function fillPlaceholders(
  template: string,
  values: { product: string; aProduct: string; audience: string },
): string {
  return template
    .replaceAll("{A_product}", upper(values.aProduct))
    .replaceAll("{a_product}", values.aProduct)
    .replaceAll("{Audience}", upper(values.audience))
    .replaceAll("{audience}", values.audience)
    .replaceAll("{product}", values.product);
}
