/**
 * A first round's app, planned from the brief's nouns and numbers: the kind of app, its fields
 * and their types, the values it computes and the controls it offers (infer/), and — said in the
 * reply, never silently — what the brief asked that the Offline model could not build and what it
 * built instead.
 */
import type { LiteAppStyle } from "@/lib/contracts/lite-app";
import { LITE_APP_STYLES } from "@/lib/contracts/lite-app";
import type { OfflineLocale } from "@/server/ai/offline/types";
import { defaultTitle } from "./infer/app-title";
import { beyondApp, beyondBoard } from "./infer/beyond";
import { planBoard } from "./infer/board";
import { planCalculator } from "./infer/calculator-plan";
import { planExpense } from "./infer/expense";
import { fieldOf } from "./infer/fields";
import { planHabits } from "./infer/habits";
import { kindNamed, kindOfText } from "./infer/kind";
import { peopleNamed } from "./infer/people";
import { planForm, planRecords, planTodo } from "./infer/records";
import { minutesIn, topicIn } from "./infer/routine";
import { perPersonAsk } from "./infer/stats";
import { beyondPlan, sayUnmetAsks } from "./infer/unmet";
import { quizFor } from "./quiz-bank";
import { collectionOf, type AppSpec } from "./spec";
import { uiText } from "./ui-text";

export type SpecOptions = { app_type?: unknown; style?: unknown };

/**
 * The app and the sentences the reply must say about what was not made as asked; `instead` when
 * the whole app is a stand-in for one the Offline model cannot build (the reply starts with it).
 */
export type AppPlan = { spec: AppSpec; said: string[]; instead?: string };

function styleOf(text: string, chosen: unknown): LiteAppStyle {
  if ((LITE_APP_STYLES as readonly string[]).includes(String(chosen))) return chosen as LiteAppStyle;
  if (/dark|暗色|深色/i.test(text)) return "dark";
  if (/playful|fun|可爱|活泼/i.test(text)) return "playful";
  if (/warm|温暖|暖色/i.test(text)) return "warm";
  if (/corporate|business|商务|企业/i.test(text)) return "corporate";
  return "clean";
}

/** A first round: the app the brief asks for, with everything it names, and what it could not make. */
export function planApp(text: string, lang: OfflineLocale, options: SpecOptions = {}): AppPlan {
  const t = uiText(lang);
  const said: string[] = [];
  /** Set when nothing in the brief is an app the Offline model makes: the reply starts with it. */
  let unmapped: string | undefined;
  const kind = kindOfText(text, options.app_type);
  const spec: AppSpec = {
    kind,
    lang,
    title: "",
    style: styleOf(text, options.style),
    fields: [],
    columns: [],
    categories: [],
    habits: [],
    topic: "",
    questions: [],
    workMinutes: 25,
    breakMinutes: 5,
    darkToggle: /dark mode|dark theme|night mode|深色模式|暗色模式|夜间模式/i.test(text),
    notes: [],
    stats: [],
    controls: [],
    outputs: [],
    collection: collectionOf(kind),
    text: t,
  };
  // A brief that names an app the Offline model makes is that app, whatever else it mentions.
  // A board that is no task board ("销售数据可视化看板", "a tic-tac-toe board") is what it is about.
  const namedKind = kindNamed(text);
  const beyond = !namedKind ? beyondApp(text) : namedKind === "kanban" ? beyondBoard(text) : null;
  if (beyond) {
    const instead = beyondPlan(spec, beyond);
    spec.collection = collectionOf(spec.kind);
    return { spec, said, instead };
  }

  // "Gift budget for Mum, Dad and Sam", "小明和小红的零花钱记账": records about the people named, each
  // one's value worked out — not one purse split into categories.
  if (spec.kind === "expense" && peopleNamed(text).length >= 2) spec.kind = "list";

  // "记录每周健身房打卡，统计每个人去了几次": a count per person needs who did it — a log, not a habit grid.
  if (spec.kind === "habit" && perPersonAsk(text)) spec.kind = "list";

  if (spec.kind === "calculator") planCalculator(spec, text, said);

  switch (spec.kind) {
    case "kanban":
      planBoard(spec, text);
      break;
    case "expense":
      planExpense(spec, text, said);
      break;
    case "habit":
      planHabits(spec, text);
      break;
    case "pomodoro": {
      const { work, rest } = minutesIn(text);
      spec.workMinutes = work ?? 25;
      spec.breakMinutes = rest ?? 5;
      break;
    }
    case "quiz":
      spec.topic = topicIn(text);
      spec.questions = quizFor(spec.topic, lang);
      break;
    case "todo":
      planTodo(spec, text);
      break;
    case "form":
      planForm(spec, text, said);
      break;
    case "list":
      unmapped = planRecords(spec, text, said);
      break;
    default:
      break;
  }
  defaultTitle(spec, text);
  sayUnmetAsks(spec, text, said);
  spec.collection = collectionOf(spec.kind);
  return unmapped ? { spec, said, instead: unmapped } : { spec, said };
}

/** Kept for callers that want the app alone. */
export function specFromBrief(text: string, lang: OfflineLocale, options: SpecOptions = {}): AppSpec {
  return planApp(text, lang, options).spec;
}

export { fieldOf };
