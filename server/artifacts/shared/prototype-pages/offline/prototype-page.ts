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
import { revisePage } from "./revise-page";
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
  if (base) {
    const revised = revisePage(withoutCompiledCss(base), brief, device);
    if (revised) {
      const what =
        brief.edit?.changes
          .map((c) =>
            c.kind === "color"
              ? c.name
              : c.kind === "add"
                ? c.what
                : c.kind === "remove"
                  ? c.what
                  : c.kind === "theme"
                    ? c.dark
                      ? zh
                        ? "深色主题"
                        : "dark theme"
                      : zh
                        ? "浅色主题"
                        : "light theme"
                    : "",
          )
          .filter(Boolean) ?? [];
      // What could not be read as a change is said, not silently dropped.
      const notDone = brief.edit?.changes.flatMap((c) => (c.kind === "other" ? [c.text] : [])) ?? [];
      const skipped = notDone.length
        ? zh
          ? `这一处我没能改：${notDone.map((x) => `「${x}」`).join("、")}——换个说法告诉我，或配置真实模型来完成。`
          : ` I could not make this change offline: ${notDone.map((x) => `"${x}"`).join(", ")} — say it another way, or configure a real model.`
        : "";
      const line =
        (zh
          ? `已按你的要求修改了页面${what.length ? `（${what.join("、")}）` : ""}，其余部分保持不变。`
          : `I changed the page as you asked${what.length ? ` (${listPhrase(what, "en")})` : ""} and kept everything else as it was.`) +
        skipped;
      return `${line}\n\n\`\`\`html\n${revised}\n\`\`\``;
    }
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
  const named = screen.blocks.filter((b) => b.named).map((b) => b.title);
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
  return `${line}\n\n\`\`\`html\n${html}\n\`\`\``;
};
