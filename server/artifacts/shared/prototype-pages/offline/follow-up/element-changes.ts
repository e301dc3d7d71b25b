/**
 * Follow-up changes to one element's details, read and applied in the page's own source: an
 * input's placeholder ("change the search placeholder to …", "把备注的提示文字改成…"), a table
 * column added ("add a Gate column", "表格加一列“班级”"), a tab or nav item added (with the
 * section it opens), one element's layout (full width, centred, left or right: "make the Pay
 * button full width", "把标题居中", "提交按钮调宽") and one price ("change the Deluxe price to
 * $24", "把向日葵花束的价格改成¥66"). Each says whether it was made; nothing else is touched.
 */
import { allElements, parseHtml } from "@/server/html/parse-html";
import type { HTMLElement } from "node-html-parser";
import type { Brief } from "../../../../../ai/offline/brief";
import type { BriefLanguage } from "../../../../../ai/offline/brief";
import type { Screen } from "../screen";
import { esc } from "../kit";
import { applyBriefChange } from "../revise-page";
import { isButtonLike, mainOf, norm, tag, textOf } from "./dom";

export type LayoutHow = "full" | "center" | "left" | "right";

export type ElementChange =
  /** `field` is the input's label ("Notes", "备注") or "search". */
  | { kind: "placeholder"; field: string; to: string }
  | { kind: "column"; label: string }
  | { kind: "tab"; label: string }
  | { kind: "layout"; which: string; element: "title" | "button" | "any"; how: LayoutHow }
  /** The price of the thing named (`which`), or the price `from` wherever it is written. */
  | { kind: "price"; which: string; to: string; from?: string };

type Outcome = { html: string; made: boolean; why?: "no_target" | "already" | "ambiguous" };

const unquote = (s: string) =>
  s
    .trim()
    .replace(/^["“「『']+|["”」』']+$/g, "")
    .replace(/[.!。！]+$/, "")
    .trim();
const LEAD_EN =
  "^(?:(?:please|also|then|and|now|can you|could you|would you|i'd like to|i want to|let's|kindly)\\s+)*";
const LEAD_ZH = "^(?:请|再|并且|并|然后|也|同时|另外|帮我)?";
const PRICE = "[$€£¥￥]\\s?\\d[\\d,]*(?:\\.\\d+)?|\\d[\\d,]*(?:\\.\\d+)?\\s?(?:dollars|euros|pounds|元|块)";

/** What a layout clause names: the page's title, a button (by its words) or an element by its words. */
function layoutTarget(
  words: string,
  lang: BriefLanguage,
): { which: string; element: "title" | "button" | "any" } {
  const w = unquote(words.replace(/^(?:the|this|that)\s+/i, ""));
  if (
    lang === "zh"
      ? /^(?:页面的?|页面|顶部的?)?(?:大标题|主标题|标题|页面标题)$/.test(w)
      : /^(?:(?:page|main|hero|top)\s+)?(?:headline|title|heading|h1)$/i.test(w)
  )
    return { which: "", element: "title" };
  const button = lang === "zh" ? /^(.*?)的?按钮$/.exec(w) : /^(.*?)\s*\b(?:button|cta)$/i.exec(w);
  if (button)
    return { which: unquote(button[1]).replace(/^(?:main|primary|主|主要)$/i, ""), element: "button" };
  return { which: w, element: "any" };
}

const HOW_EN: [RegExp, LayoutHow][] = [
  [/^(?:left|left[- ]aligned)$/i, "left"],
  [/^(?:right|right[- ]aligned)$/i, "right"],
];

/** A clause that changes one element's details, or null. */
export function readElementChange(clause: string, lang: BriefLanguage): ElementChange | null {
  if (lang === "zh") {
    const hint =
      /^(?:请|再|并且|并|然后|也|同时|另外|帮我)?(?:把|将)?(.*?)(?:的)?(?:提示文字|提示语|提示词|提示文案|占位文字|占位符|占位提示|默认提示|placeholder|提示)(?:改成|改为|换成|写成|设为|设成)[“"「『]?(.+?)[”"」』]?$/.exec(
        clause,
      );
    if (hint) {
      const field = hint[1].replace(/(?:输入框|框|栏|字段|输入项)$/, "");
      return { kind: "placeholder", field: /搜索/.test(field) ? "search" : field, to: unquote(hint[2]) };
    }
    const column =
      new RegExp(
        `${LEAD_ZH}(?:在|给)?(?:表格|列表|表)?(?:里|中|上)?(?:再)?(?:增加|添加|加上|新增|加)(?:一|1)列[：:]?[“"「『]?(.+?)[”"」』]?$`,
      ).exec(clause) ??
      new RegExp(
        `${LEAD_ZH}(?:在|给)?(?:表格|表)(?:里|中|上)?(?:增加|添加|加上|新增|加)(?:一个|个)?[“"「『]?(.+?)[”"」』]?(?:列|字段)$`,
      ).exec(clause);
    if (column) return { kind: "column", label: unquote(column[1]).replace(/列$/, "") };
    const price = new RegExp(
      `${LEAD_ZH}(?:把|将)?(.+?)的?(?:价格|价钱|售价|单价|月费|年费|票价|费用)(?:改成|改为|调成|调到|调整为|降到|降为|涨到|设为|设成|换成)\\s*((?:${PRICE}|\\d[\\d,]*))(?:\\s?\\/\\s?[月年次])?$`,
    ).exec(clause);
    if (price) return { kind: "price", which: unquote(price[1]), to: price[2] };
    const priceFrom = new RegExp(
      `${LEAD_ZH}(?:把|将)(${PRICE})(?:改成|改为|换成|调成)(${PRICE}|\\d[\\d,]*)$`,
    ).exec(clause);
    if (priceFrom) return { kind: "price", which: "", from: priceFrom[1], to: priceFrom[2] };
    const full =
      /^(?:请|再|并且|并|然后|也|同时|另外|帮我)?(?:把|将)?(.+?)(?:调宽|加宽|变宽|拉宽|改宽|放宽|宽一点|宽一些|(?:改成|改为|变成|做成|设为|设成)?(?:通栏|全宽|满宽)|铺满|占满|撑满)(?:整行|一行|宽度|整个宽度)?(?:显示)?(?:一点|一些|些)?$/.exec(
        clause,
      );
    if (full) return { kind: "layout", ...layoutTarget(full[1], lang), how: "full" };
    const align =
      /^(?:请|再|并且|并|然后|也|同时|另外|帮我)?(?:把|将)?(.+?)(?:改成|改为|设为|设成|调成|变成|改为)?(居中显示|居中对齐|居中|放在中间|放到中间|放中间|左对齐|靠左|右对齐|靠右)$/.exec(
        clause,
      );
    if (align)
      return {
        kind: "layout",
        ...layoutTarget(align[1], lang),
        how: /左/.test(align[2]) ? "left" : /右/.test(align[2]) ? "right" : "center",
      };
    return null;
  }
  const Q = `["“']?`;
  const QC = `["”']?`;
  const hint = new RegExp(
    `${LEAD_EN}(?:change|set|make|update|replace)\\s+(?:the\\s+)?(?:(.+?)(?:'s)?\\s+)?(?:placeholder|hint)(?:\\s+text)?(?:\\s+(?:of|for|in|on)\\s+(?:the\\s+)?(.+?))?\\s+(?:to|with|into|to say)\\s+${Q}(.+?)${QC}$`,
    "i",
  ).exec(clause);
  if (hint) {
    const field = unquote(hint[1] ?? hint[2] ?? "").replace(/\s+(?:box|field|input|bar|area)$/i, "");
    return { kind: "placeholder", field: /^search$/i.test(field) ? "search" : field, to: unquote(hint[3]) };
  }
  const priceFrom = new RegExp(
    `${LEAD_EN}(?:change|update|set)\\s+(${PRICE})\\s+(?:to|into)\\s+(${PRICE}|\\d[\\d,.]*)$`,
    "i",
  ).exec(clause);
  if (priceFrom) return { kind: "price", which: "", from: priceFrom[1], to: priceFrom[2] };
  const price =
    new RegExp(
      `${LEAD_EN}(?:change|set|make|update|lower|raise|drop|cut|reduce|increase)\\s+(?:the\\s+)?(?:price\\s+(?:of|for)\\s+(?:the\\s+)?${Q}(.+?)${QC}|${Q}(.+?)${QC}(?:'s)?\\s+price|price)\\s+(?:to|at)\\s+(${PRICE}|\\d[\\d,.]*)(?:\\s*(?:\\/|a|per)\\s*\\w+)?$`,
      "i",
    ).exec(clause) ??
    new RegExp(
      `${LEAD_EN}(?:make|set)\\s+(?:the\\s+)?${Q}(.+?)${QC}()\\s+(?:cost\\s+)?(${PRICE})(?:\\s*(?:\\/|a|per)\\s*\\w+)?$`,
      "i",
    ).exec(clause);
  if (price)
    return {
      kind: "price",
      which: unquote(price[1] || price[2] || "").replace(
        /\s+(?:plan|tier|ticket|tickets|pass|package)$/i,
        "",
      ),
      to: price[3],
    };
  const full =
    new RegExp(
      `${LEAD_EN}(?:make|set|turn)\\s+(.+?)\\s+(?:full[- ]width|full[- ]bleed|span the (?:full|whole) width|(?:as )?wide as the (?:page|screen|form|card)|wider|wide)$`,
      "i",
    ).exec(clause) ??
    new RegExp(
      `${LEAD_EN}(?:stretch|widen)\\s+(.+?)(?:\\s+(?:to|across)\\s+the\\s+(?:full|whole)\\s+width)?$`,
      "i",
    ).exec(clause);
  if (full) return { kind: "layout", ...layoutTarget(full[1], lang), how: "full" };
  const center =
    new RegExp(`${LEAD_EN}(?:center|centre)\\s+(.+?)(?:\\s+on the (?:page|screen))?$`, "i").exec(clause) ??
    new RegExp(
      `${LEAD_EN}(?:make|set|align|put)\\s+(.+?)\\s+(?:centered|centred|cent(?:er|re)[- ]aligned|(?:to |in )?the (?:center|centre|middle)|cent(?:er|re))$`,
      "i",
    ).exec(clause);
  if (center) return { kind: "layout", ...layoutTarget(center[1], lang), how: "center" };
  const side = new RegExp(
    `${LEAD_EN}(?:align|make|set|move)\\s+(.+?)\\s+(?:to the\\s+)?(left|right|left[- ]aligned|right[- ]aligned)$`,
    "i",
  ).exec(clause);
  if (side)
    return {
      kind: "layout",
      ...layoutTarget(side[1], lang),
      how: HOW_EN.find(([re]) => re.test(side[2]))?.[1] ?? "left",
    };
  return null;
}

/** A thing added that is one of these elements ("a Gate column", "a Saved tab", "“新品”标签页"), or null. */
export function addedElement(what: string, lang: BriefLanguage): ElementChange | null {
  if (lang === "zh") {
    // "“我的”标签": a quoted name before 标签 is a tab too (unquoted, 标签 may be a tag or a label).
    const quoted = /^[“"「『]?(.+?)[”"」』](?:标签页|标签栏|标签|导航项|导航|菜单项|tab|Tab)$/.exec(what);
    if (quoted && unquote(quoted[1])) return { kind: "tab", label: unquote(quoted[1]) };
    const tab = /^(.+?)(?:标签页|标签栏|导航项|导航入口|导航|菜单项|tab|Tab)$/.exec(what);
    if (tab && unquote(tab[1])) return { kind: "tab", label: unquote(tab[1]).replace(/的$/, "") };
    const column = /^(.+?)(?<!系|序|队|行)列$/.exec(what);
    if (column && unquote(column[1])) return { kind: "column", label: unquote(column[1]).replace(/的$/, "") };
    return null;
  }
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const tab =
    /^(.+?)\s+(?:tab|nav(?:igation)? (?:item|link)|menu (?:item|link))$/i.exec(what) ??
    /^(?:tab|nav(?:igation)? item|menu item)\s+(?:called|named|for)\s+(.+)$/i.exec(what);
  if (tab) return { kind: "tab", label: cap(unquote(tab[1])) };
  const column =
    /^(.+?)\s+column$/i.exec(what) ?? /^column\s+(?:for|called|named|with)\s+(?:the\s+)?(.+)$/i.exec(what);
  if (column) return { kind: "column", label: cap(unquote(column[1])) };
  return null;
}

// ————————————————————————————————— applying —————————————————————————————————

/** The class of an element's start tag rewritten by `edit` (a class attribute added if it has none). */
function reclass(html: string, el: HTMLElement, edit: (cls: string[]) => string[]): string {
  const [start] = el.range;
  const open = html.indexOf(">", start);
  const head = html.slice(start, open);
  const had = /\sclass="([^"]*)"/.exec(head);
  const next = edit((had?.[1] ?? "").split(/\s+/).filter(Boolean)).join(" ");
  const out = had ? head.replace(/\sclass="[^"]*"/, ` class="${next}"`) : `${head} class="${next}"`;
  return `${html.slice(0, start)}${out}${html.slice(open)}`;
}

/** The inputs a placeholder change is about: the search box, or the field with that label. */
function inputsFor(root: HTMLElement, field: string): HTMLElement[] {
  const all = allElements(root);
  const boxes = all.filter(
    (el) =>
      (tag(el) === "input" &&
        !/^(?:hidden|checkbox|radio|submit|button)$/.test(el.getAttribute("type") ?? "")) ||
      tag(el) === "textarea",
  );
  if (field === "search" || !field) {
    const search = boxes.filter(
      (el) =>
        el.getAttribute("type") === "search" ||
        /search|搜索/i.test(`${el.getAttribute("aria-label") ?? ""} ${el.getAttribute("name") ?? ""}`) ||
        all.some(
          (l) => tag(l) === "label" && l.getAttribute("for") === el.id && /search|搜索/i.test(textOf(l)),
        ),
    );
    if (search.length || field) return search;
    return boxes.length === 1 ? boxes : [];
  }
  const w = norm(field);
  const labels = all.filter((l) => tag(l) === "label" && norm(textOf(l).replace(/\*/g, "")) === w);
  const byLabel = labels.flatMap((l) => {
    const id = l.getAttribute("for");
    const own = id ? boxes.filter((b) => b.id === id) : [];
    return own.length
      ? own
      : boxes.filter((b) => l.parentNode && allElements(l.parentNode as HTMLElement).includes(b));
  });
  return byLabel.length
    ? byLabel
    : boxes.filter((b) => norm(b.getAttribute("aria-label") ?? b.getAttribute("name") ?? "") === w);
}

function placeholder(html: string, field: string, to: string): Outcome {
  const targets = inputsFor(parseHtml(html), field);
  if (!targets.length) return { html, made: false, why: "no_target" };
  let out = html;
  for (const el of [...targets].sort((a, b) => b.range[0] - a.range[0])) {
    const [start] = el.range;
    const open = out.indexOf(">", start);
    const head = out.slice(start, open);
    const next = /\splaceholder="[^"]*"/.test(head)
      ? head.replace(/\splaceholder="[^"]*"/, ` placeholder="${esc(to)}"`)
      : head.replace(/^<(input|textarea)\b/i, `<$1 placeholder="${esc(to)}"`);
    out = `${out.slice(0, start)}${next}${out.slice(open)}`;
  }
  return { html: out, made: true };
}

/** Values a new column shows, by what its name says (amounts, counts, dates, classes, codes…). */
function columnSamples(label: string, rows: number, lang: "en" | "zh"): string[] {
  const zh = lang === "zh";
  const pick = (values: string[]) => Array.from({ length: rows }, (_, i) => values[i % values.length]);
  if (/price|amount|cost|total|revenue|fee|金额|价格|费用|收入|总额/i.test(label))
    return pick(zh ? ["¥128", "¥86", "¥240", "¥59", "¥312"] : ["$128", "$86", "$240", "$59", "$312"]);
  if (/date|due|day|time|日期|时间|截止/i.test(label))
    return pick(
      zh
        ? ["12月3日", "12月5日", "12月8日", "12月9日", "12月12日"]
        : ["Dec 3", "Dec 5", "Dec 8", "Dec 9", "Dec 12"],
    );
  if (/score|grade|mark|成绩|分数|得分/i.test(label)) return pick(["92", "85", "78", "96", "88"]);
  if (/rate|percent|share|率|占比/i.test(label)) return pick(["12%", "34%", "8%", "21%", "17%"]);
  if (/count|qty|quantity|number of|rides|visits|数量|次数|人数|量/i.test(label))
    return pick(["24", "118", "7", "56", "31"]);
  if (/class|班级/i.test(label))
    return pick(zh ? ["一班", "二班", "三班", "一班", "四班"] : ["A", "B", "C", "A", "D"]);
  if (/gate|seat|room|desk|bay|登机口|座位|房间/i.test(label)) return pick(["A12", "B4", "C21", "A3", "D9"]);
  if (/email|邮箱/i.test(label))
    return pick(["ana@example.com", "li@example.com", "sam@example.com", "mo@example.com", "jo@example.com"]);
  if (/phone|电话|手机/i.test(label))
    return pick(["555 0101", "555 0102", "555 0103", "555 0104", "555 0105"]);
  if (/city|region|area|城市|地区|区域/i.test(label))
    return pick(
      zh ? ["上海", "北京", "杭州", "深圳", "成都"] : ["Lisbon", "Austin", "Leeds", "Osaka", "Perth"],
    );
  if (/name|owner|author|姓名|名称|负责人/i.test(label))
    return pick(
      zh
        ? ["王芳", "李雷", "陈晨", "赵敏", "周洋"]
        : ["Ana Ruiz", "Ben Ito", "Chloe Park", "Dev Shah", "Eli Moss"],
    );
  return pick([`${label} 1`, `${label} 2`, `${label} 3`, `${label} 4`, `${label} 5`]);
}

/** A column added at the end of the page's table: its header cell and one value in each row. */
function addColumn(html: string, label: string, lang: "en" | "zh"): Outcome {
  const root = parseHtml(html);
  const table = allElements(mainOf(root)).find((el) => tag(el) === "table");
  if (!table) return { html, made: false, why: "no_target" };
  const rows = allElements(table).filter((el) => tag(el) === "tr");
  const samples = columnSamples(label, rows.length, lang);
  const edits: { at: number; text: string }[] = [];
  let body = 0;
  for (const tr of rows) {
    const cells = tr.childNodes.filter(
      (n): n is HTMLElement => "rawTagName" in n && /^t[hd]$/.test(tag(n as HTMLElement)),
    );
    const last = cells[cells.length - 1];
    if (!last) continue;
    const open = html
      .slice(last.range[0], html.indexOf(">", last.range[0]) + 1)
      .replace(/\sdata-vs-id="[^"]*"/, "");
    const words = tag(last) === "th" ? label : samples[body++];
    edits.push({ at: last.range[1], text: `${open}${esc(words)}</${tag(last)}>` });
  }
  if (!edits.length) return { html, made: false, why: "no_target" };
  let out = html;
  for (const { at, text } of edits.sort((a, b) => b.at - a.at))
    out = `${out.slice(0, at)}${text}${out.slice(at)}`;
  return { html: out, made: true };
}

/** A tab (a nav item) added to each of the page's navs, opening a new section of that name. */
function addTab(html: string, label: string, brief: Brief, device: Screen["device"]): Outcome {
  const navs = allElements(parseHtml(html)).filter(
    (el) => tag(el) === "nav" && allElements(el).some((a) => tag(a) === "a"),
  );
  if (!navs.length) return { html, made: false, why: "no_target" };
  // The section it opens, drawn like the page's others, goes at the end of <main>.
  const mainEnd = html.lastIndexOf("</main>");
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const withSection =
    mainEnd < 0 ? html : applyBriefChange(html, { kind: "add", what: label, role: "section" }, brief, device);
  const sectionHtml = withSection.slice(mainEnd, mainEnd + withSection.length - html.length);
  const id = [...sectionHtml.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]).find((i) => !ids.has(i));
  const edits = navs.map((nav) => {
    // The nav's last item copied (its icon kept), with the new words and link.
    const links = allElements(nav).filter((a) => tag(a) === "a");
    const link = links[links.length - 1];
    const parent = link.parentNode as HTMLElement | null;
    const item = parent && tag(parent) === "li" ? parent : link;
    const source = html
      .slice(item.range[0], item.range[1])
      .replace(/\sdata-vs-id="[^"]*"/g, "")
      .replace(/\saria-current="[^"]*"/g, "")
      .replace(/\shref="[^"]*"/, ` href="#${id ?? ""}"`);
    const words = [...source.matchAll(/>([^<>]*\S[^<>]*)</g)].pop();
    const clone =
      words?.index === undefined
        ? source
        : `${source.slice(0, words.index)}>${esc(label)}<${source.slice(words.index + words[0].length)}`;
    return { at: item.range[1], text: clone };
  });
  if (sectionHtml) edits.push({ at: mainEnd, text: sectionHtml });
  let out = html;
  for (const { at, text } of edits.sort((a, b) => b.at - a.at))
    out = `${out.slice(0, at)}${text}${out.slice(at)}`;
  return { html: out, made: true };
}

/** The element a layout change is about, or null when the page has none by those words. */
function layoutElement(root: HTMLElement, c: Extract<ElementChange, { kind: "layout" }>): HTMLElement | null {
  const main = mainOf(root);
  if (c.element === "title") return allElements(root).find((el) => tag(el) === "h1") ?? null;
  const w = norm(c.which);
  if (c.element === "button") {
    const buttons = [...allElements(main), ...allElements(root)].filter(isButtonLike);
    if (!w)
      return buttons.find((b) => /\bbg-primary\b/.test(b.getAttribute("class") ?? "")) ?? buttons[0] ?? null;
    return (
      buttons.find((b) => norm(textOf(b)) === w) ??
      buttons.find((b) => norm(textOf(b)).includes(w)) ??
      (/submit|提交/.test(w) ? (buttons.find((b) => b.getAttribute("type") === "submit") ?? null) : null)
    );
  }
  const own = [...allElements(main), ...allElements(root)].filter(
    (el) => /^(?:h[1-4]|p|button|a|label|span|img)$/.test(tag(el)) && norm(textOf(el)) === w,
  );
  return own[0] ?? null;
}

const FLEX_ROW = (cls: string) =>
  /(?:^|\s)(?:inline-)?flex(?:\s|$)/.test(cls) && !/(?:^|\s)flex-col(?:\s|$)/.test(cls);

/** Whether the element is already laid out as asked (a hero whose words are centred already). */
function already(el: HTMLElement, how: LayoutHow, isButton: boolean): boolean {
  const cls = (e: HTMLElement) => ` ${e.getAttribute("class") ?? ""} `;
  if (how === "full") return / w-full /.test(cls(el)) && !/ (?:sm|md|lg|xl):w-/.test(cls(el));
  const parent = el.parentNode as HTMLElement | null;
  if (isButton)
    return (
      how === "center" &&
      !!parent &&
      (/ justify-center /.test(cls(parent)) ||
        (/ flex-col /.test(cls(parent)) && / items-center /.test(cls(parent))))
    );
  // The nearest alignment set on the element or around it decides.
  for (
    let e: HTMLElement | null = el;
    e && tag(e) !== "main" && tag(e) !== "body";
    e = e.parentNode as HTMLElement | null
  ) {
    const align = / text-(left|center|right) /.exec(cls(e))?.[1];
    if (align) return align === how;
  }
  return how === "left";
}

function layout(html: string, c: Extract<ElementChange, { kind: "layout" }>): Outcome {
  const root = parseHtml(html);
  const el = layoutElement(root, c);
  if (!el) return { html, made: false, why: "no_target" };
  const isButton = isButtonLike(el) || tag(el) === "button";
  if (already(el, c.how, isButton)) return { html, made: false, why: "already" };
  const parent = el.parentNode as HTMLElement | null;
  const grand = parent?.parentNode as HTMLElement | null;
  let out = html;
  if (c.how === "full") {
    out = reclass(out, el, (cls) => [
      ...cls.filter(
        (k) => !/^(?:(?:sm|md|lg|xl):)?(?:w-(?:auto|fit|\d+|\[.*\])|max-w-.+)$/.test(k) && k !== "w-full",
      ),
      "w-full",
    ]);
  } else if (isButton) {
    // A button is placed, not its words: a block of its own width with the room taken on one side or both.
    const margin = c.how === "center" ? "mx-auto" : c.how === "right" ? "ml-auto" : "mr-auto";
    out = reclass(out, el, (cls) => [
      ...cls.filter((k) => !/^(?:inline-flex|mx-auto|ml-auto|mr-auto|w-fit)$/.test(k)),
      "flex",
      "w-fit",
      margin,
    ]);
  } else {
    const align = c.how === "center" ? "text-center" : c.how === "right" ? "text-right" : "text-left";
    // The element is edited before its parent: the parent's tag comes first, so the element's
    // offsets stay right.
    out = reclass(out, el, (cls) => [
      ...cls.filter((k) => !/^text-(?:left|center|right)$/.test(k) && k !== "w-full"),
      align,
      ...(parent && FLEX_ROW(parent.getAttribute("class") ?? "") ? ["w-full"] : []),
    ]);
    // Words centred in a box as wide as themselves do not move: in a row, the box takes the row.
    if (parent && grand && FLEX_ROW(grand.getAttribute("class") ?? "") && tag(parent) === "div")
      out = reclass(out, parent, (cls) => [...cls.filter((k) => k !== "w-full"), "w-full"]);
  }
  return out === html ? { html, made: false, why: "no_target" } : { html: out, made: true };
}

const PRICE_IN = /[$€£¥￥]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?元/g;

/** The new price written like the page's old one ("¥66" where it wrote "¥56", "$24" from "24"). */
function priceLike(to: string, old: string): string {
  const n = /\d[\d,]*(?:\.\d+)?/.exec(to)?.[0] ?? to;
  const sign = /^[$€£¥￥]/.exec(old.trim())?.[0];
  if (sign) return `${sign}${n}`;
  return /元/.test(old) ? `${n}元` : to.trim();
}

/** Words replaced in the page's text nodes between `from` and `to` offsets (never inside tags). */
function replaceText(html: string, range: readonly [number, number], old: string, next: string) {
  let count = 0;
  const part = html
    .slice(range[0], range[1])
    .replace(
      /(<(?:script|style)\b[\s\S]*?<\/(?:script|style)>)|>([^<]+)</gi,
      (m, raw: string, text: string) => {
        if (raw || !text.includes(old)) return m;
        count++;
        return `>${text.split(old).join(next)}<`;
      },
    );
  return { html: `${html.slice(0, range[0])}${part}${html.slice(range[1])}`, count };
}

function price(html: string, c: Extract<ElementChange, { kind: "price" }>): Outcome {
  const main = mainOf(parseHtml(html));
  if (c.from) {
    const { html: out, count } = replaceText(html, main.range, c.from, priceLike(c.to, c.from));
    return count ? { html: out, made: true } : { html, made: false, why: "no_target" };
  }
  const w = norm(c.which);
  const priced = (el: HTMLElement) => new RegExp(PRICE_IN.source).test(textOf(el));
  const holders = allElements(main).filter((el) => priced(el) && (!w || norm(textOf(el)).includes(w)));
  // The smallest thing that holds both the name and a price (the plan's card, the product's tile).
  const el = holders.sort((a, b) => textOf(a).length - textOf(b).length)[0];
  if (!el || (!w && new Set(textOf(main).match(PRICE_IN)).size !== 1))
    return { html, made: false, why: "no_target" };
  const prices = [...new Set(textOf(el).match(PRICE_IN) ?? [])];
  if (!prices.length) return { html, made: false, why: "no_target" };
  // A section listing several prices under that name: which one is a guess, so none is changed.
  if (prices.length > 1) return { html, made: false, why: "ambiguous" };
  const old = prices[0];
  const { html: out, count } = replaceText(html, el.range, old, priceLike(c.to, old));
  return count ? { html: out, made: true } : { html, made: false, why: "no_target" };
}

export function applyElementChange(
  html: string,
  change: ElementChange,
  brief: Brief,
  device: Screen["device"],
  lang: "en" | "zh",
): Outcome {
  switch (change.kind) {
    case "placeholder":
      return placeholder(html, change.field, change.to);
    case "column":
      return addColumn(html, change.label, lang);
    case "tab":
      return addTab(html, change.label, brief, device);
    case "layout":
      return layout(html, change);
    case "price":
      return price(html, change);
  }
}
