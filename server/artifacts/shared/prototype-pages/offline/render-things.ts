/**
 * Blocks about things that are not sold: a pick between the user's own things (their pets, a
 * payment method), things with a live state and a wait ("lift status", "wait times"), and a
 * neutral list of named items — none with a price or an "Add" button.
 */
import { badge, esc, icon } from "./kit";
import { escText, section, type RenderContext } from "./render-context";
import { actionButton } from "./render-forms";
import { domainRecordNames, PLACE, placeLine } from "./record-names";
import { dateLabel, money, priceFor, recordNames, tierPrice, timeSlots } from "./sample-data";
import type { Block } from "./screen";
import { articleTitles, choicesFor, classNames, EVENTS, liveRows, liveThingsFor, namedItems } from "./things";
import { iconOf } from "./vocabulary";
import { isPlayed, programsFor, SOLO_PRACTICE } from "./practice";

/** One of the user's own things, picked with a radio: "Biscuit · Dog, beagle", "微信支付". */
export function choice(c: RenderContext, b: Block): string {
  const options = b.options?.length
    ? b.options.map((name, i) => ({ name, detail: optionDetail(c, b, i) }))
    : choicesFor(b.title, c.s.lang, c.s.product);
  if (!options) return items(c, b);
  const name = `${b.anchor}-pick`;
  const list = options
    .map(
      (o, i) =>
        `<li><label class="flex cursor-pointer items-center gap-3 rounded-card border border-line p-3 has-[:checked]:border-primary has-[:checked]:bg-soft"><input type="radio" name="${name}" value="${esc(o.name)}" ${i === 0 ? "checked" : ""} class="h-4 w-4 shrink-0 text-primary focus:ring-primary"><span class="grid h-9 w-9 shrink-0 place-items-center rounded-card bg-soft text-primary">${icon(iconOf(`${b.title} ${o.name}`), "h-5 w-5")}</span><span class="min-w-0"><span class="block font-semibold text-ink">${esc(o.name)}</span><span class="block text-sm text-muted">${esc(o.detail)}</span></span></label></li>`,
    )
    .join("");
  const after = b.action ? `<div class="mt-4">${actionButton(b.action, "primary", "w-full")}</div>` : "";
  return section(
    b,
    `<fieldset><legend class="sr-only">${escText(b.title)}</legend><ul class="grid grid-cols-1 gap-3 ${c.s.device === "mobile" ? "" : "sm:grid-cols-3"}">${list}</ul></fieldset>${after}`,
  );
}

// A service is booked for a while; a category holds some listings.
const SERVICE =
  /book|appointment|reserv|salon|groom|clinic|spa|massage|repair|clean|wash|service|预约|预订|服务|美容|维修|保洁|洗/i;
const CATEGORY = /categor|\btypes?\b|\bkinds?\b|genres?|browse|分类|类别|类型|品类|浏览/i;

/** What one listed option shows under its name: a service's price and time, a category's count, a good's price. */
export function optionDetail(c: RenderContext, b: Block, i: number): string {
  const zh = c.zh;
  const name = b.options?.[i] ?? "";
  if (CATEGORY.test(b.title)) {
    const n = 12 + Math.floor(c.r() * 140);
    return zh ? `${n} ${/书/.test(c.s.product) ? "本在架" : "件在售"}` : `${n} listed`;
  }
  const usual = priceFor(`${name} ${b.noun} ${c.s.product}`, c.r, c.s.lang);
  const price = money(c.s.lang, tierPrice("", usual * (0.7 + 0.25 * i)));
  if (SERVICE.test(`${b.title} ${c.s.product}`)) {
    const minutes = 30 + 15 * i;
    return zh ? `${price} · ${minutes} 分钟` : `${price} · ${minutes} min`;
  }
  return price;
}

/** Things and their state now, with the wait where one queues: "Summit Express · Open · 8 min". */
export function status(c: RenderContext, b: Block): string {
  const neighbours = c.s.blocks.filter((x) => x !== b && x.named).map((x) => x.title);
  const live = liveThingsFor([b.title, ...neighbours, c.s.product]);
  const rows = liveRows(live, b.noun, c.s.lang, c.r);
  const waits = /wait|queue|排队|等候|等待/i.test(b.title);
  const max = Math.max(1, ...rows.map((r) => r.wait ?? 0));
  const list = rows
    .map((r) => {
      const wait = r.wait === null ? (c.zh ? "—" : "—") : c.zh ? `等候 ${r.wait} 分钟` : `${r.wait} min wait`;
      const bar =
        waits && r.wait !== null
          ? `<div class="mt-2 h-1.5 rounded-full bg-soft" aria-hidden="true"><div class="h-1.5 rounded-full bg-primary" style="width:${Math.round((100 * r.wait) / max)}%"></div></div>`
          : "";
      return `<li class="py-3"><div class="flex items-center justify-between gap-3"><p class="min-w-0 truncate font-medium text-ink">${esc(r.name)}</p><div class="flex shrink-0 items-center gap-2">${waits ? "" : badge(r.state, r.good ? "good" : r.bad ? "bad" : "warn")}${live && !live.wait && !waits ? "" : `<span class="text-sm tabular-nums ${waits ? "font-semibold text-ink" : "text-muted"}">${esc(waits && r.wait === null ? r.state : wait)}</span>`}</div></div>${bar}</li>`;
    })
    .join("");
  const updated = c.zh ? `更新于 ${dateLabel(c.s.lang, 0)} 09:40` : `Updated ${dateLabel(c.s.lang, 0)}, 9:40`;
  return section(
    b,
    `<ul class="divide-y divide-line">${list}</ul><p class="mt-2 text-xs text-muted">${esc(updated)}</p>`,
  );
}

/** A neutral list of named items: what each is and when it changed, opened in place. */
export function items(c: RenderContext, b: Block, target?: string): string {
  const noun = b.noun || c.s.product;
  const count = c.s.device === "mobile" ? 3 : 4;
  // A meditation session is done alone with the app, not a meetup in a park.
  // Booking a class beside a timetable the request listed books one of those classes.
  const timetable = c.s.blocks.some((x) => x !== b && x.options?.length && EVENTS.test(x.title));
  if (
    (EVENTS.test(`${b.title} ${noun}`) || (timetable && /课|\bclass/i.test(b.title))) &&
    !SOLO_PRACTICE.test(`${b.title} ${c.s.product}`)
  )
    return events(c, b, noun, count);
  // A meditation app's courses are started and played, not bought.
  if (isPlayed(`${b.title} ${noun}`, c.s.product)) return played(c, b, count);
  const names =
    b.options ??
    (
      articleTitles(`${b.title} ${noun}`, c.s.brand, c.s.lang) ?? namedItems(`${b.title} ${noun}`, c.s.lang)
    )?.slice(0, count) ??
    domainRecordNames(noun, b.title, c.s.product, c.s.lang, c.r, count) ??
    recordNames(noun, c.s.lang, c.r, count);
  // Under each name: an option's price or count, a place's distance and hours, else when it changed.
  const place = !b.options && PLACE.test(`${noun} ${b.title}`);
  const perHour = /per hour|hourly|每小时|按小时/i.test(b.title);
  const detail = (i: number) =>
    b.options
      ? optionDetail(c, b, i)
      : place
        ? placeLine(c.s.lang, names[i], perHour)
        : c.zh
          ? `更新于 ${dateLabel(c.s.lang, -i)}`
          : `Updated ${dateLabel(c.s.lang, -i)}`;
  const list = names
    .map(
      (n, i) =>
        `<li class="flex min-w-0 items-center justify-between gap-3 rounded-card border border-line bg-surface p-4"><div class="flex min-w-0 items-center gap-3"><span class="grid h-10 w-10 shrink-0 place-items-center rounded-card bg-soft text-primary">${icon(iconOf(`${b.title} ${noun}`), "h-5 w-5")}</span><div class="min-w-0"><p class="truncate font-semibold text-ink">${esc(n)}</p><p class="mt-1 text-sm text-muted">${esc(detail(i))}</p></div></div>${target ? `<a href="${esc(target)}" class="shrink-0 rounded-card border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:bg-canvas">${esc(c.zh ? "查看详情" : "View details")}<span class="sr-only"> ${esc(n)}</span></a>` : `<button type="button" data-toast="${escText(c.zh ? `已打开：${n}` : `Opened: ${n}`)}" class="shrink-0 rounded-card border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:bg-canvas">${esc(c.zh ? "查看" : "View")}<span class="sr-only"> ${esc(n)}</span></button>`}</li>`,
    )
    .join("");
  return section(b, `<ul class="grid grid-cols-1 gap-3">${list}</ul>`);
}

// "活动介绍", "events": a word for any gathering names none — "周二活动介绍" is the prompt's words, not an event.
const GENERIC_EVENT = /^(?:events?|activit(?:y|ies)|meetups?|gatherings?|活动(?:介绍|信息|详情)?|聚会)$/i;
const COMMUNITY_EVENTS = {
  en: ["Book swap", "Kids' craft morning", "Park clean-up", "Neighbourhood potluck"],
  zh: ["读书分享会", "亲子手工课", "社区义诊", "邻里跳蚤市场"],
};

/** Things people go to together: when and where, how many are going, and a way to join. */
function events(c: RenderContext, b: Block, noun: string, count: number): string {
  const what = noun.replace(/^group\s+/i, "");
  // The classes the request listed, here or in the timetable beside this block ("课程表（瑜伽、动感单车、普拉提）").
  const listed = b.options ?? c.s.blocks.find((x) => x.options?.length && EVENTS.test(x.title))?.options;
  const classes = listed ?? classNames(`${b.title} ${c.s.product}`, c.s.lang);
  const days = [1, 3, 5, 6];
  const places = classes
    ? c.zh
      ? ["单车房", "瑜伽室", "1 号操房", "2 号操房"]
      : ["Cycle studio", "Yoga room", "Studio 1", "Studio 2"]
    : c.zh
      ? ["滨江公园南门", "体育中心", "城市绿道起点", "湖畔广场"]
      : ["Riverside Park gate", "Sports centre", "Greenway trailhead", "Lakeside square"];
  const times = timeSlots(count, c.r);
  // A yoga class is in the yoga room, a spin class in the cycle studio.
  const roomOf = (name: string, i: number) =>
    classes && /瑜伽|yoga/i.test(name)
      ? places[1]
      : classes && /单车|spin|cycl/i.test(name)
        ? places[0]
        : places[classes ? 2 + (i % 2) : i % places.length];
  const list = Array.from({ length: count }, (_, i) => {
    const day = dateLabel(c.s.lang, days[i % days.length]);
    const weekday =
      ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].find((w) =>
        w.startsWith(day.split(" ")[0]),
      ) ?? day;
    const name = classes
      ? classes[i % classes.length]
      : GENERIC_EVENT.test(what)
        ? COMMUNITY_EVENTS[c.s.lang][i % COMMUNITY_EVENTS[c.s.lang].length]
        : c.zh
          ? `${day.split(" ")[1] ?? day}${what}`
          : `${weekday} ${what.toLowerCase()}`;
    const going = 6 + Math.floor(c.r() * 20);
    const label = c.zh ? "报名" : "Join";
    return `<li class="flex min-w-0 items-center justify-between gap-3 rounded-card border border-line bg-surface p-4"><div class="min-w-0"><p class="truncate font-semibold text-ink">${esc(name)}</p><p class="mt-1 text-sm text-muted">${esc(`${day} ${times[i]} · ${roomOf(name, i)}`)}</p><p class="mt-1 text-xs text-muted">${esc(c.zh ? `${going} 人已报名` : `${going} going`)}</p></div><button type="button" data-toast="${escText(c.zh ? `已报名：${name}` : `You're in: ${name}`)}" class="shrink-0 rounded-card border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:bg-canvas">${esc(label)}<span class="sr-only"> ${esc(name)}</span></button></li>`;
  }).join("");
  return section(b, `<ul class="grid grid-cols-1 gap-3">${list}</ul>`);
}

/** Courses of a practice app: each one's sessions and a button that starts it ("Start", "开始"). */
function played(c: RenderContext, b: Block, count: number): string {
  const list = programsFor(`${b.title} ${c.s.product}`, c.s.lang)
    .slice(0, count)
    .map(
      ([name, detail], i) =>
        `<li class="flex min-w-0 items-center justify-between gap-3 rounded-card border border-line bg-surface p-4"><div class="flex min-w-0 items-center gap-3"><span class="grid h-10 w-10 shrink-0 place-items-center rounded-full ${i === 0 ? "bg-primary text-on-primary" : "bg-soft text-primary"}">${icon("play", "h-5 w-5")}</span><div class="min-w-0"><p class="truncate font-semibold text-ink">${esc(name)}</p><p class="mt-1 text-sm text-muted">${esc(detail)}</p></div></div><button type="button" data-toast="${escText(c.zh ? `开始播放：${name}` : `Playing: ${name}`)}" class="shrink-0 rounded-card border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:bg-canvas">${esc(c.zh ? "开始" : "Start")}<span class="sr-only"> ${esc(name)}</span></button></li>`,
    )
    .join("");
  return section(b, `<ul class="grid grid-cols-1 gap-3">${list}</ul>`);
}
