/**
 * Chat modes (spec §9): the plain chat, and one mode per artifact kind (its definition names
 * it). What a mode produces and what a round costs come from that definition: one list for the
 * API and the UI.
 */
import { artifactKinds, type ArtifactKind, type KindDefinition } from "./artifacts";
import type { BUILT_IN_KINDS } from "./kinds";
import type { RoundRequestView } from "./kinds/definition";
import { oneOf } from "./one-of";

/** The mode that answers in chat only, producing no artifact. */
export const NORMAL_MODE = "normal";
export type ChatMode = typeof NORMAL_MODE | (typeof BUILT_IN_KINDS)[number]["mode"];
/** The modes of kinds whose versions have a design type (their example prompts go by device). */
export type DesignedMode = Extract<(typeof BUILT_IN_KINDS)[number], { designed: true }>["mode"];

/** Every mode, the chat first, then the kinds' modes in the order of the mode menu. */
export function chatModes(): readonly ChatMode[] {
  return [NORMAL_MODE, ...artifactKinds().map((k) => k.mode as ChatMode)];
}

export function isChatMode(value: unknown): value is ChatMode {
  return value === NORMAL_MODE || artifactKinds().some((k) => k.mode === value);
}

export const chatModeSchema = oneOf<ChatMode>(chatModes);

/** The kind a round in `mode` produces; undefined for the plain chat. */
export function kindOfMode(mode: ChatMode): KindDefinition<ArtifactKind> | undefined {
  return artifactKinds().find((k) => k.mode === mode);
}

/** The welcome screen's feature cards (spec §2), in order. */
export function featureCardModes(): readonly ChatMode[] {
  return artifactKinds()
    .filter((k) => k.featureCard)
    .map((k) => k.mode as ChatMode);
}

/**
 * Points a round in `mode` reserves before it starts (spec §9), from its stream request (the kind
 * reads its own options; without a request, what a new one costs); a chat reply is free.
 */
export function roundCost(mode: ChatMode, request: RoundRequestView = {}): number {
  return kindOfMode(mode)?.cost(request) ?? 0;
}
