/**
 * The progress of a chat's running lite-app round, from its `runtime` events: the plan's todos
 * (spec §3 "agentic todos"), the files written so far (paths, in order), the last build's status,
 * attempt and errors, and the preview address of the version that completed. A new round starts
 * the progress afresh.
 */
import { create } from "zustand";
import type { AgenticTodo, BuildStatus, LiteAppBuildError } from "@/lib/contracts/lite-app";

export type LiteAppProgress = {
  /** The plan's todos and their states. */
  todos: AgenticTodo[];
  /** Paths written, changed or removed in this round, in the order they came. */
  files: { path: string; op: "write" | "edit" | "delete" }[];
  build: {
    status: BuildStatus;
    versionId: string;
    attempt: number;
    errors: LiteAppBuildError[];
    log: string | null;
  } | null;
  /** The preview of the version that completed (open-url). */
  openUrl: { versionId: string; viewUrl: string } | null;
  /** Warnings of the round (`alert` events), e.g. "automatic fixes stopped after 3 tries". */
  alerts: string[];
};

export const EMPTY_LITE_APP_PROGRESS: LiteAppProgress = {
  todos: [],
  files: [],
  build: null,
  openUrl: null,
  alerts: [],
};

type Store = {
  chats: Record<string, LiteAppProgress>;
  patch: (chatId: string, change: (current: LiteAppProgress) => Partial<LiteAppProgress>) => void;
};

export const useLiteAppProgressStore = create<Store>((set) => ({
  chats: {},
  patch: (chatId, change) =>
    set((state) => {
      const current = state.chats[chatId] ?? EMPTY_LITE_APP_PROGRESS;
      return { chats: { ...state.chats, [chatId]: { ...current, ...change(current) } } };
    }),
}));

export function useLiteAppProgress(chatId: string): LiteAppProgress {
  return useLiteAppProgressStore((s) => s.chats[chatId] ?? EMPTY_LITE_APP_PROGRESS);
}
