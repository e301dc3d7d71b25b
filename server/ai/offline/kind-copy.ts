/**
 * What the Offline model's shared writers say about each artifact kind: the reasoning's name for
 * what is written, and the prompt optimiser's words for it. Each kind contributes its entry in
 * its server definition (`offlineCopy`), registered with the kind (server/artifacts/registry.ts):
 * the Offline model sits below the kinds and never imports one. A mode without an entry (a kind
 * that brings none) is read like a chat request.
 *
 * The words that name a kind in a request are one table too, made of the kinds' entries in
 * their rank order. Each reader has its own pattern where the readers differ today (what a brief
 * takes as its deliverable, what a chat reply outlines, what the prompt optimiser writes for).
 */
import type { OfflineLocale } from "./types";
import type { Analysis } from "./normal/normal-analysis";

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

/** The words that name a kind in a request, for each reader that looks for them. */
export type KindWords = {
  /** Kinds are tried in rank order: "test cases for the prototype" asks for test cases (lower first). */
  rank: number;
  /** The brief's deliverable (server/ai/offline/brief/deliverable.ts). */
  deliverable?: RegExp;
  /** A chat message asking for one by name: the reply outlines it and points to its mode (normal/request-kind.ts). */
  asked?: RegExp;
  /** What the prompt optimiser reads a prompt as asking for (optimize-prompt.ts). */
  prompt?: RegExp;
};

/**
 * The chat reply to a message that asks for one by name (normal/normal-reply.ts): where the full
 * one is written, and the outline that mode would start from.
 */
export type OfflineChatReply = {
  /** Its mode's name in the mode menu: "Prototype". */
  mode: OfflineText;
  /** What that mode writes: "clickable prototype". */
  deliverable: OfflineText;
  /** The outline it would start from for the product of the message: a few bullet lines. */
  outline: Record<OfflineLocale, (a: Analysis) => string[]>;
};

export type OfflineKindCopy = {
  /** What the reasoning says the user wants, [en, zh]: "a PRD". */
  name: [en: string, zh: string];
  words?: KindWords;
  /** Needed with `words.asked`: without it a message naming the kind is answered like any other. */
  chatReply?: OfflineChatReply;
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

/** The first mode, in the kinds' rank order, whose words for `reader` the text has (null: none). */
export function modeNamedIn(text: string, reader: Exclude<keyof KindWords, "rank">): string | null {
  const ranked = [...copies.entries()]
    .filter(([, copy]) => copy.words?.[reader])
    .sort(([, a], [, b]) => a.words!.rank - b.words!.rank);
  return ranked.find(([, copy]) => copy.words![reader]!.test(text))?.[0] ?? null;
}
