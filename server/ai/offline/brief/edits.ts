/**
 * A follow-up in a chat that already has an artifact: does it edit that artifact (the default)
 * or ask for a new one, and what does it change — a colour, the theme, something added,
 * removed or renamed. Read in both languages from the words of editing, not of any domain.
 */
import type { BriefLanguage, Change, EditIntent } from "./types";
import { colorsIn, namedColor } from "./colors";

const NEW_EN =
  /\b(?:(?:a|an)\s+(?:new|different|separate|fresh)|another|start over|from scratch|brand[- ]new|instead of this one)\b\s*(?:\w+\s+){0,3}?(?:page|prototype|design|chart|diagram|flow ?chart|prd|document|one|version of|app|site|screen)?/i;
const NEW_ZH =
  /重新(?:做|设计|画|写|生成|来)|(?:做|画|写|设计|生成)(?:一个|一份|一张|一款)新的?|另(?:外)?(?:做|画|写|设计|生成)(?:一个|一份|一张)|新(?:建|做|画|写)(?:一个|一份|一张)|再(?:做|画|写|设计)(?:一个|一份|一张)(?!.*(?:页面|页|模块|步骤|需求))|换一个新的|全新的/;
// A full request for something ("Design a dashboard for …", "做一个登录页"): new when its subject is another.
const CREATE_EN =
  /^(?:please\s+|now\s+)?(?:design|create|build|draft|write|draw|generate|sketch|mock up|make|give me|i need|i want)\s+(?:me\s+|us\s+)?(?:a|an|another|one|some|\d+)\b/i;
const CREATE_ZH =
  /^(?:请|帮我|给我|再)?(?:做|设计|画|写|生成|创建|搭建|出)(?:一个|一份|一张|一款|一套|个|份|张|款)/;
const EDIT_EN =
  /^(?:please\s+|pls\s+|can you\s+|could you\s+|now\s+|also\s+|and\s+)*(?:make|change|set|use|turn|switch|add|insert|include|put|remove|delete|drop|hide|rename|replace|swap|move|increase|decrease|enlarge|shrink|update|fix|edit|modify|adjust|give|show|let|split|merge|reorder|shorten|expand|translate|tweak|bump|darken|lighten|center|align)\b/i;
const EDIT_ZH =
  /^(?:请|帮我|麻烦|再|能不能|可以)*(?:把|将|改|修改|调整|换|替换|增加|添加|加上|加|新增|补充|删除|删掉|去掉|去除|移除|隐藏|放大|缩小|更新|再加|再增加|再添加|改成|改为|换成|调大|调小|突出|合并|拆分)/;

const ROLE_EN: [Extract<Change, { kind: "add" }>["role"], RegExp][] = [
  ["page", /\b(?:page|screen|view)$/i],
  ["section", /\b(?:section|module|block|card|panel|widget|tab|area|banner|row|column|list|chart|table)$/i],
  ["step", /\b(?:step|stage|phase|task|node)$/i],
  ["participant", /\b(?:participant|service|system|actor|party|gateway|server|database|api)$/i],
  ["state", /\b(?:state|status)$/i],
  ["entity", /\b(?:entity|table|class|model)$/i],
  ["requirement", /\b(?:requirement|feature|user story|story|capability)$/i],
  ["field", /\b(?:field|input|dropdown|checkbox)$/i],
  ["action", /\b(?:button|link|cta)$/i],
];
const ROLE_ZH: [RegExp, Extract<Change, { kind: "add" }>["role"]][] = [
  [/(?:页面|页)$/, "page"],
  [/(?:模块|板块|区域|区块|卡片|栏目|列表|图表|表格|横幅|部分)$/, "section"],
  [/(?:步骤|环节|节点|阶段|任务)$/, "step"],
  [/(?:参与方|服务|系统|平台|角色)$/, "participant"],
  [/状态$/, "state"],
  [/(?:实体|表|类)$/, "entity"],
  [/(?:功能需求|需求|功能|用户故事)$/, "requirement"],
  [/(?:字段|输入框|下拉框)$/, "field"],
  [/(?:按钮|链接)$/, "action"],
];

const TARGET_EN: [Extract<Change, { kind: "color" }>["target"], RegExp][] = [
  ["header", /\b(?:header|top ?bar|nav(?:igation)?(?: bar)?|navbar|menu bar|app bar|title bar)\b/i],
  ["background", /\b(?:background|page colou?r|canvas)\b/i],
  ["text", /\b(?:text|font|headings?|titles?)\b/i],
  [
    "primary",
    /\b(?:buttons?|primary|cta|call to action|accent|brand colou?r|main colou?r|theme colou?r|links?)\b/i,
  ],
];
const TARGET_ZH: [Extract<Change, { kind: "color" }>["target"], RegExp][] = [
  ["header", /头部|顶部|顶栏|导航栏|导航|标题栏|页眉/],
  ["background", /背景/],
  ["text", /文字|字体|标题/],
  ["primary", /按钮|主色|主题色|品牌色|强调色|链接/],
];

type AddRole = Extract<Change, { kind: "add" }>["role"];

// Participants keep their noun ("payment service", "短信服务"): it is part of the name.
const KEEPS_NOUN = new Set<AddRole>(["participant"]);

function roleOfEn(what: string): { what: string; role: AddRole } {
  const words = what.trim();
  const named = /^(\w+)\s+(?:for|about|on|called|named|titled|with)\s+(.+)$/i.exec(words);
  if (named) {
    const hit = ROLE_EN.find(([, re]) => re.test(named[1]));
    if (hit) return { what: named[2].trim(), role: hit[0] };
  }
  for (const [role, re] of ROLE_EN)
    if (re.test(words))
      return { what: KEEPS_NOUN.has(role) ? words : words.replace(re, "").trim() || words, role };
  return { what: words, role: "item" };
}

function roleOfZh(what: string): { what: string; role: AddRole } {
  for (const [re, role] of ROLE_ZH)
    if (re.test(what))
      return {
        what: KEEPS_NOUN.has(role) ? what : what.replace(re, "").replace(/的$/, "").trim() || what,
        role,
      };
  return { what, role: "item" };
}

function colorChange(text: string, lang: BriefLanguage): Change | null {
  const color = colorsIn(text)[0];
  if (!color) return null;
  const targets = lang === "zh" ? TARGET_ZH : TARGET_EN;
  const target = targets.find(([, re]) => re.test(text))?.[0] ?? "primary";
  // "make the header dark blue" is a colour; "dark mode" is a theme.
  return { kind: "color", target, color: color.hex, name: color.name };
}

function themeChange(text: string): Change | null {
  if (
    /\bdark (?:mode|theme)\b|\b(?:go|make it|switch to|use) dark\b|深色|暗色|夜间|暗黑|黑色主题/i.test(
      text,
    ) &&
    !namedColor(text.replace(/dark (?:mode|theme)|深色主题|深色模式|暗色/gi, ""))
  )
    return { kind: "theme", dark: true };
  if (/\blight (?:mode|theme)\b|浅色(?:主题|模式)|亮色(?:主题|模式)/i.test(text))
    return { kind: "theme", dark: false };
  return null;
}

function structuralChanges(text: string, lang: BriefLanguage): Change[] {
  const changes: Change[] = [];
  if (lang === "zh") {
    const rename = /(?:把|将)(.+?)(?:改名为|改名成|重命名为|改成|改为|换成)[「“"]?([^」”"，。]+)[」”"]?/.exec(
      text,
    );
    if (rename && !colorsIn(rename[2]).length && !/深色|浅色|暗色/.test(rename[2])) {
      const from = rename[1].replace(/^(?:的)/, "");
      changes.push(
        /^(?:页面)?(?:大?标题|主标题|标语|按钮文字|按钮文案)$/.test(from)
          ? { kind: "text", target: from, to: rename[2] }
          : { kind: "rename", from, to: rename[2] },
      );
    }
    const add =
      /(?:增加|添加|加上|新增|补充|再加|再增加|再添加|加)(?:一个|一条|一项|一页|一张|个|条|项)?(.+?)(?:[，,。]|$)/.exec(
        text,
      );
    if (add && !rename) {
      const { what, role } = roleOfZh(add[1].trim());
      const after = /(?:在|放在)(.+?)(?:之后|后面|后)/.exec(text)?.[1];
      changes.push({ kind: "add", what, role, ...(after ? { after } : {}) });
      // "加上短信服务，服务器调用短信服务发送验证码": the clauses after it say how it takes part.
      for (const clause of text
        .split(/[，,；;。]/)
        .slice(1)
        .map((c) => c.trim())
        .filter((c) => c.length >= 4))
        changes.push({ kind: "add", what: clause, role: "step" });
    }
    const remove = /(?:删除|删掉|去掉|去除|移除|隐藏|不要)(?:掉)?(.+?)(?:[，,。]|$)/.exec(text);
    if (remove) changes.push({ kind: "remove", what: remove[1].replace(/^(?:这个|那个|一个)/, "").trim() });
    return changes;
  }
  const rename =
    /\brename\s+(?:the\s+)?["“]?(.+?)["”]?\s+(?:to|as)\s+["“]?(.+?)["”]?$/i.exec(text) ??
    /\bchange\s+(?:the\s+)?(.+?)\s+(?:text\s+)?to\s+["“](.+?)["”]/i.exec(text);
  if (rename) {
    const to = rename[2].replace(/[.!]$/, "");
    changes.push(
      /^(?:page\s+)?(?:title|headline|heading|hero title|tagline|button text|button label)$/i.test(rename[1])
        ? { kind: "text", target: rename[1], to }
        : { kind: "rename", from: rename[1], to },
    );
  }
  const add = /\b(?:add|insert|include|put in|give it)\s+(.+?)[.!]?$/i.exec(text);
  if (add && !rename) {
    let rest = add[1].replace(
      /\s+(?:to|on|in|into)\s+(?:the|this|each|every)\s+(?:page|screen|flow|chart|diagram|document|prd|set|prototype|app)$/i,
      "",
    );
    const place = /\s+(after|before|below|above|under|next to)\s+(?:the\s+)?(.+?)$/i.exec(rest);
    if (place) rest = rest.slice(0, place.index);
    rest = rest
      .replace(/^(?:an?|the|another|one more|a new|new|some|more)\s+/i, "")
      .replace(/^(?:new|more)\s+/i, "");
    const { what, role } = roleOfEn(rest);
    const after =
      place && /after|below|under|next to/i.test(place[1])
        ? place[2].replace(/\s+(?:step|stage|node|section|page)$/i, "").trim()
        : undefined;
    changes.push({ kind: "add", what, role, ...(after ? { after } : {}) });
  }
  const remove = /\b(?:remove|delete|drop|hide|get rid of|take out)\s+(?:the\s+)?(.+?)[.!]?$/i.exec(text);
  if (remove) changes.push({ kind: "remove", what: remove[1] });
  return changes;
}

/** The edit a follow-up asks for, given that the chat has an artifact (null when it does not). */
export function readEdit(
  text: string,
  lang: BriefLanguage,
  hasArtifact: boolean,
  asksForNewSubject: boolean,
): EditIntent | null {
  if (!hasArtifact) return null;
  const t = text.trim();
  const wantsNew =
    (lang === "zh" ? NEW_ZH : NEW_EN).test(t) &&
    !(lang === "zh" ? /^(?:再|请)?(?:加|增加|添加)/ : /^(?:please\s+)?(?:add|insert|include)\b/i).test(t);
  const creating = (lang === "zh" ? CREATE_ZH : CREATE_EN).test(t);
  const editing = !creating && (lang === "zh" ? EDIT_ZH : EDIT_EN).test(t);
  if (wantsNew || (asksForNewSubject && !editing)) return { mode: "new", changes: [] };
  // "swap the hero image for a video and make the main button orange": each clause is a change of
  // its own, and one that cannot be read is kept as it was said (the reply says it was not made).
  const clauses = t
    .split(
      lang === "zh"
        ? /[；;。]|[，,](?:然后|并且|同时|另外|再)?(?=(?:把|将|增加|添加|加上|新增|删除|删掉|去掉|移除|隐藏))/
        : /\s*(?:;|\.\s+|,?\s+and (?:then |also )?(?=(?:please\s+)?(?:make|change|set|use|turn|switch|add|insert|include|put|remove|delete|drop|hide|rename|replace|swap|move)\b))\s*/i,
    )
    .map((c) => c.trim())
    .filter((c) => c.length > 1);
  const changes: Change[] = [];
  for (const clause of clauses.length > 1 ? clauses : [t]) {
    const color = colorChange(clause, lang);
    const theme = color ? null : themeChange(clause);
    if (color) changes.push(color);
    if (theme) changes.push(theme);
    const structural = !color && !theme ? structuralChanges(clause, lang) : [];
    changes.push(...structural);
    if (!color && !theme && !structural.length && clauses.length > 1)
      changes.push({ kind: "other", text: clause });
  }
  if (!changes.length) changes.push({ kind: "other", text: t });
  return { mode: "edit", changes };
}
