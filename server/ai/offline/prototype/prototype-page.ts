/**
 * Offline writer `prototype_page`: a designed page for the prompt (or one page of a planned
 * set), written like a model would: one sentence, then the whole document in an html fence.
 * Asked to change an existing page (`base`), it applies what it understands (colours, dark
 * theme, a new headline) and keeps the rest of the page.
 */
import type { OfflineWriter, WriterInput } from "../types";
import { DESIGN_TYPES, type DesignType } from "@/lib/contracts/artifacts";
import { withoutCompiledCss } from "@/server/artifacts/prototype/html/tailwind-inline";
import { buildPage } from "./build-page";
import { detectKind } from "./intent";
import { reviseWholePage } from "./revise-page";
import type { Lang, PageKind } from "./types";

type PlanPage = { file_name: string; title: string; purpose?: string };

const KIND_NAMES: Record<PageKind, [string, string]> = {
  login: ["sign-in page", "登录页"],
  dashboard: ["dashboard", "数据看板"],
  landing: ["landing page", "落地页"],
  product: ["product page", "商品详情页"],
  settings: ["settings page", "设置页"],
  onboarding: ["onboarding screen", "新手引导页"],
};
const DEVICE_NAMES: Record<DesignType, [string, string]> = { web: ["web", "网页端"], mobile: ["mobile", "移动端"], tablet: ["tablet", "平板端"] };

function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

export const prototypePage: OfflineWriter = (input: WriterInput) => {
  const o = input.options ?? {};
  const lang: Lang = o.language === "zh" || o.language === "en" ? o.language : input.locale;
  const device = DESIGN_TYPES.find((d) => d === o.device) ?? "web";
  const prompt = str(o.prompt) ?? input.userText;
  const base = str(o.base);
  if (base) {
    const html = reviseWholePage(withoutCompiledCss(base), prompt, lang);
    const line = lang === "zh" ? "已按你的要求修改了页面，其余部分保持不变。" : "I updated the page as you asked and kept everything else as it was.";
    return `${line}\n\n\`\`\`html\n${html}\n\`\`\``;
  }
  const plan = Array.isArray(o.plan) ? (o.plan as PlanPage[]) : null;
  const index = typeof o.page_index === "number" ? o.page_index : 0;
  const planned = plan?.[index];
  const kind = planned ? detectKind(`${planned.file_name} ${planned.title} ${planned.purpose ?? ""}`) : undefined;
  const links = plan?.map((p, i) => ({ file: p.file_name, label: p.title, current: i === index }));
  const page = buildPage({ prompt, lang, device, styleId: str(o.style_id), deep: o.option === "deep_design", kind, links });
  const k = KIND_NAMES[page.request.kind][lang === "zh" ? 1 : 0];
  const d = DEVICE_NAMES[device][lang === "zh" ? 1 : 0];
  const line =
    lang === "zh"
      ? `这是为「${page.request.pack.brand}」设计的${d}${k}，采用统一的配色和字号层级，内容都按你的需求填写好了。`
      : `Here is a ${d} ${k} for ${page.request.pack.brand}, with a consistent palette and type scale and real content for your request.`;
  return `${line}\n\n\`\`\`html\n${page.html}\n\`\`\``;
};
