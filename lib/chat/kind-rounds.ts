/**
 * What a kind does on the client while its rounds run, beyond the events every kind shares (the
 * reply, the artifact's content, its saved version): its own progress state, kept from its own
 * stream events (`onEvent`, as vercel/chatbot's `onStreamPart`), and where its rounds start when
 * its mode has a start route of its own (`start`). A kind's client definition declares them
 * (components/artifacts/<kind>/index.tsx) and its registration hands them here: the chat's generic
 * code calls them without naming a kind, and without importing the components (which import it).
 */
import type { StreamRequest } from "@/lib/contracts/chat";
import { kindOfMode } from "@/lib/contracts/modes";
import type { StreamEvent } from "@/lib/contracts/stream-events";
import type { StreamStart } from "./run-chat-stream";

/** A round's request as the client builds it (the server fills in the defaults). */
export type RoundRequest = Partial<StreamRequest> & { mode: StreamRequest["mode"] };

export type KindRoundHooks = {
  /**
   * Applies a stream event to the kind's own state when the event is the kind's; says whether it
   * was (the first kind that takes an event ends its reading).
   */
  onEvent?: (chatId: string, event: StreamEvent) => boolean;
  /**
   * Where a round of the kind's mode starts, when not at `POST /chats/{id}/stream`; called once
   * per round as it starts, so the kind may clear the last round's progress here.
   */
  start?: (chatId: string, request: RoundRequest) => StreamStart;
};

const hooks = new Map<string, KindRoundHooks>();

/** The kind's hooks, replacing any it registered before (components/artifacts/registry.ts). */
export function registerKindRoundHooks(kindId: string, kindHooks: KindRoundHooks): void {
  hooks.set(kindId, kindHooks);
}

/** Hands the event to the kind it belongs to; says whether one took it. */
export function applyKindEvent(chatId: string, event: StreamEvent): boolean {
  for (const kindHooks of hooks.values()) if (kindHooks.onEvent?.(chatId, event)) return true;
  return false;
}

/** Where the request's round starts, when its kind has a start route of its own. */
export function kindRoundStart(chatId: string, request: RoundRequest): StreamStart | undefined {
  const kind = kindOfMode(request.mode);
  return kind ? hooks.get(kind.id)?.start?.(chatId, request) : undefined;
}
