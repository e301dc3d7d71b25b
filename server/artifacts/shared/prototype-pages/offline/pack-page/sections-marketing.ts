/** Marketing sections: hero, proof strip, feature grid, steps, pricing, testimonial, call to action. */
import { areaChart, avatar, button, esc, icon, photo } from "../kit";
import { fill, uiText } from "../ui-text";
import type { PageRequest } from "./types";

const wrap = (req: PageRequest, inner: string, cls = "") =>
  req.device === "mobile"
    ? `<div class="px-5 ${cls}">${inner}</div>`
    : `<div class="mx-auto max-w-6xl px-6 ${cls}">${inner}</div>`;

export function hero(req: PageRequest): string {
  const { hero: h, metrics, chart } = req.pack;
  const s = req.theme.scale;
  const size = req.device === "mobile" ? Math.round(s.display * 0.66) : s.display;
  const latest = chart.series[chart.series.length - 1];
  const change = Math.round(((latest - chart.series[0]) / (chart.series[0] || 1)) * 100);
  const shown =
    chart.unit.length <= 2
      ? `${chart.unit}${latest.toLocaleString("en-US")}`
      : `${latest.toLocaleString("en-US")} ${chart.unit}`;
  const mini = metrics
    .slice(1, 3)
    .map(
      (m) =>
        `<div class="rounded-card bg-canvas p-3"><p class="text-xs text-muted">${esc(m.label)}</p><p class="mt-1 font-bold text-ink">${esc(m.value)}</p></div>`,
    )
    .join("");
  const preview = `<div class="rounded-card border border-line bg-surface p-5 shadow-xl"><div class="flex items-center justify-between"><p class="text-sm font-semibold text-ink">${esc(chart.title)}</p><span class="rounded-full bg-soft px-2.5 py-1 text-xs font-semibold text-primary">${change >= 0 ? "+" : ""}${change}%</span></div><p class="mt-2 text-3xl font-bold text-ink">${esc(shown)}</p><div class="mt-4">${areaChart({ labels: chart.labels, series: chart.series, compare: chart.compare, theme: req.theme, label: chart.title, height: 180, width: req.device === "mobile" ? 360 : 640 })}</div><div class="mt-4 grid grid-cols-2 gap-3">${mini}</div></div>`;
  const copy = `<div><p class="inline-flex items-center gap-2 rounded-full bg-soft px-3 py-1 text-sm font-semibold text-primary">${icon("sparkles", "h-4 w-4")}${esc(req.pack.tagline)}</p><h1 class="mt-5 font-extrabold leading-tight tracking-tight text-ink" style="font-size:${size}px">${esc(h.title)}</h1><p class="mt-5 max-w-xl text-lg leading-relaxed text-muted">${esc(h.subtitle)}</p><div class="mt-8 flex flex-wrap gap-3">${button(h.cta, { size: "lg" })}${button(h.secondary, { size: "lg", kind: "secondary", icon: "play" })}</div></div>`;
  const visual = /Sales|revenue|Revenue|营收|支出|Spending|spending/.test(chart.title)
    ? preview
    : photoHero(req);
  if (req.device === "mobile")
    return `<section class="px-5 pb-10 pt-8">${copy}<div class="mt-8">${visual}</div></section>`;
  return `<section class="overflow-hidden">${wrap(req, `<div class="grid items-center gap-12 py-16 ${req.device === "web" ? "lg:grid-cols-2 lg:py-24" : ""}">${copy}${visual}</div>`)}</section>`;
}

/** A consumer hero visual: a photo with a floating review card and a highlight chip. */
function photoHero(req: PageRequest): string {
  const q = req.pack.testimonial;
  const f = req.pack.features[0];
  return `<div class="relative">${photo(req.pack.hero.title, req.theme, 960, 720, "aspect-[4/3] w-full rounded-card object-cover shadow-xl")}<div class="absolute -bottom-6 left-4 right-4 flex items-center gap-3 rounded-card bg-surface p-4 shadow-xl ring-1 ring-line sm:left-auto sm:right-6 sm:w-80">${avatar(q.name, req.theme, 40)}<div class="min-w-0"><p class="text-sm font-semibold text-ink">${esc(q.name)}</p><p class="line-clamp-2 text-xs text-muted">“${esc(q.quote)}”</p></div></div><div class="absolute left-4 top-4 flex items-center gap-2 rounded-full bg-surface px-3 py-1.5 text-sm font-semibold text-ink shadow">${icon(f.icon, "h-4 w-4 text-primary")}${esc(f.title)}</div></div>`;
}

export function proofStrip(req: PageRequest): string {
  const items = req.pack.features
    .slice(0, 4)
    .map(
      (f) =>
        `<div class="flex items-center justify-center gap-2.5"><span class="text-primary">${icon(f.icon, "h-5 w-5")}</span><p class="text-sm font-semibold text-ink">${esc(f.title)}</p></div>`,
    )
    .join("");
  return `<section class="border-y border-line bg-surface">${wrap(req, `<div class="grid grid-cols-2 gap-6 py-8 ${req.device === "mobile" ? "" : "md:grid-cols-4"}">${items}</div>`)}</section>`;
}

function sectionHead(title: string, body: string, id: string): string {
  return `<div class="mx-auto max-w-2xl text-center"><h2 id="${id}-title" class="text-3xl font-bold tracking-tight text-ink">${esc(title)}</h2><p class="mt-3 text-lg text-muted">${esc(body)}</p></div>`;
}

export function featureGrid(req: PageRequest): string {
  const t = uiText(req.lang);
  const list = req.deep ? req.pack.features : req.pack.features.slice(0, req.device === "mobile" ? 4 : 6);
  const cards = list
    .map(
      (f) =>
        `<li class="rounded-card border border-line bg-surface p-6"><span class="grid h-11 w-11 place-items-center rounded-card bg-soft text-primary">${icon(f.icon)}</span><h3 class="mt-4 font-semibold text-ink">${esc(f.title)}</h3><p class="mt-2 text-sm leading-relaxed text-muted">${esc(f.body)}</p></li>`,
    )
    .join("");
  const cols =
    req.device === "mobile"
      ? ""
      : req.device === "tablet"
        ? "sm:grid-cols-2"
        : "sm:grid-cols-2 lg:grid-cols-3";
  return `<section id="features" aria-labelledby="features-title" class="py-16">${wrap(req, `${sectionHead(t.features, req.pack.tagline, "features")}<ul class="mt-10 grid gap-5 ${cols}">${cards}</ul>`)}</section>`;
}

export function steps(req: PageRequest): string {
  const t = uiText(req.lang);
  const items = req.pack.steps
    .map(
      (s, i) =>
        `<li class="relative rounded-card bg-surface p-6 shadow-sm ring-1 ring-line"><span class="grid h-10 w-10 place-items-center rounded-full bg-primary text-sm font-bold text-on-primary">${i + 1}</span><h3 class="mt-4 font-semibold text-ink">${esc(s.title)}</h3><p class="mt-2 text-sm text-muted">${esc(s.body)}</p></li>`,
    )
    .join("");
  return `<section id="how" aria-labelledby="how-title" class="bg-soft py-16">${wrap(req, `${sectionHead(t.howItWorks, req.pack.hero.subtitle, "how")}<ol class="mt-10 grid gap-5 ${req.device === "mobile" ? "" : "md:grid-cols-3"}">${items}</ol>`)}</section>`;
}

export function pricing(req: PageRequest): string {
  const t = uiText(req.lang);
  const cards = req.pack.plans
    .map((p) => {
      const hi = p.highlight;
      return `<li class="relative flex flex-col rounded-card border ${hi ? "border-primary ring-2 ring-primary" : "border-line"} bg-surface p-6">${hi ? `<span class="absolute -top-3 left-6 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-on-primary">${esc(t.mostPopular)}</span>` : ""}<h3 class="font-semibold text-ink">${esc(p.name)}</h3><p class="mt-4 flex items-baseline gap-1"><span class="text-4xl font-bold text-ink">${esc(p.price)}</span><span class="text-sm text-muted">${esc(p.period)}</span></p><ul class="mt-6 flex-1 space-y-3">${p.features.map((f) => `<li class="flex gap-2 text-sm text-ink"><span class="text-primary">${icon("check", "h-5 w-5")}</span>${esc(f)}</li>`).join("")}</ul><div class="mt-8">${button(fill(t.choose, { plan: p.name }), { kind: hi ? "primary" : "secondary", full: true })}</div></li>`;
    })
    .join("");
  return `<section id="pricing" aria-labelledby="pricing-title" class="py-16">${wrap(req, `${sectionHead(t.pricing, t.ctaBody, "pricing")}<ul class="mt-10 grid gap-6 ${req.device === "mobile" ? "" : "md:grid-cols-3"}">${cards}</ul>`)}</section>`;
}

export function testimonial(req: PageRequest): string {
  const q = req.pack.testimonial;
  return `<section id="customers" aria-label="${esc(uiText(req.lang).testimonials)}" class="py-16">${wrap(req, `<figure class="mx-auto max-w-3xl rounded-card bg-surface p-8 text-center shadow-sm ring-1 ring-line"><blockquote class="text-xl font-medium leading-relaxed text-ink">“${esc(q.quote)}”</blockquote><figcaption class="mt-6 flex items-center justify-center gap-3">${avatar(q.name, req.theme, 44)}<span class="text-left"><span class="block font-semibold text-ink">${esc(q.name)}</span><span class="block text-sm text-muted">${esc(q.role)}</span></span></figcaption></figure>`)}</section>`;
}

export function gallery(req: PageRequest): string {
  const items = req.pack.activity.items
    .map(
      (item, i) =>
        `<li class="overflow-hidden rounded-card border border-line bg-surface">${photo(item.title, req.theme, 480, 320, "h-44 w-full object-cover", i === 1 ? req.theme.accent : undefined)}<div class="p-4"><h3 class="font-semibold text-ink">${esc(item.title)}</h3><p class="mt-1 text-sm text-muted">${esc(item.meta)}</p><p class="mt-3 font-semibold text-primary">${esc(item.value)}</p></div></li>`,
    )
    .join("");
  return `<section aria-labelledby="picks-title" class="py-16">${wrap(req, `<h2 id="picks-title" class="text-2xl font-bold text-ink">${esc(req.pack.activity.title)}</h2><ul class="mt-6 grid gap-5 ${req.device === "mobile" ? "" : "sm:grid-cols-3"}">${items}</ul>`)}</section>`;
}

export function ctaBand(req: PageRequest): string {
  const t = uiText(req.lang);
  return `<section class="py-16">${wrap(req, `<div class="rounded-card bg-primary px-8 py-12 text-center text-on-primary"><h2 class="text-3xl font-bold">${esc(t.ctaTitle)}</h2><p class="mt-3">${esc(t.ctaBody)}</p><div class="mt-8 flex justify-center"><button type="button" class="rounded-card bg-surface px-6 py-3 font-semibold text-primary shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-surface">${esc(req.pack.hero.cta)}</button></div></div>`)}</section>`;
}
