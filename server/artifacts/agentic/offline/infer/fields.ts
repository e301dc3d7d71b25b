/**
 * The fields of a record and their types, from the words of a brief: a field the user named gets
 * the type its words say (an amount, a count, minutes, a date, a category, yes/no, text), and the
 * measures a brief implies without listing them ("记录孩子每天读书时长": a date and the minutes;
 * "log glasses of water": a count of glasses) become fields too.
 */
import type { OfflineLocale } from "@/server/ai/offline/types";
import type { Field, FieldType } from "../spec";

type Say = { en: string; zh: string };

/** A kind of measure: how the brief says it, the field it becomes. */
type Measure = {
  key: string;
  type: FieldType;
  words: RegExp;
  label: Say;
  options?: { en: string[]; zh: string[] };
};

const MEASURES: Measure[] = [
  {
    key: "minutes",
    type: "minutes",
    words:
      /\bminutes?\b|\bmins?\b|\bduration\b|time spent|how long|reading time|screen time|practice time|时长|分钟|多久|用时/i,
    label: { en: "Minutes", zh: "时长（分钟）" },
  },
  {
    key: "hours",
    type: "number",
    words: /\bhours?\b|\bhrs?\b|小时|钟头/i,
    label: { en: "Hours", zh: "时长（小时）" },
  },
  {
    key: "sleep",
    type: "number",
    words: /\bsleep\b|睡眠|睡觉/i,
    label: { en: "Sleep (hours)", zh: "睡眠（小时）" },
  },
  {
    key: "weight",
    type: "number",
    words: /\bweight\b|\bkg\b|\bkilos?\b|体重|公斤|千克/i,
    label: { en: "Weight (kg)", zh: "体重（公斤）" },
  },
  {
    key: "distance",
    type: "number",
    words: /\bdistance\b|\bkm\b|kilomet|\bmiles?\b|距离|公里|千米|里程/i,
    label: { en: "Distance (km)", zh: "距离（公里）" },
  },
  {
    key: "volume",
    type: "number",
    words: /\bml\b|\bmls\b|millilit|\blit(?:er|re)s?\b|\boz\b|毫升|升数/i,
    label: { en: "Amount (ml)", zh: "容量（毫升）" },
  },
  {
    key: "temperature",
    type: "number",
    words: /temperature|°c|celsius|温度|体温|气温/i,
    label: { en: "Temperature (°C)", zh: "温度（°C）" },
  },
  {
    key: "rating",
    type: "number",
    words: /\bratings?\b|\bstars?\b|\bscores?\b|\bgrades?\b|评分|星级|分数|打分/i,
    label: { en: "Rating", zh: "评分" },
  },
  {
    key: "mood",
    type: "select",
    words: /\bmood\b|心情|情绪/i,
    label: { en: "Mood", zh: "心情" },
    options: { en: ["Great", "Good", "Okay", "Bad"], zh: ["很好", "不错", "一般", "不好"] },
  },
  {
    key: "amount",
    type: "amount",
    words:
      /\bamount\b|\bdeposits?\b|\bsavings\b|\bcosts?\b|\bprice\b|\bspent\b|\bspend(?:ing)?\b|\bexpenses?\b|\bpaid\b|\bbills?\b|\bincome\b|\bsalary\b|\bbudget\b|\bmoney\b|\bfees?\b|[$€£¥]|金额|存入|存款|花费|花了|费用|价格|多少钱|收入|支出|工资|预算|开销/i,
    label: { en: "Amount", zh: "金额" },
  },
];

/** Things counted: the word is the field ("glasses" → Glasses). */
const COUNT_EN =
  /\b(glasses|cups|bottles|steps|pages|reps|sets|times|calories|servings|push-?ups|sit-?ups|laps|words|chapters|episodes|pieces|items|people|persons|guests|friends|tickets|units|quantity|qty)\b/i;
const COUNT_ZH: [RegExp, string][] = [
  [/杯数|几杯|(?:\d+|[一二三四五六七八九十两])杯|喝水/, "杯数"],
  [/步数|走路/, "步数"],
  [/页数|多少页/, "页数"],
  [/组数/, "组数"],
  [/次数|几次|多少次/, "次数"],
  [/卡路里|大卡|热量/, "热量（大卡）"],
  [/人数/, "人数"],
  [/数量/, "数量"],
];

const YES_NO =
  /^(?:whether\b|if\b|is\b|has\b|have\b|done\b|completed?\b|paid\b|read\b|bought\b|visited\b|watched\b|returned\b|finished\b|attended\b|是否|已|有没有)/i;
const DATE =
  /\bdates?\b|\bdeadline\b|\bdue\b|\bbirthday\b|\bwhen\b|\bday\b|\bweek (?:starting|of|beginning)\b|\b(?:starts?|ends?|start|end)(?:ing)? (?:on|date)\b|expir|valid until|best before|日期|截止|生日|哪天|有效期|到期|过期|时间$/i;
const CATEGORY = /categor|\btype\b|\bgenre\b|\bkind\b|\btags?\b|分类|类别|类型|种类|标签|类目/i;
const EMAIL = /e-?mail|邮箱|邮件/i;
const PRIORITY = /priority|优先级/i;
const PERCENT = /percent|percentage|%|百分比|比例|费率|利率|折扣率/i;

const GENRES = {
  en: ["Fiction", "Non-fiction", "Biography", "Other"],
  zh: ["小说", "非虚构", "传记", "其他"],
};
const KINDS = { en: ["Work", "Personal", "Other"], zh: ["工作", "个人", "其他"] };

const ZH_KEYS: Record<string, string> = {
  姓名: "name",
  名字: "name",
  名称: "name",
  邮箱: "email",
  电子邮件: "email",
  团队: "team",
  部门: "department",
  电话: "phone",
  手机: "phone",
  手机号: "phone",
  日期: "date",
  截止日期: "dueDate",
  优先级: "priority",
  金额: "amount",
  备注: "note",
  分类: "category",
  类别: "category",
  类型: "type",
  标题: "title",
  任务: "task",
  负责人: "owner",
  状态: "status",
  评分: "rating",
  作者: "author",
  书名: "book",
  数量: "quantity",
  价格: "price",
  地址: "address",
  年龄: "age",
  公司: "company",
  职位: "role",
  标签: "tag",
  描述: "description",
  说明: "description",
  时长: "duration",
  商品: "item",
  商品名: "item",
  体重: "weight",
  距离: "distance",
  用时: "minutes",
  人数: "people",
  总金额: "amount",
};

export function keyOf(label: string, taken: string[], hint?: string): string {
  const ascii = label
    .normalize("NFKD")
    .replace(/\(.*?\)|（.*?）/g, " ")
    .replace(/[^A-Za-z0-9 ]+/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join("");
  const bare = label.replace(/（.*?）|\(.*?\)/g, "").trim();
  let key = hint ?? ZH_KEYS[label] ?? ZH_KEYS[bare] ?? (/^[a-z]/.test(ascii) ? ascii.slice(0, 30) : "field");
  if (taken.includes(key) || key === "field") {
    let n = 2;
    while (taken.includes(`${key}${n}`)) n += 1;
    key = key === "field" && !taken.includes("field") ? "field" : `${key}${n}`;
  }
  return key;
}

function upperFirst(text: string): string {
  return /^[a-z]/.test(text) ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** "weight in kg" → "Weight (kg)", "whether I've read it" → "Read", "是否已买" → "已买". */
export function labelOf(name: string): string {
  const label = name
    .replace(/^(?:whether|if)\s+(?:(?:i|we|you|it|they)(?:'ve|'re|'s| have| am| are| is| was)?\s+)?/i, "")
    .replace(/\s+(?:it|them|yet)$/i, "")
    .replace(/^是否/, "")
    // "how many it serves": Serves; "how many people they're bringing": Bringing.
    .replace(
      /^how many\s+(?:[a-z]+\s+)?(?:it|they|we|you|he|she)(?:'re|’re|'ll|’ll| are| is| will)?\s+(?=[a-z])/i,
      "",
    )
    // "带几位家属": 家属人数.
    .replace(/^(?:带|有|来)?(?:几|多少)(?:位|名)([\u4e00-\u9fff]{1,4})$/, "$1人数")
    .replace(/\s+in\s+(kg|km|lbs?|miles|hours|minutes|cm|°c|%|usd|eur|dollars|euros)$/i, " ($1)")
    .replace(/\s+(?:per|a|each)\s+(?:day|week|month)$/i, "")
    .trim();
  return upperFirst(label || name);
}

/** The field a named thing is: its type from its words (or the measure it names). */
/** A question word standing for a date ("哪天", "什么时候"): the field is called 日期. */
const ZH_WHEN = /^(?:哪天|哪一天|哪日|什么时候|何时|几号|几月几号)$/;

/** Joins a choice's options so that splitting the brief's list keeps them with their field. */
const OPTION_JOIN = "‖";
/** A field whose options a brief may list after it: a status, a difficulty, a stage, a category. */
const CHOICE =
  "(?:status|state|stage|level|difficulty|mood|categor(?:y|ies)|genre|type|kind|priority|answer|reply|response|rsvp|attending|状态|难度|阶段|等级|级别|心情|分类|类别|类型|优先级|是否参加|是否出席|参加|出席|回复|答复)";

/**
 * "状态（想读、在读、读完）", "difficulty (easy, medium or hard)", "status — to read, reading or
 * finished": a choice field with its options, kept as one item of the brief's list of fields.
 */
export function groupOptions(text: string): string {
  const join = (items: string) => {
    const options = items
      .split(/\s*(?:,|，|、|\/|;|；|\bor\b|或者?|\band\b|和)\s*/i)
      .map((o) => o.replace(/^(?:either\s+)/i, "").trim())
      .filter(Boolean);
    return options.length >= 2 && options.every((o) => o.length <= 20) ? options.join(OPTION_JOIN) : "";
  };
  return text
    .replace(
      new RegExp(`(${CHOICE})\\s*[（(]([^（）()]{2,80})[)）]`, "gi"),
      (whole, word: string, items: string) => {
        const options = join(items);
        return options ? `${word}（${options}）` : whole;
      },
    )
    .replace(
      new RegExp(`(${CHOICE})\\s*[—–]+\\s*([^.;。；！!？?\\n]+)`, "gi"),
      (whole, word: string, items: string) => {
        const options = join(items);
        return options ? `${word}（${options}）` : whole;
      },
    );
}

export function fieldOf(name: string, taken: string[], lang: OfflineLocale): Field {
  const choice = new RegExp(`^(.+?)\\s*（([^（）]*${OPTION_JOIN}[^（）]*)）$`).exec(name.trim());
  if (choice) {
    const label = labelOf(choice[1]!);
    return { key: keyOf(label, taken), label, type: "select", options: choice[2]!.split(OPTION_JOIN) };
  }
  const yesNo = YES_NO.test(name.trim());
  const howMany = /^how many\b/i.test(name.trim());
  const label = lang === "zh" && ZH_WHEN.test(name.trim()) ? "日期" : labelOf(name);
  const l = label.toLowerCase();
  const key = keyOf(label, taken);
  if (EMAIL.test(l)) return { key, label, type: "email" };
  if (yesNo) return { key, label, type: "checkbox" };
  if (PRIORITY.test(l))
    return {
      key,
      label,
      type: "select",
      options: lang === "zh" ? ["高", "中", "低"] : ["High", "Medium", "Low"],
    };
  if (DATE.test(l) && !/\bdays?\s+(?:count|streak)|天数/.test(l)) return { key, label, type: "date" };
  if (PERCENT.test(l)) return { key, label: /%|%/.test(label) ? label : `${label} (%)`, type: "number" };
  if (/genre|类型|体裁/i.test(l)) return { key, label, type: "select", options: GENRES[lang] };
  if (CATEGORY.test(l)) return { key, label, type: "select", options: KINDS[lang] };
  if (
    howMany ||
    COUNT_EN.test(l) ||
    COUNT_ZH.some(([re]) => re.test(l)) ||
    /\bnumber of\b|^how many\b|^(?:a )?count$|个数|数目|多少个|几个|几位|多少位|几名|人数$/.test(l) ||
    /(?:几|多少)(?:位|名|个)/.test(name)
  )
    return { key, label, type: "count" };
  const measure = MEASURES.find((m) => m.words.test(l));
  if (measure)
    return measure.options
      ? { key, label, type: measure.type, options: measure.options[lang] }
      : { key, label, type: measure.type };
  if (/\bage\b|年龄/.test(l)) return { key, label, type: "count" };
  // "水费", "电费", "物业费", "房租": a charge is money.
  if (/[\u4e00-\u9fff]费$|房租|租金|\brent\b|\btuition\b/i.test(l)) return { key, label, type: "amount" };
  // "room length", "width in metres", "tile size", "面积": a dimension is a number.
  if (/\b(?:length|width|height|depth|area|size|thickness)\b|长度|宽度|高度|深度|面积|尺寸/i.test(l))
    return { key, label, type: "number" };
  // "odometer reading", "电表读数", "mileage": a reading is a number.
  if (
    /\bodometer\b|\bmileage\b|\bmeter reading\b|\breadings?\b|^values?$|读数|表数|示数|^数值$|得分|积分|^分数$/i.test(
      l,
    )
  )
    return { key, label, type: "number" };
  // "filament grams", "weight in lbs", "用电量（度）": a quantity in a unit is a number.
  if (
    /\b(?:grams?|kg|kilos?|kilograms?|lbs?|pounds|cm|mm|metres?|meters?|litres?|liters?|kwh|watts?|hours?|hrs?)\b|克|公斤|千克|斤|厘米|毫米|千瓦时|小时数?$/i.test(
      l,
    )
  )
    return { key, label, type: "number" };
  return { key, label, type: "text" };
}

export function fieldsOf(labels: string[], lang: OfflineLocale, start: Field[] = []): Field[] {
  const out = [...start];
  for (const label of labels) {
    if (out.some((f) => f.label.toLowerCase() === labelOf(label).toLowerCase())) continue;
    out.push(
      fieldOf(
        label,
        out.map((f) => f.key),
        lang,
      ),
    );
  }
  return out;
}

/** The measures a brief implies without listing them, in the order it says them. */
export function impliedMeasures(text: string, lang: OfflineLocale, taken: Field[]): Field[] {
  const found: { at: number; field: Omit<Field, "key">; hint: string }[] = [];
  for (const m of MEASURES) {
    const hit = m.words.exec(text);
    if (!hit) continue;
    // "score" stays Score (not Rating); "毫升数" stays 毫升数.
    const own =
      m.key === "rating" && lang === "en"
        ? upperFirst(hit[0].toLowerCase())
        : lang === "zh" && /^(?:毫升数|步数|页数)$/.test(text.slice(hit.index, hit.index + 3))
          ? text.slice(hit.index, hit.index + 3)
          : m.label[lang];
    found.push({
      at: hit.index,
      hint: m.key,
      field: m.options
        ? { label: own, type: m.type, options: m.options[lang] }
        : { label: own, type: m.type },
    });
  }
  const count = COUNT_EN.exec(text);
  if (count && lang === "en" && !/^(?:people|persons|guests|friends)$/i.test(count[1]!))
    found.push({
      at: count.index,
      hint: count[1]!.toLowerCase(),
      field: { label: upperFirst(count[1]!.toLowerCase()), type: "count" },
    });
  if (lang === "zh")
    for (const [re, label] of COUNT_ZH) {
      const at = text.search(re);
      if (at >= 0 && label !== "人数") found.push({ at, hint: "count", field: { label, type: "count" } });
    }
  // A field the user named already says it ("用时（分钟）" names the minutes, "Weight (kg)" the weight).
  const out: Field[] = [];
  const all = [...taken];
  for (const f of found.sort((a, b) => a.at - b.at)) {
    const words = MEASURES.find((m) => m.key === f.hint)?.words;
    // "Pages received" names the pages, "完成次数" the 次数.
    const said = all.some(
      (t) => t.label.toLowerCase().includes(f.field.label.toLowerCase()) || (words && words.test(t.label)),
    );
    if (said) continue;
    const field = {
      ...f.field,
      key: keyOf(
        f.field.label,
        all.map((t) => t.key),
        f.hint,
      ),
    } as Field;
    all.push(field);
    out.push(field);
  }
  return out;
}

/** Is the brief about records kept day by day ("each day", "每天", a date named)? */
export function daily(text: string): boolean {
  return /\bdaily\b|\beach day\b|\bevery day\b|\bper day\b|\ba day\b|\bdays?\b|\bdates?\b|\bwhen\b|每天|每日|天天|日期|哪天|每一天/i.test(
    text,
  );
}

export function dateField(lang: OfflineLocale, taken: Field[]): Field {
  return {
    key: keyOf(
      "date",
      taken.map((f) => f.key),
      "date",
    ),
    label: lang === "zh" ? "日期" : "Date",
    type: "date",
    value: "today",
  };
}

export function categoryField(lang: OfflineLocale, taken: Field[], options: string[]): Field {
  return {
    key: keyOf(
      "category",
      taken.map((f) => f.key),
      "category",
    ),
    label: lang === "zh" ? "分类" : "Category",
    type: "select",
    options,
  };
}

export function isNumeric(field: Field): boolean {
  return (
    field.type === "number" || field.type === "amount" || field.type === "count" || field.type === "minutes"
  );
}

/** The field a computed value is about: the one its words name, else the first measure. */
export function mainMeasure(fields: Field[], near = ""): Field | undefined {
  const numeric = fields.filter(isNumeric);
  // The field the stat's own words name: the one said last ("组数、时长，显示本周总时长" is 时长).
  const at = (f: Field) => near.toLowerCase().lastIndexOf(f.label.toLowerCase().replace(/\s*[(（].*$/, ""));
  const named = near ? numeric.filter((f) => at(f) >= 0).sort((a, b) => at(b) - at(a))[0] : undefined;
  return (
    named ??
    numeric.find((f) => f.type === "amount") ??
    numeric.find((f) => f.type === "minutes") ??
    numeric.find((f) => f.type === "count") ??
    numeric.find((f) => f.key !== "rating") ??
    numeric[0]
  );
}
