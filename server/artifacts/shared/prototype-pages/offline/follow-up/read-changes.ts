/**
 * A follow-up on a page read as the changes it names, clause by clause, in English or Chinese:
 * rename a thing, retitle the page, change a button's text, add a form field or a control (a
 * filter dropdown, a toggle, an export button, search, sort), add or remove a section, swap a
 * chart's type, recolour one element, switch the theme. A clause that names none of these is kept
 * as said (`other`), so the reply can say it was not made.
 */
import { colorsIn } from "../../../../../ai/offline/brief/colors";
import type { BriefLanguage } from "../../../../../ai/offline/brief";

export type ChartType = "bar" | "line" | "pie" | "area";
export type ControlKind = "filter" | "toggle" | "export" | "search" | "sort" | "button";

export type PageChange =
  | {
      kind: "color";
      target: "button" | "buttons" | "primary" | "header" | "background" | "text";
      hex: string;
      name: string;
    }
  | { kind: "theme"; dark: boolean }
  | { kind: "title"; to: string }
  | { kind: "button"; which: string; to: string }
  | { kind: "rename"; from: string; to: string }
  | { kind: "field"; label: string }
  | {
      kind: "control";
      control: ControlKind;
      label: string;
      options: string[];
      /** The section it goes in, when the follow-up names one ("… toggle to Appearance"). */
      target?: string;
    }
  | { kind: "section"; what: string }
  | { kind: "remove"; what: string }
  | { kind: "chart"; to: ChartType; which: string }
  | { kind: "other"; text: string };

const Q_OPEN = `["“「『']?`;
const Q_CLOSE = `["”」』']?`;
const unquote = (s: string) =>
  s
    .trim()
    .replace(/^["“「『']+|["”」』']+$/g, "")
    .replace(/[.!。！]+$/, "")
    .trim();

const VERB_EN =
  "make|change|set|use|turn|switch|add|insert|include|put|remove|delete|drop|hide|rename|retitle|replace|swap|move|call|title|show|give|convert|recolou?r|paint";

/** The clauses of a follow-up, one change each. */
export function clausesOf(text: string, lang: BriefLanguage): string[] {
  const split =
    lang === "zh"
      ? text.split(
          /[；;。！!\n]|[，,、]\s*(?:然后|并且|并|同时|另外|再|还要|以及)?\s*(?=(?:请|再)?(?:把|将|增加|添加|加上|新增|删除|删掉|去掉|移除|隐藏|加(?=一|个|上)))|(?:然后|并且|同时|另外|还要)(?=(?:请|再)?(?:把|将|增加|添加|加上|新增|删除|删掉|去掉|移除|隐藏|加(?=一|个|上)))/,
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
    const which =
      /(?:把|将)?(.+?)(?:的)?(?:图表|图|趋势图|折线图|柱状图|饼图)?(?:改成|改为|换成|变成)/.exec(
        clause,
      )?.[1] ?? "";
    return { kind: "chart", to, which: which.replace(/图表$|图$/, "") };
  }
  if (!/\b(?:chart|graph|bars|pie)\b/i.test(clause)) return null;
  if (!/\b(?:make|turn|change|switch|swap|convert|show|use|replace|display)\b/i.test(clause)) return null;
  // The type asked is the one after "to/into/as/a": "change the line chart to a pie chart" → pie.
  const tail = /\b(?:to|into|as|with|for)\b(?!.*\b(?:to|into|as)\b)(.*)$/i.exec(clause)?.[1] ?? clause;
  const to = CHART_EN.find(([re]) => re.test(tail))?.[1] ?? CHART_EN.find(([re]) => re.test(clause))?.[1];
  if (!to) return null;
  const which =
    /\b(?:the|that|this)\s+(.+?)\s+(?:chart|graph)\b/i
      .exec(clause)?.[1]
      ?.replace(/\b(?:bar|column|pie|donut|doughnut|area|line)\b/gi, "")
      .trim() ?? "";
  return { kind: "chart", to, which };
}

const BUTTON_PLURAL_EN = /\b(?:all (?:the )?buttons|buttons|every button|all ctas)\b/i;
const BUTTON_ONE_EN =
  /\b(?:main|primary|cta|call to action|submit|sign-?up|signup|the)\s*(?:button|cta)\b|\bbutton\b/i;

function colorChange(clause: string, lang: BriefLanguage): PageChange | null {
  const color = colorsIn(clause)[0];
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
    if (/按钮/.test(clause)) return { ...base, target: "button" };
    if (/文字|字体|标题/.test(clause)) return { ...base, target: "text" };
    return { ...base, target: "primary" };
  }
  if (/\b(?:header|top ?bar|nav(?:igation)?(?: bar)?|navbar|menu bar|app bar|title bar)\b/i.test(clause))
    return { ...base, target: "header" };
  if (/\b(?:background|page colou?r|canvas)\b/i.test(clause)) return { ...base, target: "background" };
  if (BUTTON_PLURAL_EN.test(clause)) return { ...base, target: "buttons" };
  if (BUTTON_ONE_EN.test(clause)) return { ...base, target: "button" };
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
  if (zh ? /排序/.test(what) : /\bsort\b/i.test(what))
    return { kind: "control", control: "sort", label: "", options: [] };
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
    return {
      kind: "control",
      control: "filter",
      label: label.charAt(0).toUpperCase() + label.slice(1),
      options,
    };
  }
  return null;
}

function addChange(what: string, lang: BriefLanguage): PageChange {
  const c = control(what, lang);
  if (c) return c;
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
  const button = /^(.+?)\s+(?:button|cta|link)$/i.exec(what);
  if (button) return { kind: "control", control: "button", label: unquote(button[1]), options: [] };
  return { kind: "section", what };
}

function structural(clause: string, lang: BriefLanguage): PageChange | null {
  if (lang === "zh") {
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
      return { kind: "button", which: button[1].replace(/^(?:把|将)|的$/g, ""), to: unquote(button[2]) };
    const rename =
      /(?:把|将)(.+?)(?:改名为|改名成|重命名为|更名为|改成|改为|换成)[“"「『]?(.+?)[”"」』]?$/.exec(clause);
    if (rename && !colorsIn(rename[2]).length)
      return {
        kind: "rename",
        from: unquote(rename[1])
          .replace(/(?:套餐|方案|模块|板块|标签|字段|栏目|这个|的名字|的名称|名称)$/g, "")
          .replace(/^[“"「『]|[”"」』]$/g, ""),
        to: unquote(rename[2]).replace(/(?:套餐|方案)$/, ""),
      };
    // "在播放里加一个无损音质开关": a control added in the section named.
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
  const add = /\b(?:add|insert|include|put in|give it|put)\s+(.+?)$/i.exec(clause);
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
        .replace(/\s+(?:section|block|module|part|field|input|button|area)$/i, ""),
    };
  return null;
}

/** The changes a follow-up names, each clause read on its own. */
export function readPageChanges(text: string, lang: BriefLanguage): PageChange[] {
  const changes: PageChange[] = [];
  // "Add a category filter and an export button": one verb, two things added.
  const clauses = clausesOf(text, lang).flatMap((clause) => {
    const m = lang === "en" ? /^(.*?\b(?:add|insert|include)\s+)(.+)$/i.exec(clause) : null;
    if (!m) return [clause];
    const things = m[2].split(/\s*(?:,\s*|\s+and\s+)(?=(?:an?|the|one more|another)\s)/i);
    return things.length > 1 ? things.map((t) => `${m[1]}${t}`) : [clause];
  });
  for (const clause of clauses) {
    const change = chartChange(clause, lang) ??
      structural(clause, lang) ??
      colorChange(clause, lang) ??
      themeChange(clause) ?? { kind: "other" as const, text: clause };
    // "Rename the button to orange" is a colour, "make the header blue" too: a colour clause with no other verb.
    changes.push(change);
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
