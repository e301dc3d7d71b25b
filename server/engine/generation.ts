/**
 * What a generator gets and gives (DESIGN.md §4): `(context, emit) → result`. One generator per
 * chat mode; artifact kinds bring theirs through `server/artifacts/registry.ts`.
 */
import type { LanguageModelV3 } from "@ai-sdk/provider";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import type { Locale } from "../i18n/api-messages";
import type { Chat } from "../services/chats";
import type { Clock } from "../time/clock";
import type { FileStorage } from "../files/storage";
import type { SafeFetcher } from "../net/safe-fetch";
import type { ChatMode } from "@/lib/contracts/modes";
import type { StreamRequest } from "@/lib/contracts/chat";
import type { DoneButton, EmittedEvent } from "@/lib/contracts/stream-events";
import type { VersionRef } from "@/lib/contracts/versions";

export type HistoryEntry = { role: "user" | "assistant"; text: string };

/** An attachment the user sent with the message, with the text a model may read. */
export type AttachmentContext = {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  text: string | null;
};

/** Knowledge the user picked for this message, within the token budget. */
export type { KnowledgeContext } from "../services/knowledge-context";
import type { KnowledgeContext } from "../services/knowledge-context";

export type GenerationContext = {
  db: Db;
  log: Logger;
  locale: Locale;
  clock: Clock;
  chat: Chat;
  userId: string;
  roundId: string;
  /** The assistant message this round writes. */
  messageId: string;
  mode: ChatMode;
  /** The whole stream request: the generic fields and every kind's options (a kind reads its own). */
  request: StreamRequest;
  userText: string;
  /** Earlier turns of the chat, oldest first (this round's message excluded). */
  history: HistoryEntry[];
  attachments: AttachmentContext[];
  knowledge?: KnowledgeContext[];
  model: LanguageModelV3;
  modelId: string;
  /** Where the round may store bytes it makes (a picture's image); absent in tests that need none. */
  files?: FileStorage;
  /** How the round fetches pages a user or a search result points at (DESIGN.md §6); absent: the default safe fetcher. */
  fetcher?: SafeFetcher;
  /** Aborted by Stop, the round timeout or a deleted chat: return what you have. */
  abortSignal: AbortSignal;
};

/** Events go to every reader of the round; the runner adds round_id and message_id. */
export type Emit = (event: EmittedEvent) => void;

export type GenerationResult = {
  /** Versions this round saved (shown as cards on the message, listed in `done`). */
  versions?: VersionRef[];
  button?: DoneButton;
};

export type Generator = (context: GenerationContext, emit: Emit) => Promise<GenerationResult>;
