/** Page shells: navigation bars, sidebars, rails, tab bars and footers. */
import { avatar, button, esc, icon, logoMark } from "../kit";
import { uiText } from "../ui-text";
import type { PageRequest } from "./types";

type NavLink = { label: string; href: string; current?: boolean };

function marketingLinks(req: PageRequest): NavLink[] {
  if (req.links?.length) return req.links.map((l) => ({ label: l.label, href: l.file, current: l.current }));
  const t = uiText(req.lang);
  return [
    { label: t.features, href: "#features" },
    { label: t.howItWorks, href: "#how" },
    { label: t.pricing, href: "#pricing" },
    { label: t.testimonials, href: "#customers" },
  ];
}

function brandLink(req: PageRequest, size = "h-9 w-9"): string {
  const home = req.links?.[0]?.file ?? "#";
  return `<a href="${home}" class="flex items-center gap-2.5 font-bold text-ink">${logoMark(req.pack.brand, size)}<span class="text-lg tracking-tight">${esc(req.pack.brand)}</span></a>`;
}

/** Top navigation of a marketing or store page. */
export function topNav(req: PageRequest): string {
  const t = uiText(req.lang);
  const links = marketingLinks(req)
    .map(
      (l) =>
        `<a href="${esc(l.href)}" class="rounded-card px-3 py-2 text-sm font-medium ${l.current ? "text-primary bg-soft" : "text-muted hover:text-ink"}"${l.current ? ' aria-current="page"' : ""}>${esc(l.label)}</a>`,
    )
    .join("");
  if (req.device === "mobile") {
    return `<header class="sticky top-0 z-20 flex items-center justify-between border-b border-line bg-surface/95 px-5 py-3 backdrop-blur">${brandLink(req, "h-8 w-8")}<button type="button" class="grid h-10 w-10 place-items-center rounded-card text-ink hover:bg-canvas" aria-label="${esc(t.menu)}">${icon("menu")}</button></header>`;
  }
  return `<header class="sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur"><div class="mx-auto flex max-w-6xl items-center gap-6 px-6 py-3.5">${brandLink(req)}<nav aria-label="${esc(req.pack.brand)}" class="hidden flex-1 items-center gap-1 md:flex">${links}</nav><div class="ml-auto flex items-center gap-2"><a href="#" class="px-3 py-2 text-sm font-semibold text-ink">${esc(t.signIn)}</a>${button(t.getStarted, { size: "sm" })}</div></div></header>`;
}

/** The left sidebar of a web app (dashboard, settings). */
export function appSidebar(req: PageRequest, active = 0): string {
  const items = req.pack.nav
    .map((n, i) => {
      const link = req.links?.[i];
      const current = link ? link.current : i === active;
      return `<li><a href="${esc(link?.file ?? "#")}" class="flex items-center gap-3 rounded-card px-3 py-2.5 text-sm font-medium ${current ? "bg-soft text-primary" : "text-muted hover:bg-canvas hover:text-ink"}"${current ? ' aria-current="page"' : ""}>${icon(n.icon, "h-5 w-5")}${esc(link?.label ?? n.label)}</a></li>`;
    })
    .join("");
  const u = req.pack.user;
  return `<aside class="flex w-64 shrink-0 flex-col border-r border-line bg-surface px-4 py-5"><div class="px-2">${brandLink(req)}</div><nav aria-label="${esc(req.pack.brand)}" class="mt-8 flex-1"><ul class="space-y-1">${items}</ul></nav><div class="mt-6 flex items-center gap-3 rounded-card border border-line p-3">${avatar(u.name, req.theme, 36)}<div class="min-w-0"><p class="truncate text-sm font-semibold text-ink">${esc(u.name)}</p><p class="truncate text-xs text-muted">${esc(u.role)}</p></div></div></aside>`;
}

/** The narrow icon rail of a tablet app. */
export function tabletRail(req: PageRequest, active = 0): string {
  const items = req.pack.nav
    .map((n, i) => {
      const link = req.links?.[i];
      const current = link ? link.current : i === active;
      return `<li><a href="${esc(link?.file ?? "#")}" class="flex flex-col items-center gap-1 rounded-card px-2 py-2.5 text-xs font-medium ${current ? "bg-soft text-primary" : "text-muted hover:text-ink"}"${current ? ' aria-current="page"' : ""}>${icon(n.icon, "h-6 w-6")}<span>${esc(link?.label ?? n.label)}</span></a></li>`;
    })
    .join("");
  return `<aside class="flex w-24 shrink-0 flex-col items-center border-r border-line bg-surface py-5">${logoMark(req.pack.brand, "h-10 w-10")}<nav aria-label="${esc(req.pack.brand)}" class="mt-8 w-full px-2"><ul class="space-y-2">${items}</ul></nav></aside>`;
}

/** The top bar above an app's content: title, search, notifications, avatar. */
export function appTopBar(req: PageRequest, title: string, subtitle: string): string {
  const t = uiText(req.lang);
  return `<div class="flex flex-wrap items-center gap-4"><div class="min-w-0 flex-1"><h1 class="font-bold tracking-tight text-ink" style="font-size:${req.theme.scale.h1}px">${esc(title)}</h1><p class="mt-1 text-muted">${esc(subtitle)}</p></div><label class="relative hidden lg:block"><span class="sr-only">${esc(t.search)}</span><span class="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted">${icon("search", "h-4 w-4")}</span><input type="search" placeholder="${esc(t.searchPh)}" class="w-64 rounded-card border border-line bg-surface py-2 pl-9 pr-3 text-sm text-ink placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-soft"></label><button type="button" class="relative grid h-10 w-10 place-items-center rounded-card border border-line bg-surface text-ink" aria-label="${esc(t.notifications)}">${icon("bell")}<span class="absolute right-2 top-2 h-2 w-2 rounded-full bg-rose-500"></span></button>${button(t.export, { kind: "secondary", icon: "download", size: "sm" })}${button(t.newItem, { icon: "plus", size: "sm" })}</div>`;
}

/** A mobile app bar: greeting or title, and an avatar. */
export function mobileAppBar(req: PageRequest, title: string, subtitle?: string): string {
  const t = uiText(req.lang);
  return `<header class="flex items-center gap-3 px-5 pb-3 pt-6">${avatar(req.pack.user.name, req.theme, 44)}<div class="min-w-0 flex-1">${subtitle ? `<p class="text-xs text-muted">${esc(subtitle)}</p>` : ""}<h1 class="truncate text-xl font-bold text-ink">${esc(title)}</h1></div><button type="button" class="relative grid h-11 w-11 place-items-center rounded-full border border-line bg-surface text-ink" aria-label="${esc(t.notifications)}">${icon("bell")}<span class="absolute right-2.5 top-2.5 h-2 w-2 rounded-full bg-rose-500"></span></button></header>`;
}

/** A mobile bottom tab bar (the app's sections). */
export function tabBar(req: PageRequest, active = 0): string {
  const items = req.pack.nav
    .slice(0, 5)
    .map((n, i) => {
      const link = req.links?.[i];
      const current = link ? link.current : i === active;
      return `<li class="flex-1"><a href="${esc(link?.file ?? "#")}" class="flex flex-col items-center gap-1 py-2 text-[11px] font-medium ${current ? "text-primary" : "text-muted"}"${current ? ' aria-current="page"' : ""}>${icon(n.icon, "h-6 w-6")}<span>${esc(link?.label ?? n.label)}</span></a></li>`;
    })
    .join("");
  return `<nav aria-label="${esc(req.pack.brand)}" class="sticky bottom-0 z-20 border-t border-line bg-surface/95 pb-4 pt-1 backdrop-blur"><ul class="flex">${items}</ul></nav>`;
}

export function footer(req: PageRequest): string {
  const t = uiText(req.lang);
  const year = 2026;
  if (req.device === "mobile") {
    return `<footer class="border-t border-line px-5 py-8 text-sm text-muted"><div class="flex items-center gap-2 font-semibold text-ink">${logoMark(req.pack.brand, "h-7 w-7")}${esc(req.pack.brand)}</div><p class="mt-3">${esc(req.pack.tagline)}</p><p class="mt-4">© ${year} ${esc(req.pack.brand)}. ${esc(t.rights)}</p></footer>`;
  }
  const col = (title: string, links: string[]) =>
    `<div><h2 class="text-sm font-semibold text-ink">${esc(title)}</h2><ul class="mt-3 space-y-2">${links.map((l) => `<li><a href="#" class="text-sm text-muted hover:text-ink">${esc(l)}</a></li>`).join("")}</ul></div>`;
  return `<footer class="border-t border-line bg-surface"><div class="mx-auto grid max-w-6xl gap-8 px-6 py-12 md:grid-cols-4"><div><div class="flex items-center gap-2 font-bold text-ink">${logoMark(req.pack.brand, "h-8 w-8")}${esc(req.pack.brand)}</div><p class="mt-3 text-sm text-muted">${esc(req.pack.tagline)}</p></div>${col(t.product, [t.features, t.pricing, t.howItWorks])}${col(t.company, [t.about, t.careers, t.contact])}${col(t.settings, [t.privacy, t.terms])}</div><p class="border-t border-line py-5 text-center text-xs text-muted">© ${year} ${esc(req.pack.brand)}. ${esc(t.rights)}</p></footer>`;
}
