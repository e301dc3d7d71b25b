/**
 * Sample data for a screen, deterministic (the same request gives the same page) and coherent
 * in its locale: names people have, money in the right currency and format, dates on a fixed
 * calendar, figures whose units fit what they measure, item names built from the page's nouns.
 */
import type { Lang } from "./screen";

/** A small seeded generator (mulberry32): deterministic sample data. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

const FIRST_EN = [
  "Emily",
  "Marcus",
  "Priya",
  "Daniel",
  "Sofia",
  "James",
  "Aisha",
  "Lucas",
  "Hannah",
  "Noah",
  "Grace",
  "Omar",
  "Chloe",
  "Ethan",
  "Maya",
  "Leo",
];
const LAST_EN = [
  "Carter",
  "Nguyen",
  "Patel",
  "Okafor",
  "Brooks",
  "Fischer",
  "Reyes",
  "Kim",
  "Walsh",
  "Moreno",
  "Bennett",
  "Ito",
  "Hughes",
  "Silva",
];
const SURNAME_ZH = ["张", "王", "李", "陈", "刘", "杨", "赵", "黄", "周", "吴", "徐", "孙", "林", "何"];
const GIVEN_ZH = ["敏", "伟", "芳", "静", "磊", "婷", "强", "洋", "丽", "涛", "晨", "悦", "博", "欣"];

export function personName(lang: Lang, r: () => number): string {
  const pick = <T>(list: T[]) => list[Math.floor(r() * list.length)];
  return lang === "zh" ? `${pick(SURNAME_ZH)}${pick(GIVEN_ZH)}` : `${pick(FIRST_EN)} ${pick(LAST_EN)}`;
}

export function money(lang: Lang, amount: number): string {
  const rounded = amount >= 100 ? Math.round(amount) : Math.round(amount * 100) / 100;
  const text = rounded.toLocaleString("en-US", {
    minimumFractionDigits: rounded % 1 ? 2 : 0,
    maximumFractionDigits: 2,
  });
  return lang === "zh" ? `¥${text}` : `$${text}`;
}

/** Prices that fit what is priced: rent by the month, a car in the tens of thousands, a coffee in single digits. */
export function priceFor(noun: string, r: () => number, lang: Lang): number {
  const scale: [RegExp, number, number][] = [
    [
      /rent|apartment|flat|house|room|租金|房源|户型|整租/i,
      lang === "zh" ? 2800 : 1400,
      lang === "zh" ? 6800 : 3200,
    ],
    [/plan|membership|subscription|套餐|会员|订阅/i, lang === "zh" ? 29 : 9, lang === "zh" ? 199 : 49],
    // A solar system is quoted in the thousands.
    [/solar|\bpv\b|光伏|太阳能/i, lang === "zh" ? 32000 : 6000, lang === "zh" ? 98000 : 18000],
    [/car wash|洗车/i, lang === "zh" ? 35 : 12, lang === "zh" ? 128 : 45],
    [/\bcars?\b|vehicle|汽车|二手车|车辆/i, lang === "zh" ? 58000 : 9000, lang === "zh" ? 168000 : 32000],
    [
      /coffee|tea|bean|bread|cake|pastry|咖啡|茶|面包|蛋糕|豆/i,
      lang === "zh" ? 18 : 4,
      lang === "zh" ? 98 : 24,
    ],
    // A book, new or used, costs what a paperback does.
    [/\bbooks?\b|bookstore|bookshop|图书|书籍|二手书|旧书/i, lang === "zh" ? 12 : 4, lang === "zh" ? 68 : 18],
    [/deposit|押金/i, lang === "zh" ? 99 : 20, lang === "zh" ? 99 : 20],
    // Small goods in single or low double digits; gear and furniture in the hundreds.
    [
      /honey|jam|juice|snack|sauce|spice|soap|candle|seed|eggs?\b|apples?|produce|鸡蛋|苹果|蜂蜜|果酱|果汁|零食|酱|香料|香皂|蜡烛|种子/i,
      lang === "zh" ? 25 : 6,
      lang === "zh" ? 128 : 28,
    ],
    [/flower|bouquet|plant|鲜花|花束|绿植|盆栽/i, lang === "zh" ? 59 : 15, lang === "zh" ? 299 : 75],
    [/wine|whisky|gin|红酒|白酒|威士忌/i, lang === "zh" ? 88 : 14, lang === "zh" ? 688 : 90],
    [
      /hive|suit|bike|bicycle|tent|sofa|chair|desk|table|lamp|phone|laptop|camera|jacket|boots|stroller|蜂箱|防护服|自行车|帐篷|沙发|椅|桌|台灯|手机|电脑|相机|外套|靴|婴儿车/i,
      lang === "zh" ? 199 : 49,
      lang === "zh" ? 1899 : 399,
    ],
    [/course|class|lesson|session|课程|课/i, lang === "zh" ? 99 : 25, lang === "zh" ? 599 : 120],
    [/camp|露营|营地|ticket|门票/i, lang === "zh" ? 60 : 15, lang === "zh" ? 180 : 45],
  ];
  const [, lo, hi] = scale.find(([re]) => re.test(noun)) ?? [
    /./,
    lang === "zh" ? 39 : 12,
    lang === "zh" ? 399 : 89,
  ];
  return lo + Math.round((r() * (hi - lo)) / (hi > 1000 ? 100 : 1)) * (hi > 1000 ? 100 : 1);
}

// This week's calendar, from its Monday: sample dates are current (a page made in November does
// not show June), and the same request gives the same page all week.
const DAY = 86_400_000;
function weekStart(now = Date.now()): number {
  const today = Math.floor(now / DAY) * DAY;
  return today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
}
const WEEK_EN = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTH_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEK_ZH = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"];

export function dateLabel(lang: Lang, offset: number): string {
  const d = new Date(weekStart() + offset * DAY);
  return lang === "zh"
    ? `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${WEEK_ZH[d.getUTCDay()]}`
    : `${WEEK_EN[d.getUTCDay()]} ${d.getUTCDate()} ${MONTH_EN[d.getUTCMonth()]}`;
}

export function isoDate(offset: number): string {
  return new Date(weekStart() + offset * DAY).toISOString().slice(0, 10);
}

export function timeSlots(count: number, r: () => number): string[] {
  const start = 8 + Math.floor(r() * 2);
  return Array.from(
    { length: count },
    (_, i) => `${String(start + Math.floor(i * 1.5)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`,
  );
}

/** A figure for a named statistic, with a unit that fits it. */
export function figureFor(
  title: string,
  lang: Lang,
  r: () => number,
): { value: string; delta: string; up: boolean } {
  const zh = lang === "zh";
  const up = r() > 0.3;
  const pct = (n: number) => `${up ? "+" : "-"}${n}%`;
  const d = pct(2 + Math.floor(r() * 12));
  if (/estimate|arrival|\beta\b|预计|送达|到达/i.test(title))
    return { value: zh ? `${dateLabel(lang, 1)} 18:00 前` : `By 6pm, ${dateLabel(lang, 1)}`, delta: "", up };
  if (/weather|temperature|snow report|forecast|天气|气温|雪况|预报/i.test(title))
    return {
      value: zh ? `−${2 + Math.floor(r() * 6)}°C · 小雪` : `−${2 + Math.floor(r() * 6)}°C · Light snow`,
      delta: "",
      up,
    };
  // "我的会员卡剩余次数", "classes left": a count of what is left, not a card's days.
  if (/剩余次数|剩余课时|次数|visits left|classes left|sessions left|credits left/i.test(title))
    return {
      value: zh ? `剩余 ${3 + Math.floor(r() * 12)} 次` : `${3 + Math.floor(r() * 12)} classes left`,
      delta: "",
      up,
    };
  if (/会员卡|membership/i.test(title))
    return {
      value: zh
        ? `年卡 · 剩余 ${120 + Math.floor(r() * 200)} 天`
        : `Annual · ${120 + Math.floor(r() * 200)} days left`,
      delta: "",
      up,
    };
  // What is booked for this week or today is a handful, not hundreds.
  if (/scheduled|booked|due|this week|today|本周|今日|今天/i.test(title))
    return { value: String(3 + Math.floor(r() * 12)), delta: d, up };
  if (/uptime|可用率/i.test(title)) return { value: `99.9${5 + Math.floor(r() * 5)}%`, delta: "", up };
  if (/rate|percent|completion|share|完成率|比例|率|占比/i.test(title))
    return { value: `${62 + Math.floor(r() * 33)}%`, delta: d, up };
  if (/distance|km|mile|距离|里程|公里/i.test(title))
    return {
      value: zh ? `${(12 + r() * 30).toFixed(1)} 公里` : `${(8 + r() * 20).toFixed(1)} km`,
      delta: d,
      up,
    };
  if (/revenue|income|earnings|sales|spend|收入|营收|销售额|金额|余额|balance/i.test(title))
    return { value: money(lang, Math.round(800 + r() * 9000)), delta: d, up };
  if (/time|duration|minutes|时长|时间|分钟/i.test(title))
    return {
      value: zh ? `${8 + Math.floor(r() * 30)} 分钟` : `${8 + Math.floor(r() * 30)} min`,
      delta: d,
      up: !up,
    };
  if (/health|score|健康|评分/i.test(title))
    return { value: `${78 + Math.floor(r() * 20)}/100`, delta: d, up };
  if (/level|fill|水位|填充|电量/i.test(title))
    return { value: `${40 + Math.floor(r() * 50)}%`, delta: d, up };
  return { value: (12 + Math.floor(r() * 480)).toLocaleString("en-US"), delta: d, up };
}

/** A plausible value for a fact about one item ("户型" → "2室1厅 · 68㎡", "metro distance" → "650 m"). */
export function factValue(name: string, lang: Lang, r: () => number, subject: string): string {
  const zh = lang === "zh";
  const n = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo));
  if (/户型|layout|bedroom|rooms?\b/i.test(name))
    return zh ? `${n(1, 4)}室1厅 · ${n(45, 110)}㎡` : `${n(1, 4)} bed · 1 bath · ${n(45, 110)} m²`;
  if (/距离|distance|metro|subway|地铁|station/i.test(name))
    return zh ? `步行 ${n(3, 12)} 分钟 · ${n(300, 900)} 米` : `${n(3, 12)} min walk · ${n(300, 900)} m`;
  if (/租金|rent/i.test(name))
    return `${money(lang, priceFor(`rent ${subject}`, r, lang))}${zh ? " / 月" : " / month"}`;
  if (/押金|deposit/i.test(name)) return money(lang, priceFor(`deposit`, r, lang));
  if (/价格|price|cost|fee|费用|票价/i.test(name))
    return money(lang, priceFor(`${name} ${subject}`, r, lang));
  if (/面积|area|size/i.test(name)) return zh ? `${n(45, 120)}㎡` : `${n(45, 120)} m²`;
  if (/楼层|floor/i.test(name))
    return zh ? `${n(3, 18)}/${n(18, 32)} 层` : `Floor ${n(3, 18)} of ${n(18, 32)}`;
  if (/时间|time|hours|营业/i.test(name)) return zh ? "每天 09:00–21:00" : "Daily 9am–9pm";
  if (/日期|date|入住|available/i.test(name)) return dateLabel(lang, n(2, 20));
  if (/评分|rating|score/i.test(name)) return `${(4.5 + r() * 0.5).toFixed(1)} / 5`;
  if (/报告|report|检测|inspection|check/i.test(name))
    return zh ? "已检测 · 无重大问题" : "Inspected · no major issues";
  return zh ? "已核实" : "Verified";
}

const ADJ_EN = ["Classic", "Signature", "Seasonal", "Everyday", "Premium", "Family", "Compact", "Deluxe"];
const ADJ_ZH = ["经典", "招牌", "当季", "精选", "家庭", "轻享", "臻选", "日常"];
// What each name promises, as a share of the list's usual price: "Premium" never costs less than "Everyday".
const TIER: Record<string, number> = {
  Everyday: 0.7,
  Compact: 0.8,
  Classic: 0.9,
  Seasonal: 1,
  Family: 1.2,
  Signature: 1.3,
  Premium: 1.5,
  Deluxe: 1.7,
  日常: 0.7,
  轻享: 0.8,
  经典: 0.9,
  当季: 1,
  家庭: 1.2,
  招牌: 1.3,
  精选: 1.4,
  臻选: 1.7,
};

/** An item's price from its list's usual price and what its name promises ("Premium hive" > "Everyday hive"). */
export function tierPrice(name: string, usual: number): number {
  const tier = Object.entries(TIER).find(([adj]) => name.startsWith(adj))?.[1] ?? 1;
  const price = usual * tier;
  return price >= 1000
    ? Math.round(price / 100) * 100 - 1
    : price >= 100
      ? Math.round(price / 10) * 10 - 1
      : Math.max(1, Math.round(price));
}

// Records people do call by number: an order, an invoice, a parcel, a ticket.
const NUMBERED =
  /\b(?:orders?|invoices?|receipts?|shipments?|parcels?|packages?|consignments?|waybills?|tickets?|cases?|claims?|requests?|applications?|bookings?|reservations?|returns?|refunds?|batch(?:es)?|lots?|units?|bikes?|scooters?|lockers?|rooms?|tables?|seats?|bays?)\b|订单|运单|单号|工单|发票|收据|包裹|快递|申请|预约|退款|退货|批次|单车|柜|房间|桌|座位/i;

/**
 * Records as a back office names them: those people number by their number ("Order #4821",
 * "订单 2306-1142"), anything else by whose it is ("Entry · Priya Patel", 「张敏的训练」) — never
 * the section's word with a made-up number ("Streak #5102", "登录 3590") or a weekday ("Monday quote").
 */
export function recordNames(noun: string, lang: Lang, r: () => number, count: number): string[] {
  const base = noun.trim() || (lang === "zh" ? "记录" : "record");
  const start = 1000 + Math.floor(r() * 8000);
  if (NUMBERED.test(base))
    return Array.from({ length: count }, (_, i) =>
      lang === "zh"
        ? `${base} ${2300 + ((start + i) % 12) + 1}-${String((start * 7 + i * 379) % 10000).padStart(4, "0")}`
        : `${base.charAt(0).toUpperCase()}${base.slice(1)} #${start + i * 37}`,
    );
  // Anything else by whose it is ("Quote · Chloe Brooks", 「张敏的交换点」): a weekday and the
  // section's word ("Monday quote", 「周一交换点」) is no record anyone keeps (issue 39).
  const seen = new Set<string>();
  const names: string[] = [];
  for (let i = 0; names.length < count && i < count * 6; i++) {
    const who = personName(lang, r);
    if (seen.has(who)) continue;
    seen.add(who);
    names.push(
      lang === "zh" ? `${who}的${base}` : `${base.charAt(0).toUpperCase()}${base.slice(1)} · ${who}`,
    );
  }
  return names;
}

/** Names for items of a noun ("room" → "Garden room", "豆子" → "招牌豆子"), distinct, never "Item 1". */
export function itemNames(noun: string, lang: Lang, r: () => number, count: number): string[] {
  const base = noun.trim() || (lang === "zh" ? "服务" : "option");
  const start = Math.floor(r() * 8);
  const adj = lang === "zh" ? ADJ_ZH : ADJ_EN;
  return Array.from({ length: count }, (_, i) => {
    const a = adj[(start + i) % adj.length];
    return lang === "zh" ? `${a}${base}` : `${a} ${base.toLowerCase()}`;
  });
}

/** Statuses for a list: the ones the request named, else ones that fit the list. */
export function statusesFor(noun: string, lang: Lang, named: string[]): string[] {
  if (named.length >= 2) return named;
  const zh = lang === "zh";
  if (/order|delivery|parcel|订单|配送|包裹|运单/i.test(noun))
    return zh ? ["待发货", "配送中", "已完成"] : ["Pending", "Out for delivery", "Delivered"];
  if (/book|appointment|reservation|预约|预订/i.test(noun))
    return zh ? ["待确认", "已确认", "已完成"] : ["Requested", "Confirmed", "Completed"];
  if (/ticket|issue|request|工单|申请/i.test(noun))
    return zh ? ["待处理", "处理中", "已解决"] : ["Open", "In progress", "Resolved"];
  return zh ? ["进行中", "待处理", "已完成"] : ["Active", "Pending", "Done"];
}

/** "therapists" → "therapist", "popular articles" → "article", "医生列表" → "医生". */
export function nounOf(title: string, lang: Lang): string {
  if (lang === "zh") {
    // "今日新品" → 新品, "预订蛋糕" → 蛋糕: when and how it is offered are not the thing.
    let s = title.replace(
      /^(?:今日|今天|本周|本月|热门|最新|推荐|精选|预订|预约|购买|选购|在线)(?=.{2,})/,
      "",
    );
    for (let i = 0; i < 3; i++)
      s = s.replace(
        /(?:列表|清单|模块|信息|选择|管理|记录|详情|中心|页面|页|区|排行榜?|排名|榜单?|App|APP|小程序|平台|系统)$/,
        "",
      );
    s = s.split("的").pop() ?? s;
    // "社区团购团长订单" → "订单": the last word names the thing.
    return (s.length > 4 ? s.slice(-2) : s).trim() || title;
  }
  // "Plants near me" lists plants: where they are is not what they are.
  const words = title
    .toLowerCase()
    .replace(/\s+(?:near (?:me|you|here)|nearby|around (?:me|you)|for (?:me|you)|of mine)$/, "")
    // "table of candidates" lists candidates; "trucks on the road" lists trucks, not roads.
    .replace(/^(?:an?\s+)?(?:table|list|set|number|history|log|overview|queue)\s+of\s+/, "")
    .replace(/\s+(?:on|in|at|by|with|from|under|near|across|per)\s+(?:the\s+|a\s+|an\s+)?[a-z' -]+$/, "")
    // "installs scheduled this week" lists installs; "kWh generated by customers" is kWh.
    .replace(/\s+(?:scheduled|booked|planned|due|generated|sold|made|received|sent|completed)\b.*$/, "")
    .replace(
      /\b(?:list|section|module|panel|view|overview|my|the|upcoming|popular|today's|recent|your|all|featured|profiles?)\b/g,
      " ",
    )
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const last = words[words.length - 1] ?? title.toLowerCase();
  return last.replace(/ies$/, "y").replace(/(?<=[^s])s$/, "");
}
