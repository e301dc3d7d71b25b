/**
 * A follow-up applied to the chat's current page, in its own source: a colour for the buttons,
 * the header or the background, a dark or light theme, a section added (drawn like the page's
 * other sections, in its palette) or removed, text renamed, a new headline. Everything else —
 * the title included — stays as it was. A change it cannot read rebuilds the page from the
 * chat's request with the new words added, under the same brand and title.
 */
import type { Brief, Change } from "../../../../ai/offline/brief";
import { allElements, parseHtml } from "@/server/html/parse-html";
import { renderContext } from "./render-context";
import { renderBlockHtml } from "./render-page";
import { nounOf } from "./sample-data";
import type { Block, Screen, Theme } from "./screen";
import { blockKindOf } from "./vocabulary";
import { DARK, readableOn, withPrimary } from "./palette";

const LIGHT = { canvas: "#f8fafc", surface: "#ffffff", ink: "#0f172a", muted: "#475569", line: "#e2e8f0" };

function setVar(html: string, name: string, hex: string): string {
  return html
    .replace(new RegExp(`(--color-${name}:\\s*)#[0-9a-fA-F]{3,8}`, "g"), `$1${hex}`)
    .replace(new RegExp(`("${name}":\\s*")#[0-9a-fA-F]{3,8}`, "g"), `$1${hex}`);
}

function setVars(html: string, vars: Record<string, string>): string {
  return Object.entries(vars).reduce((out, [name, hex]) => setVar(out, name, hex), html);
}

function getVar(html: string, name: string, fallback: string): string {
  return (
    new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})`).exec(html)?.[1] ??
    new RegExp(`"${name}":\\s*"(#[0-9a-fA-F]{3,8})"`).exec(html)?.[1] ??
    fallback
  );
}

/** The page's header painted one colour, its words made readable on it. */
function paintHeader(html: string, hex: string): string {
  const header = allElements(parseHtml(html)).find((el) => el.rawTagName.toLowerCase() === "header");
  if (!header) return html;
  const [start, end] = header.range;
  const painted = html
    .slice(start, end)
    .replace(
      /^<header\b([^>]*?)\sclass="([^"]*)"/,
      (_m, before: string, cls: string) =>
        `<header${before} class="${cls.replace(/\bbg-[\w/[\]#-]+/g, "").trim()} bg-[${hex}] text-white"`,
    )
    .replace(/\btext-(?:ink|muted|primary)\b/g, "text-white")
    .replace(/\b(?:bg-surface|bg-canvas)\b/g, "bg-white/10")
    .replace(/\bborder-line\b/g, "border-white/20");
  return `${html.slice(0, start)}${painted}${html.slice(end)}`;
}

/** The screen a page was drawn from, as far as a new section needs it (brand, language, palette). */
export function screenOfPage(
  html: string,
  brief: Brief,
  device: Screen["device"],
): { screen: Screen; theme: Theme } {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const [brand, pageTitle] = title.includes(" · ")
    ? title.split(" · ")
    : [brief.subject.brand ?? title, title];
  const lang = /<html[^>]*lang="zh/.test(html) ? "zh" : "en";
  const theme: Theme = {
    primary: getVar(html, "primary", "#4f46e5"),
    onPrimary: getVar(html, "on-primary", "#ffffff"),
    accent: getVar(html, "accent", "#0891b2"),
    canvas: getVar(html, "canvas", "#f8fafc"),
    surface: getVar(html, "surface", "#ffffff"),
    ink: getVar(html, "ink", "#0f172a"),
    muted: getVar(html, "muted", "#475569"),
    line: getVar(html, "line", "#e2e8f0"),
    soft: getVar(html, "soft", "#eef2ff"),
    radius: "12px",
    font: "Inter, sans-serif",
    dark: /color-scheme:\s*dark/.test(html),
    scale: { display: 48, h1: 32, h2: 22, body: 15, small: 13 },
  };
  const screen: Screen = {
    lang,
    device,
    brand,
    product: brief.subject.product || brand,
    kind: "home",
    title: pageTitle,
    subtitle: "",
    blocks: [],
    nav: [],
    primary: { label: lang === "zh" ? "立即开始" : "Get started", toast: lang === "zh" ? "已收到" : "Done" },
    states: brief.states,
    variant: 0,
    seed: html.length,
    deep: false,
  };
  return { screen, theme };
}

function addSection(html: string, what: string, brief: Brief, device: Screen["device"]): string {
  const { screen, theme } = screenOfPage(html, brief, device);
  // "pricing section with free and pro plans", "价格模块，包括免费版和专业版": the heading, then its members.
  const parts =
    /^(.+?)\s+(?:section|block|module|area\s+)?\s*(?:with|showing|listing|featuring|for)\s+(.+?)(?:\s+(?:plans?|tiers?|options?|packages?))?$/i.exec(
      what,
    ) ??
    /^(.+?)(?:模块|板块|部分|区域)?[，,]?(?:包括|包含|有|含)(.+?)(?:两个|三个|四个)?(?:套餐|方案|版本)?$/.exec(
      what,
    );
  const heading =
    (parts?.[1] ?? what).replace(/\s+(?:section|block|module)$/i, "").replace(/(?:模块|板块|部分)$/, "") ||
    what;
  const members = parts
    ? parts[2]
        .split(/\s*(?:,|、|\band\b|\bor\b|&|和|与|及)\s*/)
        .map((m) => m.trim())
        .filter(Boolean)
    : [];
  const title = heading.charAt(0).toUpperCase() + heading.slice(1);
  const block: Block = {
    kind: blockKindOf(what),
    title,
    anchor: `${
      title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "section"
    }-added`,
    noun: nounOf(title, screen.lang),
    named: true,
    ...(members.length >= 2 && members.length <= 4
      ? { members: members.map((m) => m.charAt(0).toUpperCase() + m.slice(1)) }
      : {}),
  };
  if (block.kind === "form") block.kind = "cards";
  const htmlBlock = renderBlockHtml(renderContext(screen, theme), block);
  const at = html.lastIndexOf("</main>");
  return at < 0
    ? html.replace(/<\/body>/i, `${htmlBlock}</body>`)
    : `${html.slice(0, at)}${htmlBlock}${html.slice(at)}`;
}

function removeSection(html: string, what: string): string {
  const words = what
    .toLowerCase()
    .replace(/\b(?:section|block|module|part)\b|模块|板块|部分|区域/g, "")
    .trim();
  const sections = allElements(parseHtml(html)).filter((el) => el.rawTagName.toLowerCase() === "section");
  const hit = sections.find((el) =>
    (el.querySelector("h2")?.text ?? el.getAttribute("aria-label") ?? "").toLowerCase().includes(words),
  );
  if (!hit) return html;
  const [start, end] = hit.range;
  return `${html.slice(0, start)}${html.slice(end)}`;
}

/** Replaces words in the page's text, never inside tags. */
function renameText(html: string, from: string, to: string): string {
  const clean = from.replace(/[「」“”"]/g, "");
  if (!clean) return html;
  return html.replace(/>([^<]+)</g, (m, text: string) =>
    text.includes(clean) ? `>${text.split(clean).join(to.replace(/[「」“”"]/g, ""))}<` : m,
  );
}

export function applyBriefChange(
  html: string,
  change: Change,
  brief: Brief,
  device: Screen["device"],
): string {
  switch (change.kind) {
    case "color": {
      if (change.target === "header") return paintHeader(html, readableOn(change.color, "#ffffff", 4.8));
      if (change.target === "background") return setVar(html, "canvas", change.color);
      if (change.target === "text")
        return setVar(html, "ink", readableOn(change.color, getVar(html, "surface", "#ffffff")));
      // The brand colour, with its tint and the labels on it kept readable.
      const theme = screenOfPage(html, brief, device).theme;
      const next = withPrimary(theme, change.color);
      return setVars(html, { primary: next.primary, "on-primary": next.onPrimary, soft: next.soft });
    }
    case "theme": {
      const theme = screenOfPage(html, brief, device).theme;
      const base = { ...theme, ...(change.dark ? DARK : LIGHT), dark: change.dark };
      const next = withPrimary(base, theme.primary);
      const out = html.replace(
        /color-scheme:\s*(?:light|dark)/,
        `color-scheme: ${change.dark ? "dark" : "light"}`,
      );
      return setVars(out, {
        canvas: next.canvas,
        surface: next.surface,
        ink: next.ink,
        muted: next.muted,
        line: next.line,
        soft: next.soft,
        primary: next.primary,
        "on-primary": next.onPrimary,
      });
    }
    case "add":
      return addSection(html, change.what, brief, device);
    case "remove":
      return removeSection(html, change.what);
    case "rename":
      return renameText(html, change.from, change.to);
    case "text":
      return html.replace(
        /(<h1\b[^>]*>)([\s\S]*?)(<\/h1>)/i,
        (_m, open: string, _inner: string, close: string) =>
          `${open}${change.to.replace(/[<>&]/g, "")}${close}`,
      );
    default:
      return html;
  }
}

/** The page with the follow-up's changes, or null when none of them could be applied in place. */
export function revisePage(html: string, brief: Brief, device: Screen["device"]): string | null {
  let out = html;
  for (const change of brief.edit?.changes ?? []) out = applyBriefChange(out, change, brief, device);
  return out === html ? null : out;
}
