/**
 * Who a PRD is for when the request names no one (issue 39): the roles the product's kind implies
 * — buyers and sellers of a marketplace, the admins of an admin console, the users of a known
 * domain (patients and clinic staff, learners and teachers…) — and, whatever they are, the
 * document says they are assumed, so the reader replaces them with their own.
 */
import type { Brief, BriefLanguage } from "../../../ai/offline/brief";
import { isPerson } from "../../../ai/offline/brief";
import { detectDomain, domainPack } from "../../../ai/offline/knowledge/domains";

const SOLD_AT = /\b(?:marketplace|shop|store|market|exchange)\b|商城|交易|市场|店/i;
const ADMIN =
  /\b(?:admin|console|back ?office|backend|cms|control panel)\b|后台|管理系统|管理平台|运营平台|控制台/i;

/**
 * "a marketplace for handmade ceramics", "a marketplace for antique furniture": the "for" names
 * what is sold, not who uses it — a named user or setting that is no person on a product that
 * sells things. Else undefined.
 */
export function goodsNamedAsUsers(brief: Brief, product: string): string | undefined {
  if (!SOLD_AT.test(product) || brief.users.length > 1) return undefined;
  const u = brief.users[0] ?? brief.subject.setting ?? undefined;
  if (!u || isPerson(u, brief.language)) return undefined;
  return /\b(?:teams?|staff|businesses|compan(?:y|ies)|shops|owners|hires|hr|city|town|campus|village|neighbou?rhood|office)\b|团队|公司|商家|企业|门店|社区|校园|城市/i.test(
    u,
  )
    ? undefined
    : u;
}

/**
 * "会员积分后台管理系统", "a customer support admin console": on an admin product the people its
 * name holds are what it manages, not who uses it.
 */
export function administered(brief: Brief, product: string): boolean {
  return (
    ADMIN.test(product) &&
    brief.users.length > 0 &&
    brief.users.every((u) => product.toLowerCase().includes(u.toLowerCase().replace(/s$/, "")))
  );
}

/**
 * The users a product's kind implies — an admin console's admins, a marketplace's buyers and
 * sellers of the goods it names — with one of the first in the singular ("As a buyer, …"); null
 * when its kind says nothing of who uses it.
 */
export function kindUsers(
  product: string,
  lang: BriefLanguage,
  goods?: string,
): { users: [string, string]; user: string } | null {
  const zh = lang === "zh";
  if (ADMIN.test(product))
    return zh
      ? { users: ["负责日常配置的后台管理员", "查看数据、提出需求的运营负责人"], user: "后台管理员" }
      : {
          users: [
            "admins who configure it day to day",
            "operations leads who read its data and ask for changes",
          ],
          user: "admin",
        };
  if (goods && SOLD_AT.test(product))
    return zh
      ? { users: [`想买${goods}的买家`, `出售${goods}的卖家`], user: "买家" }
      : { users: [`buyers looking for ${goods}`, `sellers listing ${goods}`], user: "buyer" };
  return null;
}

/** The users of the product's domain (patients and clinic staff, learners and teachers…), or null. */
export function domainUsers(product: string, text: string, lang: BriefLanguage): [string, string] | null {
  const domain = detectDomain(product, text);
  return domain === "generic" ? null : domainPack(domain, lang).users;
}

/** The line saying which users the document assumes, for the overview and the personas. */
export function assumedLine(users: [string, string], lang: BriefLanguage): string {
  return lang === "zh"
    ? `**假设的用户：**需求里没有写明用户，本文档假设为${users[0]}和${users[1]}；请换成你的真实用户。`
    : `**Assumed users:** the request names no users, so this document assumes ${users[0]} and ${users[1]}; replace them with your own.`;
}
