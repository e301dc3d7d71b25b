/**
 * A generator turns one round's context into spec §7 events and a result (DESIGN.md §4):
 * `(context, emit) → result`. One module per chat mode.
 */
import type { LanguageModelV3 } from "@ai-sdk/provider";
import type { Locale } from "../i18n/api-messages";
import type { StreamEvent } from "../streams/round-stream";

export type HistoryEntry = { role: "user" | "assistant"; text: string };

export type GeneratorContext = {
  mode: string;
  userText: string;
  history: HistoryEntry[];
  locale: Locale;
  model: LanguageModelV3;
  abortSignal: AbortSignal;
};

export type GeneratorResult = { content: string };

export type Emit = (event: StreamEvent) => void;

export type Generator = (context: GeneratorContext, emit: Emit) => Promise<GeneratorResult>;
