/**
 * The source of the Offline model's lite apps: small React + TypeScript components styled with
 * Tailwind classes. Everything the user named lives in `src/config.ts` (files.ts writes it);
 * these components read it. The sources are in ./sources: the shell every app has and one file
 * per family of apps.
 */
import { EXPENSE, KANBAN, RECORDS, TODO } from "./sources/record-lists";
import { HABIT, POMODORO, QUIZ } from "./sources/routines";

/** Component file and name per kind (the form and the generic list share the records table). */
export const COMPONENTS = {
  todo: { path: "src/components/TodoList.tsx", name: "TodoList", source: TODO },
  habit: { path: "src/components/HabitTracker.tsx", name: "HabitTracker", source: HABIT },
  expense: { path: "src/components/ExpenseTracker.tsx", name: "ExpenseTracker", source: EXPENSE },
  kanban: { path: "src/components/KanbanBoard.tsx", name: "KanbanBoard", source: KANBAN },
  quiz: { path: "src/components/Quiz.tsx", name: "Quiz", source: QUIZ },
  pomodoro: { path: "src/components/PomodoroTimer.tsx", name: "PomodoroTimer", source: POMODORO },
  form: { path: "src/components/RecordsTable.tsx", name: "RecordsTable", source: RECORDS },
  list: { path: "src/components/RecordsTable.tsx", name: "RecordsTable", source: RECORDS },
} as const;
