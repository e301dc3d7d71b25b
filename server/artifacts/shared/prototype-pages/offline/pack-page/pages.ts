/** Pages composed from the section builders, per page kind and device (the body of a document). */
import { esc } from "../kit";
import { fill, uiText } from "../ui-text";
import { appSidebar, appTopBar, footer, mobileAppBar, tabBar, tabletRail, topNav } from "./sections-shell";
import {
  ctaBand,
  featureGrid,
  gallery,
  hero,
  pricing,
  proofStrip,
  steps,
  testimonial,
} from "./sections-marketing";
import { activityList, chartCard, rowCards, statCards, tableCard } from "./sections-data";
import {
  onboardingActions,
  onboardingStep,
  settingsGroups,
  signInForm,
  signInHeading,
} from "./sections-forms";
import {
  breadcrumb,
  buyBar,
  buyBox,
  productGallery,
  productTabs,
  relatedProducts,
} from "./sections-commerce";
import { areaChart } from "../kit";
import type { PageRequest } from "./types";

function login(req: PageRequest): string {
  const form = `${signInHeading(req, req.device !== "web")}<div class="mt-8">${signInForm(req)}</div>`;
  if (req.device === "mobile") {
    const m = req.pack.metrics;
    const band = `<div class="relative overflow-hidden rounded-card bg-primary p-5 text-on-primary shadow-lg" aria-hidden="true"><div class="absolute -right-8 -top-10 h-36 w-36 rounded-full bg-surface opacity-10"></div><div class="absolute -bottom-12 right-10 h-28 w-28 rounded-full bg-surface opacity-10"></div><p class="text-sm font-semibold">${esc(req.pack.brand)}</p><p class="mt-1 text-lg font-bold leading-snug">${esc(req.pack.tagline)}</p><div class="mt-4 flex gap-6"><div><p class="text-xl font-bold">${esc(m[0].value)}</p><p class="text-xs">${esc(m[0].label)}</p></div><div><p class="text-xl font-bold">${esc(m[1].value)}</p><p class="text-xs">${esc(m[1].label)}</p></div></div></div>`;
    return `<main class="flex min-h-screen flex-col bg-surface px-6 pb-10 pt-8">${band}<div class="mt-8">${signInHeading(req, false)}</div><div class="mt-8">${signInForm(req)}</div></main>`;
  }
  if (req.device === "tablet")
    return `<main class="grid min-h-screen place-items-center bg-canvas px-8 py-12"><div class="w-full max-w-md rounded-card bg-surface p-10 shadow-xl ring-1 ring-line">${form}</div></main>`;
  const c = req.pack.chart;
  const side = `<div class="relative hidden overflow-hidden bg-primary p-12 text-on-primary lg:flex lg:flex-col"><p class="text-lg font-bold">${esc(req.pack.brand)}</p><div class="my-auto"><p class="text-4xl font-bold leading-tight">${esc(req.pack.hero.title)}</p><p class="mt-4 max-w-md text-lg">${esc(req.pack.hero.subtitle)}</p><div class="mt-10 rounded-card bg-surface p-5 text-ink shadow-2xl"><p class="text-sm font-semibold">${esc(c.title)}</p>${areaChart({ labels: c.labels, series: c.series, compare: c.compare, theme: req.theme, label: c.title, height: 160 })}</div></div><figure><blockquote class="text-lg">“${esc(req.pack.testimonial.quote)}”</blockquote><figcaption class="mt-3 text-sm">${esc(req.pack.testimonial.name)} · ${esc(req.pack.testimonial.role)}</figcaption></figure></div>`;
  return `<main class="grid min-h-screen bg-surface lg:grid-cols-2">${side}<div class="flex items-center justify-center px-8 py-12"><div class="w-full max-w-sm">${form}</div></div></main>`;
}

function dashboard(req: PageRequest): string {
  const t = uiText(req.lang);
  const first = req.pack.user.name.split(/\s+/)[0];
  if (req.device === "mobile") {
    return `${mobileAppBar(req, fill(t.goodMorning, { name: first }), req.pack.brand)}<main class="space-y-4 px-5 pb-6">${statCards(req, "")}${chartCard(req, "bar")}${activityList(req)}${rowCards(req)}</main>${tabBar(req)}`;
  }
  const content = `${appTopBar(req, fill(t.goodMorning, { name: first }), t.overview)}<div class="mt-6">${statCards(req, req.device === "tablet" ? "" : "sm:grid-cols-2 xl:grid-cols-4")}</div><div class="mt-6 grid gap-6 ${req.device === "web" ? "xl:grid-cols-3" : ""}"><div class="${req.device === "web" ? "xl:col-span-2" : ""}">${chartCard(req)}</div>${activityList(req)}</div><div class="mt-6">${tableCard(req)}</div>`;
  const shell = req.device === "tablet" ? tabletRail(req) : appSidebar(req);
  return `<div class="flex min-h-screen bg-canvas">${shell}<main class="min-w-0 flex-1 p-6 lg:p-8">${content}</main></div>`;
}

function landing(req: PageRequest): string {
  const sections = [
    hero(req),
    proofStrip(req),
    featureGrid(req),
    steps(req),
    ...(req.deep ? [gallery(req)] : []),
    pricing(req),
    testimonial(req),
    ctaBand(req),
  ];
  return `${topNav(req)}<main>${sections.join("")}</main>${footer(req)}`;
}

function product(req: PageRequest): string {
  if (req.device === "mobile") {
    return `${topNav(req)}<main class="px-5 pb-8 pt-4">${productGallery(req)}<div class="mt-6">${buyBox(req)}</div>${productTabs(req)}${relatedProducts(req)}</main>${buyBar(req)}`;
  }
  return `${topNav(req)}<main class="mx-auto max-w-6xl px-6 py-8">${breadcrumb(req)}<div class="mt-6 grid gap-10 ${req.device === "web" ? "lg:grid-cols-2" : "md:grid-cols-2"}">${productGallery(req)}${buyBox(req)}</div>${productTabs(req)}${relatedProducts(req)}</main>${footer(req)}`;
}

function settings(req: PageRequest): string {
  const t = uiText(req.lang);
  const groups = settingsGroups(req);
  if (req.device === "mobile") {
    return `<header class="flex items-center gap-3 border-b border-line bg-surface px-5 py-4"><h1 class="text-xl font-bold text-ink">${esc(t.settings)}</h1></header><main class="space-y-4 px-4 py-5">${groups}</main>${tabBar(req, Math.max(0, req.pack.nav.length - 1))}`;
  }
  const shell =
    req.device === "tablet"
      ? tabletRail(req, req.pack.nav.length - 1)
      : appSidebar(req, req.pack.nav.length - 1);
  return `<div class="flex min-h-screen bg-canvas">${shell}<main class="min-w-0 flex-1 p-6 lg:p-10"><div class="mx-auto max-w-3xl"><h1 class="font-bold tracking-tight text-ink" style="font-size:${req.theme.scale.h1}px">${esc(t.settings)}</h1><p class="mt-1 text-muted">${esc(req.pack.user.email)}</p><div class="mt-8 space-y-6">${groups}</div></div></main></div>`;
}

function onboarding(req: PageRequest, step = 0): string {
  const t = uiText(req.lang);
  const body = `${onboardingStep(req, step)}<div class="mt-10">${onboardingActions(req)}</div>`;
  if (req.device === "mobile")
    return `<main class="flex min-h-screen flex-col bg-surface px-6 pb-8 pt-10">${body}</main>`;
  const list = req.pack.onboarding
    .map(
      (s, i) =>
        `<li class="flex gap-3"><span class="grid h-8 w-8 shrink-0 place-items-center rounded-full text-sm font-bold ${i <= step ? "bg-primary text-on-primary" : "bg-surface text-muted ring-1 ring-line"}">${i + 1}</span><div><p class="font-semibold text-ink">${esc(s.title)}</p><p class="text-sm text-muted">${esc(s.body)}</p></div></li>`,
    )
    .join("");
  return `<main class="grid min-h-screen bg-canvas ${req.device === "web" ? "lg:grid-cols-[380px_1fr]" : ""}"><aside class="hidden border-r border-line bg-soft p-10 ${req.device === "web" ? "lg:block" : ""}" aria-label="${esc(fill(t.step, { n: step + 1, total: req.pack.onboarding.length }))}"><p class="text-lg font-bold text-ink">${esc(req.pack.brand)}</p><ol class="mt-10 space-y-6">${list}</ol></aside><div class="flex items-center justify-center p-8"><div class="w-full max-w-xl rounded-card bg-surface p-10 shadow-xl ring-1 ring-line">${body}</div></div></main>`;
}

export function pageBody(req: PageRequest): string {
  switch (req.kind) {
    case "login":
      return login(req);
    case "dashboard":
      return dashboard(req);
    case "product":
      return product(req);
    case "settings":
      return settings(req);
    case "onboarding":
      return onboarding(req);
    default:
      return landing(req);
  }
}

/** A short, human title for the page (the document title and the chat line). */
/** The page's own name (the document title puts the brand before it). */
export function pageNameOf(req: PageRequest): string {
  const t = uiText(req.lang);
  const names: Record<PageRequest["kind"], string> =
    req.lang === "zh"
      ? {
          login: "登录",
          dashboard: "数据概览",
          landing: req.pack.tagline,
          product: req.product.name,
          settings: t.settings,
          onboarding: "新手引导",
        }
      : {
          login: t.signIn,
          dashboard: "Dashboard",
          landing: req.pack.tagline,
          product: req.product.name,
          settings: t.settings,
          onboarding: "Welcome",
        };
  return names[req.kind];
}
