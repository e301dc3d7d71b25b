/**
 * The source of the Offline model's lite apps: small React + TypeScript components styled with
 * Tailwind classes. Everything the user named lives in `src/config.ts` (files.ts writes it);
 * these components read it. The sources are in ./sources: the shell every app has, what record
 * apps share (their view and computed values) and one file per family of apps.
 */
import { CALCULATOR } from "./sources/calculator";
import { KANBAN, RECORDS, TODO } from "./sources/record-lists";
import { CONTROLS, STATS, VIEW } from "./sources/records-view";
import { HABIT, POMODORO, QUIZ } from "./sources/routines";
import { ROTA } from "./sources/rota";

type Component = { path: string; name: string; source: string };

/** Component file and name per kind (forms, record lists and the expense tracker share the records table). */
export const COMPONENTS = {
  todo: { path: "src/components/TodoList.tsx", name: "TodoList", source: TODO },
  habit: { path: "src/components/HabitTracker.tsx", name: "HabitTracker", source: HABIT },
  expense: { path: "src/components/RecordsTable.tsx", name: "RecordsTable", source: RECORDS },
  kanban: { path: "src/components/KanbanBoard.tsx", name: "KanbanBoard", source: KANBAN },
  quiz: { path: "src/components/Quiz.tsx", name: "Quiz", source: QUIZ },
  pomodoro: { path: "src/components/PomodoroTimer.tsx", name: "PomodoroTimer", source: POMODORO },
  form: { path: "src/components/RecordsTable.tsx", name: "RecordsTable", source: RECORDS },
  list: { path: "src/components/RecordsTable.tsx", name: "RecordsTable", source: RECORDS },
  calculator: { path: "src/components/Calculator.tsx", name: "Calculator", source: CALCULATOR },
} as const satisfies Record<string, Component>;

/** The files record apps share: the view the user picks and the values computed from the records. */
export const RECORD_VIEW_FILES: Record<string, string> = {
  "src/lib/view.ts": VIEW,
  "src/components/Controls.tsx": CONTROLS,
  "src/components/Stats.tsx": STATS,
  "src/components/Rota.tsx": ROTA,
};

export const RECORD_KINDS = ["todo", "expense", "kanban", "form", "list"] as const;

/** Every component path an Offline app has ever had (a follow-up removes the ones it no longer uses). */
export const OFFLINE_PATHS = [
  ...new Set([
    ...Object.values(COMPONENTS).map((c) => c.path),
    ...Object.keys(RECORD_VIEW_FILES),
    "src/components/ExpenseTracker.tsx",
  ]),
];
