/**
 * The progress of a chat's running research round, from its status events: the plan's
 * steps and their states, reading progress (n of m) and the chapter being written. The research
 * viewer shows it while the round runs; a new plan starts it afresh.
 */
import { create } from "zustand";
import type { ResearchChapter, ResearchStep } from "@/lib/contracts/research";

export type ResearchProgress = {
  steps: ResearchStep[];
  chapters: ResearchChapter[];
  reading: { done: number; total: number } | null;
  /** The chapter being written (its index), null before and after. */
  writing: number | null;
  /** Chapters finished. */
  written: number[];
  hits: number;
};

export const EMPTY_PROGRESS: ResearchProgress = {
  steps: [],
  chapters: [],
  reading: null,
  writing: null,
  written: [],
  hits: 0,
};

type Store = {
  chats: Record<string, ResearchProgress>;
  patch: (chatId: string, change: (current: ResearchProgress) => Partial<ResearchProgress>) => void;
};

export const useResearchProgressStore = create<Store>((set) => ({
  chats: {},
  patch: (chatId, change) =>
    set((state) => {
      const current = state.chats[chatId] ?? EMPTY_PROGRESS;
      return { chats: { ...state.chats, [chatId]: { ...current, ...change(current) } } };
    }),
}));

export function useResearchProgress(chatId: string): ResearchProgress {
  return useResearchProgressStore((s) => s.chats[chatId] ?? EMPTY_PROGRESS);
}
