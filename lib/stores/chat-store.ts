/**
 * Per-chat client state (spec §3): streaming flag, partial content, abort handle, round id.
 * Lives outside components so a stream keeps going while the route changes.
 */
import { create } from "zustand";

export type ChatRuntime = {
  streaming: boolean;
  pendingUserText: string | null;
  partial: string;
  roundId: string | null;
  lastEventId: string | null;
  abort: AbortController | null;
  outcome: "done" | "stopped" | "error" | null;
  error: string | null;
  reconnecting: boolean;
};

const idle: ChatRuntime = {
  streaming: false,
  pendingUserText: null,
  partial: "",
  roundId: null,
  lastEventId: null,
  abort: null,
  outcome: null,
  error: null,
  reconnecting: false,
};

type ChatStore = {
  chats: Record<string, ChatRuntime>;
  get: (chatId: string) => ChatRuntime;
  patch: (chatId: string, change: Partial<ChatRuntime> | ((current: ChatRuntime) => Partial<ChatRuntime>)) => void;
  reset: (chatId: string) => void;
};

export const useChatStore = create<ChatStore>((set, get) => ({
  chats: {},
  get: (chatId) => get().chats[chatId] ?? idle,
  patch: (chatId, change) =>
    set((state) => {
      const current = state.chats[chatId] ?? idle;
      const next = typeof change === "function" ? change(current) : change;
      return { chats: { ...state.chats, [chatId]: { ...current, ...next } } };
    }),
  reset: (chatId) => set((state) => ({ chats: { ...state.chats, [chatId]: idle } })),
}));

export const IDLE_RUNTIME = idle;
