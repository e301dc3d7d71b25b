/** Blocks that show data: figures, charts, tables, item cards, people, timelines, filters, tasks, messages, progress. */
import { areaChart, avatar, badge, barChart, esc, icon, photo, stars } from "./kit";
import { escText, section, type RenderContext } from "./render-context";
import { domainRecordNames, PLACE, placeLine } from "./record-names";
import { axisLabels, axisOf, filterOf, isAreaFilter } from "./listed-options";
import {
  dateLabel,
  factValue,
  figureFor,
  itemNames,
  money,
  personName,
  priceFor,
  recordNames,
  statusesFor,
  tierPrice,
  timeSlots,
} from "./sample-data";
import type { Block } from "./screen";
import { iconOf } from "./vocabulary";
import { DELIVERY, isSold } from "./things";
import { dayItems } from "./practice";
import { goodsFor } from "./goods";

const pick = <T>(c: RenderContext, list: T[]) => list[Math.floor(c.r() * list.length)];

function tone(status: string, all: string[]): "good" | "warn" | "bad" | "neutral" {
  if (/done|complete|deliver|resolv|confirm|paid|已完成|已送达|已签收|已确认|已解决|已支付/i.test(status))
    return "good";
  if (/cancel|fail|overdue|expired|已取消|失败|逾期|过期/i.test(status)) return "bad";
  return all.indexOf(status) === 0 ? "warn" : "neutral";
}

/** Several named figures side by side (one card each). */
export function statGrid(c: RenderContext, blocks: Block[]): string {
  const cards = blocks
    .map((b) => {
      const f = figureFor(b.title, c.s.lang, c.r);
      return `<li id="${b.anchor}" class="scroll-mt-20 rounded-card border border-line bg-surface p-5 shadow-sm"><div class="flex items-center justify-between gap-2"><h2 class="text-sm font-medium text-muted">${escText(b.title)}</h2><span class="grid h-9 w-9 shrink-0 place-items-center rounded-card bg-soft text-primary">${icon(iconOf(b.title), "h-5 w-5")}</span></div><p class="mt-3 text-2xl font-bold tracking-tight text-ink">${esc(f.value)}</p>${f.delta ? `<p class="mt-1 text-sm font-semibold ${f.up ? "text-emerald-700" : "text-rose-700"}">${esc(f.delta)} <span class="font-normal text-muted">${c.zh ? "较上周" : "vs last week"}</span></p>` : ""}</li>`;
    })
    .join("");
  const cols =
    blocks.length >= 4 ? "lg:grid-cols-4" : blocks.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-2";
  return `<ul class="grid grid-cols-1 gap-4 sm:grid-cols-2 ${c.s.device === "mobile" ? "" : cols}" aria-label="${escText(blocks.map((b) => b.title).join(", "))}">${cards}</ul>`;
}

export function chart(c: RenderContext, b: Block): string {
  // "monthly kWh" is drawn by month, 「每周里程」 by week; a chart that says nothing, by day.
  const labels = axisLabels(axisOf(b.title), c.s.lang);
  const series = labels.map(() => 20 + Math.round(c.r() * 80));
  const compare = labels.map(() => 20 + Math.round(c.r() * 70));
  const width = c.s.device === "mobile" ? 340 : 640;
  const svg =
    c.s.variant === 1
      ? barChart({ labels, series, theme: c.t, label: b.title, width })
      : areaChart({ labels, series, compare, theme: c.t, label: b.title, width });
  return section(b, `<div class="overflow-hidden">${svg}</div>`);
}

// Lists of things that happened (挂号记录, 体检报告, order history): records to open, not goods to add.
const RECORDS =
  /记录|报告|明细|历史|账单|流水|订单|\brecords?\b|\breports?\b|\bhistory\b|\blogs?\b|\bstatements?\b|\binvoices?\b|\borders\b/i;

function isRecords(b: Block): boolean {
  return b.kind === "table" || RECORDS.test(b.title);
}

// Words that name a part of the page, not a thing anyone sells.
const PAGE_WORD =
  /^(?:hero|banner|section|page|screen|home|homepage|landing|feature|module|block|card|cta|header|footer|pricing|overview|pick|option|首页|主页|页面|模块|板块|横幅|推荐|精选|热门)$/i;
// A list whose goods the request does not name: tiers of one offer, not a prompt word with an adjective.
const NEUTRAL_GOODS = {
  en: ["Starter", "Standard", "Plus", "Premium"],
  zh: ["入门款", "标准款", "进阶款", "尊享款"],
};

function rowsFor(c: RenderContext, b: Block, count: number) {
  const statuses = statusesFor(`${b.noun} ${c.s.product}`, c.s.lang, c.s.states);
  const records = c.s.kind === "dashboard" || isRecords(b);
  // Goods are what the domain sells (a café's drinks), cheapest first; a word of the page
  // ("hero", "pricing") is not something sold, so it never becomes "Signature hero".
  const goods = records ? null : goodsFor(`${b.title} ${b.noun}`, c.s.product, c.s.lang);
  const noun = b.noun || c.s.product;
  // The options the request listed are the rows, one each ("Bath, haircut, nail trim").
  const names = b.options?.length
    ? b.options
    : records
      ? (domainRecordNames(noun, b.title, c.s.product, c.s.lang, c.r, count) ??
        recordNames(noun, c.s.lang, c.r, count))
      : goods
        ? Array.from({ length: count }, (_, i) => goods[i % goods.length])
        : PAGE_WORD.test(noun)
          ? NEUTRAL_GOODS[c.s.lang].slice(0, count)
          : (domainRecordNames(noun, b.title, c.s.product, c.s.lang, c.r, count, false) ??
            itemNames(noun, c.s.lang, c.r, count));
  // Goods of one list share a price scale, set by what each name promises; records vary freely.
  const usual = priceFor(`${b.noun} ${c.s.product}`, c.r, c.s.lang);
  const ranked = !records && (goods || PAGE_WORD.test(noun) || !!b.options?.length);
  return names.map((name, i) => ({
    name,
    who: personName(c.s.lang, c.r),
    when: dateLabel(c.s.lang, -i),
    amount: money(
      c.s.lang,
      records
        ? priceFor(`${b.noun} ${c.s.product}`, c.r, c.s.lang)
        : ranked
          ? tierPrice("", usual * (0.7 + 0.2 * i))
          : tierPrice(name, usual),
    ),
    status: statuses[i % statuses.length],
    statuses,
  }));
}

const PRICED =
  /order|payment|invoice|booking|revenue|sale|bill|fee|refund|transaction|expense|rent|subscription|订单|支付|发票|预约|收入|销售|账单|费用|退款|交易|报销|租金|订阅/i;

// What is counted on a shelf ("panels in stock", 「库存」): how many are left, not who and when.
const STOCK = /\bin stock\b|\bstock\b|inventory|库存|在库|存货/i;
// Quotes and estimates go to a customer and are worth something.
const QUOTES = /\bquotes?\b|\bestimates?\b|\bproposals?\b|报价/i;
// Bulk goods are counted by weight.
const BY_WEIGHT = /\bbeans?\b|coffee|flour|grain|\brice\b|\btea\b|sugar|咖啡|豆|面粉|大米|茶叶/i;

type Column = {
  head: string;
  cell: (r: ReturnType<typeof rowsFor>[number], i: number) => string;
  right?: boolean;
};

/**
 * A table's columns as its rows are kept in that domain (issue 39): stock by how many are left,
 * quotes by customer and value; other records by what they are (the section's own word heads the
 * first column, not "ID"), who has them, when, and the amount where they are paid.
 */
function columnsFor(c: RenderContext, b: Block, priced: boolean): Column[] {
  const zh = c.zh;
  const noun = b.noun || (zh ? "记录" : "record");
  const what = zh ? noun : noun.charAt(0).toUpperCase() + noun.slice(1);
  const name: Column = {
    head: what,
    cell: (r) => `<span class="font-medium text-ink">${esc(r.name)}</span>`,
  };
  const status: Column = {
    head: zh ? "状态" : "Status",
    cell: (r) => badge(r.status, tone(r.status, r.statuses)),
  };
  if (STOCK.test(`${b.title} ${b.noun}`)) {
    const kg = BY_WEIGHT.test(`${b.title} ${b.noun} ${c.s.product}`);
    const counts = [240, 36, 12, 180, 64, 8].map((n) => Math.round(n * (0.6 + c.r() * 0.8)));
    const level = (n: number) =>
      n < 15 ? (zh ? "需补货" : "Reorder") : n < 50 ? (zh ? "偏低" : "Low") : zh ? "充足" : "In stock";
    return [
      name,
      {
        head: zh ? "库存" : "In stock",
        right: true,
        cell: (_, i) => `${counts[i % counts.length]} ${kg ? "kg" : zh ? "件" : "units"}`,
      },
      {
        head: zh ? "状态" : "Status",
        cell: (_, i) => {
          const l = level(counts[i % counts.length]);
          return badge(l, /Reorder|需补货/.test(l) ? "bad" : /Low|偏低/.test(l) ? "warn" : "good");
        },
      },
    ];
  }
  if (QUOTES.test(`${b.title} ${b.noun}`)) {
    const stages = zh ? ["已发送", "已查看", "已接受"] : ["Sent", "Viewed", "Accepted"];
    return [
      {
        head: zh ? "客户" : "Customer",
        cell: (r) => `<span class="font-medium text-ink">${esc(r.who)}</span>`,
      },
      { head: what, cell: (r) => esc(r.name) },
      { head: zh ? "金额" : "Value", right: true, cell: (r) => esc(r.amount) },
      { head: zh ? "发送于" : "Sent", cell: (r) => esc(r.when) },
      {
        head: zh ? "状态" : "Status",
        cell: (_, i) => badge(stages[i % 3], i % 3 === 2 ? "good" : i % 3 === 0 ? "warn" : "neutral"),
      },
    ];
  }
  return [
    name,
    { head: zh ? "负责人" : "Owner", cell: (r) => esc(r.who) },
    { head: zh ? "时间" : "When", cell: (r) => esc(r.when) },
    ...(priced
      ? [{ head: zh ? "金额" : "Amount", right: true, cell: (r: { amount: string }) => esc(r.amount) }]
      : []),
    status,
  ];
}

export function table(c: RenderContext, b: Block): string {
  const rows = rowsFor(c, b, b.options?.length ?? 5);
  const priced = PRICED.test(`${b.title} ${c.s.product}`) || QUOTES.test(`${b.title} ${b.noun}`);
  const columns = columnsFor(c, b, priced);
  const body = rows
    .map(
      (r, i) =>
        `<tr class="border-t border-line">${columns.map((col) => `<td class="whitespace-nowrap px-4 py-3 ${col.right ? "text-right tabular-nums text-ink" : "text-muted"}">${col.cell(r, i)}</td>`).join("")}</tr>`,
    )
    .join("");
  const th = columns
    .map(
      (col) =>
        `<th scope="col" class="px-4 py-3 ${col.right ? "text-right" : "text-left"} font-medium">${esc(col.head)}</th>`,
    )
    .join("");
  return section(
    b,
    `<div class="-mx-5 overflow-x-auto" tabindex="0" role="region" aria-label="${escText(b.title)}"><table class="w-full min-w-[560px] text-sm"><caption class="sr-only">${escText(b.title)}</caption><thead class="bg-canvas text-muted"><tr>${th}</tr></thead><tbody>${body}</tbody></table></div>`,
  );
}

const DATED =
  /event|class|tour|session|trip|course|workshop|show|concert|screening|match|departure|活动|课程|场次|行程|演出|讲座|比赛|团期|班次|航班/i;

/** Items as cards; each card's button goes to the set's detail or form page, or confirms in place. */
export function cards(c: RenderContext, b: Block, target?: string): string {
  const count = c.s.device === "mobile" ? 3 : 4;
  const rows = rowsFor(c, b, count);
  const records = isRecords(b);
  const cta = target ? (c.zh ? "查看详情" : "View details") : c.zh ? "加入" : "Add";
  if (records && !target) {
    // A record shows when it happened, its status and opens in place.
    const list = rows
      .map(
        (r) =>
          `<li class="flex min-w-0 items-center justify-between gap-3 rounded-card border border-line bg-surface p-4"><div class="min-w-0"><p class="truncate font-semibold text-ink">${esc(r.name)}</p><p class="mt-1 text-sm text-muted">${esc(r.when)} · ${esc(r.who)}</p></div><div class="flex shrink-0 items-center gap-2">${badge(r.status, tone(r.status, r.statuses))}<button type="button" data-toast="${escText(c.zh ? `已打开：${r.name}` : `Opened: ${r.name}`)}" class="rounded-card border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:bg-canvas">${esc(c.zh ? "查看" : "View")}<span class="sr-only"> ${esc(r.name)}</span></button></div></li>`,
      )
      .join("");
    return section(b, `<ul class="grid grid-cols-1 gap-3">${list}</ul>`);
  }
  // A class or a tour happens on a day; a cake or a service just has its price.
  const dated = DATED.test(`${b.title} ${b.noun}`);
  const items = rows
    .map((r, i) => {
      const button = target
        ? `<a href="${esc(target)}" class="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary">${esc(cta)}${icon("arrow-right", "h-4 w-4")}<span class="sr-only"> ${esc(r.name)}</span></a>`
        : `<button type="button" data-toast="${escText(c.zh ? `已加入：${r.name}` : `Added: ${r.name}`)}" class="mt-3 inline-flex items-center gap-1 rounded-card border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:bg-canvas">${icon("plus", "h-4 w-4")}${esc(cta)}<span class="sr-only"> ${esc(r.name)}</span></button>`;
      return `<li class="flex min-w-0 flex-col rounded-card border border-line bg-surface p-4">${photo(`${r.name} · ${c.s.brand}`, c.t, 480, 300, "h-32 w-full rounded-card object-cover", i % 2 ? c.t.accent : undefined)}<p class="mt-3 font-semibold text-ink">${esc(r.name)}</p><p class="mt-1 text-sm text-muted">${dated ? `${esc(r.when)} · ` : ""}${esc(r.amount)}</p><div class="mt-auto">${button}</div></li>`;
    })
    .join("");
  const cols = c.s.device === "mobile" ? "grid-cols-1" : "grid-cols-1 sm:grid-cols-2 lg:grid-cols-4";
  return section(b, `<ul class="grid ${cols} gap-4">${items}</ul>`);
}

export function people(c: RenderContext, b: Block): string {
  const role = b.noun || (c.zh ? "专家" : "specialist");
  const slots = timeSlots(4, c.r);
  const items = Array.from({ length: c.s.device === "mobile" ? 3 : 4 }, (_, i) => {
    const name = personName(c.s.lang, c.r);
    const years = 3 + Math.floor(c.r() * 12);
    const rating = (4.5 + c.r() * 0.5).toFixed(1);
    return `<li class="flex min-w-0 flex-col gap-3 rounded-card border border-line p-4"><div class="flex items-center gap-3">${avatar(name, c.t, 48)}<div class="min-w-0"><p class="font-semibold text-ink">${esc(name)}</p><p class="text-sm text-muted">${esc(c.zh ? `${role} · 从业 ${years} 年` : `${role.charAt(0).toUpperCase()}${role.slice(1)} · ${years} yrs`)}</p></div></div><p class="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">${stars(Number(rating), `${rating} / 5`)}<span>${rating}</span><span aria-hidden="true">·</span><span>${esc(c.zh ? `最早可约 ${slots[i]}` : `Next free ${slots[i]}`)}</span></p><button type="button" data-choice="${esc(b.anchor)}" aria-pressed="${i === 0}" class="rounded-card border border-line px-3 py-2 text-sm font-semibold text-ink aria-pressed:border-primary aria-pressed:bg-soft aria-pressed:text-primary">${esc(c.zh ? "选择" : "Choose")}<span class="sr-only"> ${esc(name)}</span></button></li>`;
  }).join("");
  return section(
    b,
    `<ul class="grid grid-cols-1 gap-3 ${c.s.device === "mobile" ? "" : "sm:grid-cols-2"}">${items}</ul>`,
  );
}

export function timeline(c: RenderContext, b: Block): string {
  // A delivery moves from received to arrived; anything else (an application, a repair) through review.
  const delivery = DELIVERY.test(`${b.title} ${c.s.product}`);
  // A bus or a shuttle passes its stops.
  const transit = /\bbus\b|shuttle|\btrain\b|\btram\b|coach|班车|校车|公交|地铁|接驳/i.test(
    `${b.title} ${c.s.product}`,
  );
  // Someone on the move for you (a walker, a driver, a courier): picked up, out, back.
  const outing = /\bwalk|\bride\b|live location|real-?time location|遛|实时位置|接送/i.test(
    `${b.title} ${c.s.product}`,
  );
  const steps =
    c.s.states.length >= 2
      ? c.s.states
      : outing && !transit
        ? c.zh
          ? ["已出发", "已接到", "进行中", "已送回"]
          : ["On the way", "Picked up", "Out now", "Dropped off"]
        : transit
          ? c.zh
            ? ["始发站发车", "人民路站", "中山路站", "你的站点"]
            : ["Left the depot", "Maple Street", "Oak Avenue", "Your stop"]
          : delivery
            ? c.zh
              ? ["已下单", "处理中", "运输中", "已送达"]
              : ["Received", "Processing", "On the way", "Arrived"]
            : c.zh
              ? ["已提交", "审核中", "处理中", "已完成"]
              : ["Submitted", "In review", "In progress", "Completed"];
  const at = Math.min(steps.length - 2, 1 + Math.floor(c.r() * (steps.length - 1)));
  // Stops are minutes apart, steps of a process hours apart.
  const times = transit
    ? steps.map((_, i) => `15:${String(30 + i * 7).padStart(2, "0")}`)
    : timeSlots(steps.length, c.r);
  const later = (i: number) =>
    transit
      ? c.zh
        ? `预计 ${times[i]}`
        : `Expected ${times[i]}`
      : c.zh
        ? "预计稍后"
        : "Expected later today";
  const items = steps
    .map(
      (step, i) =>
        `<li class="relative flex gap-3 pb-5 last:pb-0"><span class="relative z-10 grid h-7 w-7 shrink-0 place-items-center rounded-full ${i <= at ? "bg-primary text-on-primary" : "border border-line bg-surface text-muted"}">${icon(i < at ? "check" : "clock", "h-4 w-4")}</span><div class="min-w-0"><p class="font-medium ${i <= at ? "text-ink" : "text-muted"}">${esc(step)}</p><p class="text-xs text-muted">${i <= at ? `${esc(dateLabel(c.s.lang, 0))} ${times[i]}` : esc(later(i))}</p></div></li>`,
    )
    .join("");
  return section(
    b,
    `<ol class="relative before:absolute before:left-3.5 before:top-2 before:h-[calc(100%-1rem)] before:w-px before:bg-line">${items}</ol>`,
  );
}

/** Status tabs that filter the list below them (the statuses the request named). */
export function filters(c: RenderContext, b: Block): string {
  // The filter's own choices ("EV charging"; 普通车、电动车), else the statuses named or usual.
  const statuses = b.options?.length ? b.options : statusesFor(b.noun, c.s.lang, c.s.states);
  // One thing to filter on is a toggle: half the rows have it.
  const toggle = statuses.length === 1;
  const tagOf = (i: number) => (toggle ? (i % 2 === 0 ? statuses[0] : "") : statuses[i % statuses.length]);
  const rows = rowsFor(c, { ...b, options: undefined, noun: b.noun || c.s.product }, 6);
  // Places show how far and when open (and the price per hour the request asked for), not who and when.
  const place = PLACE.test(b.noun);
  // Dishes and goods show their price, not who and when.
  const goods = !place && isSold(`${b.noun} ${c.s.product}`) && !PRICED.test(`${b.title} ${c.s.product}`);
  const perHour = /per hour|hourly|每小时|按小时/i.test(c.s.blocks.map((x) => x.title).join(" "));
  // A price beside each row only where the rows are sold or paid ("工单" carry none).
  const priced = PRICED.test(`${b.title} ${c.s.product}`) || isSold(`${b.title} ${b.noun || c.s.product}`);
  const tabs = [c.zh ? "全部" : "All", ...statuses]
    .map(
      (s, i) =>
        `<button type="button" data-filter="${esc(i === 0 ? "" : s)}" aria-pressed="${i === 0}" class="whitespace-nowrap rounded-full border border-line px-3 py-1.5 text-sm font-medium text-muted aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-on-primary">${esc(s)}</button>`,
    )
    .join("");
  const items = rows
    .map(
      (r, i) =>
        `<li data-status="${esc(tagOf(i))}" class="flex items-center gap-3 py-3"><span class="grid h-10 w-10 shrink-0 place-items-center rounded-card bg-soft text-primary">${icon(place ? "map-pin" : "package", "h-5 w-5")}</span><div class="min-w-0 flex-1"><p class="truncate font-medium text-ink">${esc(r.name)}</p><p class="truncate text-xs text-muted">${esc(place ? placeLine(c.s.lang, r.name, perHour) : goods ? r.amount : `${r.who} · ${r.when}`)}</p></div><div class="text-right">${priced && !place && !goods ? `<p class="text-sm font-semibold text-ink">${esc(r.amount)}</p>` : ""}${tagOf(i) ? badge(tagOf(i), toggle ? "good" : tone(tagOf(i), statuses)) : ""}</div></li>`,
    )
    .join("");
  // A filter on where picks one place from a select labelled by what it filters on ("Neighbourhood").
  const what = filterOf(b.title);
  const control =
    what && isAreaFilter(what) && statuses.length > 2
      ? `<label class="flex max-w-xs flex-col gap-1 text-sm font-medium text-ink">${esc(what.charAt(0).toUpperCase() + what.slice(1))}<select data-filter-select class="rounded-card border border-line bg-surface px-3 py-2 text-sm text-ink"><option value="">${esc(c.zh ? "全部" : "All")}</option>${statuses.map((s) => `<option value="${esc(s)}">${esc(s)}</option>`).join("")}</select></label>`
      : `<div class="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1" role="group" aria-label="${escText(b.title)}">${tabs}</div>`;
  return section(b, `${control}<ul class="mt-3 divide-y divide-line" data-filter-list>${items}</ul>`);
}

export function tasks(c: RenderContext, b: Block): string {
  // "Today's watering tasks" → watering in the morning, at midday…; "今日用药" → 用药 · 早上…
  const bare = b.title
    .replace(
      /\b(?:today'?s|daily|my|your|tasks?|to-?dos?|checklist)\b|今日|今天|每日|任务|待办|打卡|清单/gi,
      "",
    )
    .replace(/\s+/g, " ")
    .trim();
  const what = bare || b.title;
  const when = c.zh ? ["早上", "中午", "傍晚", "睡前"] : ["morning", "midday", "evening", "bedtime"];
  // "今日任务" on a moving app, "今日练习" on a meditation app: what such a day holds, not the word at four times.
  const day = dayItems(bare, c.s.product, c.s.lang);
  const names =
    day?.names ??
    when.map((w) => (c.zh ? `${what} · ${w}` : `${what.charAt(0).toUpperCase()}${what.slice(1)} — ${w}`));
  const times = day?.times ?? timeSlots(4, c.r);
  const items = names
    .map(
      (n, i) =>
        `<li class="flex items-center gap-3 py-3"><input id="${b.anchor}-t${i}" type="checkbox" ${i === 0 ? "checked" : ""} class="h-5 w-5 rounded border-line text-primary focus:ring-primary"><label for="${b.anchor}-t${i}" class="min-w-0 flex-1"><span class="block font-medium text-ink">${esc(n)}</span><span class="block text-xs text-muted">${times[i]}</span></label></li>`,
    )
    .join("");
  return section(b, `<ul class="divide-y divide-line">${items}</ul>`);
}

export function badges(c: RenderContext, b: Block): string {
  const names = c.zh
    ? ["早起达人", "连续 4 周", "前 10%", "团队之星"]
    : ["Early bird", "4-week streak", "Top 10%", "Team player"];
  return section(
    b,
    `<ul class="grid grid-cols-2 gap-3 sm:grid-cols-4">${names.map((n, i) => `<li class="flex flex-col items-center gap-2 rounded-card bg-soft p-3 text-center"><span class="grid h-11 w-11 place-items-center rounded-full ${i === 0 ? "bg-primary text-on-primary" : "bg-surface text-primary"}">${icon("star", "h-5 w-5")}</span><span class="text-sm font-medium text-ink">${esc(n)}</span></li>`).join("")}</ul>`,
  );
}

export function messages(c: RenderContext, b: Block): string {
  const lines = c.zh
    ? [`你的${c.s.product}已更新`, "明天的安排已确认", "有一条新的提醒"]
    : [`Your ${c.s.product} was updated`, "Tomorrow's plan is confirmed", "You have a new reminder"];
  const times = timeSlots(3, c.r);
  const items = lines
    .map((line, i) => {
      const who = personName(c.s.lang, c.r);
      return `<li class="flex items-start gap-3 py-3">${avatar(who, c.t, 40)}<div class="min-w-0 flex-1"><p class="flex justify-between gap-2 text-sm"><span class="font-semibold text-ink">${esc(who)}</span><span class="text-xs text-muted">${times[i]}</span></p><p class="truncate text-sm text-muted">${esc(line)}</p></div></li>`;
    })
    .join("");
  return section(b, `<ul class="divide-y divide-line">${items}</ul>`);
}

export function progress(c: RenderContext, b: Block): string {
  const total = 50 + Math.floor(c.r() * 50);
  const done = Math.floor(total * (0.3 + c.r() * 0.5));
  const pct = Math.round((100 * done) / total);
  return section(
    b,
    `<div class="flex items-baseline justify-between"><p class="text-2xl font-bold text-ink">${done}<span class="text-base font-medium text-muted"> / ${total}</span></p><p class="text-sm font-semibold text-primary">${pct}%</p></div><div class="mt-3 h-2.5 rounded-full bg-soft" role="progressbar" aria-label="${escText(b.title)}" aria-valuemin="0" aria-valuemax="${total}" aria-valuenow="${done}"><div class="h-2.5 rounded-full bg-primary" style="width:${pct}%"></div></div>`,
  );
}

export function reviews(c: RenderContext, b: Block): string {
  const quotes = c.zh
    ? [`用${c.s.brand}之后，${c.s.product}省心多了。`, "界面清楚，几步就搞定。", "客服回复很快，推荐。"]
    : [
        `${c.s.brand} made ${c.s.product} so much easier.`,
        "Clear, quick and it just works.",
        "Friendly support and no surprises.",
      ];
  const items = quotes
    .slice(0, c.s.device === "mobile" ? 2 : 3)
    .map((q) => {
      const who = personName(c.s.lang, c.r);
      return `<li class="rounded-card border border-line bg-surface p-4"><p class="sr-only">5 / 5</p>${stars(5, "5 / 5")}<blockquote class="mt-2 text-ink">“${esc(q)}”</blockquote><p class="mt-2 text-sm text-muted">${esc(who)}</p></li>`;
    })
    .join("");
  return section(
    b,
    `<ul class="grid grid-cols-1 gap-4 ${c.s.device === "mobile" ? "" : "md:grid-cols-3"}">${items}</ul>`,
  );
}

/** Facts about the one item a detail page shows: each named attribute with a value that fits it. */
export function facts(c: RenderContext, blocks: Block[]): string {
  const rows = blocks
    .map(
      (b) =>
        `<div id="${b.anchor}" class="scroll-mt-20 rounded-card bg-canvas p-3"><dt class="text-xs text-muted">${esc(b.title)}</dt><dd class="mt-1 font-semibold text-ink">${esc(factValue(b.title, c.s.lang, c.r, c.s.product))}</dd></div>`,
    )
    .join("");
  const title = c.zh ? "基本信息" : "Key facts";
  return `<section aria-labelledby="facts-title" class="rounded-card border border-line bg-surface p-5 shadow-sm"><h2 id="facts-title" class="text-lg font-semibold text-ink">${esc(title)}</h2><dl class="mt-4 grid grid-cols-2 gap-3 ${c.s.device === "mobile" ? "" : "sm:grid-cols-3"}">${rows}</dl></section>`;
}

export function media(c: RenderContext, b: Block): string {
  const alt = `${c.s.title} · ${c.s.brand}`;
  const thumbs = [1, 2, 3]
    .map(
      (i) =>
        `<li>${photo(`${alt} ${i + 1}`, c.t, 240, 180, "h-20 w-full rounded-card object-cover", i % 2 ? c.t.accent : undefined)}</li>`,
    )
    .join("");
  return section(
    b,
    `${photo(alt, c.t, 960, 600, "w-full rounded-card object-cover")}<ul class="mt-3 grid grid-cols-3 gap-3">${thumbs}</ul>`,
  );
}

export { pick };
