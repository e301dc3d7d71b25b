/** What the user asked for: which page, for which domain, under which name (deterministic). */
import { sameDomain } from "../brand";
import type { ContentPack, Lang, PageKind } from "./types";
import { PACKS_EN } from "./packs-en";
import { COMMERCE_EN, PACKS_EN_MORE } from "./packs-en-more";
import { PACKS_ZH } from "./packs-zh";
import { COMMERCE_ZH, PACKS_ZH_MORE } from "./packs-zh-more";

const KINDS: [PageKind, RegExp][] = [
  ["onboarding", /onboard|welcome flow|first[- ]run|get started flow|引导|新手|欢迎页/i],
  ["login", /\blog ?in\b|sign[- ]?in|sign[- ]?up|register|auth|登录|登陆|注册/i],
  ["settings", /setting|preference|account page|profile page|设置|偏好|个人资料|账户页/i],
  [
    "product",
    /product (detail|page)|\bpdp\b|item page|商品详情|产品详情|详情页|headphone|smartwatch|sneaker|耳机|手表/i,
  ],
  [
    "dashboard",
    /dashboard|admin|analytics|console|back ?office|overview|report|仪表盘|看板|后台|控制台|数据分析|报表|管理系统/i,
  ],
  ["landing", /landing|home ?page|marketing|website|hero|落地页|官网|首页|宣传页/i],
];

const DOMAINS: [string, RegExp][] = [
  ["fitness", /fitness|workout|gym|training|running|health track|运动|健身|锻炼|跑步/i],
  [
    "finance",
    /financ|budget|bank|money|expense|wallet|invoice|accounting|记账|理财|银行|财务|钱包|预算|账单/i,
  ],
  ["food", /coffee|restaurant|food|delivery|recipe|meal|café|cafe|咖啡|餐厅|外卖|美食|点餐|菜谱/i],
  ["education", /learn|course|education|school|language|tutor|study|教育|课程|学习|培训|语言|网课/i],
  ["travel", /travel|trip|hotel|flight|booking|vacation|旅行|旅游|酒店|机票|出行|民宿/i],
  ["saas", /saas|crm|sales|project|team|task|analytics|b2b|销售|项目|团队|任务|协作|客户/i],
  [
    "commerce",
    /e-?commerce|shop|store|retail|product page|headphone|watch|sneaker|电商|商城|商品|购物|耳机|手表|鞋/i,
  ],
];

export function detectKind(text: string): PageKind {
  return KINDS.find(([, re]) => re.test(text))?.[0] ?? "landing";
}

export function detectDomain(text: string): string {
  return DOMAINS.find(([, re]) => re.test(text))?.[0] ?? "saas";
}

/** A product name the user gave: quoted, "called X", "named X", 「X」, 叫 X. */
/** Deals a product page should show: a group buy (拼团) and a countdown to the end of an offer. */
export function detectDeals(text: string): { groupBuy: boolean; countdown: boolean } {
  return {
    groupBuy: /group[- ]?buy|team[- ]?buy|buy together|拼团|团购|拼单|成团/i.test(text),
    countdown: /countdown|count-down|flash sale|limited[- ]time|ends in|倒计时|限时|秒杀|抢购/i.test(text),
  };
}

export function detectBrand(text: string): string | null {
  const patterns = [
    /[「『“"]([^」』”"]{2,24})[」』”"]/,
    /\b(?:called|named|for)\s+([A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*){0,2})/,
    /(?:叫做?|名为|名叫)\s*([\u4e00-\u9fa5A-Za-z0-9]{2,12})/,
  ];
  for (const re of patterns) {
    const m = text.match(re);
    const name = m?.[1]?.trim();
    if (name && !/^(a|an|the|our|my|web|mobile|tablet|iOS|Android)$/i.test(name)) return name;
  }
  return null;
}

export function contentPack(domain: string, lang: Lang): ContentPack {
  if (lang === "zh") {
    if (domain === "commerce") return COMMERCE_ZH;
    return PACKS_ZH[domain] ?? PACKS_ZH_MORE[domain] ?? PACKS_ZH.saas;
  }
  if (domain === "commerce") return COMMERCE_EN;
  return PACKS_EN[domain] ?? PACKS_EN_MORE[domain] ?? PACKS_EN.saas;
}

/** The pack with the user's own product name, when they gave one. */
export function packFor(text: string, lang: Lang, fallbackBrand?: string): ContentPack {
  const pack = contentPack(detectDomain(text), lang);
  // A pack's own name stays when it already is a name of the request's domain.
  const brand =
    detectBrand(text) ?? (fallbackBrand && !sameDomain(pack.brand, fallbackBrand) ? fallbackBrand : null);
  if (!brand || brand === pack.brand) return pack;
  // Every mention of the pack's own name (hero, quotes, "饭点到用户" under a testimonial) becomes the new one.
  const swapped = JSON.parse(
    JSON.stringify(pack)
      .split(JSON.stringify(pack.brand).slice(1, -1))
      .join(JSON.stringify(brand).slice(1, -1)),
  ) as ContentPack;
  return {
    ...swapped,
    brand,
    user: {
      ...pack.user,
      email: pack.user.email.replace(
        /@.*/,
        `@${brand.toLowerCase().replace(/[^a-z0-9]+/g, "") || "mail"}.com`,
      ),
    },
  };
}
