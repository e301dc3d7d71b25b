/**
 * The user's workspace defaults (settings dialog): the mode and model a new chat starts with.
 * Kept in this browser (localStorage); a chat's own choice is saved with the chat (set_config).
 */
import { create } from "zustand";
import { persist } from "zustand/middleware";
import type { ChatMode } from "@/lib/contracts/modes";

export type WorkspaceSettings = {
  defaultMode: ChatMode;
  /** null: the server's default model. */
  defaultModel: string | null;
};

type SettingsStore = WorkspaceSettings & { update: (change: Partial<WorkspaceSettings>) => void };

export const useSettingsStore = create<SettingsStore>()(
  persist((set) => ({ defaultMode: "normal", defaultModel: null, update: (change) => set(change) }), {
    name: "vibe.settings",
    partialize: ({ defaultMode, defaultModel }) => ({ defaultMode, defaultModel }),
  }),
);
