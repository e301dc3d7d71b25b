/**
 * The Offline model's answer to a lite-app round (task `agentic`), in the agreed output format:
 * a short reply, `<app …/>`, `<plan>`, one `<file>` per written file, `<delete>` per removed one.
 *
 * - First round: the app the brief asks for (spec.ts), every file.
 * - Follow-up (`options.app`): the ask applied to the app's spec (edits.ts); only the files whose
 *   text changed are written, the others are kept as they are.
 * - Fix round (`build_errors` or `error_stack`): the app's files regenerated from its spec, all of
 *   them (a corrected set).
 * The round is built as a structure (`liteAppRound`) and only then printed (`formatRound`).
 */
import { LITE_APP_STYLES, type LiteAppFiles, type LiteAppStyle } from "@/lib/contracts/lite-app";
import { hasChinese } from "@/server/ai/offline/language/text-utils";
import type { OfflineLocale, OfflineWriter, WriterInput } from "@/server/ai/offline/types";
import { applyEdit } from "./edits";
import { filesOf, specOfFiles } from "./files";
import { OFFLINE_PATHS } from "./kind-components";
import { planApp } from "./plan";
import { knowsTopic } from "./quiz-bank";
import { normalizeSpec, typeOf, type AppSpec, type Field } from "./spec";

export type LiteAppRound = {
  reply: string;
  app: { title: string; type: string; style: string } | null;
  plan: string[];
  /** Files written (each in full), path → text. */
  files: LiteAppFiles;
  deletes: string[];
  spec: AppSpec;
};

type CurrentApp = { title?: string; app_type?: string; style?: string; files: Record<string, string> };

function currentApp(value: unknown): CurrentApp | null {
  if (!value || typeof value !== "object") return null;
  const files = (value as { files?: unknown }).files;
  if (!files || typeof files !== "object") return null;
  return value as CurrentApp;
}

function languageOf(text: string, fallback: OfflineLocale): OfflineLocale {
  if (hasChinese(text)) return "zh";
  return /[A-Za-z]{3,}/.test(text) ? "en" : fallback;
}

const quote = (items: string[], lang: OfflineLocale) => (lang === "zh" ? items.join("、") : items.join(", "));

const TYPE_WORDS: Record<Field["type"], { en: string; zh: string }> = {
  text: { en: "text", zh: "文字" },
  number: { en: "number", zh: "数字" },
  amount: { en: "amount", zh: "金额" },
  count: { en: "count", zh: "数量" },
  minutes: { en: "minutes", zh: "分钟" },
  date: { en: "date", zh: "日期" },
  email: { en: "email", zh: "邮箱" },
  select: { en: "choice", zh: "选项" },
  checkbox: { en: "yes/no", zh: "是/否" },
};

/** "Date (date), Minutes (minutes), Book (text)". */
function typedFields(spec: AppSpec, lang: OfflineLocale): string {
  return quote(
    spec.fields.map((f) => {
      const type =
        f.type === "select" && f.options?.length
          ? `${TYPE_WORDS.select[lang]}${lang === "zh" ? "：" : ": "}${quote(f.options.slice(0, 6), lang)}`
          : TYPE_WORDS[f.type][lang];
      // "Minutes" is said once, not "Minutes (minutes)".
      if (f.label.toLowerCase().includes(type.toLowerCase())) return f.label;
      return lang === "zh" ? `${f.label}（${type}）` : `${f.label} (${type})`;
    }),
    lang,
  );
}

/** "Ana, Ben, Chloe take turns on Dish duty, one each day (Monday to Sunday), from 7 Dec 2026." */
function rotaLine(spec: AppSpec, lang: OfflineLocale): string[] {
  const rota = spec.rota;
  if (!rota) return [];
  const zh = lang === "zh";
  const jobs = quote(rota.tasks, lang);
  const names = quote(rota.people, lang);
  const weekdays = rota.days.length === 5 ? (zh ? "（周一到周五）" : " (Monday to Friday)") : "";
  if (zh)
    return [
      rota.every === "day"
        ? `轮值：${names}每天轮流负责${jobs}${weekdays}，从 ${rota.start} 这周开始`
        : `轮值：${names}每周轮换${jobs}，从 ${rota.start} 这周开始`,
      "下面的记录表记下谁哪天做了什么",
    ];
  return [
    rota.every === "day"
      ? `Turns: ${names} take turns on ${jobs}, one each day${weekdays}, from the week of ${rota.start}`
      : `Turns: ${names} rotate ${jobs} every week, from the week of ${rota.start}`,
    "The log below keeps who did what and when",
  ];
}

function viewLines(spec: AppSpec, lang: OfflineLocale): string[] {
  const zh = lang === "zh";
  const lines: string[] = [...rotaLine(spec, lang)];
  if (spec.stats.length)
    lines.push(
      zh
        ? `计算：${quote(
            spec.stats.map((s) => s.label),
            lang,
          )}`
        : `Works out: ${quote(
            spec.stats.map((s) => s.label),
            lang,
          )}`,
    );
  if (spec.controls.length)
    lines.push(
      zh
        ? `控件：${quote(
            spec.controls.map((c) => c.label),
            lang,
          )}`
        : `Controls: ${quote(
            spec.controls.map((c) => c.label),
            lang,
          )}`,
    );
  return lines;
}

function planOf(spec: AppSpec, lang: OfflineLocale): string[] {
  const fields = quote(
    spec.fields.map((f) => f.label),
    lang,
  );
  const zh = lang === "zh";
  const store = zh
    ? "用 src/lib/store.ts 的 useCollection 保存数据（发布后存到应用的数据接口，预览时存在内存）"
    : "Keep the data with useCollection in src/lib/store.ts (the app's data API when deployed, memory in the preview)";
  const look = zh
    ? `“${spec.style}”风格${spec.darkToggle ? "，带深色模式切换" : ""}`
    : `The “${spec.style}” style${spec.darkToggle ? " with a dark mode toggle" : ""}`;
  const byKind: Record<AppSpec["kind"], string[]> = {
    todo: zh
      ? [`添加任务（${fields}）`, "勾选完成、按全部/未完成/已完成筛选、删除"]
      : [`Add tasks (${fields})`, "Tick them off, filter all/active/done, delete"],
    habit: zh
      ? [`习惯：${quote(spec.habits, lang)}`, "最近 7 天打卡格子和连续天数", "可以添加新习惯"]
      : [`Habits: ${quote(spec.habits, lang)}`, "A 7-day check-in grid with streaks", "Add more habits"],
    expense: zh
      ? [`记录支出（${typedFields(spec, lang)}）`, `分类：${quote(spec.categories, lang)}`]
      : [`Log expenses (${typedFields(spec, lang)})`, `Categories: ${quote(spec.categories, lang)}`],
    kanban: zh
      ? [`看板列：${quote(spec.columns, lang)}`, `卡片字段：${fields}`, "卡片左右移动、删除"]
      : [
          `Columns: ${quote(spec.columns, lang)}`,
          `Card fields: ${fields}`,
          "Move cards between columns, delete them",
        ],
    quiz: zh
      ? [
          `主题：${spec.topic || spec.title}，${spec.questions.length} 道题`,
          "逐题作答、即时反馈、计分和最佳成绩",
          "可以添加自己的题目",
        ]
      : [
          `Topic: ${spec.topic || spec.title}, ${spec.questions.length} questions`,
          "One question at a time with feedback, score and best score",
          "Add your own questions",
        ],
    pomodoro: zh
      ? [
          `工作 ${spec.workMinutes} 分钟、休息 ${spec.breakMinutes} 分钟`,
          "开始/暂停/重置/跳过，进度条",
          "记录完成的轮数",
        ]
      : [
          `${spec.workMinutes}-minute work, ${spec.breakMinutes}-minute breaks`,
          "Start, pause, reset, skip, a progress bar",
          "Count finished sessions",
        ],
    form: zh
      ? [`表单字段：${typedFields(spec, lang)}`, "提交校验（必填、邮箱格式）", `下方表格列：${fields}`]
      : [
          `Form fields: ${typedFields(spec, lang)}`,
          "Validation on submit (required, email format)",
          `A table below with columns ${fields}`,
        ],
    list: zh
      ? [`记录字段：${typedFields(spec, lang)}`, "表单添加、表格查看、删除"]
      : [`Record fields: ${typedFields(spec, lang)}`, "Add with a form, see them in a table, delete"],
    calculator: zh
      ? [
          `输入：${typedFields(spec, lang)}`,
          `结果：${quote(
            spec.outputs.map((o) => o.label),
            lang,
          )}，随输入实时计算`,
        ]
      : [
          `Inputs: ${typedFields(spec, lang)}`,
          `Results: ${quote(
            spec.outputs.map((o) => o.label),
            lang,
          )}, worked out as you type`,
        ],
  };
  return [
    ...byKind[spec.kind],
    ...viewLines(spec, lang),
    look,
    ...(spec.kind === "calculator" ? [] : [store]),
  ];
}

function firstReply(spec: AppSpec, lang: OfflineLocale, said: string[]): string {
  const zh = lang === "zh";
  const view = viewLines(spec, lang).map((l) => `${l}${zh ? "。" : "."}`);
  const named: Record<AppSpec["kind"], string> = {
    todo: zh
      ? `每条任务有：${quote(
          spec.fields.map((f) => f.label),
          lang,
        )}。`
      : `Each task has: ${quote(
          spec.fields.map((f) => f.label),
          lang,
        )}.`,
    habit: zh ? `跟踪这些习惯：${quote(spec.habits, lang)}。` : `It tracks ${quote(spec.habits, lang)}.`,
    expense: zh ? `每笔记录有：${typedFields(spec, lang)}。` : `Each entry has ${typedFields(spec, lang)}.`,
    kanban: zh
      ? `看板的列是：${quote(spec.columns, lang)}。`
      : `Its columns are ${quote(spec.columns, lang)}.`,
    quiz: knowsTopic(spec.topic)
      ? zh
        ? `关于${spec.topic}的 ${spec.questions.length} 道选择题。`
        : `${spec.questions.length} multiple-choice questions about ${spec.topic}.`
      : zh
        ? `离线模式下我没有关于“${spec.topic || spec.title}”的题库，所以只放了开头的题目，你可以在应用里添加自己的题。`
        : `Offline I have no question bank about “${spec.topic || spec.title}”, so it starts with a couple of questions and lets you add your own.`,
    pomodoro: zh
      ? `工作 ${spec.workMinutes} 分钟，休息 ${spec.breakMinutes} 分钟。`
      : `${spec.workMinutes}-minute work sessions and ${spec.breakMinutes}-minute breaks.`,
    form: zh
      ? `字段：${typedFields(spec, lang)}，提交后显示在下方表格里。`
      : `Fields: ${typedFields(spec, lang)}; entries show in the table below.`,
    list: zh ? `每条记录有：${typedFields(spec, lang)}。` : `Each entry has ${typedFields(spec, lang)}.`,
    calculator: zh
      ? `输入${typedFields(spec, lang)}，边输入边算出${quote(
          spec.outputs.map((o) => o.label),
          lang,
        )}。`
      : `Enter ${typedFields(spec, lang)}; it works out ${quote(
          spec.outputs.map((o) => o.label),
          lang,
        )} as you type.`,
  };
  const keeps =
    spec.kind === "calculator"
      ? ""
      : zh
        ? "数据发布后会保存下来。"
        : " Its data is kept once it is deployed.";
  const intro = zh
    ? `好的，我做了一个“${spec.title}”。`
    : `Here is your ${spec.title.toLowerCase() === spec.title ? spec.title : `“${spec.title}”`} app. `;
  const body = [named[spec.kind], ...view].join(zh ? "" : " ");
  return [intro + body + keeps, ...said]
    .join(zh ? "" : " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

function firstUserText(input: WriterInput): string {
  return input.history.find((turn) => turn.role === "user")?.text ?? "";
}

/** The spec of the app a round builds on: read from its config, or (another model's app) from the chat. */
function specOfCurrent(app: CurrentApp, input: WriterInput, lang: OfflineLocale): AppSpec {
  const own = specOfFiles(app.files);
  if (own) return own;
  const brief = firstUserText(input) || app.title || "";
  const spec = planApp(brief, lang, {
    app_type: input.options?.app_type ?? app.app_type,
    style: input.options?.style ?? app.style,
  }).spec;
  if (app.title) spec.title = app.title;
  return normalizeSpec(spec);
}

function changedFiles(next: LiteAppFiles, before: Record<string, string>): LiteAppFiles {
  return Object.fromEntries(Object.entries(next).filter(([path, text]) => before[path] !== text));
}

/** Files of the Offline model's own making the new set no longer uses (an app made by older code). */
function unusedFiles(next: LiteAppFiles, before: Record<string, string>): string[] {
  return Object.keys(before).filter((path) => OFFLINE_PATHS.includes(path) && !(path in next));
}

export function liteAppRound(call: WriterInput): LiteAppRound {
  const options = call.options ?? {};
  // The user's own words: the call's last message also carries the app's files and instructions
  // for a real model (server/artifacts/agentic/prompts.ts), which are not the ask.
  const input: WriterInput =
    typeof options.request === "string" ? { ...call, userText: options.request } : call;
  const app = currentApp(options.app);
  const lang = languageOf(input.userText, input.locale);
  const errors = Array.isArray(options.build_errors) ? options.build_errors : [];
  const stack = typeof options.error_stack === "string" ? options.error_stack : "";

  if (app && (errors.length || stack)) {
    const spec = specOfCurrent(app, input, lang);
    const files = filesOf(spec);
    const deletes = Object.keys(app.files).filter(
      (path) => !(path in files) && /\.(tsx|ts|jsx|js)$/.test(path),
    );
    const first = errors[0] as { text?: string; file?: string | null } | undefined;
    const cause = first?.text
      ? `${first.file ? `${first.file}: ` : ""}${first.text}`
      : (stack.split("\n")[0] ?? "");
    const reply =
      lang === "zh"
        ? `我重写了应用的文件来修复这个错误（${cause}）。`
        : `I rewrote the app's files to fix the error (${cause}).`;
    return {
      reply,
      app: { title: spec.title, type: typeOf(spec), style: spec.style },
      plan:
        lang === "zh"
          ? ["找出出错的文件", "重写一组能构建的文件"]
          : ["Find the failing file", "Write a corrected file set that builds"],
      files,
      deletes,
      spec,
    };
  }

  if (app) {
    const before = specOfCurrent(app, input, lang);
    // A style chosen in the composer for this round applies like an ask.
    const chosen = options.style;
    const restyled =
      (LITE_APP_STYLES as readonly unknown[]).includes(chosen) && chosen !== before.style
        ? { ...before, style: chosen as LiteAppStyle }
        : before;
    const edit = applyEdit(restyled, input.userText);
    // Restyled already: an ask it cannot map needs no note (the round changed something visible).
    const { spec, done } =
      restyled !== before && !edit.mapped ? { spec: restyled, done: [] as string[] } : edit;
    if (restyled !== before)
      done.unshift(
        lang === "zh"
          ? `外观换成了“${restyled.style}”风格。`
          : `Switched the look to the “${restyled.style}” style.`,
      );
    const next = filesOf(spec);
    const files = changedFiles(next, app.files);
    const deletes = specOfFiles(app.files) ? unusedFiles(next, app.files) : [];
    const reply =
      done.join(" ") +
      (Object.keys(files).length ? "" : lang === "zh" ? " 文件没有变化。" : " No file changed.");
    const titleChanged = spec.title !== before.title || spec.style !== before.style;
    return {
      reply: reply.trim(),
      app: titleChanged ? { title: spec.title, type: typeOf(spec), style: spec.style } : null,
      plan: done,
      files,
      deletes,
      spec,
    };
  }

  const { spec, said, instead } = planApp(input.userText, lang, {
    app_type: options.app_type,
    style: options.style,
  });
  const reply = firstReply(spec, lang, said);
  return {
    reply: instead ? `${instead}${lang === "zh" ? "" : " "}${reply.replace(/^[^。.]*[。.]\s*/, "")}` : reply,
    app: { title: spec.title, type: typeOf(spec), style: spec.style },
    plan: planOf(spec, lang),
    files: filesOf(spec),
    deletes: [],
    spec,
  };
}

const attr = (text: string) =>
  text.replace(/[&"<>]/g, (c) => ({ "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" })[c]!);

/** The round as the model's plain-text answer. */
export function formatRound(round: LiteAppRound): string {
  const parts = [round.reply, ""];
  if (round.app)
    parts.push(
      `<app title="${attr(round.app.title)}" type="${round.app.type}" style="${round.app.style}" />`,
    );
  if (round.plan.length) parts.push("<plan>", ...round.plan.map((step) => `- ${step}`), "</plan>");
  for (const [path, text] of Object.entries(round.files))
    parts.push(`<file path="${path}">`, text.replace(/\n$/, ""), "</file>");
  for (const path of round.deletes) parts.push(`<delete path="${path}" />`);
  return parts.join("\n") + "\n";
}

export const agenticWriter: OfflineWriter = (input) => formatRound(liteAppRound(input));
