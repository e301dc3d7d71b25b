"use client";
/**
 * The models the pickers offer (GET /api/models: exactly these, DESIGN.md §4) and the modes the
 * server can run (GET /api/chats/modes), cached by SWR for the session.
 */
import useSWR from "swr";
import { fetcher } from "@/lib/api/client";
import { CHAT_MODES, isChatMode, type ChatMode } from "@/lib/contracts/modes";

export type ModelOption = { id: string; label: string; provider: string; offline: boolean };
export type ModelList = { models: ModelOption[]; default_model: string; mode_defaults?: Record<string, string> };

export function useModels() {
  const { data, error, isLoading } = useSWR<ModelList>("/api/models", fetcher, { revalidateIfStale: false });
  return { models: data?.models ?? [], defaultModel: data?.default_model ?? null, modeDefaults: data?.mode_defaults ?? {}, error, isLoading };
}

type ModesAnswer = { modes: (ChatMode | { mode?: string; id?: string })[] } | (ChatMode | { mode?: string; id?: string })[];

/** The modes to offer, in the contract's order; every mode until the server has answered. */
export function useModes(): readonly ChatMode[] {
  const { data } = useSWR<ModesAnswer>("/api/chats/modes", fetcher, { revalidateIfStale: false, shouldRetryOnError: false });
  const list = Array.isArray(data) ? data : data?.modes;
  if (!list) return CHAT_MODES;
  const offered = new Set(list.map((m) => (typeof m === "string" ? m : (m.mode ?? m.id))).filter(isChatMode));
  const modes = CHAT_MODES.filter((m) => offered.has(m));
  return modes.length ? modes : CHAT_MODES;
}

/** The model the composer uses: the chosen one while it is offered, else the mode's or the global default. */
export function effectiveModel(chosen: string | null, mode: ChatMode, list: { models: ModelOption[]; defaultModel: string | null; modeDefaults: Record<string, string> }): ModelOption | null {
  const byId = (id: string | null | undefined) => (id ? list.models.find((m) => m.id === id) : undefined);
  return byId(chosen) ?? byId(list.modeDefaults[mode]) ?? byId(list.defaultModel) ?? list.models[0] ?? null;
}
