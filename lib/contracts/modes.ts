/**
 * Chat modes (spec §9): the plain chat, and one mode per artifact kind (its definition names
 * it). What a mode produces and what a round costs come from that definition: one list for the
 * API and the UI.
 */
import { artifactKinds, type ArtifactKind, type KindDefinition } from "./artifacts";
import type { BUILT_IN_KINDS } from "./kinds";
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

export type CostOptions = {
  /** An edit of an existing prototype (AI Modify of an element, or a change based on a version). */
  editHtml?: string | null;
  basePrototypeVersion?: boolean;
  /** A PRD sub-module rewrite: an edit of an existing document, not a new one. */
  prdSubModule?: boolean;
  /** A copy of an existing prototype version into a new one: no model call, free. */
  copyVersion?: boolean;
  /** "Use this template" with nothing to change: the template becomes version 1, free. */
  templateOnly?: boolean;
};

/** The cost options of a stream request (`POST /chats/{id}/stream` body fields of spec §7). */
export function costOptionsOf(request: {
  content?: string;
  edit_html?: string | null;
  base_version_id?: string | null;
  copy_version_id?: string | null;
  prototype_template_id?: string | null;
  prd_sub_module_id?: string | null;
}): CostOptions {
  return {
    editHtml: request.edit_html,
    basePrototypeVersion: Boolean(request.base_version_id),
    prdSubModule: Boolean(request.prd_sub_module_id),
    copyVersion: Boolean(request.copy_version_id),
    templateOnly: Boolean(request.prototype_template_id) && !request.content?.trim(),
  };
}

/** Points a round in `mode` reserves before it starts (spec §9); a chat reply is free. */
export function roundCost(mode: ChatMode, options: CostOptions = {}): number {
  return kindOfMode(mode)?.cost(options) ?? 0;
}
