/**
 * The calculators the Offline model knows how to work out: splitting a bill (with a tip or not),
 * a tip, a discount, a loan's monthly payment, BMI, a savings goal, a trip's fuel cost, unit
 * conversions, and covering a floor (tiles, boards, boxes of them) or a wall (litres of paint). Each is its inputs (with the numbers the brief gives as their starting values) and
 * its results as formulas. A calculator it does not know is left to the caller to say.
 */
import type { OfflineLocale } from "@/server/ai/offline/types";
import { numberWord } from "@/server/ai/offline/brief/quantities";
import type { Expr, Field, Output } from "../spec";

export type Calculator = { title: string; fields: Field[]; outputs: Output[]; about: string };

type Say = { en: string; zh: string };
const op = (o: "+" | "-" | "*" | "/" | "pow" | "ceil", ...args: Expr[]): Expr => ({ op: o, args });

/** Asks for a calculation rather than a record of things. */
export const CALCULATOR_WORDS =
  /calculator|\bcalc\b|\bcompute\b|\bwork out\b|\bsplit(?:ter|ting)?\b|\btip\b|\bAA\b|AA制|分账|平摊|均摊|分摊|计算器|计算|算出|算一算|换算|converter|\bconvert\b|\bBMI\b|\bloan\b|mortgage|贷款|房贷|车贷|月供|discount|折扣|打折|savings goal|save up|攒钱|存钱目标|fuel cost|油费|几箱|几桶|多少箱|多少桶|how many (?:boxes|tiles|litres|liters|cans|tins|rolls|planks)\b/i;

function number(text: string, re: RegExp): number | undefined {
  const m = re.exec(text);
  const n = m ? Number(m[1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** "between 4 friends", "for 6 people", "4个人", "三个人". */
export function peopleIn(text: string): number | undefined {
  const en = number(text, /(\d{1,3})\s+(?:people|persons|friends|guests|of us|roommates|colleagues|ways)\b/i);
  if (en) return en;
  const zh = /(\d{1,3}|[两二三四五六七八九十])\s*(?:个人|人|位)/.exec(text)?.[1];
  if (zh) return numberWord(zh);
  return undefined;
}

function field(key: string, label: Say, type: Field["type"], lang: OfflineLocale, value?: number): Field {
  return { key, label: label[lang], type, ...(value !== undefined ? { value } : {}) };
}

function output(key: string, label: Say, expr: Expr, format: Output["format"], lang: OfflineLocale): Output {
  return { key, label: label[lang], expr, format };
}

/** The brief's own word for what is added to a bill ("服务费", "service charge"), else a tip. */
function tipWord(text: string): Say {
  if (/服务费|service (?:charge|fee)/i.test(text)) return { en: "Service charge", zh: "服务费" };
  if (/gratuity/i.test(text)) return { en: "Gratuity", zh: "小费" };
  return { en: "Tip", zh: "小费" };
}

function billSplit(text: string, lang: OfflineLocale): Calculator {
  const tip = /\btip|gratuity|service (?:charge|fee)|小费|服务费/i.test(text);
  const word = tipWord(text);
  const people = peopleIn(text) ?? 2;
  const fields = [
    field("bill", { en: "Bill amount", zh: "总金额" }, "amount", lang),
    ...(tip
      ? [
          field(
            "tip",
            { en: `${word.en} (%)`, zh: `${word.zh}（%）` },
            "number",
            lang,
            number(text, /(\d{1,2})\s*%/) ?? 15,
          ),
        ]
      : []),
    field("people", { en: "Number of people", zh: "人数" }, "count", lang, people),
  ];
  const outputs = tip
    ? [
        output("tipAmount", word, op("/", op("*", "bill", "tip"), 100), "money", lang),
        output(
          "total",
          { en: `Total with ${word.en.toLowerCase()}`, zh: `含${word.zh}合计` },
          op("+", "bill", "tipAmount"),
          "money",
          lang,
        ),
        output("perPerson", { en: "Per person", zh: "每人应付" }, op("/", "total", "people"), "money", lang),
      ]
    : [output("perPerson", { en: "Per person", zh: "每人应付" }, op("/", "bill", "people"), "money", lang)];
  return {
    title: lang === "zh" ? "分账计算器" : tip ? "Bill splitter with tip" : "Bill splitter",
    fields,
    outputs,
    about: lang === "zh" ? "按人数平分账单" : "splitting a bill",
  };
}

function tipOnly(text: string, lang: OfflineLocale): Calculator {
  const fields = [
    field("bill", { en: "Bill amount", zh: "账单金额" }, "amount", lang),
    field("tip", { en: "Tip (%)", zh: "小费（%）" }, "number", lang, number(text, /(\d{1,2})\s*%/) ?? 15),
  ];
  return {
    title: lang === "zh" ? "小费计算器" : "Tip calculator",
    fields,
    outputs: [
      output("tipAmount", { en: "Tip", zh: "小费" }, op("/", op("*", "bill", "tip"), 100), "money", lang),
      output("total", { en: "Total to pay", zh: "应付合计" }, op("+", "bill", "tipAmount"), "money", lang),
    ],
    about: lang === "zh" ? "小费" : "a tip",
  };
}

function discount(text: string, lang: OfflineLocale): Calculator {
  return {
    title: lang === "zh" ? "折扣计算器" : "Discount calculator",
    fields: [
      field("price", { en: "Price", zh: "原价" }, "amount", lang),
      field(
        "discount",
        { en: "Discount (%)", zh: "折扣（%）" },
        "number",
        lang,
        number(text, /(\d{1,2})\s*%/) ?? 20,
      ),
    ],
    outputs: [
      output(
        "saving",
        { en: "You save", zh: "节省" },
        op("/", op("*", "price", "discount"), 100),
        "money",
        lang,
      ),
      output("final", { en: "Final price", zh: "折后价" }, op("-", "price", "saving"), "money", lang),
    ],
    about: lang === "zh" ? "折扣" : "a discount",
  };
}

function loan(text: string, lang: OfflineLocale): Calculator {
  const r = op("/", "rate", 1200);
  const n = op("*", "years", 12);
  return {
    title: lang === "zh" ? "贷款计算器" : /mortgage/i.test(text) ? "Mortgage calculator" : "Loan calculator",
    fields: [
      field("principal", { en: "Loan amount", zh: "贷款金额" }, "amount", lang),
      field("rate", { en: "Annual interest rate (%)", zh: "年利率（%）" }, "number", lang, 4.5),
      field(
        "years",
        { en: "Years", zh: "年限（年）" },
        "count",
        lang,
        number(text, /(\d{1,2})\s*(?:years?|年)/i) ?? 30,
      ),
    ],
    outputs: [
      output(
        "monthly",
        { en: "Monthly payment", zh: "每月还款" },
        op("/", op("*", "principal", r), op("-", 1, op("pow", op("+", 1, r), op("-", 0, n)))),
        "money",
        lang,
      ),
      output("paid", { en: "Total paid", zh: "还款总额" }, op("*", "monthly", n), "money", lang),
      output(
        "interest",
        { en: "Total interest", zh: "利息总额" },
        op("-", "paid", "principal"),
        "money",
        lang,
      ),
    ],
    about: lang === "zh" ? "贷款月供" : "a loan's monthly payment",
  };
}

function bmi(lang: OfflineLocale): Calculator {
  return {
    title: lang === "zh" ? "BMI 计算器" : "BMI calculator",
    fields: [
      field("weight", { en: "Weight (kg)", zh: "体重（公斤）" }, "number", lang),
      field("height", { en: "Height (cm)", zh: "身高（厘米）" }, "number", lang),
    ],
    outputs: [
      output(
        "bmi",
        { en: "BMI", zh: "BMI" },
        op("/", "weight", op("pow", op("/", "height", 100), 2)),
        "number",
        lang,
      ),
    ],
    about: "BMI",
  };
}

function savings(text: string, lang: OfflineLocale): Calculator {
  // "monthly deposit", "monthly contribution", "每月定投": the brief's word for what goes in.
  const put = /\b(deposit|contribution|top-?up|transfer)s?\b/i.exec(text)?.[1]?.toLowerCase();
  return {
    title: lang === "zh" ? "存钱目标计算器" : "Savings goal calculator",
    fields: [
      field("goal", { en: "Goal", zh: "目标金额" }, "amount", lang),
      field("saved", { en: "Saved so far", zh: "已存金额" }, "amount", lang, 0),
      field(
        "monthly",
        { en: put ? `Monthly ${put}` : "Saved per month", zh: /定投/.test(text) ? "每月定投" : "每月存入" },
        "amount",
        lang,
      ),
    ],
    outputs: [
      output("left", { en: "Left to save", zh: "还差" }, op("-", "goal", "saved"), "money", lang),
      output(
        "months",
        { en: "Months to go", zh: "还需月数" },
        op("ceil", op("/", "left", "monthly")),
        "int",
        lang,
      ),
    ],
    about: lang === "zh" ? "存钱目标" : "a savings goal",
  };
}

/** "油耗计算器：公里数和加油升数，算出百公里油耗", "fuel economy from km and litres": litres per 100 km. */
function fuelEconomy(lang: OfflineLocale): Calculator {
  return {
    title: lang === "zh" ? "油耗计算器" : "Fuel economy calculator",
    fields: [
      field("distance", { en: "Distance driven (km)", zh: "行驶里程（公里）" }, "number", lang),
      field("litres", { en: "Fuel used (litres)", zh: "加油量（升）" }, "number", lang),
    ],
    outputs: [
      output(
        "per100",
        { en: "Litres per 100 km", zh: "百公里油耗（升）" },
        op("/", op("*", "litres", 100), "distance"),
        "number",
        lang,
      ),
    ],
    about: lang === "zh" ? "百公里油耗" : "fuel economy",
  };
}

/** "6.5 litres per 100 km", "百公里油耗 7.2 升": the car's use; "1.80 a litre", "油价每升 7.8 元": the price. */
function fuelNumbers(text: string): { use?: number; price?: number } {
  const use =
    number(text, /(\d+(?:\.\d+)?)\s*(?:l|litres?|liters?|升)\s*(?:per|\/|every|each|a)\s*100\s*km/i) ??
    number(text, /(?:百公里油耗|油耗)\D{0,6}?(\d+(?:\.\d+)?)\s*(?:升|l\b)/i);
  const price =
    number(text, /(\d+(?:\.\d+)?)\s*(?:a|per|\/|each)\s*(?:litre|liter|l)\b/i) ??
    number(text, /(?:油价|每升)\D{0,4}?(\d+(?:\.\d+)?)/);
  return { use, price };
}

function fuel(text: string, lang: OfflineLocale): Calculator {
  const people = peopleIn(text);
  const { use, price } = fuelNumbers(text);
  // "the cost per km", "每公里多少钱": the trip's cost over its distance.
  const perKm = /\bper (?:km|kilomet(?:re|er))\b|\ba (?:km|kilomet(?:re|er))\b|每公里|每千米/i.test(text);
  return {
    title: lang === "zh" ? "油费计算器" : "Fuel cost calculator",
    fields: [
      field("distance", { en: "Distance (km)", zh: "距离（公里）" }, "number", lang),
      field("consumption", { en: "Litres per 100 km", zh: "油耗（升/百公里）" }, "number", lang, use ?? 7),
      field("price", { en: "Fuel price (per litre)", zh: "油价（元/升）" }, "amount", lang, price),
      ...(people ? [field("people", { en: "Number of people", zh: "人数" }, "count", lang, people)] : []),
    ],
    outputs: [
      output(
        "litres",
        { en: "Fuel needed (litres)", zh: "需要油量（升）" },
        op("/", op("*", "distance", "consumption"), 100),
        "number",
        lang,
      ),
      output("cost", { en: "Fuel cost", zh: "油费" }, op("*", "litres", "price"), "money", lang),
      ...(perKm
        ? [output("perKm", { en: "Cost per km", zh: "每公里" }, op("/", "cost", "distance"), "money", lang)]
        : []),
      ...(people
        ? [output("perPerson", { en: "Per person", zh: "每人" }, op("/", "cost", "people"), "money", lang)]
        : []),
    ],
    about: lang === "zh" ? "油费" : "a trip's fuel cost",
  };
}

/** "homework counts 20%, the midterm 30% and the final exam 50%", "平时成绩占 30%，期中占 30%": parts and their weights. */
function weightsIn(text: string): { name: string; weight: number }[] {
  const out: { name: string; weight: number }[] = [];
  const en =
    /([A-Za-z][A-Za-z' ]{1,40}?)\s+(?:(?:counts?|is|are|worth|weighs?|weighted|makes? up)\s+(?:for\s+|at\s+)?)?(\d{1,3}(?:\.\d+)?)\s*%/g;
  for (const m of text.matchAll(en)) {
    const name = m[1]!
      .replace(/^(?:(?:and|the|a|an|my|plus|with|then|while)\s+)+/i, "")
      .trim()
      .split(/\s+/)
      .slice(-3)
      .join(" ");
    if (name && !/^(?:is|are|of|by|at|off|tip|tax|vat|interest|rate|discount)$/i.test(name))
      out.push({ name, weight: Number(m[2]) });
  }
  if (out.length >= 2) return out;
  const zh =
    /([\u4e00-\u9fff]{1,6}?)(?:成绩|分数|得分)?(?:占比?|权重为?|比重为?|算)\s*(\d{1,3}(?:\.\d+)?)\s*[%％]/g;
  const found: { name: string; weight: number }[] = [];
  for (const m of text.matchAll(zh)) found.push({ name: m[1]!, weight: Number(m[2]) });
  return found.length >= 2 ? found : [];
}

/** A weighted average (a course grade from its parts): each part's score, weighted by its share. */
function weighted(text: string, lang: OfflineLocale): Calculator | null {
  const parts = weightsIn(text);
  if (parts.length < 2) return null;
  const total = parts.reduce((s, p) => s + p.weight, 0);
  const fields = parts.map((p, i) => ({
    key: `part${i + 1}`,
    label:
      lang === "zh"
        ? `${p.name}（${p.weight}%）`
        : `${p.name[0]!.toUpperCase()}${p.name.slice(1)} (${p.weight}%)`,
    type: "number" as const,
  }));
  const sum = parts.reduce<Expr>(
    (acc, p, i) =>
      acc === 0 ? op("*", `part${i + 1}`, p.weight) : op("+", acc, op("*", `part${i + 1}`, p.weight)),
    0,
  );
  const name = /总评/.test(text)
    ? { en: "Weighted average", zh: "总评" }
    : { en: "Weighted average", zh: "加权平均" };
  return {
    title:
      lang === "zh"
        ? /总评/.test(text)
          ? "总评成绩计算器"
          : "加权平均计算器"
        : "Weighted average calculator",
    fields,
    outputs: [output("average", name, op("/", sum, total), "number", lang)],
    about: lang === "zh" ? "加权平均" : "a weighted average",
  };
}

type Conversion = { words: RegExp; from: Say; to: Say; factor: number; offset?: number };

const CONVERSIONS: Conversion[] = [
  {
    words: /\bkm\b|kilomet|\bmiles?\b|公里|英里/i,
    from: { en: "Kilometres", zh: "公里" },
    to: { en: "Miles", zh: "英里" },
    factor: 0.621371,
  },
  {
    words: /\bkg\b|kilo|pounds?|\blbs?\b|公斤|磅/i,
    from: { en: "Kilograms", zh: "公斤" },
    to: { en: "Pounds", zh: "磅" },
    factor: 2.20462,
  },
  {
    words: /celsius|fahrenheit|°[cf]|摄氏|华氏|温度/i,
    from: { en: "Celsius", zh: "摄氏度" },
    to: { en: "Fahrenheit", zh: "华氏度" },
    factor: 1.8,
    offset: 32,
  },
  {
    words: /\bcm\b|centimet|inch|厘米|英寸/i,
    from: { en: "Centimetres", zh: "厘米" },
    to: { en: "Inches", zh: "英寸" },
    factor: 0.393701,
  },
];

function conversion(text: string, lang: OfflineLocale): Calculator | null {
  const c = CONVERSIONS.find((x) => x.words.test(text));
  if (!c) return null;
  const to: Expr = c.offset ? op("+", op("*", "value", c.factor), c.offset) : op("*", "value", c.factor);
  return {
    title: lang === "zh" ? `${c.from.zh}换算${c.to.zh}` : `${c.from.en} to ${c.to.en.toLowerCase()}`,
    fields: [field("value", c.from, "number", lang)],
    outputs: [output("converted", c.to, to, "number", lang)],
    about: lang === "zh" ? "单位换算" : "a unit conversion",
  };
}

/** "4.2 × 3.5 m", "60x60 cm", "120 × 20 厘米": a size the brief gives, in its unit. */
type Size = { a: number; b: number; unit: "m" | "cm" | "mm" };
const SIZE =
  /(\d+(?:\.\d+)?)\s*(?:m|cm|mm|米|厘米|毫米)?\s*[×xX*✕]\s*(\d+(?:\.\d+)?)\s*(cm|mm|m|厘米|毫米|米)?/g;
const UNIT: Record<string, Size["unit"]> = { m: "m", 米: "m", cm: "cm", 厘米: "cm", mm: "mm", 毫米: "mm" };
const UNIT_SAY: Record<Size["unit"], Say> = {
  m: { en: "m", zh: "米" },
  cm: { en: "cm", zh: "厘米" },
  mm: { en: "mm", zh: "毫米" },
};
/** Square metres in one unit squared. */
const PER_M2: Record<Size["unit"], number> = { m: 1, cm: 10000, mm: 1000000 };

function sizesIn(text: string): Size[] {
  return [...text.matchAll(SIZE)].map((m) => ({
    a: Number(m[1]),
    b: Number(m[2]),
    unit: UNIT[m[3] ?? ""] ?? (Number(m[1]) > 20 ? "cm" : "m"),
  }));
}

/** Rounds up, forgiving the float noise of 19.44 / 0.24 = 81.00000000000001. */
const roundUp = (e: Expr): Expr => op("ceil", op("-", e, 1e-9));

/** The brief's own word for the room and for the pieces laid ("客厅", "地板", "tiles"). */
function roomWord(text: string): Say {
  const zh = /客厅|卧室|厨房|卫生间|浴室|阳台|书房|房间/.exec(text)?.[0];
  const en = /\b(kitchen|bathroom|bedroom|hallway|living room|floor|room)\b/i.exec(text)?.[1]?.toLowerCase();
  return { en: en ? en[0]!.toUpperCase() + en.slice(1) : "Room", zh: zh ?? "房间" };
}
function pieceWord(text: string): { one: Say; many: Say } {
  const zh = /木地板|地板|地砖|瓷砖|墙砖/.exec(text)?.[0] ?? "瓷砖";
  const en = /\b(board|plank|panel|paver|slab|carpet tile)s?\b/i.exec(text)?.[1]?.toLowerCase() ?? "tile";
  return { one: { en: en[0]!.toUpperCase() + en.slice(1), zh }, many: { en: `${en}s`, zh } };
}

/**
 * "Tile calculator: room 4.2 × 3.5 m, tiles 60 × 60 cm, boxes of 8", "铺地板：客厅 5.4 × 3.6 米，每块
 * 120 × 20 厘米，一箱 10 块，损耗 5%": every size the brief gives is an input with its unit and that
 * value; the area, the pieces (rounded up, with the waste) and the boxes are worked out.
 */
function floorCover(text: string, lang: OfflineLocale): Calculator {
  const sizes = sizesIn(text);
  const room = sizes.find((s) => s.unit === "m") ?? { a: 4, b: 3, unit: "m" as const };
  const piece = sizes.find((s) => s !== room) ?? { a: 60, b: 60, unit: "cm" as const };
  const r = roomWord(text);
  const p = pieceWord(text);
  const ru = UNIT_SAY[room.unit];
  const pu = UNIT_SAY[piece.unit];
  const perBox =
    number(text, /\bbox(?:es)?\s+of\s+(\d+)/i) ??
    number(text, /(\d+)\s+(?:to|per|in)\s+(?:a|each|one)\s+box\b/i) ??
    number(text, /(?:一|每)箱\s*(\d+)/) ??
    number(text, /(\d+)\s*(?:块|片)\s*(?:一|每)箱/);
  const waste =
    number(text, /(\d+(?:\.\d+)?)\s*%\s*(?:waste|extra|spare|for cuts)/i) ??
    number(text, /(?:waste|extra|spare)\D{0,12}?(\d+(?:\.\d+)?)\s*%/i) ??
    number(text, /(?:损耗|多买|多备|余量)\D{0,6}?(\d+(?:\.\d+)?)\s*%/) ??
    number(text, /(\d+(?:\.\d+)?)\s*%\s*(?:的)?(?:损耗|余量)/);
  const fields = [
    field(
      "roomLength",
      { en: `${r.en} length (${ru.en})`, zh: `${r.zh}长（${ru.zh}）` },
      "number",
      lang,
      room.a,
    ),
    field(
      "roomWidth",
      { en: `${r.en} width (${ru.en})`, zh: `${r.zh}宽（${ru.zh}）` },
      "number",
      lang,
      room.b,
    ),
    field(
      "pieceLength",
      { en: `${p.one.en} length (${pu.en})`, zh: `${p.one.zh}长（${pu.zh}）` },
      "number",
      lang,
      piece.a,
    ),
    field(
      "pieceWidth",
      { en: `${p.one.en} width (${pu.en})`, zh: `${p.one.zh}宽（${pu.zh}）` },
      "number",
      lang,
      piece.b,
    ),
    ...(perBox
      ? [
          field(
            "perBox",
            { en: `${p.many.en[0]!.toUpperCase()}${p.many.en.slice(1)} per box`, zh: "每箱块数" },
            "count",
            lang,
            perBox,
          ),
        ]
      : []),
    ...(waste !== undefined
      ? [field("waste", { en: "Waste (%)", zh: "损耗（%）" }, "number", lang, waste)]
      : []),
  ];
  const area = op("/", op("*", "roomLength", "roomWidth"), PER_M2[room.unit]);
  const one = op("/", op("*", "pieceLength", "pieceWidth"), PER_M2[piece.unit]);
  const bare = op("/", "area", one);
  const outputs = [
    output("area", { en: "Floor area (m²)", zh: "面积（平方米）" }, area, "number", lang),
    output(
      "pieces",
      { en: `${p.many.en[0]!.toUpperCase()}${p.many.en.slice(1)} needed`, zh: `需要${p.one.zh}（块）` },
      roundUp(waste !== undefined ? op("*", bare, op("+", 1, op("/", "waste", 100))) : bare),
      "int",
      lang,
    ),
    ...(perBox
      ? [
          output(
            "boxes",
            { en: "Boxes to buy", zh: "需要箱数" },
            roundUp(op("/", "pieces", "perBox")),
            "int",
            lang,
          ),
        ]
      : []),
  ];
  return {
    title: lang === "zh" ? `${p.one.zh}用量计算器` : `${p.one.en} calculator`,
    fields,
    outputs,
    about: lang === "zh" ? `${p.one.zh}用量` : `how many ${p.many.en} a floor takes`,
  };
}

/** "Paint calculator: a wall 5 m wide and 2.6 m high, 2 coats, a litre covers 10 m²": litres of paint. */
function paint(text: string, lang: OfflineLocale): Calculator {
  const pair = sizesIn(text).find((s) => s.unit === "m");
  const wide = /\bwide\b/i.test(text);
  const high = /\b(?:high|tall)\b/i.test(text);
  const w =
    number(text, /(\d+(?:\.\d+)?)\s*m\s+(?:wide|long)\b/i) ?? number(text, /宽\s*(\d+(?:\.\d+)?)/) ?? pair?.a;
  const h =
    number(text, /(\d+(?:\.\d+)?)\s*m\s+(?:high|tall)\b/i) ?? number(text, /高\s*(\d+(?:\.\d+)?)/) ?? pair?.b;
  const coats =
    number(text, /(\d+)\s*coats?\b/i) ??
    (/\btwo coats\b|两遍|两层|二遍/i.test(text) ? 2 : undefined) ??
    number(text, /(\d+)\s*(?:遍|层)/) ??
    2;
  const covers =
    number(text, /covers?\s*(?:about\s*)?(\d+(?:\.\d+)?)\s*(?:m²|m2|sq)/i) ??
    number(text, /(?:每升|一升)\D{0,6}?(\d+(?:\.\d+)?)\s*(?:平|㎡|m²)/) ??
    10;
  return {
    title: lang === "zh" ? "油漆用量计算器" : "Paint calculator",
    fields: [
      field("width", { en: wide ? "How wide (m)" : "Wall width (m)", zh: "墙宽（米）" }, "number", lang, w),
      field("height", { en: high ? "How high (m)" : "Wall height (m)", zh: "墙高（米）" }, "number", lang, h),
      field("coats", { en: "Coats", zh: "遍数" }, "count", lang, coats),
      field("covers", { en: "One litre covers (m²)", zh: "每升可刷（平方米）" }, "number", lang, covers),
    ],
    outputs: [
      output(
        "area",
        { en: "Area to paint (m²)", zh: "需刷面积（平方米）" },
        op("*", op("*", "width", "height"), "coats"),
        "number",
        lang,
      ),
      output(
        "litres",
        { en: "Litres needed", zh: "需要油漆（升）" },
        op("/", "area", "covers"),
        "number",
        lang,
      ),
    ],
    about: lang === "zh" ? "油漆用量" : "how much paint a wall takes",
  };
}

/** The calculator a brief asks for, or null when it is none the Offline model knows. */
export function calculatorFor(text: string, lang: OfflineLocale): Calculator | null {
  if (/\bBMI\b|body mass|体质指数|身体质量/i.test(text)) return bmi(lang);
  // "homework 20%, midterm 30%, final 50%": a weighted average, when what is asked is an average or a grade.
  if (/\baverage\b|\bgrades?\b|\bweight(?:ed|s)?\b|\bscores?\b|平均|总评|成绩|权重|加权/i.test(text)) {
    const calc = weighted(text, lang);
    if (calc) return calc;
  }
  if (/\bpaint|油漆|涂料|刷墙|乳胶漆/i.test(text)) return paint(text, lang);
  if (/\btiles?\b|tiling|flooring|floorboards?|laminate|planks?|瓷砖|地砖|地板|铺砖/i.test(text))
    return floorCover(text, lang);
  if (/\bloan\b|mortgage|贷款|房贷|车贷|月供/i.test(text)) return loan(text, lang);
  if (/discount|sale price|% off|折扣|打折|优惠价/i.test(text)) return discount(text, lang);
  if (/savings goal|save up|saving for|攒钱|存钱/i.test(text)) return savings(text, lang);
  // Fuel used over a distance, with no price: the economy, not a trip's cost.
  if (
    /百公里油耗|油耗|fuel economy|fuel consumption|\bmpg\b|per 100 ?km|l\/100/i.test(text) &&
    !/油价|油费|price|cost|花多少|多少钱/i.test(text)
  )
    return fuelEconomy(lang);
  if (/\bfuel\b|\bgas cost|petrol|油费|油耗/i.test(text)) return fuel(text, lang);
  if (
    /\bsplit|\bshare the bill|\bAA\b|AA制|分账|平摊|均摊|分摊|每人|人均/i.test(text) &&
    /bill|restaurant|dinner|lunch|meal|check|cost|账单|聚餐|吃饭|饭钱|金额|费用|AA|分账/i.test(text)
  )
    return billSplit(text, lang);
  if (/\btip\b|gratuity|小费/i.test(text)) return tipOnly(text, lang);
  if (/convert|converter|conversion|换算|转换/i.test(text)) return conversion(text, lang);
  return null;
}
