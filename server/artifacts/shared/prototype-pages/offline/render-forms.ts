/** Blocks that ask or explain: forms, time slots, search, price summaries, rules, FAQs, plans, places, features, steps, quizzes. */
import { button, esc, icon, photo } from "./kit";
import { escText, section, type RenderContext } from "./render-context";
import { dateLabel, isoDate, itemNames, money, priceFor, timeSlots } from "./sample-data";
import type { Action, Block, Field } from "./screen";
import { iconOf } from "./vocabulary";
import { domainRecordNames, PLACE, placeLine } from "./record-names";

export const INPUT =
  "mt-1.5 block w-full min-w-0 rounded-card border border-line bg-surface px-3 py-2.5 text-ink placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-soft";

/** A button or link that does what its action says. */
export function actionButton(a: Action, kind: "primary" | "secondary" = "primary", extra = ""): string {
  const look =
    kind === "primary"
      ? "bg-primary text-on-primary shadow-sm hover:opacity-90"
      : "border border-line bg-surface text-ink hover:bg-canvas";
  const cls = `inline-flex items-center justify-center gap-2 rounded-card px-5 py-2.5 text-sm font-semibold ${look} ${extra}`;
  if (a.href) return `<a href="${esc(a.href)}" class="${cls}">${esc(a.label)}</a>`;
  return `<button type="button" data-toast="${escText(a.toast ?? a.label)}" class="${cls}">${esc(a.label)}</button>`;
}

function fieldHtml(f: Field, id: string, c: RenderContext): string {
  const req = f.required ? ` <span class="text-rose-700" aria-hidden="true">*</span>` : "";
  const label = `<label for="${id}" class="text-sm font-medium text-ink">${esc(f.label)}${req}</label>`;
  const required = f.required ? " required" : "";
  const options = f.options ?? itemNames(f.label.replace(/^(?:preferred|your)\s+/i, ""), c.s.lang, c.r, 3);
  let control: string;
  switch (f.type) {
    case "select":
      control = `<select id="${id}" name="${id}" class="${INPUT}"${required}>${options.map((o) => `<option>${esc(o)}</option>`).join("")}</select>`;
      break;
    case "textarea":
      control = `<textarea id="${id}" name="${id}" rows="3" class="${INPUT}"${required}></textarea>`;
      break;
    case "file":
      control = `<input id="${id}" name="${id}" type="file" class="${INPUT} file:mr-3 file:rounded-card file:border-0 file:bg-soft file:px-3 file:py-1.5 file:text-primary"${required}>`;
      break;
    case "date":
      control = `<input id="${id}" name="${id}" type="date" value="${isoDate(1)}" class="${INPUT}"${required}>`;
      break;
    case "time":
      control = `<input id="${id}" name="${id}" type="time" value="10:00" class="${INPUT}"${required}>`;
      break;
    default: {
      const type =
        f.type === "number"
          ? "number"
          : f.type === "search"
            ? "search"
            : f.type === "password"
              ? "password"
              : f.type === "email"
                ? "email"
                : f.type === "tel"
                  ? "tel"
                  : "text";
      const ph =
        f.placeholder ??
        (type === "email"
          ? "name@example.com"
          : type === "tel"
            ? c.zh
              ? "138 0000 0000"
              : "(555) 010-4477"
            : "");
      control = `<input id="${id}" name="${id}" type="${type}"${type === "number" ? ' min="1" value="2"' : ""}${ph ? ` placeholder="${esc(ph)}"` : ""} class="${INPUT}"${required}>`;
    }
  }
  return `<div class="${f.type === "textarea" || f.type === "file" ? "sm:col-span-2" : ""}">${label}${control}<p class="mt-1 hidden text-sm text-rose-700" data-error-for="${id}">${esc(c.zh ? `请填写${f.label}` : `Please fill in ${f.label.toLowerCase()}`)}</p></div>`;
}

/** Beside a form's fields: a box to tick ("Remember me", "同意用户协议") or a link ("Forgot password?"). */
function formExtras(c: RenderContext, b: Block): string {
  const extras = b.extras ?? [];
  if (!extras.length) return "";
  const html = extras
    .map((x, i) =>
      x.type === "check"
        ? `<label class="flex items-center gap-2 text-sm text-ink"><input id="${b.anchor}-x${i}" type="checkbox" class="h-4 w-4 rounded text-primary focus:ring-primary"${/agree|terms|agreement|policy|协议|条款|政策/i.test(x.label) ? " required" : ""}>${esc(x.label)}</label>`
        : `<button type="button" data-toast="${escText(c.zh ? "重置链接已发送" : "We've sent you a reset link")}" class="text-sm font-semibold text-primary hover:underline">${esc(x.label)}</button>`,
    )
    .join("");
  return `<div class="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">${html}</div>`;
}

export function form(c: RenderContext, b: Block): string {
  const fields =
    (b.fields ?? []).map((f, i) => fieldHtml(f, `${b.anchor}-f${i}`, c)).join("") + formExtras(c, b);
  const a = b.action ?? c.s.primary;
  const submit = `<button type="submit" class="inline-flex w-full items-center justify-center gap-2 rounded-card bg-primary px-5 py-3 text-sm font-semibold text-on-primary shadow-sm hover:opacity-90 sm:w-auto">${esc(a.label)}</button>`;
  const cols = c.s.device === "mobile" ? "grid-cols-1" : "grid-cols-1 sm:grid-cols-2";
  // Where the form leads next (another page of the set) is a real link, so the set's links stay one kind.
  const next = a.href ? `<a href="${esc(a.href)}" data-next-link hidden>${esc(a.label)}</a>` : "";
  return section(
    b,
    `<form data-form data-success="${escText(a.toast ?? (c.zh ? `${a.label}成功` : `${a.label}: done`))}" novalidate class="grid ${cols} gap-4">${fields}<div class="sm:col-span-2">${submit}${next}</div></form>`,
  );
}

export function slots(c: RenderContext, b: Block): string {
  const days = [1, 2, 3, 4, 5].map((d) => dateLabel(c.s.lang, d));
  const times = timeSlots(6, c.r);
  const chip = (name: string, value: string, i: number, label: string) =>
    `<label class="cursor-pointer"><input type="radio" name="${name}" value="${esc(value)}" class="peer sr-only" ${i === 0 ? "checked" : ""}><span class="block whitespace-nowrap rounded-card border border-line px-3 py-2 text-center text-sm text-ink peer-checked:border-primary peer-checked:bg-soft peer-checked:font-semibold peer-checked:text-primary peer-focus-visible:ring-2 peer-focus-visible:ring-primary">${esc(label)}</span></label>`;
  return section(
    b,
    `<fieldset><legend class="text-sm font-medium text-muted">${esc(c.zh ? "日期" : "Date")}</legend><div class="mt-2 flex flex-wrap gap-2">${days.map((d, i) => chip(`${b.anchor}-day`, d, i, d)).join("")}</div></fieldset><fieldset class="mt-4"><legend class="text-sm font-medium text-muted">${esc(c.zh ? "时间" : "Time")}</legend><div class="mt-2 flex flex-wrap gap-2">${times.map((t, i) => chip(`${b.anchor}-time`, t, i, t)).join("")}</div></fieldset>`,
  );
}

export function search(c: RenderContext, b: Block): string {
  const id = `${b.anchor}-q`;
  return section(
    b,
    `<form data-form data-success="${escText(c.zh ? "已为你找到相关结果" : "Here are the matching results")}" role="search" class="flex gap-2"><label for="${id}" class="sr-only">${esc(b.title)}</label><input id="${id}" type="search" placeholder="${esc(c.zh ? `搜索${c.s.product}` : `Search ${c.s.product}`)}" class="${INPUT} mt-0 flex-1"><button type="submit" class="shrink-0 rounded-card bg-primary px-4 py-2.5 text-sm font-semibold text-on-primary">${icon("search", "h-4 w-4")}<span class="sr-only">${esc(b.title)}</span></button></form>`,
  );
}

export function summary(c: RenderContext, b: Block): string {
  const listed = priceFor(`${b.title} ${c.s.product}`, c.r, c.s.lang);
  const fee = Math.max(1, Math.round(listed * 0.08));
  // A bill is for a period and what was used in it, not a purchase with a service fee.
  const bill = /账单|\bbills?\b|\bstatements?\b/i.test(b.title);
  const used = /水|water/i.test(c.s.product)
    ? ["18 吨", "18 m³", 3.45, 2.9]
    : /电|electric|power/i.test(c.s.product)
      ? ["236 度", "236 kWh", 0.56, 0.31]
      : /燃气|gas/i.test(c.s.product)
        ? ["32 立方米", "32 m³", 2.98, 1.2]
        : null;
  const base =
    bill && used
      ? Math.round(parseFloat(used[0] as string) * (used[c.zh ? 2 : 3] as number) * 100) / 100
      : listed;
  // Time is what is paid for (parking, a desk, a charger, a study room): the stay, the rate, the total.
  const metered =
    !bill &&
    /停车|车位|parking|自习|study room|cowork|desk|工位|充电|charg|租车|car rental|bike|单车/i.test(
      `${b.title} ${c.s.product}`,
    );
  const rate = /desk|cowork|工位|自习|study/i.test(`${b.title} ${c.s.product}`)
    ? c.zh
      ? 12
      : 4
    : c.zh
      ? 6
      : 3;
  const rows: [string, string][] = metered
    ? c.zh
      ? [
          ["入场时间", "今天 09:40"],
          ["时长", "2 小时 15 分"],
          ["计费标准", `${money("zh", rate)}/小时，不足 1 小时按 1 小时计`],
          ["合计", money("zh", rate * 3)],
        ]
      : [
          ["Started", "Today, 9:40"],
          ["Duration", "2 h 15 min"],
          ["Rate", `${money("en", rate)} an hour, part hours count as a full hour`],
          ["Total", money("en", rate * 3)],
        ]
    : bill
      ? c.zh
        ? [
            ["账期", "2026年5月"],
            ...(used ? [["本期用量", used[0] as string] as [string, string]] : []),
            ["本期应缴", money("zh", base)],
            ["滞纳金", money("zh", 0)],
            ["合计", money("zh", base)],
          ]
        : [
            ["Billing period", "May 2026"],
            ...(used ? [["Usage", used[1] as string] as [string, string]] : []),
            ["Amount due", money("en", base)],
            ["Late fee", money("en", 0)],
            ["Total", money("en", base)],
          ]
      : c.zh
        ? [
            [b.title.replace(/(?:明细|信息)$/, ""), money("zh", base)],
            ["服务费", money("zh", fee)],
            ["合计", money("zh", base + fee)],
          ]
        : [
            [b.title, money("en", base)],
            ["Service fee", money("en", fee)],
            ["Total", money("en", base + fee)],
          ];
  const dl = rows
    .map(
      ([k, v], i) =>
        `<div class="flex justify-between gap-4 py-2 ${i === rows.length - 1 ? "border-t border-line pt-3 font-bold text-ink" : "text-muted"}"><dt>${esc(k)}</dt><dd class="tabular-nums ${i === rows.length - 1 ? "" : "text-ink"}">${esc(v)}</dd></div>`,
    )
    .join("");
  // An amount still to pay ("待缴费用", "amount due") is settled from where it is shown.
  const due = /待缴|待付|未付|应付|欠费|\bdue\b|outstanding|unpaid|to pay/i.test(b.title);
  const total = metered ? rate * 3 : bill ? base : base + fee;
  const pay = due
    ? `<div class="mt-4">${actionButton({ label: c.zh ? "去缴费" : "Pay now", toast: c.zh ? `已缴费 ${money("zh", total)}` : `Paid ${money("en", total)}` }, "primary", "w-full")}</div>`
    : "";
  return section(b, `<dl>${dl}</dl>${pay}`);
}

export function rules(c: RenderContext, b: Block): string {
  const t = b.title;
  const price = priceFor(`${t} ${c.s.product}`, c.r, c.s.lang);
  const lines = /计费|price|pricing|fee|rate|收费/i.test(t)
    ? c.zh
      ? [
          `前 15 分钟免费`,
          `之后每小时 ${money("zh", 3)}，每日封顶 ${money("zh", 30)}`,
          "不足 1 小时按 1 小时计",
        ]
      : [
          "First 15 minutes free",
          `Then ${money("en", 2)} an hour, capped at ${money("en", 18)} a day`,
          "Part hours count as a full hour",
        ]
    : /押金|deposit/i.test(t)
      ? c.zh
        ? [`押金 ${money("zh", 99)}，归还后原路退回`, "信用良好的用户可免押金", "退款 1–3 个工作日到账"]
        : [
            `A ${money("en", 20)} refundable deposit`,
            "Waived for members in good standing",
            "Refunds arrive in 1–3 working days",
          ]
      : c.zh
        ? ["提前 24 小时可免费修改或取消", "如有疑问可直接回复确认消息", `你的信息仅用于本次${c.s.product}`]
        : [
            "Change or cancel free of charge up to 24 hours before",
            "Questions? Reply to your confirmation message",
            `Your details are only used for this ${c.s.product}`,
          ];
  void price;
  return section(
    b,
    `<ul class="space-y-2">${lines.map((l) => `<li class="flex gap-2 text-sm text-ink">${icon("check", "mt-0.5 h-4 w-4 shrink-0 text-primary")}<span>${esc(l)}</span></li>`).join("")}</ul>`,
  );
}

export function faq(c: RenderContext, b: Block): string {
  const p = c.s.product;
  const qa: [string, string][] = c.zh
    ? [
        [`${c.s.brand}怎么使用？`, `注册后按页面提示操作即可，${p}的每一步都有说明。`],
        ["需要付费吗？", "基础功能免费，部分服务按次收费，付款前会展示明细。"],
        ["可以取消或修改吗？", "提前 24 小时可免费修改或取消。"],
        ["我的信息安全吗？", "所有数据加密保存，只用于为你提供服务。"],
      ]
    : [
        [
          `How does ${c.s.brand} work?`,
          `Sign up, then follow the steps on screen; every part of the ${p} explains itself.`,
        ],
        ["What does it cost?", "The basics are free; paid services show the full price before you confirm."],
        ["Can I change or cancel?", "Yes — free of charge up to 24 hours before."],
        ["Is my data safe?", "Everything is encrypted and only used to provide the service."],
      ];
  return section(
    b,
    `<div class="divide-y divide-line">${qa.map(([q, a], i) => `<details class="group py-3" ${i === 0 ? "open" : ""}><summary class="flex cursor-pointer list-none items-center justify-between gap-3 font-medium text-ink">${esc(q)}${icon("chevron-down", "h-4 w-4 shrink-0 text-muted transition group-open:rotate-180")}</summary><p class="mt-2 text-sm text-muted">${esc(a)}</p></details>`).join("")}</div>`,
  );
}

export function plans(c: RenderContext, b: Block, target?: string): string {
  // The plans the user named ("free and pro"), else three of our own.
  const names = b.members?.length
    ? b.members
    : c.zh
      ? ["基础版", "标准版", "专业版"]
      : ["Starter", "Standard", "Pro"];
  const base = priceFor(`plan ${c.s.product}`, c.r, c.s.lang);
  const all = c.zh
    ? [
        ["基础功能", "消息提醒"],
        ["全部功能", "优先客服", "数据导出"],
        ["团队协作", "专属顾问", "自定义报表"],
      ]
    : [
        ["The essentials", "Reminders"],
        [`Everything in ${names[0]}`, "Priority support", "Exports"],
        ["Team access", "A dedicated adviser", "Custom reports"],
      ];
  const features = names.map(
    (_, i) => all[names.length === 1 ? 0 : Math.round((i * (all.length - 1)) / (names.length - 1))],
  );
  const items = names
    .map((n, i) => {
      // A free plan costs nothing.
      const price = money(c.s.lang, /free|免费/i.test(n) ? 0 : base * (i + 1) - (i ? 1 : 0));
      const action: Action = target
        ? { label: c.zh ? `选择${n}` : `Choose ${n}`, href: target }
        : { label: c.zh ? `选择${n}` : `Choose ${n}`, toast: c.zh ? `已选择${n}` : `${n} selected` };
      return `<li class="flex flex-col rounded-card border ${i === Math.min(1, names.length - 1) ? "border-primary ring-2 ring-soft" : "border-line"} bg-surface p-5"><p class="font-semibold text-ink">${esc(n)}</p><p class="mt-2"><span class="text-3xl font-bold text-ink">${esc(price)}</span><span class="text-muted">${c.zh ? " / 月" : " / month"}</span></p><ul class="mt-4 flex-1 space-y-2 text-sm">${features[i].map((f) => `<li class="flex gap-2 text-ink">${icon("check", "h-4 w-4 shrink-0 text-primary")}${esc(f)}</li>`).join("")}</ul><div class="mt-5">${actionButton(action, i === Math.min(1, names.length - 1) ? "primary" : "secondary", "w-full")}</div></li>`;
    })
    .join("");
  return section(
    b,
    `<ul class="grid grid-cols-1 gap-4 ${c.s.device === "mobile" ? "" : names.length === 2 ? "md:grid-cols-2" : names.length === 4 ? "md:grid-cols-4" : "md:grid-cols-3"}">${items}</ul>`,
  );
}

export function location(c: RenderContext, b: Block): string {
  // A park's or a resort's map shows its own places, not a chain's branches.
  const site = /park|resort|zoo|museum|campus|ski|garden|乐园|公园|景区|动物园|博物馆|校园|滑雪|度假/i.test(
    `${b.title} ${c.s.product}`,
  );
  const places = site
    ? c.zh
      ? [
          ["正门", "A 入口 · 游客中心", "09:00–20:00"],
          ["美食广场", "中心湖畔", "10:30–19:30"],
        ]
      : [
          ["Main entrance", "Gate A · Guest services", "9am–8pm"],
          ["Food court", "By the central lake", "10:30am–7:30pm"],
        ]
    : c.zh
      ? [
          ["市中心店", "人民路 88 号", "09:00–21:00"],
          ["滨江店", "江滨大道 216 号", "10:00–22:00"],
        ]
      : [
          ["Downtown", "88 Market Street", "9am–9pm"],
          ["Riverside", "216 Quay Road", "10am–10pm"],
        ];
  // "nearby garages with price per hour": the garages themselves, how far, when open and what an hour costs.
  const own = PLACE.test(b.noun) ? domainRecordNames(b.noun, b.title, c.s.product, c.s.lang, c.r, 3) : null;
  if (own) {
    const perHour = /per hour|hourly|每小时|按小时/i.test(b.title);
    places.splice(0, places.length, ...own.map((n) => [n, placeLine(c.s.lang, n, perHour), ""]));
  }
  const map = `<svg viewBox="0 0 320 140" class="h-32 w-full rounded-card" role="img" aria-label="${escText(c.zh ? "门店位置地图" : "Map of our locations")}"><rect width="320" height="140" fill="${c.t.soft}"/><path d="M0 90 C80 60 140 120 320 70" stroke="${c.t.line}" stroke-width="10" fill="none"/><path d="M150 0 L170 140" stroke="${c.t.line}" stroke-width="8"/><circle cx="110" cy="78" r="8" fill="${c.t.primary}"/><circle cx="232" cy="72" r="8" fill="${c.t.accent}"/></svg>`;
  const items = places
    .map(
      ([n, a, h]) =>
        `<li class="flex gap-3 py-2">${icon("map-pin", "mt-0.5 h-5 w-5 shrink-0 text-primary")}<div><p class="font-medium text-ink">${esc(n)}</p><p class="text-sm text-muted">${esc(h ? `${a} · ${h}` : a)}</p></div></li>`,
    )
    .join("");
  return section(b, `${map}<ul class="mt-3 divide-y divide-line">${items}</ul>`);
}

/** What any product of its kind promises, when the request names no features of its own. */
function promises(c: RenderContext): [string, string][] {
  const p = c.s.product;
  // A repair shop or a salon sells its hands, a bakery its baking: neither promises next-day delivery.
  const kind = /subscri|box|membership|plan|订阅|会员|月卡/i.test(p)
    ? "subscription"
    : /book|appointment|reserv|预约|预订|挂号/i.test(p)
      ? "booking"
      : /repair|salon|barber|groom|clinic|studio|cleaning|laundry|garage|workshop|tailor|spa|massage|维修|修理|美发|理发|美容|诊所|工作室|洗衣|保洁|家政|裁缝|按摩/i.test(
            p,
          )
        ? "service"
        : /bakery|baker|cafe|café|coffee|restaurant|bistro|kitchen|面包|烘焙|咖啡|餐厅|甜品|饭店|小馆/i.test(
              p,
            )
          ? "food"
          : /shop|store|market|mall|商城|店|超市|生鲜/i.test(p)
            ? "shop"
            : "app";
  const en: Record<string, [string, string][]> = {
    subscription: [
      ["Delivered on your schedule", `Your ${p} arrives when it suits you.`],
      ["Skip or pause any month", "Change plans in two taps, no calls."],
      ["Cancel anytime", "No lock-in and no hidden fees."],
    ],
    booking: [
      ["Book in a minute", "Pick a time that suits you, day or night."],
      ["Reminders before you go", "A reminder the day before, with directions."],
      ["Free changes", "Change or cancel up to 24 hours before."],
    ],
    service: [
      ["Skilled hands", `Every job at the ${p} is done by people who know the trade.`],
      ["Booked in a minute", "Pick a time online; we confirm straight away."],
      ["Clear prices", "You see the price before we start — no surprises."],
    ],
    food: [
      ["Made fresh every day", "Baked and cooked in small batches each morning."],
      ["Order ahead", "Reserve online and pick up when it suits you."],
      ["Local and seasonal", "Ingredients from nearby growers, changing with the season."],
    ],
    shop: [
      ["Chosen with care", `Every item in the ${p} is picked by people who know it.`],
      ["Fast delivery", "Order by 6pm, at your door tomorrow."],
      ["Help when you need it", "Real people answer within the hour."],
    ],
    app: [
      ["Set up in minutes", `Start using the ${p} today, no training needed.`],
      ["Everything in one place", "What you need, without switching tools."],
      ["Safe and private", "Your data is encrypted and stays yours."],
    ],
  };
  const zh: Record<string, [string, string][]> = {
    subscription: [
      ["按你的节奏配送", `${p}在你方便的时候送达。`],
      ["随时跳过或暂停", "两步修改方案，无需打电话。"],
      ["随时取消", "不绑定，无隐藏费用。"],
    ],
    booking: [
      ["一分钟完成预约", "随时选择合适的时间。"],
      ["到店前提醒", "前一天提醒，附带路线。"],
      ["免费改约", "提前 24 小时可免费修改或取消。"],
    ],
    service: [
      ["手艺可靠", `${p}的每一单都由熟练师傅完成。`],
      ["在线预约", "线上选好时间，马上确认。"],
      ["价格透明", "开工前先报价，没有额外收费。"],
    ],
    food: [
      ["每日现做", "每天清晨小批量新鲜制作。"],
      ["提前预订", "线上预订，到店自取。"],
      ["当季食材", "选用本地当季食材，随季节更新。"],
    ],
    shop: [
      ["用心挑选", `${p}的每件商品都经过挑选。`],
      ["快速送达", "18 点前下单，次日送达。"],
      ["贴心售后", "真人客服一小时内回复。"],
    ],
    app: [
      ["几分钟上手", `今天就能用上${p}，无需培训。`],
      ["一站搞定", "所需功能集中在一处，不用来回切换。"],
      ["安全可靠", "数据加密保存，只属于你。"],
    ],
  };
  return (c.zh ? zh : en)[kind];
}

export function features(c: RenderContext, b: Block, names: string[]): string {
  const list: [string, string][] =
    names.length >= 2
      ? names.map((n) => [
          n,
          c.zh
            ? `${c.s.brand}把「${n}」做得简单清楚。`
            : `${n} in ${c.s.brand}: quick, clear and always up to date.`,
        ])
      : promises(c);
  const items = list
    .slice(0, 6)
    .map(
      ([n, d]) =>
        `<li class="rounded-card border border-line bg-surface p-5"><span class="grid h-10 w-10 place-items-center rounded-card bg-soft text-primary">${icon(iconOf(n), "h-5 w-5")}</span><p class="mt-3 font-semibold text-ink">${esc(n)}</p><p class="mt-1 text-sm text-muted">${esc(d)}</p></li>`,
    )
    .join("");
  return section(
    b,
    `<ul class="grid grid-cols-1 gap-4 sm:grid-cols-2 ${c.s.device === "mobile" ? "" : "lg:grid-cols-3"}">${items}</ul>`,
    { card: false },
  );
}

export function stepsBlock(c: RenderContext, b: Block): string {
  const steps = c.zh
    ? [
        ["选择", `挑选合适的${c.s.product}`],
        ["确认", "填写信息并确认"],
        ["完成", "收到确认，按时到场或等待送达"],
      ]
    : [
        ["Choose", `Pick what you need from the ${c.s.product}`],
        ["Confirm", "Add your details and confirm"],
        ["Done", "Get a confirmation and a reminder"],
      ];
  return section(
    b,
    `<ol class="grid grid-cols-1 gap-4 md:grid-cols-3">${steps.map(([t, d], i) => `<li class="flex gap-3"><span class="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-on-primary">${i + 1}</span><div><p class="font-semibold text-ink">${esc(t)}</p><p class="text-sm text-muted">${esc(d)}</p></div></li>`).join("")}</ol>`,
  );
}

export function quiz(c: RenderContext, b: Block): string {
  const driving = /驾|driv/i.test(c.s.product);
  const q = driving
    ? c.zh
      ? "第 12 题：在高速公路上行驶，遇到大雾能见度低于 50 米时，应该怎么做？"
      : "Question 12: On a motorway in fog with visibility under 50 m, what should you do?"
    : c.zh
      ? `第 12 题：关于${c.s.product}，以下哪项说法正确？`
      : `Question 12: Which statement about ${c.s.product} is correct?`;
  const options = driving
    ? c.zh
      ? [
          "开启雾灯，车速不超过 20 km/h，尽快驶离高速",
          "保持原速，打开远光灯",
          "在行车道上停车等待",
          "紧跟前车行驶",
        ]
      : [
          "Fog lights on, under 20 km/h, leave at the next exit",
          "Keep your speed with high beams on",
          "Stop in the lane and wait",
          "Follow the car in front closely",
        ]
    : c.zh
      ? ["按步骤操作，遇到问题及时求助", "跳过说明直接操作", "只在周末使用", "以上都不对"]
      : [
          "Follow the steps and ask for help when stuck",
          "Skip the instructions",
          "Use it only at weekends",
          "None of the above",
        ];
  const name = `${b.anchor}-answer`;
  const items = options
    .map(
      (o, i) =>
        `<li><label class="flex cursor-pointer items-start gap-3 rounded-card border border-line p-3 has-[:checked]:border-primary has-[:checked]:bg-soft"><input type="radio" name="${name}" value="${"ABCD"[i]}" class="mt-1 h-4 w-4 text-primary"><span class="text-ink"><span class="font-semibold">${"ABCD"[i]}.</span> ${esc(o)}</span></label></li>`,
    )
    .join("");
  return section(
    b,
    `<form data-form data-success="${escText(c.zh ? "回答正确！" : "Correct!")}"><fieldset><legend class="font-medium text-ink">${esc(q)}</legend><ul class="mt-3 space-y-2">${items}</ul></fieldset><div class="mt-4">${`<button type="submit" class="w-full rounded-card bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary sm:w-auto">${esc(c.zh ? "提交答案" : "Submit answer")}</button>`}</div></form>`,
  );
}

export function ctaBand(c: RenderContext, b: Block, a: Action): string {
  return `<section id="${b.anchor}" aria-labelledby="${b.anchor}-title" class="scroll-mt-20 rounded-card bg-primary p-6 text-on-primary sm:p-10"><h2 id="${b.anchor}-title" class="text-2xl font-bold">${esc(b.title)}</h2><p class="mt-2 max-w-xl opacity-90">${esc(c.zh ? `${c.s.brand}，让${c.s.product}简单一点。` : `${c.s.brand} — ${c.s.product}, made simple.`)}</p><div class="mt-5">${a.href ? `<a href="${esc(a.href)}" class="inline-flex rounded-card bg-surface px-5 py-2.5 text-sm font-semibold text-ink">${esc(a.label)}</a>` : `<button type="button" data-toast="${escText(a.toast ?? a.label)}" class="inline-flex rounded-card bg-surface px-5 py-2.5 text-sm font-semibold text-ink">${esc(a.label)}</button>`}</div></section>`;
}

export function hero(c: RenderContext, b: Block, secondary?: Action): string {
  const text = `<p class="text-sm font-semibold uppercase tracking-wide text-primary">${esc(c.s.brand)}</p><h1 class="mt-2 font-bold tracking-tight text-ink" style="font-size:clamp(28px,5vw,${c.t.scale.display}px);line-height:1.1">${esc(c.s.title)}</h1><p class="mt-4 max-w-xl text-lg text-muted">${esc(c.s.subtitle)}</p><div class="mt-6 flex flex-wrap gap-3">${actionButton(c.s.primary)}${secondary ? actionButton(secondary, "secondary") : ""}</div>`;
  const image = photo(
    `${c.s.title} · ${c.s.brand}`,
    c.t,
    960,
    640,
    "w-full rounded-card object-cover shadow-lg",
  );
  if (c.s.variant === 0 || c.s.device === "mobile")
    return `<section id="${b.anchor}" aria-label="${escText(c.s.brand)}" class="grid items-center gap-8 ${c.s.device === "mobile" ? "" : "lg:grid-cols-2"}"><div>${text}</div><div>${image}</div></section>`;
  if (c.s.variant === 1)
    return `<section id="${b.anchor}" aria-label="${escText(c.s.brand)}" class="mx-auto max-w-3xl text-center"><div class="flex flex-col items-center">${text.replace("max-w-xl", "max-w-xl mx-auto").replace("flex flex-wrap gap-3", "flex flex-wrap justify-center gap-3")}</div><div class="mt-8">${image}</div></section>`;
  return `<section id="${b.anchor}" aria-label="${escText(c.s.brand)}" class="relative overflow-hidden rounded-card bg-soft p-6 sm:p-10"><div class="grid items-center gap-8 lg:grid-cols-[1.2fr_1fr]"><div>${text}</div>${image}</div></section>`;
}

export { button };
