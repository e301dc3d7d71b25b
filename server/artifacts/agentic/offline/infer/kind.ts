/**
 * Which app a brief asks for: the first kind its words name ("看板：待办、进行中…" is a board whose
 * first column is called 待办), else the type the composer chose, else a record app.
 */
import type { AppKind } from "../spec";
import { CALCULATOR_WORDS } from "./calculators";

const KIND_WORDS: [AppKind, RegExp][] = [
  ["pomodoro", /pomodoro|focus timer|\btimer\b|番茄|计时器|倒计时|专注钟/i],
  ["kanban", /kanban|\bboard\b(?!\s*games?)|看板|任务板/i],
  ["quiz", /quiz|trivia|flash ?cards?|测验|问答|小测|答题|测试题/i],
  ["habit", /habits?\b|习惯|打卡/i],
  ["calculator", CALCULATOR_WORDS],
  ["expense", /expense|spending|budget|money tracker|记账|支出|开销|花费|账本|预算|收支|费用记录/i],
  ["todo", /to-?do|task list|tasks app|checklist|待办清单|待办事项|任务清单|待办/i],
  ["form", /\bform\b|sign-?up form|registration|survey|表单|报名|登记|问卷/i],
];

/** The kind the brief's own words name, if any. */
export function kindNamed(text: string): AppKind | null {
  let best: { kind: AppKind; at: number } | null = null;
  for (const [kind, words] of KIND_WORDS) {
    const at = text.search(words);
    if (at >= 0 && (!best || at < best.at)) best = { kind, at };
  }
  return best?.kind ?? null;
}

export function kindOfText(text: string, type: unknown): AppKind {
  const named = kindNamed(text);
  if (named) return named;
  const byType: Partial<Record<string, AppKind>> = {
    timer: "pomodoro",
    board: "kanban",
    quiz: "quiz",
    form: "form",
    tracker: "todo",
  };
  return (typeof type === "string" && byType[type]) || "list";
}
