/** What every renderer of a screen reads: the screen, its theme, its interface words and its seeded data. */
import { random } from "./sample-data";
import type { Block, Screen, Theme } from "./screen";
import { uiText, type UiText } from "./ui-text";

export type RenderContext = { s: Screen; t: Theme; ui: UiText; r: () => number; zh: boolean };

export function renderContext(s: Screen, t: Theme): RenderContext {
  return { s, t, ui: uiText(s.lang), r: random(s.seed), zh: s.lang === "zh" };
}

/** A section with its heading (the page's one h1 is elsewhere); `id` is what navigation links to. */
export function section(
  block: Block,
  inner: string,
  opts: { card?: boolean; action?: string; cls?: string } = {},
): string {
  const hid = `${block.anchor}-title`;
  const head = block.title
    ? `<div class="flex flex-wrap items-center justify-between gap-3"><h2 id="${hid}" class="text-lg font-semibold text-ink">${escText(block.title)}</h2>${opts.action ?? ""}</div>`
    : "";
  const card = opts.card === false ? "" : "rounded-card border border-line bg-surface p-5 shadow-sm";
  return `<section id="${block.anchor}" ${block.title ? `aria-labelledby="${hid}"` : `aria-label="${escText(block.kind)}"`} class="scroll-mt-20 min-w-0 ${card} ${opts.cls ?? ""}">${head}<div class="${block.title ? "mt-4" : ""}">${inner}</div></section>`;
}

export function escText(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}
