/** Guesses who an idea is for, so the offline reply can name concrete users. */
import type { OfflineLocale } from "../types";

export type Audience = {
  primary: string;
  secondary: string;
  /** The audience as the user wrote it ("for remote teams"), if they did. */
  named?: string;
  /** False when nothing in the message pointed at a user group (generic wording). */
  specific: boolean;
};

type Domain = { match: RegExp; en: [string, string]; zh: [string, string] };

// A handful of common product domains; anything else falls back to keyword-based wording.
const DOMAINS: Domain[] = [
  {
    match: /\bteams?\b|remote|employee|staff|compan|团队|员工|公司|同事/i,
    en: ["team members doing the daily work", "team leads who need visibility"],
    zh: ["日常使用的团队成员", "需要掌握进度的团队负责人"],
  },
  {
    match: /student|course|teacher|learn|school|lesson|学生|课程|老师|学习|学校/i,
    en: ["students or learners", "teachers who set and review the work"],
    zh: ["学生或学习者", "布置和检查任务的老师"],
  },
  {
    match: /shop|store|e-?commerce|checkout|\bcart\b|seller|buyer|order|retail|电商|商家|店铺|订单|购物/i,
    en: ["shoppers placing orders", "merchants running the store"],
    zh: ["下单的消费者", "经营店铺的商家"],
  },
  {
    match: /patient|doctor|clinic|health|medical|医生|患者|医院|健康|诊所/i,
    en: ["patients", "clinicians and front-desk staff"],
    zh: ["患者", "医生和前台人员"],
  },
  {
    match: /restaurant|food|recipe|meal|cook|diet|餐厅|外卖|菜谱|做饭|饮食/i,
    en: ["people planning or ordering meals", "restaurant or kitchen staff"],
    zh: ["点餐或做饭的用户", "餐厅或后厨人员"],
  },
  {
    match: /fitness|workout|gym|habit|running|sport|健身|运动|习惯|跑步|打卡/i,
    en: ["people building a routine", "coaches or accountability partners"],
    zh: ["想养成习惯的个人用户", "教练或监督伙伴"],
  },
  {
    match: /travel|trip|hotel|flight|tour|旅行|旅游|酒店|机票|行程/i,
    en: ["travellers planning a trip", "the friend or agent organising it"],
    zh: ["规划行程的旅行者", "负责组织的同伴或旅行顾问"],
  },
  {
    match: /budget|expense|finance|invoice|money|payment|accounting|记账|预算|财务|发票|报销|支付/i,
    en: ["people tracking their money", "whoever shares or approves the budget (family, finance team)"],
    zh: ["需要管理收支的个人", "共同管理或审批预算的人（家人、财务）"],
  },
  {
    match: /\bpets?\b|\bdogs?\b|\bcats?\b|vet|宠物|狗|猫/i,
    en: ["pet owners", "pet-care providers such as walkers or vets"],
    zh: ["宠物主人", "遛狗师、宠物医生等服务方"],
  },
  {
    match: /marketplace|second-?hand|\bused\b|resale|交易|二手|闲置/i,
    en: ["buyers looking for a good deal", "sellers listing their items"],
    zh: ["寻找好物的买家", "发布闲置物品的卖家"],
  },
  {
    match: /developer|\bapi\b|\bcode\b|github|devops|开发者|程序员|代码|接口/i,
    en: ["developers", "tech leads who choose the tooling"],
    zh: ["开发者", "负责选型的技术负责人"],
  },
];

const FOR_EN =
  /\bfor\s+((?:[a-z][\w'-]*\s+){0,3}?[a-z][\w'-]*?)(?=\s+(?:to|that|who|with|so|and|in|on|which|where|by)\b|[.,;!?]|$)/i;
const FOR_ZH =
  /(?:面向|针对|专为|给|帮助)([\u4e00-\u9fff]{2,8}?)(?:的|使用|用|提供|养成|管理|记录|，|。|,|$)/;
const NOT_AUDIENCE = /^(me|my|us|our|you|it|this|that|free|now|fun|example|instance|the|a|an)\b/i;

function explicitAudience(text: string, locale: OfflineLocale): string | undefined {
  const match = (locale === "zh" ? FOR_ZH : FOR_EN).exec(text);
  const who = match?.[1]?.trim();
  if (!who || NOT_AUDIENCE.test(who)) return undefined;
  return who;
}

/** An explicit "for X" in the message wins; otherwise a domain guess; otherwise the first keyword. */
export function guessAudience(text: string, keywords: string[], locale: OfflineLocale): Audience {
  const named = explicitAudience(text, locale);
  // The named audience says who, the rest of the text says what: "budgeting app for students"
  // is a finance product, so its secondary users come from the finance domain.
  const rest = named ? text.replace(named, " ") : text;
  const domain = DOMAINS.find((d) => d.match.test(rest)) ?? DOMAINS.find((d) => d.match.test(text));
  const topic = keywords[0];
  const fallback: [string, string] =
    locale === "zh"
      ? [topic ? `经常遇到「${topic}」问题的人` : "有这个需求的一线用户", "决定是否采用或付费的负责人"]
      : [
          topic ? `people who deal with ${topic} today` : "the people who feel this problem daily",
          "whoever decides to adopt or pay for it",
        ];
  const [primary, secondary] = domain ? domain[locale] : fallback;
  if (named) return { primary: named, secondary: domain ? secondary : fallback[1], named, specific: true };
  return { primary, secondary, specific: domain !== undefined };
}
