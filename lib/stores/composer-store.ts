/**
 * What the next message will be sent with, per chat (or "new" before a chat exists): the mode,
 * the model and the stream options a mode's composer adds (device type, template, style, the
 * element being edited…). Kept apart from the chat state of spec §3; restored from and saved to
 * the chat's config (POST /chats/{id}/set_config).
 */
import { create } from "zustand";
import type { StreamRequest } from "@/lib/contracts/chat";
import type { ChatMode } from "@/lib/contracts/modes";

/** The composer before a chat exists (the welcome screen). */
export const NEW_CHAT = "new";

export type ComposerOptions = Omit<Partial<StreamRequest>, "content" | "mode" | "model">;

export type Composer = { mode: ChatMode; model: string | null; options: ComposerOptions };

export const INITIAL_COMPOSER: Composer = { mode: "normal", model: null, options: {} };

type ComposerStore = {
  composers: Record<string, Composer>;
  get: (chatId: string) => Composer;
  setMode: (chatId: string, mode: ChatMode) => void;
  setModel: (chatId: string, model: string | null) => void;
  /** Merges options; a key set to undefined is removed. */
  setOptions: (chatId: string, options: ComposerOptions) => void;
  /** The new chat's composer becomes the chat's once it is created. */
  adopt: (chatId: string) => void;
  /** The reverse of `adopt`: the chat made for a refused first message is gone, its composer goes back to the welcome screen. */
  release: (chatId: string) => void;
};

export const useComposerStore = create<ComposerStore>((set, get) => {
  const update = (chatId: string, change: (c: Composer) => Composer) =>
    set((state) => ({
      composers: { ...state.composers, [chatId]: change(state.composers[chatId] ?? INITIAL_COMPOSER) },
    }));
  return {
    composers: {},
    get: (chatId) => get().composers[chatId] ?? INITIAL_COMPOSER,
    setMode: (chatId, mode) => update(chatId, (c) => ({ ...c, mode })),
    setModel: (chatId, model) => update(chatId, (c) => ({ ...c, model })),
    setOptions: (chatId, options) =>
      update(chatId, (c) => {
        const next: ComposerOptions = { ...c.options, ...options };
        for (const key of Object.keys(next) as (keyof ComposerOptions)[])
          if (next[key] === undefined) delete next[key];
        return { ...c, options: next };
      }),
    adopt: (chatId) =>
      set((state) => ({
        composers: {
          ...state.composers,
          [chatId]: state.composers[NEW_CHAT] ?? INITIAL_COMPOSER,
          [NEW_CHAT]: INITIAL_COMPOSER,
        },
      })),
    release: (chatId) =>
      set((state) => {
        const composers: Record<string, Composer> = {
          ...state.composers,
          [NEW_CHAT]: state.composers[chatId] ?? INITIAL_COMPOSER,
        };
        delete composers[chatId];
        return { composers };
      }),
  };
});
