/**
 * Per-chat client state (spec §3 "per-chat client state"): messages, streaming flags, content and
 * partial streaming content per viewer type, abort handle, active viewer, design type (default
 * web), current round id, input style_id, input-disabled flag, JavaScript error stack. A kind's
 * own progress (a lite app's todos, a research plan) is the kind's, in its folder. It lives
 * outside components so a stream keeps going while the route changes.
 */
import { create } from "zustand";
import type { MessageDto } from "@/lib/contracts/chat";
import type { DesignType, ViewerType } from "@/lib/contracts/artifacts";

export type StreamOutcome = "done" | "stopped" | "error" | "timeout";

/** The streaming flags of one chat (spec §4 chat response states). */
export type StreamingState = {
  /** A request is open or a round is being followed. */
  active: boolean;
  /** The connection dropped and the client is resuming from `lastEventId`. */
  reconnecting: boolean;
  lastEventId: string | null;
  outcome: StreamOutcome | null;
  error: string | null;
  /** The user's text shown until the saved messages arrive. */
  pendingUserText: string | null;
  /** The assistant's reply and reasoning so far. */
  reply: string;
  think: string;
};

export type ChatState = {
  messages: MessageDto[];
  streaming: StreamingState;
  /** Content of the version each viewer shows. */
  content: Partial<Record<ViewerType, string>>;
  /** Content arriving for each viewer while a round writes it (spec: partial streaming content). */
  partial: Partial<Record<ViewerType, string>>;
  abort: AbortController | null;
  activeViewer: ViewerType | null;
  designType: DesignType;
  /**
   * The device the running round was asked to design for (its request's `device_type`), null
   * when it named none: a prototype streams in that device's frame from its first byte.
   */
  roundDesignType: DesignType | null;
  currentRoundId: string | null;
  inputStyleId: string | null;
  /** Typing is blocked while a round runs or an element is being edited (spec §4 editor). */
  inputDisabled: boolean;
  jsErrorStack: string | null;
};

export const IDLE_STREAMING: StreamingState = {
  active: false,
  reconnecting: false,
  lastEventId: null,
  outcome: null,
  error: null,
  pendingUserText: null,
  reply: "",
  think: "",
};

export const INITIAL_CHAT_STATE: ChatState = {
  messages: [],
  streaming: IDLE_STREAMING,
  content: {},
  partial: {},
  abort: null,
  activeViewer: null,
  designType: "web",
  roundDesignType: null,
  currentRoundId: null,
  inputStyleId: null,
  inputDisabled: false,
  jsErrorStack: null,
};

type Change = Partial<ChatState> | ((current: ChatState) => Partial<ChatState>);

type ChatStore = {
  chats: Record<string, ChatState>;
  get: (chatId: string) => ChatState;
  patch: (chatId: string, change: Change) => void;
  patchStreaming: (
    chatId: string,
    change: Partial<StreamingState> | ((current: StreamingState) => Partial<StreamingState>),
  ) => void;
  reset: (chatId: string) => void;
};

export const useChatStore = create<ChatStore>((set, get) => ({
  chats: {},
  get: (chatId) => get().chats[chatId] ?? INITIAL_CHAT_STATE,
  patch: (chatId, change) =>
    set((state) => {
      const current = state.chats[chatId] ?? INITIAL_CHAT_STATE;
      const next = typeof change === "function" ? change(current) : change;
      return { chats: { ...state.chats, [chatId]: { ...current, ...next } } };
    }),
  patchStreaming: (chatId, change) =>
    get().patch(chatId, (current) => ({
      streaming: {
        ...current.streaming,
        ...(typeof change === "function" ? change(current.streaming) : change),
      },
    })),
  reset: (chatId) => set((state) => ({ chats: { ...state.chats, [chatId]: INITIAL_CHAT_STATE } })),
}));

/** The state of one chat, for components (a stable initial object when the chat is unknown). */
export function useChatState<T>(chatId: string | undefined, select: (state: ChatState) => T): T {
  return useChatStore((s) => select((chatId && s.chats[chatId]) || INITIAL_CHAT_STATE));
}
