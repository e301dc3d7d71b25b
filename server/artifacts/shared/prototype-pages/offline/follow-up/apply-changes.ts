/**
 * The changes of a follow-up applied to the page's own source, each to the element it names
 * only: a rename in the page's words, the page title (its h1 and <title>), one button's text, a
 * form field cloned from the form's own fields, a control (filter, toggle, export, search, sort,
 * a button) drawn in the page's classes where it belongs, a chart redrawn as another type from
 * its own data, one button recoloured. Each change says whether it was made and, if not, why.
 */
import { allElements, parseHtml } from "@/server/html/parse-html";
import type { HTMLElement } from "node-html-parser";
import type { Brief } from "../../../../../ai/offline/brief";
import type { Screen } from "../screen";
import { readableOn } from "../palette";
import { areaChart, barChart, esc } from "../kit";
import { applyBriefChange, screenOfPage } from "../revise-page";
import type { ChartType, PageChange } from "./read-changes";
import { findButtons, isButtonLike, mainOf, norm, tag, textOf } from "./dom";
import { applyElementChange } from "./element-changes";

export type Outcome = {
  html: string;
  made: boolean;
  why?: "no_target" | "no_form" | "no_chart" | "unread" | "already" | "ambiguous";
  /** Made, in a way the reply must say: a field asked on a page with no form went into a new one. */
  note?: "new_form";
};

/** Replaces the visible words of an element (not its icons) with `to`. */
function retext(html: string, el: HTMLElement, to: string): string {
  const [start, end] = el.range;
  const inner = html.slice(start, end);
  const old = textOf(el);
  if (!old) return html;
  // The words sit in one text node (an icon beside them is kept).
  const replaced = inner.replace(/>([^<>]*\S[^<>]*)</, (m, words: string) =>
    norm(words).length ? `>${esc(to)}<` : m,
  );
  return `${html.slice(0, start)}${replaced}${html.slice(end)}`;
}

function rename(html: string, from: string, to: string, scope?: "nav"): Outcome {
  const clean = from.trim();
  if (!clean) return { html, made: false, why: "unread" };
  const re = new RegExp(
    `(^|[^\\p{L}\\p{N}])(${clean.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})(?=$|[^\\p{L}\\p{N}])`,
    "giu",
  );
  const cjk = /[\u4e00-\u9fff]/.test(clean);
  // A section renamed ("rename Sync to Backup"): its heading, its tab, the lead line listing it and
  // the items in it ("周一家庭房") — not the same word in a control's own label ("Sync automatically"
  // stays). Anything else (a plan, a product) is renamed wherever its name is written.
  const key = clean.toLowerCase();
  const nodes = /(<(?:script|style)\b[\s\S]*?<\/(?:script|style)>)|(<[^>]*)>([^<]+)(?=<)/gi;
  let exact = false;
  html.replace(nodes, (m, raw: string, _before: string, text: string) => {
    if (!raw && text.trim().toLowerCase() === key && /^<h2\b/i.test(_before)) exact = true;
    return m;
  });
  const labels = exact
    ? allElements(parseHtml(html))
        .filter((el) => tag(el) === "label")
        .map((el) => el.range)
    : [];
  const inLabel = (at: number) => labels.some(([a, b]) => at >= a && at < b);
  // Only the navigation's words when the follow-up says so ("导航里的…").
  const navs = scope
    ? allElements(parseHtml(html))
        .filter((el) => tag(el) === "nav")
        .map((el) => el.range)
    : [];
  const outOfScope = (at: number) => !!scope && !navs.some(([a, b]) => at >= a && at < b);
  let count = 0;
  const out = html.replace(nodes, (m, raw: string, before: string, text: string, at: number) => {
    if (raw) return m;
    if (exact && text.trim().toLowerCase() !== key && inLabel(at)) return m;
    if (outOfScope(at)) return m;
    const next = cjk
      ? text.split(clean).join(to)
      : text.replace(
          re,
          (_w, lead: string, word: string) =>
            `${lead}${/^[A-Z]/.test(word) ? to.charAt(0).toUpperCase() + to.slice(1) : to}`,
        );
    if (next !== text) count++;
    return `${before}>${next}`;
  });
  return count ? { html: out, made: true } : { html, made: false, why: "no_target" };
}

function retitle(html: string, to: string): Outcome {
  const root = parseHtml(html);
  const h1 = allElements(root).find((el) => tag(el) === "h1");
  if (!h1) return { html, made: false, why: "no_target" };
  let out = retext(html, h1, to);
  out = out.replace(
    /<title>([^<]*)<\/title>/,
    (_m, t: string) => `<title>${t.includes(" · ") ? `${t.split(" · ")[0]} · ${esc(to)}` : esc(to)}</title>`,
  );
  return { html: out, made: true };
}

function buttonText(html: string, which: string, to: string): Outcome {
  const targets = findButtons(parseHtml(html), which);
  if (!targets.length) return { html, made: false, why: "no_target" };
  // The same button repeated (a form's submit and its success toast) reads the same.
  const old = textOf(targets[0]);
  let out = html;
  for (const el of [...targets].sort((a, b) => b.range[0] - a.range[0])) out = retext(out, el, to);
  if (old)
    out = out.replace(
      new RegExp(`(data-(?:toast|success)="[^"]*?)${old.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "g"),
      `$1${esc(to)}`,
    );
  return { html: out, made: true };
}

function recolorButtons(html: string, hex: string, all: boolean, which?: string): Outcome {
  const root = parseHtml(html);
  if (all && which) {
    // "the Add to cart buttons": every button with those words.
    const w = norm(which);
    const named = allElements(root).filter((el) => isButtonLike(el) && norm(textOf(el)).includes(w));
    return named.length ? paintButtons(html, named, hex) : { html, made: false, why: "no_target" };
  }
  if (!all && which) {
    // The button named ("make it purple" after its text changed): that one, by its words.
    const w = norm(which);
    const named = [...allElements(mainOf(root)), ...allElements(root)].find(
      (el) => isButtonLike(el) && norm(textOf(el)) === w,
    );
    const target = named ?? allElements(root).find((el) => isButtonLike(el) && norm(textOf(el)).includes(w));
    if (!target) return { html, made: false, why: "no_target" };
    return paintButtons(html, [target], hex);
  }
  const primaryIn = (scope: HTMLElement) =>
    allElements(scope).filter(
      (el) =>
        (tag(el) === "button" || tag(el) === "a") && /\bbg-primary\b/.test(el.getAttribute("class") ?? ""),
    );
  // The page's main button is in its content; an app screen keeps it in the header above (its
  // "Export report"), so with none in <main> the whole page is looked at.
  const inMain = primaryIn(mainOf(root));
  const buttons = inMain.length ? inMain : primaryIn(root);
  const targets = all ? buttons : buttons.slice(0, 1);
  if (!targets.length) return { html, made: false, why: "no_target" };
  return paintButtons(html, targets, hex);
}

/** Each button's fill set to `hex` (its text kept readable on it). */
function paintButtons(html: string, targets: HTMLElement[], hex: string): Outcome {
  const on = readableOn("#ffffff", hex, 4.5) === "#ffffff" ? "#ffffff" : "#0f172a";
  let out = html;
  for (const el of [...targets].sort((a, b) => b.range[0] - a.range[0])) {
    const [start] = el.range;
    const open = out.indexOf(">", start);
    let head = out.slice(start, open);
    if (/\bbg-primary\b/.test(head))
      head = head.replace(/\bbg-primary\b/, `bg-[${hex}]`).replace(/\btext-on-primary\b/, `text-[${on}]`);
    else
      head = head.replace(
        /\bclass="([^"]*)"/,
        (_m, cls: string) =>
          `class="${cls
            .replace(/(^|\s)(?:bg|text)-(?:surface|canvas|white|ink|primary|muted|soft)(?=\s|$)/g, "")
            .trim()} bg-[${hex}] text-[${on}]"`,
      );
    out = `${out.slice(0, start)}${head}${out.slice(open)}`;
  }
  return { html: out, made: true };
}

const FIELD_TYPES: [RegExp, string, string][] = [
  [/phone|mobile|tel|手机|电话/i, "tel", "+1 555 0100"],
  [/e-?mail|邮箱/i, "email", "name@example.com"],
  [/date|birthday|birth|日期|生日/i, "date", ""],
  [/age|number|count|quantity|amount|年龄|数量|金额/i, "number", ""],
  [/password|密码/i, "password", ""],
];

const SIZES = /\bsize\b|尺码|尺寸/i;

function addField(
  html: string,
  label: string,
  lang: "en" | "zh",
  as: "input" | "select" = "input",
  near?: { place: "before" | "after"; ref: string },
): Outcome {
  const root = parseHtml(html);
  const form = allElements(root).find((el) => tag(el) === "form");
  if (!form) return newForm(html, root, label, lang);
  const fields = form.childNodes.filter(
    (n): n is HTMLElement =>
      "rawTagName" in n &&
      Boolean((n as HTMLElement).querySelector("input:not([type=hidden]), select, textarea")),
  );
  const model = fields.find((f) => f.querySelector("input")) ?? fields[0];
  const submit = form.childNodes.find(
    (n): n is HTMLElement =>
      "rawTagName" in n && Boolean((n as HTMLElement).querySelector("button[type=submit]")),
  );
  const name = lang === "zh" ? label : label.charAt(0).toUpperCase() + label.slice(1);
  const [type, placeholder] = (FIELD_TYPES.find(([re]) => re.test(label)) ?? [null, "text", ""]).slice(1) as [
    string,
    string,
  ];
  const id = `form-added-${
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "field"
  }`;
  let block: string;
  if (model) {
    const source = html.slice(model.range[0], model.range[1]);
    block = source
      .replace(/\sdata-vs-id="[^"]*"/g, "")
      .replace(/(<label\b[^>]*>)([^<]*)/, `$1${esc(name)} `)
      .replace(/\sfor="[^"]*"/, ` for="${id}"`)
      .replace(/(<(?:input|select|textarea)\b[^>]*?)\sid="[^"]*"/, `$1 id="${id}"`)
      .replace(/(<(?:input|select|textarea)\b[^>]*?)\sname="[^"]*"/, `$1 name="${id}"`)
      .replace(/(<input\b[^>]*?)\stype="[^"]*"/, `$1 type="${type}"`)
      .replace(
        /(<input\b[^>]*?)\splaceholder="[^"]*"/,
        `$1${placeholder ? ` placeholder="${placeholder}"` : ""}`,
      )
      .replace(/(<input\b[^>]*?)\s+required(?=[\s>/])/, "$1")
      .replace(/<span\b[^>]*aria-hidden="true"[^>]*>\*<\/span>/, "")
      .replace(/data-error-for="[^"]*"/, `data-error-for="${id}"`)
      .replace(/(data-error-for="[^"]*"[^>]*>)[^<]*/, `$1`);
  } else {
    block = `<div><label for="${id}" class="text-sm font-medium text-ink">${esc(name)}</label><input id="${id}" name="${id}" type="${type}" class="mt-1.5 block w-full rounded-card border border-line bg-surface px-3 py-2.5 text-ink"></div>`;
  }
  if (as === "select")
    // The same box, as a choice: sizes when it asks a size, else "Choose…" for the options to come.
    block = block.replace(/<input\b([^>]*?)\s*\/?>/, (_m, attrs: string) => {
      const keep = attrs.replace(/\s(?:type|placeholder|value|autocomplete|inputmode)="[^"]*"/g, "");
      const options = SIZES.test(label) ? ["XS", "S", "M", "L", "XL"] : [];
      const first = lang === "zh" ? "请选择" : "Choose…";
      return `<select${keep}><option value="">${first}</option>${options.map((o) => `<option>${o}</option>`).join("")}</select>`;
    });
  // Placed by the field named ("above Name"), else before the submit button.
  const by = near
    ? fields.find((f) => {
        const l = f.querySelector("label");
        return !!l && norm(textOf(l).replace(/\*/g, "")) === norm(near.ref);
      })
    : undefined;
  const at = by
    ? near!.place === "before"
      ? by.range[0]
      : by.range[1]
    : submit
      ? submit.range[0]
      : form.range[1] - "</form>".length;
  return { html: `${html.slice(0, at)}${block}${html.slice(at)}`, made: true };
}

const FORM_TEXT = {
  en: { title: "Your details", submit: "Submit", success: "Thanks — we got it" },
  zh: { title: "填写信息", submit: "提交", success: "已提交" },
};

/**
 * A field asked on a page with no form: a short form at the end of the page, drawn in the page's
 * own classes (its sections, headings and main button), holding that field and a submit button.
 * The reply says the form is new.
 */
function newForm(html: string, root: HTMLElement, label: string, lang: "en" | "zh"): Outcome {
  const main = allElements(root).find((el) => tag(el) === "main");
  if (!main) return { html, made: false, why: "no_form" };
  const all = allElements(main);
  const classOf = (el: HTMLElement | undefined, fallback: string) => el?.getAttribute("class") ?? fallback;
  const sectionClass = classOf(
    all.find((el) => tag(el) === "section" && !el.querySelector("h1")),
    "rounded-card border border-line bg-surface p-5",
  );
  const h2Class = classOf(
    all.find((el) => tag(el) === "h2"),
    "text-lg font-semibold text-ink",
  );
  const buttonClass = classOf(
    allElements(root).find(
      (el) => ["button", "a"].includes(tag(el)) && /\bbg-primary\b/.test(el.getAttribute("class") ?? ""),
    ),
    "inline-flex items-center justify-center rounded-card bg-primary px-5 py-2.5 text-sm font-semibold text-on-primary",
  );
  const t = FORM_TEXT[lang];
  const name = lang === "zh" ? label : label.charAt(0).toUpperCase() + label.slice(1);
  const type = FIELD_TYPES.find(([re]) => re.test(label))?.[1] ?? "text";
  const id = `form-added-${
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "field"
  }`;
  const section = `<section class="${esc(sectionClass)}" aria-labelledby="form-added-title"><h2 id="form-added-title" class="${esc(h2Class)}">${t.title}</h2><form data-form data-success="${t.success}" class="mt-4 space-y-4"><div><label for="${id}" class="text-sm font-medium text-ink">${esc(name)}</label><input id="${id}" name="${id}" type="${type}" class="mt-1.5 block w-full rounded-card border border-line bg-surface px-3 py-2.5 text-ink"></div><div><button type="submit" class="${esc(buttonClass)}">${t.submit}</button></div></form></section>`;
  const at = main.range[1] - "</main>".length;
  return { html: `${html.slice(0, at)}${section}${html.slice(at)}`, made: true, note: "new_form" };
}

const SELECT_CLASS =
  "rounded-card border border-line bg-surface px-3 py-2 text-sm text-ink focus:border-primary focus:outline-none focus:ring-2 focus:ring-soft";
const SECONDARY_BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-card border border-line bg-surface px-4 py-2 text-sm font-semibold text-ink hover:bg-canvas";

/** The values of the table column a filter is about ("Status" → Pending, Delivered…). */
function columnValues(root: HTMLElement, label: string): string[] {
  const table = allElements(root).find((el) => tag(el) === "table");
  if (!table) return [];
  const heads = table.querySelectorAll("th").map(textOf);
  const at = heads.findIndex((h) => norm(h).includes(norm(label)) || norm(label).includes(norm(h)));
  if (at < 0) return [];
  const values = table
    .querySelectorAll("tbody tr")
    .map((tr) => tr.querySelectorAll("td")[at])
    .filter(Boolean)
    .map((td) => textOf(td));
  return [...new Set(values)].filter((v) => v && v.length < 30).slice(0, 6);
}

const CONTROL_TEXT = {
  en: {
    all: "All",
    export: "Export",
    search: "Search…",
    sort: "Sort by",
    newest: "Newest",
    oldest: "Oldest",
    az: "Name A–Z",
  },
  zh: {
    all: "全部",
    export: "导出",
    search: "搜索…",
    sort: "排序",
    newest: "最新",
    oldest: "最早",
    az: "名称 A–Z",
  },
};

function controlHtml(
  change: Extract<PageChange, { kind: "control" }>,
  root: HTMLElement,
  lang: "en" | "zh",
): string {
  const t = CONTROL_TEXT[lang];
  switch (change.control) {
    case "filter": {
      // The values of the column it filters when the table has one (its statuses 待发货 / 配送中, not
      // a stock list of statuses the rows never show), else the options read from the follow-up.
      const column = columnValues(root, change.label);
      const options = column.length ? column : change.options;
      return `<label class="inline-flex items-center gap-2 text-sm text-muted">${esc(change.label)}<select class="${SELECT_CLASS}" aria-label="${esc(change.label)}"><option>${t.all}</option>${options.map((o) => `<option>${esc(o)}</option>`).join("")}</select></label>`;
    }
    case "toggle":
      // One setting on or off: a labelled switch, like the page's own.
      if (!change.options.length)
        return `<label class="flex items-center justify-between gap-4 py-3"><span class="font-medium text-ink">${esc(change.label)}</span><input type="checkbox" role="switch" checked class="h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition before:block before:h-5 before:w-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:shadow before:transition checked:bg-primary checked:before:translate-x-[22px]"></label>`;
      return `<div class="inline-flex rounded-card border border-line bg-surface p-0.5 text-sm" role="group" aria-label="${esc(change.label)}">${change.options
        .map(
          (o, i) =>
            `<button type="button" class="rounded-card px-3 py-1.5 ${i === 0 ? "bg-primary font-semibold text-on-primary" : "text-muted"}" aria-pressed="${i === 0}">${esc(o)}</button>`,
        )
        .join("")}</div>`;
    case "export":
      return `<button type="button" class="${SECONDARY_BUTTON}" data-toast="${t.export}${change.label ? ` ${esc(change.label)}` : ""}: ✓">${t.export}${change.label ? ` ${esc(change.label)}` : ""}</button>`;
    case "search":
      return `<input type="search" placeholder="${t.search}" aria-label="${t.search}" class="${SELECT_CLASS} w-56">`;
    case "sort": {
      // What it orders by comes first ("Sort by: Deal value"), then the menu's own orders.
      const options = [...(change.by ? [change.by] : []), t.newest, t.oldest, t.az];
      return `<label class="inline-flex items-center gap-2 text-sm text-muted">${t.sort}<select class="${SELECT_CLASS}">${options.map((o) => `<option>${esc(o)}</option>`).join("")}</select></label>`;
    }
    case "button":
      return `<button type="button" class="${SECONDARY_BUTTON}" data-toast="${esc(change.label)}: ✓">${esc(change.label)}</button>`;
  }
}

function ancestorSection(el: HTMLElement): HTMLElement | null {
  let p = el.parentNode as HTMLElement | null;
  while (p && tag(p) !== "section") p = p.parentNode as HTMLElement | null;
  return p;
}

/** Where a control goes: above the table or list it acts on, a toggle above the prices, else under the title. */
function addControl(
  html: string,
  change: Extract<PageChange, { kind: "control" }>,
  lang: "en" | "zh",
): Outcome {
  const root = parseHtml(html);
  const main = mainOf(root);
  const control = controlHtml(change, root, lang);
  const bar = `<div class="mb-4 flex flex-wrap items-center gap-3" data-added-control="${change.control}">${control}</div>`;
  const all = allElements(main);
  let at = -1;
  // The section the follow-up names ("… to Appearance"): the control goes at its end, inside it.
  if (change.target) {
    const want = norm(change.target);
    const heading = all.find((el) => /^h[2-4]$/.test(tag(el)) && norm(textOf(el)) === want);
    const sectionEl = heading && ancestorSection(heading);
    if (!sectionEl) return { html, made: false, why: "no_target" };
    const end = sectionEl.range[1] - "</section>".length;
    return {
      html: `${html.slice(0, end)}<div class="mt-2" data-added-control="${change.control}">${control}</div>${html.slice(end)}`,
      made: true,
    };
  }
  if (change.control === "toggle") {
    const priced = all.find(
      (el) => tag(el) === "section" && /[$€£¥￥]\s?\d|\d\s?(?:元|\/mo|\/month|\/月|\/年)/.test(textOf(el)),
    );
    const heading = priced && allElements(priced).find((el) => /^h[1-3]$/.test(tag(el)));
    if (heading) at = heading.range[1];
  } else {
    const table = all.find((el) => tag(el) === "table");
    const list = all.find(
      (el) => tag(el) === "ul" && el.childNodes.filter((n) => "rawTagName" in n).length >= 3,
    );
    const target = table ?? (change.control === "button" ? null : list);
    if (target) {
      // Above the table's own box (a scrolling wrapper), not inside it.
      const parent = target.parentNode as HTMLElement | null;
      const box =
        parent && tag(parent) === "div" && /overflow/.test(parent.getAttribute("class") ?? "")
          ? parent
          : target;
      at = box.range[0];
    }
  }
  if (at < 0) {
    const h1 = all.find((el) => tag(el) === "h1") ?? allElements(root).find((el) => tag(el) === "h1");
    if (!h1) return { html, made: false, why: "no_target" };
    // After the title's paragraph when there is one.
    const next = h1.nextElementSibling;
    at = next && tag(next) === "p" ? next.range[1] : h1.range[1];
    return {
      html: `${html.slice(0, at)}<div class="mt-4 flex flex-wrap items-center gap-3" data-added-control="${change.control}">${control}</div>${html.slice(at)}`,
      made: true,
    };
  }
  return { html: `${html.slice(0, at)}${bar}${html.slice(at)}`, made: true };
}

/** A section's name: its own heading, else its label. */
function sectionName(el: HTMLElement): string {
  const heading = el.querySelector("h2") ?? el.querySelector("h3");
  return heading ? textOf(heading) : (el.getAttribute("aria-label") ?? "");
}

/**
 * The section a follow-up names: by its whole name first, then a card by its own name (a plan
 * "Studio", not the section "Free, Plus and Studio plans"), else a section whose name holds the words.
 */
/** Names people use for the same common section ("FAQ" for "Frequently asked questions"). */
const SAME_SECTION = [
  ["faq", "faqs", "frequently asked questions", "questions", "常见问题", "问答"],
  ["testimonials", "reviews", "what people say", "customer reviews", "用户评价", "客户评价"],
];

/** A section's name is the one asked, or another name for the same common section. */
function namedAs(name: string, w: string): boolean {
  const n = norm(name);
  return n === w || SAME_SECTION.some((group) => group.includes(n) && group.includes(w));
}

function findSection(all: HTMLElement[], what: string, cards = false): HTMLElement | null {
  const w = norm(what);
  if (!w) return null;
  const sections = all.filter((el) => tag(el) === "section" && sectionName(el) !== "");
  return (
    sections.find((el) => namedAs(sectionName(el), w)) ??
    (cards ? findCard(all, what) : null) ??
    sections.find((el) => norm(sectionName(el)).includes(w)) ??
    null
  );
}

/** A control the follow-up names by its kind ("the search bar", "排序菜单"), on the page or added before. */
function findControl(all: HTMLElement[], what: string): HTMLElement | null {
  const kind = /^(?:the\s+)?search(?:\s+(?:bar|box|field|input))?$|^搜索(?:框|栏)?$/i.test(what)
    ? "search"
    : /^(?:the\s+)?(?:sort|sorting)(?:\s+(?:menu|dropdown|control))?$|^排序(?:菜单|下拉框)?$/i.test(what)
      ? "sort"
      : /^(?:the\s+)?(?:.+\s+)?filter(?:\s+(?:menu|dropdown|control))?$|^.*筛选(?:下拉框|菜单)?$/i.test(what)
        ? "filter"
        : /^(?:the\s+)?(?:.+\s+)?(?:toggle|switch)$|^.*(?:切换|开关)$/i.test(what)
          ? "toggle"
          : null;
  if (!kind) return null;
  const added = all.find((el) => el.getAttribute("data-added-control") === kind);
  if (added) return added;
  if (kind === "sort" || kind === "filter") {
    // The page's own: a labelled select ("Sort by", "筛选") or a row of filter chips.
    const word = kind === "sort" ? /sort|排序/i : /filter|筛选/i;
    const select = all.find(
      (el) =>
        tag(el) === "label" &&
        word.test(textOf(el)) &&
        !!el.querySelector("select") &&
        textOf(el).length < 80,
    );
    if (select) return select;
    const chips =
      kind === "filter"
        ? all.find(
            (el) =>
              el.childNodes.filter((n) => "rawTagName" in n && (n as HTMLElement).hasAttribute("data-filter"))
                .length >= 2,
          )
        : undefined;
    return chips ?? null;
  }
  if (kind !== "search") return null;
  const input = all.find(
    (el) =>
      (tag(el) === "form" && el.getAttribute("role") === "search") ||
      (tag(el) === "input" && el.getAttribute("type") === "search"),
  );
  if (!input) return null;
  // A section that is only the search ("Search" heading) goes with it.
  const section = ancestorSection(input);
  if (section && /^(?:search|搜索)$/i.test(norm(sectionName(section)))) return section;
  return input;
}

function remove(html: string, what: string): Outcome {
  const w = norm(what);
  if (!w) return { html, made: false, why: "unread" };
  const root = parseHtml(html);
  const main = mainOf(root);
  const all = allElements(main);
  // A section is named by its own heading (or label), never by words anywhere inside it.
  const exactSection = all.find(
    (el) => tag(el) === "section" && sectionName(el) !== "" && namedAs(sectionName(el), w),
  );
  // A block the page labels by name (a grid of figures "At a glance").
  const labelled = all.find(
    (el) =>
      ["ul", "ol", "div", "article", "aside", "dl"].includes(tag(el)) &&
      norm(el.getAttribute("aria-label") ?? "") === w,
  );
  const control = findControl(all, what);
  const section = exactSection ?? (control ? null : findSection(all, what, true));
  const field = all.find(
    (el) =>
      tag(el) === "div" &&
      el.childNodes.some(
        (n) =>
          "rawTagName" in n &&
          tag(n as HTMLElement) === "label" &&
          norm(textOf(n as HTMLElement)).includes(w),
      ) &&
      el.querySelector("input, select, textarea"),
  );
  const button = all.find((el) => isButtonLike(el) && norm(textOf(el)).includes(w));
  const hit = exactSection ?? field ?? labelled ?? control ?? section ?? button;
  if (!hit) return { html, made: false, why: "no_target" };
  const outside = (el: HTMLElement, of: HTMLElement) =>
    el.range[1] <= of.range[0] || el.range[0] >= of.range[1];
  // A removed block's links (the nav's "#reviews", "#at-a-glance-3") go with it.
  const ids = new Set(
    [hit, ...allElements(hit)].map((el) => el.getAttribute("id")).filter((id): id is string => !!id),
  );
  const links =
    hit === field || hit === button
      ? []
      : allElements(root).filter(
          (el) => tag(el) === "a" && ids.has((el.getAttribute("href") ?? "").slice(1)) && outside(el, hit),
        );
  const name =
    hit === section || hit === labelled
      ? hit === labelled
        ? (labelled.getAttribute("aria-label") ?? "")
        : sectionName(section!)
      : "";
  // …and so does a card elsewhere headed by its name (a feature grid's "用户评价" card, headed by a
  // heading or, in a list of cards, by its first bold line).
  const cards = name
    ? allElements(main)
        .filter((el) => /^(h[3-5]|p)$/.test(tag(el)) && outside(el, hit) && textOf(el) === name)
        .map((el) => ({ el, card: el.parentNode as HTMLElement | null }))
        .filter(
          (x): x is { el: HTMLElement; card: HTMLElement } =>
            !!x.card &&
            (tag(x.el) === "p" ? ["li", "article"] : ["div", "article", "li"]).includes(tag(x.card)) &&
            outside(x.card, hit) &&
            textOf(x.card).length < 300,
        )
        .map((x) => x.card)
    : [];
  // The page's lead line lists its sections ("菜单、用户评价、门店地址，一页看清。"): the name leaves it too.
  const cut = [hit, ...links, ...cards];
  const leads = name
    ? allElements(main)
        .filter((el) => tag(el) === "p" && cut.every((c) => outside(el, c)))
        .map((el) => ({ el, text: withoutListed(textOf(el), name) }))
        .filter((l): l is { el: HTMLElement; text: string } => l.text !== null)
    : [];
  const edits: { range: readonly [number, number]; text: string }[] = [
    ...cut.map((el) => ({ range: el.range, text: "" })),
    ...leads.map(({ el, text }) => ({
      range: [el.range[0], el.range[1]] as [number, number],
      text: `${html.slice(el.range[0], html.indexOf(">", el.range[0]) + 1)}${esc(text)}</p>`,
    })),
  ].sort((a, b) => b.range[0] - a.range[0]);
  let out = html;
  for (const { range, text } of edits) out = `${out.slice(0, range[0])}${text}${out.slice(range[1])}`;
  return { html: out, made: true };
}

/** The elements beside `el` with its tag (the other cards of its list, the other sections). */
function siblingsOf(el: HTMLElement): HTMLElement[] {
  return ((el.parentNode as HTMLElement | null)?.childNodes ?? []).filter(
    (n): n is HTMLElement => "rawTagName" in n && tag(n as HTMLElement) === tag(el),
  );
}

/** A card named by its own first line or heading ("Hot desk", a plan), among two or more like it. */
function findCard(all: HTMLElement[], what: string): HTMLElement | null {
  const w = norm(what);
  if (!w) return null;
  return (
    all.find((el) => {
      if (!["li", "article", "div"].includes(tag(el))) return false;
      const head =
        el.querySelector("h3") ??
        el.querySelector("h4") ??
        (el.childNodes.find((n) => "rawTagName" in n) as HTMLElement | undefined);
      return (
        !!head &&
        /^(?:h3|h4|p|span|strong)$/.test(tag(head)) &&
        norm(textOf(head)) === w &&
        siblingsOf(el).length >= 2
      );
    }) ?? null
  );
}

/** A section (or a card) moved before or after another, or to the top or the end among its siblings. */
function move(html: string, what: string, place: "before" | "after", ref: string | null): Outcome {
  const all = allElements(mainOf(parseHtml(html)));
  const moving = findSection(all, what, true);
  if (!moving) return { html, made: false, why: "no_target" };
  const siblings = siblingsOf(moving);
  // "To the top": above the first section after the page's opening (the one holding its title).
  const opening = siblings.filter((el) => !el.querySelector("h1"));
  const anchor = ref
    ? tag(moving) === "section"
      ? findSection(all, ref)
      : (siblings.find((el) => el !== moving && findCard([el], ref)) ?? null)
    : place === "before"
      ? opening[0]
      : opening[opening.length - 1];
  if (!anchor || anchor === moving) return { html, made: false, why: "no_target" };
  const [from, to] = moving.range;
  const [a, b] = anchor.range;
  if ((a <= from && to <= b) || (from <= a && b <= to)) return { html, made: false, why: "no_target" };
  const piece = html.slice(from, to);
  const at = place === "before" ? a : b;
  const out =
    at <= from
      ? `${html.slice(0, at)}${piece}${html.slice(at, from)}${html.slice(to)}`
      : `${html.slice(0, from)}${html.slice(to, at)}${piece}${html.slice(at)}`;
  return { html: out, made: true };
}

/**
 * A lead line that lists section names ("Menu, reviews and address — all in one place.",
 * "菜单、用户评价、门店地址，一页看清。") without `name`; null when the line lists no such name.
 */
function withoutListed(line: string, name: string): string | null {
  const zh = /^(.+?)，(一页看清。)$/.exec(line);
  if (zh) {
    const items = zh[1].split("、");
    const kept = items.filter((i) => i !== name);
    if (kept.length === items.length || !kept.length) return null;
    return `${kept.join("、")}，${zh[2]}`;
  }
  const en = /^(.+?) — (all in one place\.)$/.exec(line);
  if (!en) return null;
  const items = en[1].split(/, | and /);
  const kept = items.filter((i) => i.toLowerCase() !== name.toLowerCase());
  if (kept.length === items.length || !kept.length) return null;
  const list = kept.length > 1 ? `${kept.slice(0, -1).join(", ")} and ${kept[kept.length - 1]}` : kept[0];
  return `${list.charAt(0).toUpperCase()}${list.slice(1)} — ${en[2]}`;
}

/** A chart's own data: its x labels and its main series (the thick line, or the bars). */
function chartData(svg: string): { labels: string[]; series: number[]; h: number } | null {
  const h = Number(/viewBox="0 0 \d+(?:\.\d+)? (\d+(?:\.\d+)?)"/.exec(svg)?.[1] ?? 220);
  const labels = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
  const line = /<polyline points="([^"]+)"[^>]*stroke-width="3"/.exec(svg);
  if (line) {
    const ys = line[1].split(/\s+/).map((p) => Number(p.split(",")[1]));
    return {
      labels: labels.slice(0, ys.length),
      series: ys.map((y) => Math.max(1, Math.round(h - 24 - y))),
      h,
    };
  }
  const bars = [...svg.matchAll(/<rect\b[^>]*\bheight="([\d.]+)"/g)].map((m) => Number(m[1]));
  if (bars.length >= 2)
    return { labels: labels.slice(0, bars.length), series: bars.map((b) => Math.max(1, Math.round(b))), h };
  const arcs = [...svg.matchAll(/data-value="([\d.]+)"/g)].map((m) => Number(m[1]));
  if (arcs.length >= 2) return { labels: labels.slice(0, arcs.length), series: arcs, h };
  return null;
}

function pieChart(labels: string[], series: number[], colors: string[], label: string): string {
  const total = series.reduce((a, b) => a + b, 0) || 1;
  let angle = -Math.PI / 2;
  const slices = series
    .map((v, i) => {
      const a = (v / total) * Math.PI * 2;
      const [x1, y1] = [110 + 90 * Math.cos(angle), 110 + 90 * Math.sin(angle)];
      angle += a;
      const [x2, y2] = [110 + 90 * Math.cos(angle), 110 + 90 * Math.sin(angle)];
      return `<path d="M110 110 L${x1.toFixed(1)} ${y1.toFixed(1)} A90 90 0 ${a > Math.PI ? 1 : 0} 1 ${x2.toFixed(1)} ${y2.toFixed(1)} Z" fill="${colors[i % colors.length]}" data-value="${v}"/>`;
    })
    .join("");
  const legend = labels
    .map(
      (l, i) =>
        `<rect x="250" y="${20 + i * 24}" width="12" height="12" rx="3" fill="${colors[i % colors.length]}"/><text x="270" y="${31 + i * 24}" font-size="13" fill="currentColor">${esc(l)} · ${Math.round((series[i] / total) * 100)}%</text>`,
    )
    .join("");
  return `<svg viewBox="0 0 420 ${Math.max(220, 40 + labels.length * 24)}" class="w-full h-auto max-w-md" role="img" aria-label="${esc(label)}">${slices}${legend}</svg>`;
}

function lineChart(
  labels: string[],
  series: number[],
  color: string,
  muted: string,
  label: string,
  w: number,
): string {
  const h = 220;
  const max = Math.max(...series) * 1.1 || 1;
  const step = w / Math.max(1, series.length - 1);
  const pts = series.map((v, i) => `${(i * step).toFixed(1)},${(h - 24 - ((h - 36) * v) / max).toFixed(1)}`);
  const text = labels
    .map(
      (l, i) =>
        `<text x="${(i * step).toFixed(1)}" y="${h - 4}" font-size="12" fill="${muted}" text-anchor="${i === 0 ? "start" : i === labels.length - 1 ? "end" : "middle"}">${esc(l)}</text>`,
    )
    .join("");
  return `<svg viewBox="0 0 ${w} ${h}" class="w-full h-auto" role="img" aria-label="${esc(label)}"><polyline points="${pts.join(" ")}" fill="none" stroke="${color}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>${text}</svg>`;
}

function swapChart(
  html: string,
  to: ChartType,
  which: string,
  brief: Brief,
  device: Screen["device"],
): Outcome {
  const svgs = [
    ...html.matchAll(/<svg\b[^>]*role="img"[^>]*aria-label="([^"]*)"[^>]*>[\s\S]*?<\/svg>/g),
  ].filter((m) => /<polyline|<rect\b[^>]*height="[\d.]+"[^>]*\/>|data-value=/.test(m[0]));
  const w = norm(which);
  const m =
    (w &&
      svgs.find(
        (s) => norm(s[1]).includes(w) || w.split(" ").some((x) => x.length > 2 && norm(s[1]).includes(x)),
      )) ||
    svgs[0];
  if (!m || m.index === undefined) return { html, made: false, why: "no_chart" };
  const data = chartData(m[0]);
  if (!data || data.series.length < 2) return { html, made: false, why: "no_chart" };
  const { theme } = screenOfPage(html, brief, device);
  const width = Number(/viewBox="0 0 (\d+)/.exec(m[0])?.[1] ?? 640);
  const label = m[1];
  const svg =
    to === "bar"
      ? barChart({ labels: data.labels, series: data.series, theme, label, width })
      : to === "area"
        ? areaChart({
            labels: data.labels,
            series: data.series,
            compare: data.series.map((v) => v * 0.85),
            theme,
            label,
            width,
          })
        : to === "pie"
          ? pieChart(
              data.labels,
              data.series,
              [theme.primary, theme.accent, "#f59e0b", "#10b981", "#ef4444", "#8b5cf6", "#64748b"],
              label,
            )
          : lineChart(data.labels, data.series, theme.primary, theme.muted, label, width);
  return { html: `${html.slice(0, m.index)}${svg}${html.slice(m.index + m[0].length)}`, made: true };
}

/** One change applied; `made: false` leaves the page as it was. */
export function applyPageChange(
  html: string,
  change: PageChange,
  brief: Brief,
  device: Screen["device"],
  lang: "en" | "zh",
): Outcome {
  const viaBrief = (c: Parameters<typeof applyBriefChange>[1]): Outcome => {
    const out = applyBriefChange(html, c, brief, device);
    return out === html ? { html, made: false, why: "no_target" } : { html: out, made: true };
  };
  switch (change.kind) {
    case "rename":
      return rename(html, change.from, change.to, change.scope);
    case "title":
      return retitle(html, change.to);
    case "button":
      return buttonText(html, change.which, change.to);
    case "field":
      return addField(
        html,
        change.label,
        lang,
        "input",
        change.ref ? { place: change.place!, ref: change.ref } : undefined,
      );
    case "placeholder":
    case "column":
    case "tab":
    case "layout":
    case "price":
      return applyElementChange(html, change, brief, device, lang);
    case "control": {
      // A dropdown on a page with a form and nothing to filter is one more field to choose from.
      const root = parseHtml(html);
      if (
        change.dropdown &&
        allElements(root).some((el) => tag(el) === "form" && !!el.querySelector("input")) &&
        !allElements(root).some((el) => tag(el) === "table")
      )
        return addField(html, change.label, lang, "select");
      return addControl(html, change, lang);
    }
    case "remove":
      return remove(html, change.what);
    case "move":
      return move(html, change.what, change.place, change.ref);
    case "chart":
      return swapChart(html, change.to, change.which, brief, device);
    case "color":
      if (change.target === "button" || change.target === "buttons")
        return recolorButtons(html, change.hex, change.target === "buttons", change.which);
      return viaBrief({ kind: "color", target: change.target, color: change.hex, name: change.name });
    case "theme":
      return viaBrief({ kind: "theme", dark: change.dark });
    case "section":
      return viaBrief({ kind: "add", what: change.what, role: "section" });
    default:
      return { html, made: false, why: "unread" };
  }
}
