/**
 * Page shells: a site header, an app sidebar with its small-screen menu, a phone's app bar and
 * tab bar, a footer. Every link goes somewhere that exists: a section of this page or a page of
 * the set; the brand goes home.
 */
import { avatar, esc, icon, logoMark } from "./kit";
import { escText, type RenderContext } from "./render-context";
import { actionButton } from "./render-forms";
import { personName } from "./sample-data";

function home(c: RenderContext): string {
  return c.s.nav.find((n) => !n.href.startsWith("#"))?.href ?? "#main";
}

function links(c: RenderContext, cls: (current: boolean) => string, withIcons = false): string {
  return c.s.nav
    .map(
      (n) =>
        `<a href="${esc(n.href)}" class="${cls(n.current)}"${n.current ? ' aria-current="page"' : ""}>${withIcons ? icon(n.icon, "h-5 w-5 shrink-0") : ""}<span class="truncate">${esc(n.label)}</span></a>`,
    )
    .join("");
}

function brandLink(c: RenderContext, size = "h-9 w-9"): string {
  return `<a href="${esc(home(c))}" class="flex min-w-0 items-center gap-2.5 font-bold text-ink">${logoMark(c.s.brand, size)}<span class="truncate text-lg tracking-tight">${esc(c.s.brand)}</span></a>`;
}

function menuButton(c: RenderContext, target: string, cls: string): string {
  return `<button type="button" data-toggle="${target}" aria-controls="${target}" aria-expanded="false" class="grid h-10 w-10 shrink-0 place-items-center rounded-card text-ink hover:bg-canvas ${cls}" aria-label="${esc(c.ui.menu)}">${icon("menu")}</button>`;
}

/** A site's header: brand, its sections or pages, the main action; a menu on small screens. */
export function siteHeader(c: RenderContext): string {
  const nav = links(
    c,
    (current) =>
      `rounded-card px-3 py-2 text-sm font-medium ${current ? "bg-soft text-primary" : "text-muted hover:text-ink"}`,
  );
  const small = links(
    c,
    (current) =>
      `block rounded-card px-3 py-2 text-sm font-medium ${current ? "bg-soft text-primary" : "text-ink"}`,
  );
  return `<header class="sticky top-0 z-20 border-b border-line bg-surface"><div class="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3 sm:px-6">${brandLink(c)}<nav aria-label="${escText(c.s.brand)}" class="ml-4 hidden flex-1 items-center gap-1 md:flex">${nav}</nav><div class="ml-auto flex items-center gap-2"><div class="hidden sm:block">${actionButton(c.s.primary)}</div>${menuButton(c, "site-menu", "md:hidden")}</div></div><nav id="site-menu" aria-label="${escText(c.s.brand)}" hidden class="border-t border-line px-4 py-2 md:hidden">${small}</nav></header>`;
}

export function footer(c: RenderContext): string {
  const nav = links(c, () => "text-sm text-muted hover:text-ink");
  return `<footer class="border-t border-line bg-surface"><div class="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between"><div class="flex items-center gap-2 font-bold text-ink">${logoMark(c.s.brand, "h-8 w-8")}${esc(c.s.brand)}</div><nav aria-label="${escText(c.zh ? "页脚导航" : "Footer")}" class="flex flex-wrap gap-x-5 gap-y-2">${nav}</nav><p class="text-xs text-muted">© 2026 ${esc(c.s.brand)}. ${esc(c.ui.rights)}</p></div></footer>`;
}

/** A web app: a sidebar on wide screens, a top bar with a menu on narrow ones. */
export function appShell(c: RenderContext, content: string): string {
  const side = links(
    c,
    (current) =>
      `flex min-w-0 items-center gap-3 rounded-card px-3 py-2.5 text-sm font-medium ${current ? "bg-soft text-primary" : "text-muted hover:bg-canvas hover:text-ink"}`,
    true,
  );
  const who = personName(c.s.lang, c.r);
  const sidebar = `<aside class="hidden w-64 shrink-0 flex-col border-r border-line bg-surface px-4 py-5 lg:flex"><div class="px-2">${brandLink(c)}</div><nav aria-label="${escText(c.s.brand)}" class="mt-8 flex flex-1 flex-col gap-1">${side}</nav><div class="mt-6 flex items-center gap-3 rounded-card border border-line p-3">${avatar(who, c.t, 36)}<div class="min-w-0"><p class="truncate text-sm font-semibold text-ink">${esc(who)}</p><p class="truncate text-xs text-muted">${esc(c.zh ? "管理员" : "Admin")}</p></div></div></aside>`;
  const top = `<div class="flex items-center justify-between gap-3 border-b border-line bg-surface px-4 py-3 lg:hidden">${brandLink(c, "h-8 w-8")}${menuButton(c, "app-menu", "")}</div><nav id="app-menu" aria-label="${escText(c.s.brand)}" hidden class="border-b border-line bg-surface px-4 py-2 lg:hidden">${links(c, (current) => `block rounded-card px-3 py-2 text-sm ${current ? "bg-soft text-primary" : "text-ink"}`)}</nav>`;
  return `<div class="flex min-h-screen">${sidebar}<div class="flex min-w-0 flex-1 flex-col">${top}${content}</div></div>`;
}

/** A phone app: a title bar and, when there is somewhere to go, a bottom tab bar. */
export function mobileBars(c: RenderContext): { top: string; bottom: string } {
  const tabs = c.s.nav.slice(0, 5);
  const top = `<header class="sticky top-0 z-20 flex items-center gap-3 border-b border-line bg-surface px-4 py-3"><a href="${esc(home(c))}" class="shrink-0">${logoMark(c.s.brand, "h-9 w-9")}<span class="sr-only">${esc(c.s.brand)}</span></a><div class="min-w-0 flex-1"><p class="truncate text-xs text-muted">${esc(c.s.brand)}</p><p class="truncate font-semibold text-ink">${esc(c.s.title)}</p></div><button type="button" data-toast="${escText(c.zh ? "暂无新通知" : "No new notifications")}" class="relative grid h-10 w-10 place-items-center rounded-full border border-line bg-surface text-ink" aria-label="${esc(c.ui.notifications)}">${icon("bell")}</button></header>`;
  const bottom =
    tabs.length >= 2
      ? `<nav aria-label="${escText(c.s.brand)}" class="sticky bottom-0 z-20 border-t border-line bg-surface pb-3 pt-1"><ul class="flex">${tabs.map((n) => `<li class="min-w-0 flex-1"><a href="${esc(n.href)}" class="flex flex-col items-center gap-1 px-1 py-2 text-[11px] font-medium ${n.current ? "text-primary" : "text-muted"}"${n.current ? ' aria-current="page"' : ""}>${icon(n.icon, "h-6 w-6")}<span class="w-full truncate text-center">${esc(n.label)}</span></a></li>`).join("")}</ul></nav>`
      : "";
  return { top, bottom };
}
