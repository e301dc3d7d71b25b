/** Shared types for the offline model and its per-mode writers. */

// Mirrors the chat modes of the product; kept here so the offline model can validate
// `providerOptions.offline.mode` without importing UI code.
export const OFFLINE_MODES = [
  "normal",
  "prd",
  "test_case",
  "prototype",
  "mult_prototype",
  "mermaid",
  "research",
  "agentic",
  "picture",
] as const;

export type OfflineMode = (typeof OFFLINE_MODES)[number];

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
