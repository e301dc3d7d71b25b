/**
 * Offline writer `prototype_pages`: the plan of a multi-page prototype (which pages, file names,
 * what each shows), as a sentence and a json fence. Pages the prompt names come first; otherwise
 * a set that fits the product (a site: landing, sign-in, dashboard; an app: onboarding,
 * dashboard, settings).
 */
import type { OfflineWriter } from "../types";
import { detectKind, packFor } from "./intent";
import type { Lang, PageKind } from "./types";

const FILES: Record<PageKind, string> = { landing: "index.html", login: "login.html", dashboard: "dashboard.html", product: "product.html", settings: "settings.html", onboarding: "onboarding.html" };
const TITLES: Record<PageKind, [string, string]> = {
  landing: ["Home", "首页"],
  login: ["Sign in", "登录"],
  dashboard: ["Dashboard", "数据概览"],
  product: ["Product", "商品详情"],
  settings: ["Settings", "设置"],
  onboarding: ["Welcome", "新手引导"],
};
const PURPOSE: Record<PageKind, [string, string]> = {
  landing: ["Hero, features, pricing and a call to action; links to the other pages.", "首屏、功能亮点、价格方案与行动号召，并链接到其他页面。"],
  login: ["Sign-in form with social sign-in; after signing in the user goes to the dashboard.", "登录表单与第三方登录，登录后进入数据概览。"],
  dashboard: ["Key numbers, a trend chart, recent activity and a table.", "核心指标、趋势图、最新动态和数据表格。"],
  product: ["Gallery, price, options, add to cart, specifications and reviews.", "商品图集、价格、规格选择、加入购物车、参数与评价。"],
  settings: ["Profile, notifications, security and plan.", "个人资料、通知、账号安全与套餐。"],
  onboarding: ["First-run steps: goals, permissions, first action.", "首次使用引导：选择目标、开启权限、完成第一步。"],
};

const MENTIONS: [PageKind, RegExp][] = [
  ["landing", /landing|home ?page|首页|落地页|官网/i],
  ["login", /log ?in|sign[- ]?in|登录|注册/i],
  ["onboarding", /onboard|引导/i],
  ["dashboard", /dashboard|overview|看板|仪表盘|概览|后台/i],
  ["product", /product|商品|详情/i],
  ["settings", /setting|设置/i],
];

export function planKinds(prompt: string, device: string): PageKind[] {
  const named = MENTIONS.filter(([, re]) => re.test(prompt)).map(([k]) => k);
  if (named.length >= 2) return named.slice(0, 5);
  const first = detectKind(prompt);
  const app = device === "mobile" || first === "dashboard" || first === "settings" || first === "onboarding";
  const base: PageKind[] = first === "product" ? ["landing", "product", "login"] : app ? ["onboarding", "dashboard", "settings"] : ["landing", "login", "dashboard"];
  return [first, ...base.filter((k) => k !== first)].slice(0, 4);
}

export const prototypePages: OfflineWriter = (input) => {
  const o = input.options ?? {};
  const lang: Lang = o.language === "zh" || o.language === "en" ? o.language : input.locale;
  const prompt = typeof o.prompt === "string" ? o.prompt : input.userText;
  const i = lang === "zh" ? 1 : 0;
  const kinds = planKinds(prompt, String(o.device ?? "web"));
  // The first page is index.html (the set's entry), whatever it shows.
  const pages = kinds.map((kind, n) => ({ file_name: n === 0 ? "index.html" : FILES[kind], title: TITLES[kind][i], purpose: `${kind}: ${PURPOSE[kind][i]}` }));
  const brand = packFor(prompt, lang).brand;
  const line = lang === "zh" ? `我为「${brand}」规划了 ${pages.length} 个相互链接的页面：${pages.map((p) => p.title).join("、")}。` : `I planned ${pages.length} linked pages for ${brand}: ${pages.map((p) => p.title).join(", ")}.`;
  return `${line}\n\n\`\`\`json\n${JSON.stringify({ pages }, null, 2)}\n\`\`\``;
};
