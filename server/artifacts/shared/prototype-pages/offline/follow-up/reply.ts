/**
 * The reply to a follow-up on a page, in the user's language: each change made, each one not
 * made and why, and — when something was not made — what the Offline model is and that a
 * connected model can make it. Never a silent substitute.
 */
import type { Outcome } from "./apply-changes";
import type { ChartType, PageChange } from "./read-changes";

type Lang = "en" | "zh";
export type Result = { change: PageChange; outcome: Outcome };

const CHART_NAME: Record<ChartType, [string, string]> = {
  bar: ["bar chart", "柱状图"],
  line: ["line chart", "折线图"],
  pie: ["pie chart", "饼图"],
  area: ["area chart", "面积图"],
};

const q = (s: string, lang: Lang) => (lang === "zh" ? `「${s}」` : `“${s}”`);
/** "a" or "an" before an English word ("an “Opening hours” section", "an Active / Inactive toggle"). */
const norm = (s: string) => s.toLowerCase().replace(/[\s/]+/g, "/");
const a = (word: string) => (/^[“"']?[aeiou]/i.test(word) ? "an" : "a");

/** What a change did, as a line of the reply. */
export function madeLine(c: PageChange, lang: Lang): string {
  const zh = lang === "zh";
  switch (c.kind) {
    case "rename":
      if (c.scope === "nav")
        return zh
          ? `把导航里的${q(c.from, lang)}改名为${q(c.to, lang)}`
          : `Renamed ${q(c.from, lang)} to ${q(c.to, lang)} in the navigation`;
      return zh
        ? `把${q(c.from, lang)}改名为${q(c.to, lang)}`
        : `Renamed ${q(c.from, lang)} to ${q(c.to, lang)}`;
    case "title":
      return zh ? `页面标题改为${q(c.to, lang)}` : `Retitled the page ${q(c.to, lang)}`;
    case "button":
      return zh
        ? `把${c.which ? q(c.which, lang) : "主"}按钮的文字改为${q(c.to, lang)}`
        : `Changed the ${c.which ? `${c.which} ` : "main "}button's text to ${q(c.to, lang)}`;
    case "field": {
      const near = c.ref
        ? zh
          ? `（放在${q(c.ref, lang)}${c.place === "before" ? "前面" : "后面"}）`
          : ` (${c.place === "before" ? "above" : "below"} ${q(c.ref, lang)})`
        : "";
      return zh
        ? `在表单里增加了${q(c.label, lang)}字段${near}`
        : `Added ${a(c.label)} ${q(c.label, lang)} field to the form${near}`;
    }
    case "placeholder": {
      const field = c.field === "search" || !c.field ? null : c.field;
      return zh
        ? `把${field ? `${q(field, lang)}的` : "搜索框的"}提示文字改为${q(c.to, lang)}`
        : `Changed the ${field ? `${q(field, lang)} field's` : "search box's"} placeholder to ${q(c.to, lang)}`;
    }
    case "column":
      return zh
        ? `在表格里增加了${q(c.label, lang)}列（示例数据）`
        : `Added ${a(c.label)} ${q(c.label, lang)} column to the table (sample values)`;
    case "tab":
      return zh
        ? `在导航里增加了${q(c.label, lang)}，点开是新加的${q(c.label, lang)}模块`
        : `Added ${a(c.label)} ${q(c.label, lang)} tab to the navigation, opening a new ${q(c.label, lang)} section`;
    case "layout": {
      const what =
        c.element === "title"
          ? zh
            ? "页面标题"
            : "the page title"
          : c.element === "button"
            ? c.which
              ? zh
                ? `${q(c.which, lang)}按钮`
                : `the ${q(c.which, lang)} button`
              : zh
                ? "主按钮"
                : "the main button"
            : q(c.which, lang);
      const how = {
        full: ["full width", "改成了通栏（占满整行）"],
        center: ["centred", "居中了"],
        left: ["left-aligned", "改成了左对齐"],
        right: ["right-aligned", "改成了右对齐"],
      }[c.how];
      return zh ? `把${what}${how[1]}` : `Made ${what} ${how[0]}`;
    }
    case "price":
      return zh
        ? `把${c.from ? q(c.from, lang) : `${q(c.which, lang)}的价格`}改为${q(c.to, lang)}`
        : `Changed ${c.from ? q(c.from, lang) : `the price of ${q(c.which, lang)}`} to ${q(c.to, lang)}`;
    case "control":
      switch (c.control) {
        case "filter":
          if (c.dropdown)
            return zh
              ? `增加了${q(c.label, lang)}下拉框`
              : `Added ${a(c.label)} ${q(c.label, lang)} dropdown`;
          return zh
            ? `增加了${q(c.label, lang)}筛选下拉框`
            : `Added ${a(c.label)} ${q(c.label, lang)} filter dropdown`;
        case "toggle":
          if (!c.options.length)
            return zh
              ? `${c.target ? `在${q(c.target, lang)}中` : ""}增加了${q(c.label, lang)}开关`
              : `Added ${a(c.label)} ${q(c.label, lang)} switch${c.target ? ` to ${q(c.target, lang)}` : ""}`;
          return zh
            ? `增加了${q(c.options.join(" / "), lang)}切换`
            : `Added ${a(c.options[0] ?? "")} ${c.options.join(" / ")} toggle${
                // "(billing period)" says what it switches; "(active/inactive)" would only repeat it.
                norm(c.label) === norm(c.options.join("/")) ? "" : ` (${c.label.toLowerCase()})`
              }`;
        case "export":
          return zh ? "增加了「导出」按钮" : `Added an Export${c.label ? ` ${c.label}` : ""} button`;
        case "search":
          return zh ? "增加了搜索框" : "Added a search box";
        case "sort":
          return zh
            ? `增加了排序菜单${c.by ? `（按${q(c.by, lang)}）` : ""}`
            : `Added a sort menu${c.by ? ` (by ${q(c.by, lang)})` : ""}`;
        case "button":
          return zh ? `增加了${q(c.label, lang)}按钮` : `Added ${a(c.label)} ${q(c.label, lang)} button`;
      }
      break;
    case "section":
      return zh ? `增加了${q(c.what, lang)}模块` : `Added ${a(c.what)} ${q(c.what, lang)} section`;
    case "remove":
      return zh ? `删除了${q(c.what, lang)}` : `Removed ${q(c.what, lang)}`;
    case "move":
      if (!c.ref)
        return zh
          ? `把${q(c.what, lang)}移到了${c.place === "before" ? "最前面" : "最后面"}`
          : `Moved ${q(c.what, lang)} to the ${c.place === "before" ? "top" : "end"}`;
      return zh
        ? `把${q(c.what, lang)}移到了${q(c.ref, lang)}${c.place === "before" ? "前面" : "后面"}`
        : `Moved ${q(c.what, lang)} ${c.place === "before" ? "above" : "below"} ${q(c.ref, lang)}`;
    case "chart": {
      const [en, zhName] = CHART_NAME[c.to];
      return zh
        ? `把${c.which ? q(c.which, lang) : ""}图表改成了${zhName}`
        : `Redrew the ${c.which ? `${c.which} ` : ""}chart as ${a(en)} ${en}, from the same data`;
    }
    case "color": {
      const where = {
        button: ["the main button (only that one)", "主按钮（只改这一个）"],
        buttons: ["the buttons", "所有按钮"],
        primary: ["the brand colour", "主题色"],
        header: ["the header", "页头"],
        background: ["the background", "背景"],
        text: ["the text", "文字"],
      }[c.target];
      if (c.target === "buttons" && c.which)
        return zh
          ? `把${q(c.which, lang)}按钮改成了${c.name}`
          : `Made the ${q(c.which, lang)} buttons ${c.name}`;
      if (c.target === "button" && c.which)
        return zh
          ? `把${q(c.which, lang)}按钮（只改这一个）改成了${c.name}`
          : `Made the ${q(c.which, lang)} button (only that one) ${c.name}`;
      return zh ? `把${where[1]}改成了${c.name}` : `Made ${where[0]} ${c.name}`;
    }
    case "theme":
      return zh
        ? `切换为${c.dark ? "深色" : "浅色"}主题`
        : `Switched to a ${c.dark ? "dark" : "light"} theme`;
    case "other":
      return c.text;
  }
  return "";
}

/** A change as asked (not as done): "Add a … filter", "增加「…」筛选下拉框". */
function askedLine(c: PageChange, lang: Lang): string {
  const done = madeLine(c, lang);
  if (lang === "zh") return done.replace(/了/g, "");
  return done
    .replace(/^Added/, "Add")
    .replace(/^Redrew/, "Redraw")
    .replace(/^Renamed/, "Rename")
    .replace(/^Changed/, "Change")
    .replace(/^Retitled/, "Retitle")
    .replace(/^Made/, "Make")
    .replace(/^Removed/, "Remove")
    .replace(/^Moved/, "Move")
    .replace(/^Switched/, "Switch")
    .replace(/, from the same data$/, "");
}

/** Why a change was not made. */
function notMadeLine(r: Result, lang: Lang): string {
  const zh = lang === "zh";
  const c = r.change;
  if (c.kind === "other" || r.outcome.why === "unread")
    return zh
      ? `${q(c.kind === "other" ? c.text : askedLine(c, lang), lang)}——离线模型没能把它对应到页面上的某个改动`
      : `${q(c.kind === "other" ? c.text : askedLine(c, lang), lang)} — the Offline model could not map this to a change on the page`;
  const what =
    c.kind === "rename"
      ? c.from
      : c.kind === "remove" || c.kind === "move"
        ? c.what
        : c.kind === "button"
          ? c.which || (zh ? "按钮" : "button")
          : c.kind === "field"
            ? c.label
            : c.kind === "price" && (c.which || c.from)
              ? (c.which || c.from)!
              : c.kind === "color" && c.which
                ? zh
                  ? `${c.which}按钮`
                  : `${c.which} button`
                : askedLine(c, lang);
  if (r.outcome.why === "no_form")
    return zh
      ? `${q(what, lang)}——页面上没有表单可以加这个字段`
      : `${q(what, lang)} — there is no form on this page to add it to`;
  if (r.outcome.why === "ambiguous")
    return zh
      ? `${q(what, lang)}——这里有好几个价格，请说明改哪一个（比如“把¥249改成¥199”）`
      : `${q(what, lang)} — it shows several prices; say which one (for example “change $49 to $39”)`;
  if (r.outcome.why === "already")
    return zh
      ? `${q(askedLine(c, lang), lang)}——页面上已经是这样了，没有改动`
      : `${q(askedLine(c, lang), lang)} — it is already so on the page; nothing changed`;
  if (r.outcome.why === "no_chart")
    return zh
      ? `${q(askedLine(c, lang), lang)}——页面上没有可以改画的图表`
      : `${q(askedLine(c, lang), lang)} — there is no chart on this page to redraw`;
  return zh
    ? `${q(what, lang)}——页面上没有找到它`
    : `${q(what, lang)} — I found nothing by that name on the page`;
}

/** What a change made says beyond its line: a field put in a new form, the page having none. */
function noteOf(r: Result, lang: Lang): string {
  if (r.outcome.note !== "new_form") return "";
  return lang === "zh"
    ? "（页面上原来没有表单，所以放在页面末尾新加的表单里）"
    : " — the page had no form, so it is in a new one at the end of the page";
}

export function followUpReply(results: Result[], lang: Lang): string {
  const zh = lang === "zh";
  const made = results.filter((r) => r.outcome.made);
  const notMade = results.filter((r) => !r.outcome.made);
  const parts: string[] = [];
  if (made.length)
    parts.push(
      `${zh ? "已修改页面，其余部分保持不变：" : "I changed the page and kept everything else as it was:"}\n\n${made.map((r) => `- ${madeLine(r.change, lang)}${noteOf(r, lang)}`).join("\n")}`,
    );
  else parts.push(zh ? "这次没有改动页面，它和之前一样。" : "I did not change the page; it is as it was.");
  // What the Offline model can do is said when something asked was beyond it, not when the page
  // already was as asked.
  const beyond = notMade.some((r) => r.outcome.why !== "already");
  if (notMade.length)
    parts.push(
      `${zh ? "没有做的改动：" : "Not made:"}\n\n${notMade.map((r) => `- ${notMadeLine(r, lang)}`).join("\n")}${
        !beyond
          ? ""
          : zh
            ? "\n\n离线模型是按规则改页面的写作器，只认得改名、改标题、改按钮文字、加减字段或模块、加表格列或导航标签、改输入框提示文字、改价格、把元素调宽或居中、加筛选/切换/导出等控件、换图表类型和改颜色。换个说法告诉我，或在设置里连接一个模型来完成这些改动。"
            : "\n\nThe Offline model is a rule-based writer: it can rename, retitle, change a button's text, add or remove a field or section, add a table column or a tab, change a placeholder or a price, make an element full width or centred, add a filter, toggle, export, search or sort control, swap a chart type and recolour an element. Say it another way, or connect a model in Settings for changes like these."
      }`,
    );
  return parts.join("\n\n");
}
