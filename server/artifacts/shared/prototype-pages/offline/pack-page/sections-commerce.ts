/** Store sections: product gallery, buy box, detail tabs, reviews, related products, buy bar. */
import { avatar, button, esc, icon, photo, stars } from "../kit";
import { fill, uiText } from "../ui-text";
import type { PageRequest } from "./types";

export function productGallery(req: PageRequest): string {
  const p = req.product;
  const tints = [
    req.theme.primary,
    req.theme.accent,
    p.colors[1]?.hex ?? req.theme.muted,
    p.colors[2]?.hex ?? req.theme.primary,
  ];
  const thumbs = tints
    .map(
      (tint, i) =>
        `<li><button type="button" class="block overflow-hidden rounded-card border-2 ${i === 0 ? "border-primary" : "border-transparent"}" aria-label="${esc(p.name)} ${i + 1}" aria-pressed="${i === 0}">${photo(`${p.name} ${i + 1}`, req.theme, 160, 160, "h-16 w-16 object-cover", tint)}</button></li>`,
    )
    .join("");
  return `<div>${photo(p.name, req.theme, 900, 900, "aspect-square w-full rounded-card object-cover")}<ul class="mt-3 flex gap-3">${thumbs}</ul></div>`;
}

/** A price string scaled (keeps its currency sign and decimals): the group price of a deal. */
function scaledPrice(price: string, factor: number): string {
  const value = parseFloat(price.replace(/[^\d.]/g, ""));
  if (!Number.isFinite(value)) return price;
  const decimals = /\.(\d+)/.exec(price)?.[1].length ?? 0;
  return price.replace(/[\d,]+(\.\d+)?/, (value * factor).toFixed(decimals));
}

/** Group buy and countdown, when the prompt asked for them (拼团, 倒计时, flash sale…). */
function dealBox(req: PageRequest): string {
  const deals = req.deals;
  if (!deals || (!deals.groupBuy && !deals.countdown)) return "";
  const t = uiText(req.lang);
  // Ticks the shown time down each second; the page works without it.
  const countdown = deals.countdown
    ? `<div class="flex items-center justify-between gap-3 bg-primary px-4 py-2.5 text-sm text-on-primary"><span class="flex items-center gap-2 font-semibold">${icon("clock", "h-4 w-4")}${esc(t.endsIn)}</span><span data-countdown="8076" class="font-mono text-base font-bold tabular-nums">02:14:36</span></div><script>(function(){var el=document.querySelector("[data-countdown]");if(!el)return;var left=+el.getAttribute("data-countdown");setInterval(function(){left=Math.max(0,left-1);var h=Math.floor(left/3600),m=Math.floor(left%3600/60),s=left%60;el.textContent=[h,m,s].map(function(n){return String(n).padStart(2,"0")}).join(":")},1000)})()</script>`
    : "";
  const names = req.lang === "zh" ? ["王**", "陈**"] : ["Lena K.", "Marco D."];
  const groupPrice = scaledPrice(req.product.price, 0.85);
  const groups = names
    .map(
      (name, i) =>
        `<li class="flex items-center gap-3 py-2.5">${avatar(name, req.theme, 32)}<p class="min-w-0 flex-1 text-sm text-ink">${esc(fill(t.groupNeed, { name, n: String(i + 1) }))}</p>${button(t.joinGroup, { kind: "secondary", size: "sm" })}</li>`,
    )
    .join("");
  const group = deals.groupBuy
    ? `<div class="p-4"><div class="flex flex-wrap items-baseline justify-between gap-2"><p class="text-sm font-semibold text-ink">${esc(t.groupBuy)} · <span class="font-normal text-muted">${esc(fill(t.groupOf, { size: "3" }))}</span></p><p class="text-sm text-muted">${esc(t.groupPrice)} <span class="text-xl font-bold text-primary">${esc(groupPrice)}</span></p></div><ul class="mt-2 divide-y divide-line">${groups}</ul><div class="mt-3">${button(fill(t.startGroup, { price: groupPrice }), { full: true, icon: "users" })}</div></div>`
    : "";
  return `<div class="mt-5 overflow-hidden rounded-card border border-line bg-surface">${countdown}${group}</div>`;
}

export function buyBox(req: PageRequest): string {
  const t = uiText(req.lang);
  const p = req.product;
  const colors = p.colors
    .map(
      (c, i) =>
        `<label class="cursor-pointer"><input type="radio" name="color" class="peer sr-only"${i === 0 ? " checked" : ""}><span class="block h-9 w-9 rounded-full ring-2 ring-transparent ring-offset-2 peer-checked:ring-primary peer-focus-visible:ring-primary" style="background:${c.hex}" title="${esc(c.name)}"></span><span class="sr-only">${esc(c.name)}</span></label>`,
    )
    .join("");
  const options = p.options.values
    .map(
      (v, i) =>
        `<label class="cursor-pointer"><input type="radio" name="option" class="peer sr-only"${i === 0 ? " checked" : ""}><span class="inline-block rounded-card border border-line px-4 py-2 text-sm font-medium text-ink peer-checked:border-primary peer-checked:bg-soft peer-checked:text-primary peer-focus-visible:ring-2 peer-focus-visible:ring-primary">${esc(v)}</span></label>`,
    )
    .join("");
  const perks = [
    ["truck", t.freeShipping],
    ["shield", t.warranty],
    ["arrow-left", t.returns],
  ]
    .map(
      ([i, text]) =>
        `<li class="flex items-center gap-2 text-sm text-muted"><span class="text-primary">${icon(i, "h-5 w-5")}</span>${esc(text)}</li>`,
    )
    .join("");
  return `<div><p class="text-sm font-semibold text-primary">${esc(p.category)}</p><h1 class="mt-2 font-bold tracking-tight text-ink" style="font-size:${req.theme.scale.h1}px">${esc(p.name)}</h1><div class="mt-3 flex items-center gap-2">${stars(p.rating, `${p.rating} / 5`)}<span class="text-sm font-semibold text-ink">${p.rating}</span><a href="#reviews" class="text-sm text-muted underline">${esc(fill(t.reviewsCount, { count: p.reviews.toLocaleString("en-US") }))}</a></div><p class="mt-5 flex items-baseline gap-3"><span class="text-3xl font-bold text-ink">${esc(p.price)}</span><s class="text-muted">${esc(p.was)}</s><span class="rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-700">-${Math.round((1 - parseFloat(p.price.replace(/[^\d.]/g, "")) / parseFloat(p.was.replace(/[^\d.]/g, ""))) * 100)}%</span></p>${dealBox(req)}<ul class="mt-5 space-y-2">${p.bullets.map((b) => `<li class="flex gap-2 text-sm text-ink"><span class="text-primary">${icon("check", "h-5 w-5")}</span>${esc(b)}</li>`).join("")}</ul><fieldset class="mt-6"><legend class="text-sm font-semibold text-ink">${esc(p.colorLabel ?? t.color)}: <span class="font-normal text-muted">${esc(p.colors[0].name)}</span></legend><div class="mt-3 flex gap-3">${colors}</div></fieldset><fieldset class="mt-5"><legend class="text-sm font-semibold text-ink">${esc(p.options.label)}</legend><div class="mt-3 flex flex-wrap gap-2">${options}</div></fieldset><div class="mt-6 flex items-center gap-3"><div class="flex items-center rounded-card border border-line"><button type="button" class="grid h-11 w-11 place-items-center text-ink" aria-label="${esc(t.decrease)}" onclick="var q=document.getElementById('qty');q.value=Math.max(1,+q.value-1)">${icon("minus", "h-4 w-4")}</button><label for="qty" class="sr-only">${esc(t.quantity)}</label><input id="qty" value="1" inputmode="numeric" class="h-11 w-12 border-x border-line bg-surface text-center text-ink"><button type="button" class="grid h-11 w-11 place-items-center text-ink" aria-label="${esc(t.increase)}" onclick="var q=document.getElementById('qty');q.value=+q.value+1">${icon("plus", "h-4 w-4")}</button></div><div class="flex-1">${button(t.addToCart, { full: true, size: "lg", icon: "cart" })}</div><button type="button" class="grid h-12 w-12 place-items-center rounded-card border border-line text-ink" aria-label="${esc(t.wishlist)}">${icon("heart")}</button></div><p class="mt-3 flex items-center gap-2 text-sm font-medium ${req.theme.dark ? "text-emerald-400" : "text-emerald-700"}">${icon("check-circle", "h-4 w-4")}${esc(t.inStock)}</p><ul class="mt-6 space-y-2 border-t border-line pt-5">${perks}</ul></div>`;
}

export function productTabs(req: PageRequest): string {
  const t = uiText(req.lang);
  const p = req.product;
  const specs = `<dl class="grid gap-x-8 sm:grid-cols-2">${p.specs.map(([k, v]) => `<div class="flex justify-between border-b border-line py-3 text-sm"><dt class="text-muted">${esc(k)}</dt><dd class="font-medium text-ink">${esc(v)}</dd></div>`).join("")}</dl>`;
  const reviews = p.reviewList
    .map(
      (r) =>
        `<li class="rounded-card border border-line bg-surface p-5"><div class="flex items-center justify-between">${stars(r.rating, `${r.rating} / 5`)}<span class="text-sm text-muted">${esc(r.name)}</span></div><h3 class="mt-3 font-semibold text-ink">${esc(r.title)}</h3><p class="mt-1 text-sm leading-relaxed text-muted">${esc(r.body)}</p></li>`,
    )
    .join("");
  const tab = (id: string, label: string, on: boolean) =>
    `<button type="button" role="tab" id="tab-${id}" aria-controls="panel-${id}" aria-selected="${on}" tabindex="${on ? 0 : -1}" class="border-b-2 px-1 pb-3 text-sm font-semibold ${on ? "border-primary text-primary" : "border-transparent text-muted"}" onclick="document.querySelectorAll('[role=tab]').forEach(function(b){var s=b===this;b.setAttribute('aria-selected',s);b.classList.toggle('border-primary',s);b.classList.toggle('text-primary',s);b.classList.toggle('border-transparent',!s);b.classList.toggle('text-muted',!s);document.getElementById(b.getAttribute('aria-controls')).hidden=!s}.bind(this))">${esc(label)}</button>`;
  return `<section class="mt-14" aria-label="${esc(t.details)}"><div role="tablist" class="flex gap-8 border-b border-line">${tab("specs", t.specs, true)}${tab("reviews", t.reviews, false)}</div><div id="panel-specs" role="tabpanel" aria-labelledby="tab-specs" class="pt-6">${specs}</div><div id="panel-reviews" role="tabpanel" aria-labelledby="tab-reviews" class="pt-6" hidden><ul id="reviews" class="grid gap-4 ${req.device === "mobile" ? "" : "md:grid-cols-2"}">${reviews}</ul></div></section>`;
}

export function relatedProducts(req: PageRequest): string {
  const t = uiText(req.lang);
  const items = req.product.related
    .map(
      (r, i) =>
        `<li class="rounded-card border border-line bg-surface p-3">${photo(r.name, req.theme, 400, 400, "aspect-square w-full rounded-card object-cover", i % 2 ? req.theme.accent : req.theme.primary)}<h3 class="mt-3 text-sm font-semibold text-ink">${esc(r.name)}</h3><p class="mt-1 text-sm font-semibold text-primary">${esc(r.price)}</p></li>`,
    )
    .join("");
  return `<section class="mt-14" aria-labelledby="related-title"><h2 id="related-title" class="text-xl font-bold text-ink">${esc(t.related)}</h2><ul class="mt-5 grid grid-cols-2 gap-4 ${req.device === "mobile" ? "" : "md:grid-cols-4"}">${items}</ul></section>`;
}

/** The sticky buy bar of a mobile product page. */
export function buyBar(req: PageRequest): string {
  const t = uiText(req.lang);
  return `<div class="sticky bottom-0 z-20 flex items-center gap-3 border-t border-line bg-surface px-5 py-3"><div><p class="text-xs text-muted">${esc(req.product.name)}</p><p class="text-lg font-bold text-ink">${esc(req.product.price)}</p></div><div class="flex-1">${button(t.buyNow, { full: true, size: "lg" })}</div></div>`;
}

export function breadcrumb(req: PageRequest): string {
  const t = uiText(req.lang);
  return `<nav aria-label="Breadcrumb" class="text-sm text-muted"><ol class="flex items-center gap-1.5"><li><a href="#" class="hover:text-ink">${esc(t.home)}</a></li><li aria-hidden="true">${icon("chevron-right", "h-4 w-4")}</li><li><a href="#" class="hover:text-ink">${esc(req.product.category)}</a></li><li aria-hidden="true">${icon("chevron-right", "h-4 w-4")}</li><li aria-current="page" class="font-medium text-ink">${esc(req.product.name)}</li></ol></nav>`;
}
