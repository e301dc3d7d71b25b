"use client";
/**
 * The models the pickers offer (GET /api/models: exactly these, DESIGN.md §4) and the modes the
 * server can run (GET /api/chats/modes), cached by SWR for the session.
 */
import useSWR from "swr";
import { fetcher } from "@/lib/api/client";
import { chatModes, type ChatMode } from "@/lib/contracts/modes";
import type { ChatModesAnswer } from "@/lib/contracts/chat-actions";

export type ModelOption = { id: string; label: string; provider: string; offline: boolean };
export type ModelList = {
  models: ModelOption[];
  default_model: string;
  mode_defaults?: Record<string, string>;
};

export function useModels() {
  const { data, error, isLoading } = useSWR<ModelList>("/api/models", fetcher, { revalidateIfStale: false });
  return {
    models: data?.models ?? [],
    defaultModel: data?.default_model ?? null,
    modeDefaults: data?.mode_defaults ?? {},
    error,
    isLoading,
  };
}

/**
 * Every mode with whether this server can run it (GET /chats/modes); all are offered until the
 * server has answered, so the picker never flickers empty.
 */
export function useModes(): { mode: ChatMode; available: boolean }[] {
  const { data } = useSWR<ChatModesAnswer>("/api/chats/modes", fetcher, {
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  const available = data ? new Set(data.modes.filter((m) => m.available).map((m) => m.mode)) : null;
  return chatModes().map((mode) => ({ mode, available: available ? available.has(mode) : true }));
}

/** The model the composer uses: the chosen one while it is offered, else the mode's or the global default. */
export function effectiveModel(
  chosen: string | null,
  mode: ChatMode,
  list: { models: ModelOption[]; defaultModel: string | null; modeDefaults: Record<string, string> },
): ModelOption | null {
  const byId = (id: string | null | undefined) => (id ? list.models.find((m) => m.id === id) : undefined);
  return byId(chosen) ?? byId(list.modeDefaults[mode]) ?? byId(list.defaultModel) ?? list.models[0] ?? null;
}
