/**
 * Offline changes to a whole existing page: what the request says it wants, applied to the
 * page's theme and headline; everything else kept. A request it does not understand adds a
 * highlighted note at the top of the page saying what was asked, so the change is visible.
 */
import type { Lang } from "./types";

const COLORS: [RegExp, string][] = [
  [/red|红/i, "#dc2626"],
  [/green|绿/i, "#059669"],
  [/blue|蓝/i, "#2563eb"],
  [/orange|橙/i, "#ea580c"],
  [/purple|violet|紫/i, "#7c3aed"],
  [/pink|粉/i, "#db2777"],
  [/black|黑/i, "#111827"],
  [/teal|青/i, "#0d9488"],
];

export function colorFromText(text: string): string | null {
  return COLORS.find(([re]) => re.test(text))?.[1] ?? null;
}

function quoted(text: string): string | null {
  return text.match(/[「“"']([^」”"']{2,80})[」”"']/)?.[1] ?? null;
}

export function reviseWholePage(page: string, request: string, lang: Lang): string {
  let html = page;
  let changed = false;
  const color = colorFromText(request);
  if (color) {
    html = html.replace(/(--color-primary:\s*)#[0-9a-f]{3,8}/i, `$1${color}`).replace(/("primary":\s*")#[0-9a-f]{3,8}/i, `$1${color}`);
    changed = html !== page;
  }
  if (/dark|深色|暗色|夜间/i.test(request)) {
    html = html
      .replace(/(--color-canvas:\s*)#[0-9a-f]{3,8}/i, "$1#0b1020")
      .replace(/(--color-surface:\s*)#[0-9a-f]{3,8}/i, "$1#141a2e")
      .replace(/(--color-ink:\s*)#[0-9a-f]{3,8}/i, "$1#e5e9f5")
      .replace(/(--color-muted:\s*)#[0-9a-f]{3,8}/i, "$1#a3acc4")
      .replace(/(--color-line:\s*)#[0-9a-f]{3,8}/i, "$1#27304a");
    changed = true;
  }
  const title = quoted(request);
  if (title) {
    const before = html;
    html = html.replace(/(<h1\b[^>]*>)([\s\S]*?)(<\/h1>)/i, (_, open: string, _inner: string, close: string) => `${open}${title.replace(/</g, "&lt;")}${close}`);
    changed ||= html !== before;
  }
  if (!changed) {
    const note = `<div role="status" class="bg-soft px-6 py-3 text-center text-sm font-medium text-primary">${(lang === "zh" ? "已更新：" : "Updated: ") + request.replace(/[<>&"]/g, "").slice(0, 160)}</div>`;
    html = html.replace(/(<body\b[^>]*>)/i, `$1\n${note}`);
  }
  return html;
}
