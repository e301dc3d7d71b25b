/** Shared types for the offline model and its per-mode writers. */

import type { ChatMode } from "@/lib/contracts/modes";

/** The chat mode a call is made in: the contract's modes (the plain chat, one per artifact kind). */
export type OfflineMode = ChatMode;

export type OfflineLocale = "en" | "zh";

export type HistoryTurn = { role: "user" | "assistant"; text: string };

export type WriterInput = {
  userText: string;
  history: HistoryTurn[];
  locale: OfflineLocale;
  /** The system prompt of the call (real models read it; writers may ignore it). */
  system?: string;
  /** `providerOptions.offline` of the call: the task and its data (section to rewrite, device…). */
  options?: Record<string, unknown>;
};

/** A writer turns the conversation into a complete markdown reply; it must be deterministic. */
export type OfflineWriter = (input: WriterInput) => string;
