/**
 * A follow-up on a lite app: what the ask changes in the app's spec ("add a priority field",
 * "rename the Doing column to In progress", "make breaks 15 minutes", "add a dark mode toggle",
 * "加一个截止日期字段", and through edit-view.ts "add a category filter", "show the weekly total").
 * Each change says what it did, in the user's language, for the reply. What the Offline model
 * cannot make (a chart, reminders…) is said with what the app does instead; an ask none of these
 * readers maps is kept as a visible note in the app, and the reply says so and points to a model.
 */
import { LITE_APP_STYLES, type LiteAppStyle } from "@/lib/contracts/lite-app";
import { hasChinese } from "@/server/ai/offline/language/text-utils";
import type { OfflineLocale } from "@/server/ai/offline/types";
import { applyViewEdit } from "./edit-view";
import { beyondFeatures, sayUnmet } from "./infer/beyond";
import { calculatorFor } from "./infer/calculators";
import { asksForControl } from "./infer/controls";
import { fieldOf } from "./infer/fields";
import { splitList } from "./infer/lists";
import { minutesIn } from "./infer/routine";
import { statsAsked, STAT_LABELS } from "./infer/stats";
import { syncCategories, type AppSpec } from "./spec";

export type EditResult = { spec: AppSpec; done: string[]; mapped: boolean };

const STYLE_WORDS: [LiteAppStyle, RegExp][] = [
  ["playful", /playful|fun|colou?rful|可爱|活泼|俏皮/i],
  ["corporate", /corporate|business|professional|商务|企业|正式/i],
  ["warm", /warm|cozy|暖色|温暖/i],
  ["clean", /clean|minimal|简洁|干净/i],
];

function say(lang: OfflineLocale, en: string, zh: string): string {
  return lang === "zh" ? zh : en;
}

function strip(text: string): string {
  return text
    .replace(/^["'“‘「]+|["'”’」.。!！?？]+$/g, "")
    .replace(/^(?:the|a|an)\s+/i, "")
    .trim();
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Applies one ask; several asks joined by "and then" / "；" are applied in turn. */
export function applyEdit(spec: AppSpec, ask: string): EditResult {
  // The reply speaks the ask's language; what it adds to the app speaks the app's.
  const voice: OfflineLocale = hasChinese(ask) ? "zh" : /[A-Za-z]{3,}/.test(ask) ? "en" : spec.lang;
  const parts = ask.split(/\s*(?:;|；|\n|\band then\b|\balso\b|然后|另外|并且)\s*/i).filter((p) => p.trim());
  let current: AppSpec = structuredClone(spec);
  const done: string[] = [];
  let mapped = false;
  for (const part of parts.length ? parts : [ask]) {
    const result = applyOne(current, part.trim(), voice);
    current = result.spec;
    done.push(...result.done);
    mapped ||= result.mapped;
  }
  // What the app cannot have offline is said, with what it has instead, whatever else was done.
  for (const unmet of beyondFeatures(ask)) {
    if (
      unmet.stat === "byCategory" &&
      current.stats.length &&
      !current.stats.some((s) => s.kind === "byCategory")
    ) {
      const by = current.fields.find((f) => f.type === "select");
      if (by) {
        current.stats.push({
          kind: "byCategory",
          label: STAT_LABELS.byCategory[current.lang],
          field: current.stats[0]!.field,
          by: by.key,
        });
        mapped = true;
      }
    }
    const instead = current.stats.some((s) => s.kind === "byCategory")
      ? unmet.instead[voice]
      : say(voice, "the app keeps the records and their totals as figures", "应用保留记录，并用数字展示合计");
    done.push(sayUnmet(voice, unmet.name, unmet.stat ? instead : unmet.instead[voice]));
    mapped = true;
  }
  if (!mapped) {
    current.notes = [...current.notes, ask.trim().slice(0, 200)];
    done.push(
      say(
        voice,
        `I couldn't turn “${ask.trim()}” into a change the Offline model knows how to make (it adds or renames fields, columns, categories and habits, adds a search, filter, sort or toggle, shows totals, averages, streaks and the like, and changes timer lengths and the style). Instead I kept your ask as a note at the bottom of the app. Connect an AI model to make this change.`,
        `离线模式下我没法把“${ask.trim()}”对应成我会做的修改（我会添加或改名字段、列、分类和习惯，加搜索、筛选、排序或开关，显示合计、平均值、连续天数等，改计时长度和风格），所以改为把它作为备注加在了应用底部。接入 AI 模型后可以做出这个修改。`,
      ),
    );
  }
  return { spec: syncCategories(current), done, mapped };
}

function applyOne(input: AppSpec, ask: string, voice: OfflineLocale): EditResult {
  const spec = structuredClone(input);
  const lang = spec.lang;
  const done: string[] = [];
  const ok = (line: string) => {
    done.push(line);
    return { spec, done, mapped: true };
  };

  // Dark mode toggle.
  if (
    /dark mode|dark theme|night mode|theme toggle|深色|暗色|夜间|暗黑/i.test(ask) &&
    !/remove|delete|去掉|删除/i.test(ask)
  ) {
    spec.darkToggle = true;
    return ok(say(voice, "Added a dark mode toggle in the header.", "在顶部加了深色模式切换按钮。"));
  }

  // Pomodoro minutes.
  if (
    spec.kind === "pomodoro" &&
    /\d/.test(ask) &&
    /work|focus|break|rest|工作|专注|休息|min|分钟|\//i.test(ask)
  ) {
    const { work, rest } = minutesIn(ask);
    const onlyNumber = Number(/(\d{1,3})/.exec(ask)?.[1]);
    const breakAsk = /break|rest|休息/i.test(ask);
    const workAsk = /work|focus|工作|专注/i.test(ask);
    const w = work ?? (workAsk && !breakAsk ? onlyNumber : undefined);
    const r = rest ?? (breakAsk && !workAsk ? onlyNumber : undefined);
    if (w || r) {
      if (w) spec.workMinutes = w;
      if (r) spec.breakMinutes = r;
      return ok(
        say(
          voice,
          `The timer now runs ${spec.workMinutes}-minute work sessions and ${spec.breakMinutes}-minute breaks.`,
          `计时器现在是工作${spec.workMinutes}分钟、休息${spec.breakMinutes}分钟。`,
        ),
      );
    }
  }

  // Rename: "rename the Doing column to In progress", "把进行中改名为处理中", "call the app X".
  const renameApp =
    /(?:change|set|rename|make)\s+(?:the\s+)?(?:app(?:'s)?\s+)?(?:title|name)\s+(?:to|as|into)\s+["“]?(.+?)["”]?$/i.exec(
      ask,
    ) ??
    /(?:rename|call)\s+(?:the\s+)?(?:app|page)\s+(?:to\s+|as\s+)?["“]?(.+?)["”]?$/i.exec(ask) ??
    /(?:标题|应用名称?|名字)(?:改为|改成|换成)[“"]?(.+?)[”"]?$/.exec(ask);
  if (renameApp) {
    spec.title = strip(renameApp[1]!);
    return ok(say(voice, `Renamed the app to “${spec.title}”.`, `把应用名称改为“${spec.title}”。`));
  }
  const rename =
    /rename\s+(?:the\s+)?["“]?(.+?)["”]?(?:\s+(?:column|field|habit|category|lane))?\s+(?:to|as|into)\s+["“]?(.+?)["”]?$/i.exec(
      ask,
    ) ??
    /(?:change|call)\s+(?:the\s+)?["“]?(.+?)["”]?(?:\s+(?:column|field|habit|category))?\s+to\s+["“]?(.+?)["”]?$/i.exec(
      ask,
    ) ??
    /把[“"]?(.+?)[”"]?(?:这一?列|列|字段|习惯|分类)?(?:改名为|重命名为|改名成|改成|改为|换成)[“"]?(.+?)[”"]?$/.exec(
      ask,
    );
  if (rename) {
    const from = strip(rename[1]!);
    const to = strip(rename[2]!);
    const swap = (list: string[]) => list.map((item) => (sameName(item, from) ? to : item));
    const before = JSON.stringify([spec.columns, spec.categories, spec.habits, spec.fields]);
    spec.columns = swap(spec.columns);
    spec.categories = swap(spec.categories);
    spec.habits = swap(spec.habits);
    spec.fields = spec.fields.map((f) => (sameName(f.label, from) ? { ...f, label: to } : f));
    if (JSON.stringify([spec.columns, spec.categories, spec.habits, spec.fields]) !== before)
      return ok(say(voice, `Renamed “${from}” to “${to}”.`, `把“${from}”改名为“${to}”。`));
  }

  // Remove: "remove the Shipped column", "删除团队字段".
  const remove =
    /(?:remove|delete|drop|get rid of)\s+(?:the\s+)?["“]?(.+?)["”]?(?:\s+(?:column|field|habit|category|lane))?$/i.exec(
      ask,
    ) ?? /(?:删除|删掉|去掉|移除)[“"]?(.+?)[”"]?(?:这一?列|列|字段|习惯|分类)?$/.exec(ask);
  if (remove) {
    const what = strip(remove[1]!);
    const before = JSON.stringify([spec.columns, spec.categories, spec.habits, spec.fields]);
    const keep = (list: string[]) => list.filter((item) => !sameName(item, what));
    if (spec.columns.length > 1) spec.columns = keep(spec.columns);
    spec.categories = keep(spec.categories);
    spec.habits = keep(spec.habits);
    if (spec.fields.length > 1) spec.fields = spec.fields.filter((f) => !sameName(f.label, what));
    if (JSON.stringify([spec.columns, spec.categories, spec.habits, spec.fields]) !== before)
      return ok(say(voice, `Removed “${what}”.`, `删除了“${what}”。`));
  }

  // A control or a computed value: "add a category filter", "sort by date", "show the weekly total".
  const view = applyViewEdit(spec, ask, voice);
  if (view.mapped) return { spec: view.spec, done: view.done, mapped: true };
  // Asked for a control or a value the app's kind cannot show: not a field called "filter".
  if (asksForControl(ask) || statsAsked(ask).length || beyondFeatures(ask).length)
    return { spec, done, mapped: false };

  // A calculator takes a tip, more people…: worked out again from its title and the ask.
  if (spec.kind === "calculator") {
    const calc = calculatorFor(`${spec.title} ${ask}`, lang);
    if (calc && JSON.stringify(calc.outputs) !== JSON.stringify(spec.outputs)) {
      spec.fields = calc.fields;
      spec.outputs = calc.outputs;
      return ok(
        say(
          voice,
          `The calculator now takes ${calc.fields.map((f) => f.label).join(", ")} and works out ${calc.outputs.map((o) => o.label).join(", ")}.`,
          `计算器现在输入${calc.fields.map((f) => f.label).join("、")}，算出${calc.outputs.map((o) => o.label).join("、")}。`,
        ),
      );
    }
  }

  // Add: "add a priority field", "add a Review column", "add meditation to the habits", "加一个截止日期字段".
  const add =
    /(?:add|include|create)\s+(?:(?:a|an|new|another|one|more)\s+)*(field|column|lane|stage|habit|categor(?:y|ies))s?\s*(?:called|named|for|:)\s*["“]?(.+?)["”]?$/i.exec(
      ask,
    ) ??
    /(?:add|include)\s+(?:(?:new|more)\s+)?(fields|columns|lanes|habits|categories)\s+["“]?(.+?)["”]?$/i.exec(
      ask,
    ) ??
    /(?:加|添加|增加|新增)(?:一个|一列|一项|个|一栏|一|几个)?(字段|列|栏|习惯|分类|类别)[:：]\s*(.+)$/.exec(
      ask,
    ) ??
    /(?:add|include|put in|i need|we need)\s+(?:a|an|the|one|another|new)?\s*(?:new\s+)?["“]?(.+?)["”]?\s+(field|column|lane|stage|habit|category|input)s?\b/i.exec(
      ask,
    ) ??
    /(?:加|添加|增加|新增)(?:一个|一列|一项|个|一栏)?[“"]?(.+?)[”"]?(字段|列|栏|习惯|分类|类别|输入框)/.exec(
      ask,
    ) ??
    /(?:add|加|添加|增加|新增)\s*(?:a|an|一个|一项)?\s*["“]?(.+?)["”]?$/i.exec(ask);
  if (add) {
    // The second pattern puts the role first.
    const roleFirst =
      /^(?:fields?|columns?|lanes?|stages?|habits?|categor(?:y|ies)|字段|列|栏|习惯|分类|类别)$/i.test(
        add[1]!,
      );
    // "add meditation to my habits", "add a Review column between Doing and Shipped": the name, then where.
    const written = strip(roleFirst ? add[2]! : add[1]!);
    const where = /\s+(?:(after|before)\s+["“]?(.+?)["”]?|between\s+["“]?(.+?)["”]?\s+and\s+.+)$/i.exec(ask);
    const names = splitList(
      written
        .replace(where?.[0] ?? "", "")
        .replace(/\s+(?:to|in|into|on)(?:\s+(?:the|my|our|this))?(?:\s+(?:list|app|board))?$/i, ""),
    );
    const role = (roleFirst ? add[1] : add[2]) ?? "";
    const columnAsk = /column|lane|stage|列|栏/i.test(role);
    const added: string[] = [];
    // A stray word is not a name: "add a" / "add the" name nothing.
    for (const name of names.filter(
      (n) => /[\u4e00-\u9fff]/.test(n) || /^[\p{L}\d][\p{L}\d' ()%-]{1,39}$/u.test(n),
    )) {
      if (/^(?:a|an|the|it|one|some|new|more|another|this|that)$/i.test(name)) continue;
      if (spec.kind === "kanban" && columnAsk && !/field|字段/i.test(role)) {
        if (!spec.columns.some((c) => sameName(c, name))) {
          const anchor = where
            ? where[1]?.toLowerCase() === "before"
              ? { name: where[2]!, offset: 0 }
              : { name: where[2] ?? where[3]!, offset: 1 }
            : null;
          const at = anchor ? spec.columns.findIndex((c) => sameName(c, anchor.name)) : -1;
          if (at >= 0) spec.columns.splice(at + anchor!.offset, 0, name);
          else spec.columns.push(name);
        }
      } else if (spec.kind === "habit" && !/field|字段/i.test(role)) {
        if (!spec.habits.some((h) => sameName(h, name))) spec.habits.push(name);
      } else if (spec.kind === "expense" && /categor|分类|类别/i.test(role)) {
        if (!spec.categories.some((c) => sameName(c, name))) spec.categories.push(name);
      } else if (spec.kind === "quiz" || spec.kind === "pomodoro" || spec.kind === "calculator") {
        continue;
      } else if (!spec.fields.some((f) => sameName(f.label, name))) {
        spec.fields.push(
          fieldOf(
            name,
            spec.fields.map((f) => f.key),
            lang,
          ),
        );
      }
      added.push(name);
    }
    if (added.length)
      return ok(
        say(
          voice,
          `Added ${added.map((a) => `“${a}”`).join(", ")}.`,
          `添加了${added.map((a) => `“${a}”`).join("、")}。`,
        ),
      );
  }

  // Style: "make it playful", "换成暖色风格".
  for (const [style, words] of STYLE_WORDS) {
    if (words.test(ask) && (LITE_APP_STYLES as readonly string[]).includes(style) && style !== spec.style) {
      spec.style = style;
      return ok(say(voice, `Switched the look to the “${style}” style.`, `把外观换成了“${style}”风格。`));
    }
  }
  return { spec, done, mapped: false };
}
