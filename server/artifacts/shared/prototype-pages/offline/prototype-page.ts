/**
 * Offline writer `prototype_page`: a designed page for the request (or one page of a planned
 * set), written like a model would: one sentence, then the whole document in an html fence.
 * It follows the brief — the subject, the brand (given or made from the subject), the
 * sections, fields and actions named, the device, the template picked — and, asked to change
 * the chat's page (`base`), changes that page and keeps the rest.
 */
import { prototypeKind } from "@/lib/contracts/kinds";
import type { OfflineWriter, WriterInput } from "../../../../ai/offline/types";
import { DESIGN_TYPES, type DesignType } from "@/lib/contracts/artifacts";
import { findTemplate } from "@/lib/contracts/prototype-gallery";
import { withoutCompiledCss } from "@/server/html/tailwind-inline";
import { DEFAULT_STYLE_ID, findStyle } from "@/server/html/styles";
import { briefOf } from "../../../../ai/offline/brief-input";
import { listPhrase } from "../../../../ai/offline/language/grammar";
import { themeOf } from "./kit";
import { themeLikeTemplate } from "./palette";
import { buildPage } from "./pack-page/build-page";
import { packKindFor } from "./pack-page/pack-match";
import { nounOf } from "./sample-data";
import { screenFor, type PlannedPage } from "./plan-screen";
import { renderScreen } from "./render-page";
import { namesPageChanges, readPageChanges } from "./follow-up/read-changes";
import { applyPageChange } from "./follow-up/apply-changes";
import { followUpReply } from "./follow-up/reply";
import type { Lang, PageKind } from "./screen";

function str(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value : undefined;
}

/**
 * The page a gallery template shapes: its device, its frame (an app sidebar, a site header, a
 * phone tab bar) and whether it centres on a table — read from the template's own markup.
 */
function templateKind(
  id: string | undefined,
  html: string | undefined,
): { kind: PageKind; device: DesignType; variant: number; table: boolean } | null {
  const template = id ? findTemplate(id) : undefined;
  if (!template) return null;
  const markup = html ?? "";
  const table = /<table\b/i.test(markup);
  if (template.designType === "mobile") return { kind: "home", device: "mobile", variant: 0, table: false };
  // A sidebar that is the app's navigation (not a filter column or a drawer).
  const sidebar = /<aside\b(?![^>]*class="[^"]*(?:filter|drawer))[^>]*>/i.test(markup);
  if (sidebar) return { kind: "dashboard", device: "web", variant: 0, table };
  if (
    /<aside\b[^>]*class="[^"]*filter/i.test(markup) ||
    template.tag === "ecommerce" ||
    template.tag === "travel"
  )
    return { kind: "list", device: "web", variant: 0, table };
  if (template.tag === "social") return { kind: "home", device: "web", variant: 0, table };
  return { kind: "dashboard", device: "web", variant: 1, table };
}

function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .slice(0, 4000);
}

export const prototypePage: OfflineWriter = (input: WriterInput) => {
  const o = input.options ?? {};
  const base = str(o.base);
  const device = DESIGN_TYPES.find((d) => d === o.device) ?? "web";
  const brief = briefOf(
    input,
    prototypeKind.mode,
    base
      ? {
          kind: prototypeKind.id,
          title: /<title>([^<]*)<\/title>/.exec(base)?.[1] ?? null,
          content: visibleText(base),
        }
      : null,
  );
  const lang: Lang = o.language === "zh" || o.language === "en" ? o.language : brief.language;
  const zh = lang === "zh";
  let rebuiltFor: string | null = null;
  const changes = base ? readPageChanges(brief.text, lang) : [];
  // A follow-up that names changes to the page ("让页面更有高级感，增加一个价格筛选") edits it even
  // when it does not open with an editing verb, unless it asks for a new page.
  const edits = brief.edit?.mode === "edit" || namesPageChanges(brief.text);
  if (base && edits) {
    // Every change named is applied to its own element; the reply lists what was made and what not.
    let page = withoutCompiledCss(base);
    const results = changes.map((change) => {
      const outcome = applyPageChange(page, change, brief, device, lang);
      page = outcome.html;
      return { change, outcome };
    });
    const understood = changes.some((c) => c.kind !== "other");
    if (understood) return `${followUpReply(results, lang)}\n\n\`\`\`html\n${page}\n\`\`\``;
    // Nothing in it reads as a change to the page: the page is rebuilt from the chat's request
    // with these words, and the reply says so.
    rebuiltFor = brief.text;
  }
  const plan = Array.isArray(o.plan) ? (o.plan as PlannedPage[]) : undefined;
  const index = typeof o.page_index === "number" ? o.page_index : 0;
  const shaped = templateKind(str(o.template_id), str(o.template_html));
  const style = findStyle(str(o.style_id)) ?? findStyle(DEFAULT_STYLE_ID)!;
  // A request that names only a page of a known domain gets the domain's depth.
  const packKind = !base && !plan && !shaped ? packKindFor(brief, brief.text) : null;
  if (packKind) {
    const page = buildPage({
      prompt: brief.text,
      lang,
      device,
      styleId: style.id,
      deep: o.option === "deep_design",
      kind: packKind,
    });
    const brand = page.request.pack.brand;
    const line = zh
      ? `这是为「${brand}」设计的${device === "mobile" ? "移动端" : "网页端"}页面「${page.title}」。`
      : `Here is ${device === "mobile" ? "a mobile" : "a web"} page for ${brand}: ${page.title}.`;
    return `${line}\n\n\`\`\`html\n${page.html}\n\`\`\``;
  }
  const screen = screenFor(brief, {
    device: shaped?.device ?? device,
    lang,
    deep: o.option === "deep_design",
    plan,
    index,
    kind: shaped?.kind,
  });
  if (shaped) {
    screen.variant = shaped.variant;
    if (shaped.table && !screen.blocks.some((b) => b.kind === "table"))
      screen.blocks.push({
        kind: "table",
        title: zh ? "最新记录" : "Latest records",
        anchor: "records",
        noun: nounOf(screen.product, lang),
        named: false,
      });
  }
  // A page rebuilt for a change it could not make in place keeps its brand and title.
  if (base) {
    const title = /<title>([^<]*)<\/title>/.exec(base)?.[1] ?? "";
    if (title.includes(" · ")) [screen.brand, screen.title] = title.split(" · ");
  }
  const templateHtml = str(o.template_html);
  const html = renderScreen(
    screen,
    shaped && templateHtml ? themeLikeTemplate(themeOf(style), templateHtml) : themeOf(style),
  );
  // Each named section once, though a dashboard shows it as a figure and as a list.
  const named = [...new Set(screen.blocks.filter((b) => b.named).map((b) => b.title))];
  const line = zh
    ? `这是为「${screen.brand}」设计的${screen.device === "mobile" ? "移动端" : "网页端"}页面「${screen.title}」${named.length ? `，包含${listPhrase(named.slice(0, 5), "zh")}` : ""}。`
    : `Here is ${screen.device === "mobile" ? "a mobile" : "a web"} page for ${screen.brand}: ${screen.title}${
        named.length
          ? `, with ${listPhrase(
              named.slice(0, 5).map((n) => n.toLowerCase()),
              "en",
            )}`
          : ""
      }.`;
  const rebuilt = rebuiltFor
    ? zh
      ? `离线模型没能把「${rebuiltFor}」对应到页面上的具体改动（改名、改标题、改按钮文字、加字段或控件、换图表类型、改颜色），所以按你的要求重新生成了页面，品牌和标题不变。连接一个模型可以做这类改动。\n\n`
      : `The Offline model could not map "${rebuiltFor}" to a change on the page (a rename, a title, a button's text, a field or control, a chart type, a colour), so it rebuilt the page from your request with those words, keeping its brand and title. Connect a model for changes like this.\n\n`
    : "";
  return `${rebuilt}${line}\n\n\`\`\`html\n${html}\n\`\`\``;
};
