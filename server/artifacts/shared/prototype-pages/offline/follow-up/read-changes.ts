/**
 * A follow-up on a page read as the changes it names, clause by clause, in English or Chinese:
 * rename a thing, retitle the page, change a button's text, add a form field or a control (a
 * filter dropdown, a toggle, an export button, search, sort), add or remove a section or control,
 * swap one control for another, move a section or a card, swap a chart's type, recolour one
 * element (the one a clause before named, for "… and make it purple"), switch the theme. A clause
 * that names none of these is kept as said (`other`), so the reply can say it was not made.
 */
import { colorsIn } from "../../../../../ai/offline/brief/colors";
import type { BriefLanguage } from "../../../../../ai/offline/brief";
import { addedElement, readElementChange, type ElementChange } from "./element-changes";

export type ChartType = "bar" | "line" | "pie" | "area";
export type ControlKind = "filter" | "toggle" | "export" | "search" | "sort" | "button";

export type PageChange =
  | {
      kind: "color";
      target: "button" | "buttons" | "primary" | "header" | "background" | "text";
      hex: string;
      name: string;
      /** The button's words, when the follow-up names one ("make it purple" after changing its text). */
      which?: string;
    }
  | { kind: "theme"; dark: boolean }
  | { kind: "title"; to: string }
  | { kind: "button"; which: string; to: string }
  /** `scope: "nav"`: only the navigation's words ("把导航里的“核心功能”改成“产品能力”"). */
  | { kind: "rename"; from: string; to: string; scope?: "nav" }
  /** A field, optionally placed before or after the field named ("… above Name"). */
  | { kind: "field"; label: string; place?: "before" | "after"; ref?: string }
  | {
      kind: "control";
      control: ControlKind;
      label: string;
      options: string[];
      /** The section it goes in, when the follow-up names one ("… toggle to Appearance"). */
      target?: string;
      /** What a sort orders by ("sort by deal value" → "Deal value"). */
      by?: string;
      /** A dropdown that names no filtering ("a T-shirt size dropdown"): a choice field on a form. */
      dropdown?: boolean;
    }
  | { kind: "section"; what: string }
  | { kind: "remove"; what: string }
  /** A section moved before or after another, or to the top or the end of the page. */
  | { kind: "move"; what: string; place: "before" | "after"; ref: string | null }
  | { kind: "chart"; to: ChartType; which: string }
  | ElementChange
  | { kind: "other"; text: string };

const Q_OPEN = `["“「『']?`;
const Q_CLOSE = `["”」』']?`;
const unquote = (s: string) =>
  s
    .trim()
    .replace(/^["“「『']+|["”」』']+$/g, "")
    .replace(/[.!。！]+$/, "")
    .trim();

/** Words a clause may open with before its verb ("please add", "can you add", "also remove"). */
const LEAD_EN =
  "^(?:(?:please|also|then|and|now|can you|could you|would you|i'd like to|i want to|let's|kindly)\\s+)*";

const VERB_EN =
  "make|change|set|use|turn|switch|add|insert|include|put|remove|delete|drop|hide|rename|retitle|replace|swap|move|call|title|show|give|convert|recolou?r|paint|let|allow|enable|sort|filter|colou?r|relabel|reorder|get rid of|take out|center|centre|align|stretch|widen";

/** Words that make a Chinese clause a change of its own ("背景换成米白色", "在通知里加…", "按价格排序"). */
const EDIT_ZH =
  /把|将|改成|改为|换成|变成|改名|重命名|更名|增加|添加|加上|新增|删除|删掉|去掉|去除|移除|隐藏|排序|筛选|挪|移到|放到|调到|居中|调宽|加宽|通栏|对齐|(?:颜色|底色)(?:用|要|是|为|设成|设置为)|加(?=一|个|上|入)|在.{1,12}(?:里|中|下|上)加|^.{1,10}(?:上|里|中)(?:显示|展示)/;
const QUOTED = /“[^”]*”|「[^」]*」|『[^』]*』|"[^"]*"/g;

/**
 * "加一个品牌故事模块，背景换成米白色": a comma starts a new change when what follows names one of
 * its own; otherwise it stays with the clause before ("把标题改成“慢下来，好好呼吸”").
 */
function zhCommaClauses(text: string): string[] {
  const held = text.replace(QUOTED, (q) => q.replace(/，/g, "\u0001").replace(/,/g, "\u0002"));
  const out: string[] = [];
  for (const part of held.split(/[，,]/)) {
    const stripped = part.trim().replace(/^(?:然后|并且|并|同时|另外|还要|以及|还有|也)/, "");
    if (out.length && EDIT_ZH.test(stripped)) out.push(stripped);
    else if (out.length) out[out.length - 1] += `，${part}`;
    else out.push(part);
  }
  return out.map((c) => c.replace(/\u0001/g, "，").replace(/\u0002/g, ","));
}

/** The clauses of a follow-up, one change each. */
export function clausesOf(text: string, lang: BriefLanguage): string[] {
  const split =
    lang === "zh"
      ? zhCommaClauses(text).flatMap((c) =>
          c.split(
            /[；;。！!\n]|[，,、]\s*(?:然后|并且|并|同时|另外|再|还要|以及)?\s*(?=(?:请|再)?(?:把|将|增加|添加|加上|新增|删除|删掉|去掉|移除|隐藏|加(?=一|个|上)))|(?:然后|并且|同时|另外|还要)(?=(?:请|再)?(?:把|将|增加|添加|加上|新增|删除|删掉|去掉|移除|隐藏|加(?=一|个|上)))/,
          ),
        )
      : text.split(
          new RegExp(
            `\\s*(?:;|\\.\\s+|\\n|,?\\s+and\\s+(?:then\\s+|also\\s+)?|,\\s*(?:then\\s+)?|\\s+then\\s+)\\s*(?=(?:please\\s+|also\\s+)?(?:${VERB_EN})\\b)`,
            "i",
          ),
        );
  return split.map((c) => (c ?? "").trim()).filter((c) => c.length > 1);
}

const CHART_EN: [RegExp, ChartType][] = [
  [/\b(?:bar|column|histogram)s?\b/i, "bar"],
  [/\b(?:pie|donut|doughnut)\b/i, "pie"],
  [/\barea\b/i, "area"],
  [/\bline\b/i, "line"],
];
const CHART_ZH: [RegExp, ChartType][] = [
  [/柱状图|柱形图|条形图|柱图/, "bar"],
  [/饼图|饼状图|环形图/, "pie"],
  [/面积图/, "area"],
  [/折线图|曲线图|线图/, "line"],
];

function chartChange(clause: string, lang: BriefLanguage): PageChange | null {
  if (lang === "zh") {
    if (!/(?:改成|改为|换成|变成|用|切换为|切换成)/.test(clause) || !/图/.test(clause)) return null;
    const after = clause.split(/改成|改为|换成|变成|切换为|切换成|用/).pop() ?? "";
    const to = CHART_ZH.find(([re]) => re.test(after))?.[1];
    if (!to) return null;
    // What it is called: after 把/将 when the clause has one ("再把柱状图换成饼图" names no chart).
    const which =
      /(?:把|将)?(.+?)(?:的)?(?:图表|图|趋势图|折线图|柱状图|饼图)?(?:改成|改为|换成|变成)/.exec(
        clause.replace(/^.*?(?:把|将)/, ""),
      )?.[1] ?? "";
    return {
      kind: "chart",
      to,
      which: which.replace(/图表$|图$/, "").replace(/^(?:柱状|柱形|条形|折线|曲线|饼状?|环形|面积)$/, ""),
    };
  }
  if (!/\b(?:chart|graph|bars|pie)\b/i.test(clause)) return null;
  if (!/\b(?:make|turn|change|switch|swap|convert|show|use|replace|display)\b/i.test(clause)) return null;
  // The type asked is the one after "to/into/as/a": "change the line chart to a pie chart" → pie.
  const tail = /\b(?:to|into|as|with|for)\b(?!.*\b(?:to|into|as)\b)(.*)$/i.exec(clause)?.[1] ?? clause;
  const to = CHART_EN.find(([re]) => re.test(tail))?.[1] ?? CHART_EN.find(([re]) => re.test(clause))?.[1];
  if (!to) return null;
  // "the traffic chart" names one; "turn the chart into a bar chart" names none.
  const which =
    /\b(?:the|that|this)\s+((?:(?!\b(?:chart|graph|into|to|as)\b).)+?)\s+(?:chart|graph)\b/i
      .exec(clause)?.[1]
      ?.replace(/\b(?:bar|column|pie|donut|doughnut|area|line)\b/gi, "")
      .trim() ?? "";
  return { kind: "chart", to, which };
}

const BUTTON_PLURAL_EN = /\b(?:all (?:the )?buttons|buttons|every button|all ctas)\b/i;
const BUTTON_ONE_EN =
  /\b(?:main|primary|cta|call to action|submit|sign-?up|signup|the)\s*(?:button|cta)\b|\bbutton\b/i;

/**
 * Pale colours a page is painted with ("make the background cream", "背景换成米白色", "light gray"):
 * read before the brief's colours, which know only the strong ones (a light gray background is
 * not the dark gray of the text).
 */
const PALE: [RegExp, string, string][] = [
  [/\b(?:cream|ivory|off[ -]?white|eggshell)\b|米白|米色|奶白|奶油色|象牙白/i, "#fbf7ee", "cream"],
  [/\bbeige\b|\bsand\b|杏色|沙色/i, "#f5efe3", "beige"],
  [/\b(?:light|pale)[ -]?gr[ae]y\b|浅灰|淡灰|银灰/i, "#f1f3f5", "light gray"],
  [/\b(?:light|pale)[ -]?yellow\b|浅黄|淡黄|鹅黄/i, "#fef9e1", "light yellow"],
  [/\b(?:light|pale)[ -]?green\b|\bmint\b|浅绿|淡绿|薄荷/i, "#e8f7ee", "light green"],
  [/\b(?:light|pale)[ -]?pink\b|\bblush\b|浅粉|淡粉/i, "#fdeef4", "light pink"],
  [/\b(?:light|pale)[ -]?(?:purple|violet)\b|\blavender\b|浅紫|淡紫|薰衣草/i, "#f1edfc", "lavender"],
  [/\bpale[ -]?blue\b|淡蓝/i, "#eaf2fd", "pale blue"],
  [/\bwhite\b|白色/i, "#ffffff", "white"],
];
const PALE_TARGET =
  /\b(?:background|page colou?r|canvas|header|top ?bar|nav(?:igation)?(?: bar)?|navbar)\b|背景|头部|顶部|顶栏|导航栏|导航|页眉/i;

function colorChange(clause: string, lang: BriefLanguage): PageChange | null {
  const pale = PALE_TARGET.test(clause) ? PALE.find(([re]) => re.test(clause)) : undefined;
  const color = pale ? { hex: pale[1], name: pale[2] } : colorsIn(clause)[0];
  if (!color) return null;
  // The colour as the user said it (橙色, not "orange", in a Chinese reply).
  const said =
    lang === "zh"
      ? /(?:浅|深|淡|亮|暗|天|宝|湖|墨|玫瑰|橘|土|米|藏|酒)?[红橙黄绿青蓝紫粉黑白灰棕金银褐]色/.exec(
          clause,
        )?.[0]
      : undefined;
  const base = { kind: "color" as const, hex: color.hex, name: said ?? color.name };
  if (lang === "zh") {
    if (/头部|顶部|顶栏|导航栏|导航|标题栏|页眉/.test(clause)) return { ...base, target: "header" };
    if (/背景/.test(clause)) return { ...base, target: "background" };
    if (/所有按钮|全部按钮|按钮都/.test(clause)) return { ...base, target: "buttons" };
    if (/按钮/.test(clause)) {
      // "把“立即开始”按钮换成橙色", "导出报表按钮改成蓝色": that button; "主按钮" names none.
      const named = /^(?:请|再|并|然后|也)?(?:把|将)?([^，,。；;把将“”「」"]{1,12}?)的?按钮/.exec(
        clause,
      )?.[1];
      const which =
        /[“"「『]([^”"」』]+)[”"」』]\s*按钮/.exec(clause)?.[1] ??
        (named && !/^(?:主|主要|这个|那个|该|所有|全部|每个)$/.test(named) ? named : undefined);
      return { ...base, target: "button", ...(which ? { which } : {}) };
    }
    if (/文字|字体|标题/.test(clause)) return { ...base, target: "text" };
    return { ...base, target: "primary" };
  }
  if (/\b(?:header|top ?bar|nav(?:igation)?(?: bar)?|navbar|menu bar|app bar|title bar)\b/i.test(clause))
    return { ...base, target: "header" };
  if (/\b(?:background|page colou?r|canvas)\b/i.test(clause)) return { ...base, target: "background" };
  if (BUTTON_PLURAL_EN.test(clause)) {
    // "make the Add to cart buttons black": those buttons, by their words.
    const which = /\bthe\s+(.+?)\s+buttons\b/i.exec(clause)?.[1];
    return {
      ...base,
      target: "buttons",
      ...(which && !/^(?:all|every|main|primary|other)$/i.test(which) ? { which: unquote(which) } : {}),
    };
  }
  if (BUTTON_ONE_EN.test(clause)) {
    // The button named, quoted or not ("make the Choose Deluxe button orange"); "the main button" names none.
    const named = /\bthe\s+(.+?)\s+(?:button|cta)\b/i.exec(clause)?.[1];
    const which =
      /["“']([^"”']+)["”']\s*(?:button|cta)\b/i.exec(clause)?.[1] ??
      (named && !/^(?:main|primary|cta|call to action|submit|big|first|top|other|same)$/i.test(named)
        ? unquote(named)
        : undefined);
    return { ...base, target: "button", ...(which ? { which } : {}) };
  }
  if (/\b(?:text|font|headings?|titles?)\b/i.test(clause)) return { ...base, target: "text" };
  return { ...base, target: "primary" };
}

function themeChange(clause: string): PageChange | null {
  if (
    /\bdark (?:mode|theme)\b|\b(?:go|make it|switch to|use) dark\b|深色|暗色|夜间|暗黑|黑色主题/i.test(clause)
  )
    return { kind: "theme", dark: true };
  if (/\blight (?:mode|theme)\b|浅色(?:主题|模式)|亮色(?:主题|模式)/i.test(clause))
    return { kind: "theme", dark: false };
  return null;
}

const STATUS_OPTIONS = { en: ["Pending", "In progress", "Done"], zh: ["待处理", "进行中", "已完成"] };

/** What a control is about and its options ("status filter" → Status: All, Pending…; "monthly/yearly toggle"). */
function control(what: string, lang: BriefLanguage): PageChange | null {
  const zh = lang === "zh";
  const pair = /([\p{L}\d]+)\s*(?:\/|or|还是|或|和|与)\s*([\p{L}\d]+)/u.exec(
    what.replace(/切换|开关|toggle|switch/gi, " "),
  );
  if (zh ? /切换|开关/.test(what) : /\b(?:toggle|switch|switcher)\b/i.test(what)) {
    // "a Dark mode toggle to Appearance", "深色模式开关": one setting switched on or off, in the section named.
    const placed = zh
      ? /^(?:在|给)?(?:(.{1,12}?)(?:模块|区域|部分)?(?:里|中|下|上)(?:面)?)?(?:加|增加|添加)?(?:一个)?(.{1,12}?)的?开关$/.exec(
          what,
        )
      : /^(?:(?:a|an|the)\s+)?(.+?)\s+(?:toggle|switch)(?:\s+(?:to|in|into|under|on|for)\s+(?:the\s+)?(.+?)(?:\s+(?:section|card|panel|group|settings))?)?$/i.exec(
          what,
        );
    const named = placed && !/month|year|annual|billing|月付|年付|按月|按年|\/|\bor\b|还是/i.test(what);
    if (named) {
      const label = unquote(zh ? placed[2] : placed[1]);
      const target = zh ? placed[1] : placed[2];
      if (label)
        return {
          kind: "control",
          control: "toggle",
          label: label.charAt(0).toUpperCase() + label.slice(1),
          options: [],
          ...(target ? { target: unquote(target) } : {}),
        };
    }
    const billing = /month|year|annual|billing|月付|年付|按月|按年|月|年/i.test(what);
    const options = pair
      ? [pair[1], pair[2]].map((o) => o.charAt(0).toUpperCase() + o.slice(1))
      : billing
        ? zh
          ? ["按月付", "按年付"]
          : ["Monthly", "Yearly"]
        : zh
          ? ["开", "关"]
          : ["On", "Off"];
    const label = billing
      ? zh
        ? "计费周期"
        : "Billing period"
      : unquote(what.replace(/toggle|switch(?:er)?|切换|开关|的/gi, "")) || (zh ? "切换" : "Toggle");
    return { kind: "control", control: "toggle", label, options };
  }
  if (zh ? /导出|下载/.test(what) : /\b(?:export|download)\b/i.test(what)) {
    const format = /\b(csv|excel|pdf|xlsx)\b/i.exec(what)?.[1];
    return { kind: "control", control: "export", label: format ? format.toUpperCase() : "", options: [] };
  }
  if (zh ? /搜索/.test(what) : /\bsearch\b/i.test(what))
    return { kind: "control", control: "search", label: "", options: [] };
  if (zh ? /排序/.test(what) : /\bsort(?:ed|able)?\b/i.test(what)) {
    // What it orders by: "sort by deal value", "按价格排序" (the newest first is the menu's own).
    const key = unquote(
      (zh
        ? /按(?:照)?(.{1,10}?)(?:从.{1,6}?到.{1,6}?)?(?:的)?(?:顺序)?排序/.exec(what)?.[1]
        : /\bsort(?:ed|able)?\s+(?:\w+\s+)?by\s+(.+?)(?:\s+(?:menu|dropdown|option|control))?$/i.exec(
            what,
          )?.[1]) ?? "",
    ).replace(/^(?:the|a|an)\s+/i, "");
    const by = key && !/^(?:newest|latest|oldest|date|recent|最新|最近|时间|日期)$/i.test(key) ? key : "";
    return {
      kind: "control",
      control: "sort",
      label: "",
      options: [],
      ...(by ? { by: zh ? by : by.charAt(0).toUpperCase() + by.slice(1) } : {}),
    };
  }
  if (
    zh ? /筛选|过滤|下拉/.test(what) : /\b(?:filter|dropdown|drop-down|select(?:or)?|picker)\b/i.test(what)
  ) {
    const subject = unquote(
      what
        .replace(
          /\b(?:filter|dropdown|drop-down|select(?:or)?|picker|menu|by)\b|筛选|过滤|下拉框|下拉菜单|下拉|按/gi,
          " ",
        )
        .replace(/的/g, ""),
    );
    const label = subject || (zh ? "筛选" : "Filter");
    const status = /status|state|状态/i.test(label);
    // Other options come from the page itself (the values of the column it filters).
    const options = status ? STATUS_OPTIONS[lang] : [];
    // "a T-shirt size dropdown" names no filtering: on a form it is a field to choose from.
    const dropdown = !(zh ? /筛选|过滤/.test(what) : /\bfilter/i.test(what));
    return {
      kind: "control",
      control: "filter",
      label: label.charAt(0).toUpperCase() + label.slice(1),
      options,
      ...(dropdown ? { dropdown: true } : {}),
    };
  }
  return null;
}

function addChange(what: string, lang: BriefLanguage): PageChange {
  const c = control(what, lang);
  if (c) return c;
  const element = addedElement(what, lang);
  if (element) return element;
  if (lang === "zh") {
    const field = /^(.+?)(?:字段|输入框|输入项|填写项|表单项|复选框|勾选框)$/.exec(what);
    if (field) return { kind: "field", label: field[1].replace(/的$/, "") };
    const button = /^(.+?)按钮$/.exec(what);
    if (button)
      return { kind: "control", control: "button", label: button[1].replace(/的$/, ""), options: [] };
    return { kind: "section", what: what.replace(/(?:模块|板块|部分|区域|区块|栏目)$/, "") };
  }
  const field = /^(.+?)\s+(?:field|input|text box|checkbox|box)$/i.exec(what);
  if (field) return { kind: "field", label: field[1] };
  // "a Licence plate field above Name": the field, placed by the one named.
  const placed =
    /^(.+?)\s+(?:field|input|text box|box)\s+(above|before|below|after|under)\s+(?:the\s+)?(.+?)(?:\s+(?:field|input|box))?$/i.exec(
      what,
    );
  if (placed)
    return {
      kind: "field",
      label: placed[1],
      place: /above|before/i.test(placed[2]) ? "before" : "after",
      ref: unquote(placed[3]),
    };
  const button = /^(.+?)\s+(?:button|cta|link)$/i.exec(what);
  if (button) return { kind: "control", control: "button", label: unquote(button[1]), options: [] };
  // "an Opening hours section": the section's name is "Opening hours".
  return { kind: "section", what: what.replace(/\s+(?:section|block|module|part|area)$/i, "") || what };
}

const SECTION_WORD_ZH = "(?:模块|板块|部分|区域|栏目|区块)?";

/** "Move Tickets above Speakers", "把招聘流程挪到岗位介绍前面", "put FAQ at the bottom". */
function moveChange(clause: string, lang: BriefLanguage): PageChange | null {
  if (lang === "zh") {
    const end =
      /(?:把|将)(.+?)(?:模块|板块|部分|区域|栏目|区块|套餐|方案)?(?:挪|移|放|调|搬|提)(?:到|至|在)(?:页面的?)?(最前面|最上面|顶部|最前|开头|第一个|第一位|最后面|最下面|底部|最后一个|最后|末尾)(?:去)?$/.exec(
        clause,
      );
    if (end)
      return {
        kind: "move",
        what: unquote(end[1]),
        place: /后|下|底|末/.test(end[2]) ? "after" : "before",
        ref: null,
      };
    const tail = `${SECTION_WORD_ZH}(?:挪|移|放|调|搬|提)(?:到|至)(.+?)${SECTION_WORD_ZH}的?(前面|之前|上面|上方|前|后面|之后|下面|下方|后)(?:去)?$`;
    // "把招聘流程挪到…", or without 把 when the clause opens with what moves ("客户案例放到产品介绍上面").
    const m =
      new RegExp(`(?:把|将)(.+?)${tail}`).exec(clause) ??
      new RegExp(`^(?:请|再|并|然后|也)?(.+?)${tail}`).exec(clause);
    if (!m) return null;
    return {
      kind: "move",
      what: unquote(m[1]),
      place: /后|下/.test(m[3]) ? "after" : "before",
      ref: unquote(m[2]),
    };
  }
  const section = "(?:\\s+(?:section|block|part|module|plan|card|tier))?";
  const first = new RegExp(
    `${LEAD_EN}(?:move|put|place|show|list)\\s+(?:the\\s+)?${Q_OPEN}(.+?)${Q_CLOSE}${section}\\s+(first|last|on top|at the top|at the end|at the bottom)$`,
    "i",
  ).exec(clause);
  if (first)
    return {
      kind: "move",
      what: unquote(first[1]),
      place: /last|end|bottom/i.test(first[2]) ? "after" : "before",
      ref: null,
    };
  const end = new RegExp(
    `\\b(?:move|put|place|drag)\\s+(?:the\\s+)?${Q_OPEN}(.+?)${Q_CLOSE}${section}\\s+(?:to|at)\\s+the\\s+(top|bottom|end|start|beginning)(?:\\s+of\\s+the\\s+(?:page|screen))?$`,
    "i",
  ).exec(clause);
  if (end)
    return {
      kind: "move",
      what: unquote(end[1]),
      place: /bottom|end/i.test(end[2]) ? "after" : "before",
      ref: null,
    };
  const m = new RegExp(
    `\\b(?:move|put|place|drag)\\s+(?:the\\s+)?${Q_OPEN}(.+?)${Q_CLOSE}${section}\\s+(?:up\\s+|down\\s+)?(above|before|ahead of|below|after|under|beneath)\\s+(?:the\\s+)?${Q_OPEN}(.+?)${Q_CLOSE}${section}$`,
    "i",
  ).exec(clause);
  if (!m) return null;
  return {
    kind: "move",
    what: unquote(m[1]),
    place: /below|after|under|beneath/i.test(m[2]) ? "after" : "before",
    ref: unquote(m[3]),
  };
}

/**
 * A control named without an adding verb: "let me sort by deal value", "filter by stage",
 * "按价格排序", "支持按车型筛选".
 */
function namedControl(clause: string, lang: BriefLanguage): PageChange | null {
  const asked =
    lang === "zh"
      ? /^(?:请|再|还要|也)?(?:支持|可以|能|让用户|让我|允许)?(?:按|根据|搜索|筛选|排序)/.test(clause)
      : /^(?:please\s+)?(?:(?:let (?:me|users|people|visitors|customers)|allow (?:me |users |people )?(?:to )?|enable|i want to|so (?:i|users|people) can)\s+)?(?:sort|filter|search)\b/i.test(
          clause,
        );
  if (!asked) return null;
  const what = clause.replace(
    /^(?:please\s+)?(?:let (?:me|users|people|visitors|customers)|allow (?:me |users |people )?(?:to )?|enable|i want to|so (?:i|users|people) can)\s+|^(?:请|再|还要|也)?(?:支持|可以|能|让用户|让我|允许)/i,
    "",
  );
  return control(what, lang);
}

/** `before`: the button last named earlier in the message (zh), for "按钮文字改为…" that names none. */
function structural(clause: string, lang: BriefLanguage, before?: string): PageChange | null {
  const moved = moveChange(clause, lang);
  if (moved) return moved;
  if (lang === "zh") {
    const navRename =
      /^(?:请|再|并|然后)?(?:把|将)?(?:顶部|底部)?(?:导航栏|导航|菜单栏|菜单|标签栏)(?:(?:里|中|上)的?|的)[“"「『]?(.+?)[”"」』]?(?:改名为|改名成|重命名为|改成|改为|换成)[“"「『]?(.+?)[”"」』]?$/.exec(
        clause,
      );
    if (navRename && !colorsIn(navRename[2]).length && !/色$/.test(navRename[2]))
      return { kind: "rename", from: unquote(navRename[1]), to: unquote(navRename[2]), scope: "nav" };
    const title =
      /(?:把|将)?(?:页面)?(?:的)?(?:大标题|主标题|标题|页面名称|页面名)(?:改成|改为|换成|改名为|叫)[“"「『]?(.+?)[”"」』]?$/.exec(
        clause,
      );
    if (title) return { kind: "title", to: unquote(title[1]) };
    const button =
      /(?:把|将)?(.*?)按钮(?:的)?(?:文字|文案|名称|标签|上的字)?(?:改成|改为|换成|改名为)[“"「『]?(.+?)[”"」』]?$/.exec(
        clause,
      );
    if (button && !colorsIn(button[2]).length)
      return {
        kind: "button",
        // "把立即购买按钮改成红色，按钮文字改为马上报名": no name here is the button named just before.
        which: button[1].replace(/^(?:把|将)|的$/g, "").replace(/^(?:主|主要|这个)$/, "") || (before ?? ""),
        to: unquote(button[2]),
      };
    const rename =
      /(?:把|将)(.+?)(?:改名为|改名成|重命名为|更名为|改成|改为|换成)[“"「『]?(.+?)[”"」』]?$/.exec(clause);
    // "把会议室改成按小时计费" asks a way of doing something (按…, 用…, 支持…), not a new name: not read.
    const how = /^[“"「『]?(?:按|用|以|从|可以|支持|能|只|不)|计费|收费/;
    if (rename && !colorsIn(rename[2]).length && !how.test(rename[2]))
      return {
        kind: "rename",
        from: unquote(rename[1])
          .replace(/(?:套餐|方案|模块|板块|标签|字段|栏目|这个|的名字|的名称|名称)$/g, "")
          .replace(/^[“"「『]|[”"」』]$/g, ""),
        to: unquote(rename[2]).replace(/(?:套餐|方案)$/, ""),
      };
    // "联系我们改名为商务合作", "“常见问题”改成“帮助中心”": a rename without 把.
    const bare =
      /^(?:请|再|并|然后)?(.{1,12}?)(?:改名为|改名成|重命名为|更名为|改叫)[“"「『]?(.+?)[”"」』]?$/.exec(
        clause,
      ) ??
      /^(?:请|再|并|然后)?[“"「『](.{1,20}?)[”"」』](?:改成|改为|换成)[“"「『]?(.+?)[”"」』]?$/.exec(clause);
    if (bare && !colorsIn(bare[2]).length)
      return { kind: "rename", from: unquote(bare[1]), to: unquote(bare[2]) };
    // "在播放里加一个无损音质开关": a control added in the section named.
    // "在姓名上面加一个身份证号字段": a field placed by the one named.
    const near =
      /^(?:请|再|帮我)?(?:在|给)(.{1,12}?)(?:字段|输入框)?的?(上面|前面|之前|上方|下面|后面|之后|下方)(?:增加|添加|加上|新增|加)(?:一个|一条|一项|个)?(.+)$/.exec(
        clause,
      );
    const nearField = near && addChange(unquote(near[3]), lang);
    if (near && nearField?.kind === "field")
      return { ...nearField, place: /上|前/.test(near[2]) ? "before" : "after", ref: unquote(near[1]) };
    const placedAdd =
      /^(?:请|再|帮我)?(?:在|给)(?!页面)(.{1,12}?)(?:模块|区域|部分|栏目)?(?:里面|里|中|下面|下|上)?(?:增加|添加|加上|新增|加)(?:一个|一条|一项|个)?(.+)$/.exec(
        clause,
      );
    if (placedAdd) {
      const c = addChange(unquote(placedAdd[2]), lang);
      if (c.kind === "control") return { ...c, target: unquote(placedAdd[1]) };
      return c;
    }
    const add =
      /^(?:请|再|帮我|在页面上|给页面)?(?:增加|添加|加上|新增|补充|加)(?:一个|一条|一项|一栏|个|条|项|上)?(.+)$/.exec(
        clause,
      );
    if (add) return addChange(unquote(add[1]), lang);
    const remove =
      /^(?:请|再|帮我)?(?:把|将)?(?:删除|删掉|去掉|去除|移除|隐藏|不要)(?:掉)?(?:这个|那个|一个)?(.+)$/.exec(
        clause,
      ) ?? /^(?:请|帮我)?(?:把|将)(.+?)(?:删除|删掉|去掉|移除|隐藏)(?:掉)?$/.exec(clause);
    if (remove)
      return { kind: "remove", what: unquote(remove[1]).replace(/(?:模块|板块|部分|区域|字段|按钮)$/, "") };
    return null;
  }
  const title =
    new RegExp(
      `\\bre-?title\\s+(?:the\\s+)?(?:page|screen)?\\s*(?:to|as)?\\s*${Q_OPEN}(.+?)${Q_CLOSE}$`,
      "i",
    ).exec(clause) ??
    new RegExp(
      `\\b(?:change|set|rename|make|update)\\s+(?:the\\s+)?(?:page(?:'s)?\\s+|main\\s+|hero\\s+)?(?:title|heading|headline|page name)\\s+(?:to|as|into)\\s+${Q_OPEN}(.+?)${Q_CLOSE}$`,
      "i",
    ).exec(clause) ??
    new RegExp(
      `\\brename\\s+(?:the\\s+)?(?:page|screen)\\s+(?:to\\s+|as\\s+)?${Q_OPEN}(.+?)${Q_CLOSE}$`,
      "i",
    ).exec(clause) ??
    new RegExp(`\\b(?:title|call)\\s+(?:it|the page)\\s+${Q_OPEN}(.+?)${Q_CLOSE}$`, "i").exec(clause);
  if (title) return { kind: "title", to: unquote(title[1]) };
  const button =
    new RegExp(
      `\\b(?:change|set|rename|make|update|relabel)\\s+(?:the\\s+)?(.*?)\\s*(?:button|cta)(?:'s)?\\s*(?:text|label|copy|wording|caption)?\\s+(?:to|say|read|into|as)\\s+${Q_OPEN}(.+?)${Q_CLOSE}$`,
      "i",
    ).exec(clause) ??
    new RegExp(
      `\\b(?:change|set|update)\\s+(?:the\\s+)?(?:text|label|copy)\\s+(?:of|on)\\s+(?:the\\s+)?(.*?)\\s*button\\s+to\\s+${Q_OPEN}(.+?)${Q_CLOSE}$`,
      "i",
    ).exec(clause);
  if (button && !colorsIn(button[2]).length)
    return { kind: "button", which: button[1].trim(), to: unquote(button[2]) };
  const navRename = new RegExp(
    `\\b(?:rename|change)\\s+(?:the\\s+)?${Q_OPEN}(.+?)${Q_CLOSE}\\s+(?:in|on)\\s+the\\s+(?:nav(?:igation)?|menu|tab bar|top bar|header)(?:\\s+bar)?\\s+(?:to|as|into)\\s+${Q_OPEN}(.+?)${Q_CLOSE}$`,
    "i",
  ).exec(clause);
  if (navRename)
    return { kind: "rename", from: unquote(navRename[1]), to: unquote(navRename[2]), scope: "nav" };
  const rename =
    new RegExp(
      `\\brename\\s+(?:the\\s+)?${Q_OPEN}(.+?)${Q_CLOSE}\\s+(?:to|as|into)\\s+${Q_OPEN}(.+?)${Q_CLOSE}$`,
      "i",
    ).exec(clause) ??
    new RegExp(
      `\\b(?:change|relabel|update)\\s+(?:the\\s+)?${Q_OPEN}(.+?)${Q_CLOSE}\\s+(?:label|text|name|heading|title)?\\s*(?:to|into)\\s+${Q_OPEN}(.+?)${Q_CLOSE}$`,
      "i",
    ).exec(clause) ??
    new RegExp(`\\bcall\\s+(?:the\\s+)?${Q_OPEN}(.+?)${Q_CLOSE}\\s+${Q_OPEN}(.+?)${Q_CLOSE}$`, "i").exec(
      clause,
    );
  if (
    rename &&
    !colorsIn(rename[2]).length &&
    !CHART_EN.some(([re]) => re.test(rename[2]) && /chart|graph/i.test(rename[2]))
  )
    return {
      kind: "rename",
      from: unquote(rename[1])
        .replace(
          /\s+(?:plan|tier|package|section|tab|label|link|heading|field|column|menu item|item|card|title|text)$/i,
          "",
        )
        .replace(/^["“']|["”']$/g, ""),
      to: unquote(rename[2]).replace(/\s+(?:plan|tier|package)$/i, ""),
    };
  // The clause's own verb, at its start: "make the Add to cart buttons black" adds nothing.
  const add = new RegExp(`${LEAD_EN}(?:add|insert|include|put in|give it|put)\\s+(.+?)$`, "i").exec(clause);
  if (add) {
    const what = add[1]
      .replace(/\s+(?:to|on|in|into|at|above|below|next to|beside)\s+(?:the|this|each|every)\s+.*$/i, "")
      .replace(/^(?:an?|the|another|one more|a new|new|some|more)\s+/i, "")
      .trim();
    return addChange(unquote(what), lang);
  }
  const remove = /\b(?:remove|delete|drop|hide|get rid of|take out)\s+(?:the\s+)?(.+?)$/i.exec(clause);
  if (remove)
    return {
      kind: "remove",
      what: unquote(remove[1])
        .replace(/\s+(?:from|on)\s+(?:the|this)\s+.*$/i, "")
        .replace(
          /\s+(?:section|block|module|part|field|input|button|area|plan|tier|package|card|item|tab)$/i,
          "",
        ),
    };
  return null;
}

const CONTROL_ZH = /筛选|过滤|下拉|切换|开关|搜索|排序|导出/;
const CONTROL_EN = /\b(?:filter|dropdown|drop-down|select|toggle|switch|search|sort|export|download)\b/i;
const ELEMENT_EN =
  /\b(?:bar|box|field|menu|dropdown|toggle|switch|filter|search|sort|select|picker|tabs?|buttons?|links?)$/i;

/**
 * "Replace the search bar with a brand filter", "swap the sort menu for a price filter",
 * "把搜索框换成按分类筛选": one control out, another in.
 */
function swapControl(clause: string, lang: BriefLanguage): PageChange[] | null {
  const m =
    lang === "zh"
      ? /^(?:请|再|并|然后)?(?:把|将)(.+?)(?:换成|改成|替换成|替换为|改为|变成)(.+)$/.exec(clause)
      : new RegExp(
          `${LEAD_EN}(?:replace|swap|switch|change|turn)\\s+(?:the\\s+)?(.+?)\\s+(?:with|for|to|into)\\s+(?:an?\\s+|the\\s+)?(.+)$`,
          "i",
        ).exec(clause);
  if (!m) return null;
  const [out, into] = [unquote(m[1]), unquote(m[2])];
  const isControl = lang === "zh" ? CONTROL_ZH : CONTROL_EN;
  const isElement = lang === "zh" ? /框|栏|菜单|按钮|开关|切换|筛选|搜索|排序|下拉/ : ELEMENT_EN;
  if (!isControl.test(into) || !isElement.test(out) || /^(?:say|read|show|label)\b/i.test(into)) return null;
  const added = control(into, lang);
  if (!added) return null;
  return [{ kind: "remove", what: out }, added];
}

const PRONOUN = /^(?:它|它们|this|it|that|them|this one|that one)$/i;

/** What an earlier change in the message named, by the words it has now ("十次卡" once renamed). */
function subjectOf(c: PageChange): string {
  switch (c.kind) {
    case "rename":
    case "button":
    case "title":
      return c.to;
    case "field":
    case "tab":
    case "column":
      return c.label;
    case "control":
      return c.control === "button" ? c.label : "";
    case "section":
    case "move":
      return c.what;
    default:
      return "";
  }
}

/** "…改名为十次卡，并把它放到单次课上面", "rename X to Y and move it to the top": "it" is what was just named. */
function resolvePronoun(change: PageChange, before: PageChange[]): PageChange {
  const last = [...before].reverse().map(subjectOf).find(Boolean);
  if (!last) return change;
  if ((change.kind === "move" || change.kind === "remove") && PRONOUN.test(change.what))
    return { ...change, what: last };
  if (change.kind === "layout" && change.element === "any" && PRONOUN.test(change.which))
    return { ...change, which: last };
  return change;
}

/** The changes a follow-up names, each clause read on its own. */
export function readPageChanges(text: string, lang: BriefLanguage): PageChange[] {
  const changes: PageChange[] = [];
  // "Add a category filter and an export button": one verb, two things added.
  // "帮我加一个状态筛选和一个新建客户按钮": the same in Chinese, "和一个" between the things.
  const clauses = clausesOf(text, lang).flatMap((clause) => {
    const m =
      lang === "en"
        ? new RegExp(`(${LEAD_EN}(?:add|insert|include)\\s+)(.+)$`, "i").exec(clause)
        : /^((?:请|再|帮我|还要)?(?:增加|添加|加上|新增|加)(?:一个|一条|一项|个)?)(.+)$/.exec(clause);
    if (!m) return [clause];
    const things =
      lang === "en"
        ? m[2].split(/\s*(?:,\s*|\s+and\s+)(?=(?:an?|the|one more|another)\s)/i)
        : m[2].split(/(?:和|及|以及|、|还有)(?:一个|一条|一项|个)/);
    return things.length > 1 ? things.map((t) => `${m[1]}${t}`) : [clause];
  });
  let said = "";
  for (const clause of clauses) {
    const named = [...said.matchAll(/(?:把|将)?([^，,。；;\s把将]{1,8}?)按钮/g)].pop()?.[1];
    said += `${clause}，`;
    // One element's details first: "把搜索框的提示文字改成“搜索…”" swaps no control.
    const element = readElementChange(clause, lang);
    const swapped = element ? null : swapControl(clause, lang);
    if (swapped) {
      changes.push(...swapped);
      continue;
    }
    let change = chartChange(clause, lang) ??
      element ??
      structural(clause, lang, named && !/^(?:这个|该|主|所有|全部)$/.test(named) ? named : undefined) ??
      colorChange(clause, lang) ??
      themeChange(clause) ??
      namedControl(clause, lang) ?? { kind: "other" as const, text: clause };
    // "… change Confirm booking to Check availability and make it purple": "it" is the button just named.
    if (
      change.kind === "color" &&
      (change.target === "primary" || (change.target === "button" && !change.which)) &&
      (lang === "zh"
        ? // "…，颜色换成红色": a clause with no subject of its own goes on with the one before.
          /它|这个按钮|该按钮|这个|^(?:并|再|然后|也)?(?:(?:颜色|底色)(?:用|要|是|为|设成|设置为)|(?:颜色|底色)?(?:改成|换成|改为|变成|设为))/
        : /\b(?:it|that|this|that one|this one)\b/i
      ).test(clause)
    ) {
      // …or renamed ("change Confirm booking to Check availability"): its new words find it.
      const named = [...changes]
        .reverse()
        .find(
          (c) =>
            c.kind === "button" || c.kind === "rename" || (c.kind === "control" && c.control === "button"),
        );
      const which =
        named?.kind === "button" || named?.kind === "rename"
          ? named.to
          : named?.kind === "control"
            ? named.label
            : "";
      if (which) change = { ...change, target: "button", which };
    }
    changes.push(resolvePronoun(change, changes));
  }
  return changes;
}

const ASKS_NEW =
  /\b(?:new|another|different|separate|from scratch|start over|instead)\b|新的|重新|另(?:外|一)|再(?:做|设计|画)一/i;

/**
 * Whether a message in a chat that has a page names changes to that page ("让页面更有高级感，
 * 增加一个价格筛选") even without opening with an editing verb — and does not ask for a new one.
 */
export function namesPageChanges(text: string): boolean {
  if (ASKS_NEW.test(text)) return false;
  const lang: BriefLanguage = /[\u4e00-\u9fff]/.test(text) ? "zh" : "en";
  return readPageChanges(text, lang).some((c) => c.kind !== "other");
}
