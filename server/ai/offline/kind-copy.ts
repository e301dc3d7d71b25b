/**
 * What the Offline model's shared writers say about each artifact kind: the reasoning's name for
 * what is written, and the prompt optimiser's words for it. Each kind contributes its entry in
 * its server definition (`offlineCopy`), registered with the kind (server/artifacts/registry.ts):
 * the Offline model sits below the kinds and never imports one. A mode without an entry (a kind
 * that brings none) is read like a chat request.
 */
import type { OfflineLocale } from "./types";

export type OfflineText = Record<OfflineLocale, string>;

/** The prompt optimiser's words for one deliverable; `{subject}` is the user's subject in their words. */
export type OfflinePromptCopy = {
  /** The opening instruction. */
  opening: OfflineText;
  /** What the deliverable must contain, in order. */
  format: OfflineText;
  /** The goal line. */
  goal: OfflineText;
  /** Constraints every deliverable of the kind should respect (`{device}`: the screen it is for). */
  constraints: OfflineText[];
};

export type OfflineKindCopy = {
  /** What the reasoning says the user wants, [en, zh]: "a PRD". */
  name: [en: string, zh: string];
  prompt: OfflinePromptCopy & {
    /**
     * The list after the users: its label, and where its items come from besides the user's own —
     * the product domain's essentials, fixed points of the deliverable, or nothing.
     */
    points: {
      label: OfflineText;
      source: "domain" | "fixed" | "none";
      fixed?: Record<OfflineLocale, string[]>;
    };
    /** Its content must respect what the product is subject to (law, platform, deadline). */
    buildsProduct?: boolean;
  };
};

const copies = new Map<string, OfflineKindCopy>();

/** Called when a kind is registered with its mode (a kind registered again replaces its entry). */
export function registerOfflineKindCopy(mode: string, copy: OfflineKindCopy | undefined): void {
  if (copy) copies.set(mode, copy);
  else copies.delete(mode);
}

export function offlineKindCopy(mode: string): OfflineKindCopy | undefined {
  return copies.get(mode);
}
