/**
 * What the offline document writers know about a kind of product: enough to write a PRD, test
 * cases and charts that speak of that product (its users, features, flows, data, risks) rather
 * than filler. Text may hold {product} (the product as the user named it), {user} (one primary
 * user, for stories) and {users} (the primary users).
 */
import type { OfflineLocale } from "../types";

export type Priority = "P0" | "P1" | "P2";

export type DocFeature = {
  name: string;
  /** What the user wants to do ("check in today's habit with one tap"). */
  want: string;
  /** Why ("keeping a streak takes two seconds"). */
  benefit: string;
  /** Acceptance criteria, testable. */
  criteria: string[];
  /** A negative or boundary case and what must happen. */
  edge: string;
  priority: Priority;
  /** Who the story is for when it is not the primary user ("group leader", "teacher"). */
  actor?: string;
};

export type DocFlow = {
  start: string;
  steps: string[];
  decision: { question: string; yes: string; no: string };
  end: string;
};

/** Participants (the first is the user) and messages between them, by index. */
export type DocSequence = { actors: string[]; messages: [from: number, to: number, text: string][] };

export type DocEntity = { name: string; fields: string[] };

export type DocPack = {
  product: string;
  /** The primary users (replaced by the audience the user names) and the secondary ones. */
  users: [primary: string, secondary: string];
  /** One primary user, for "As a …" stories (replaced by the named audience, singular). */
  user: string;
  goals: [primary: string, secondary: string];
  pains: [primary: string, secondary: string];
  problem: string[];
  /** What the users do today instead. */
  today: string;
  metrics: { name: string; target: string }[];
  features: DocFeature[];
  flow: DocFlow;
  sequence: DocSequence;
  entities: DocEntity[];
  /** [entity, entity, mermaid ER cardinality, label]. */
  relations: [string, string, string, string][];
  /** Lifecycle of the main object: [from, to, event]; "[*]" starts and ends. */
  states: [string, string, string][];
  nfr: string[];
  risks: [risk: string, mitigation: string][];
  nonGoals: string[];
  questions: string[];
  phases: [phase: string, scope: string][];
};

/**
 * `weak`: words of `match` that also belong to other trades ("appointment", "studio"). A pack
 * found only through them applies when nothing else in the request names a subject of its own
 * ("appointment booking app", not "appointment booking app for dog groomers").
 */
export type DocPackPair = { id: string; match: RegExp; weak?: RegExp; en: DocPack; zh: DocPack };

/** The product a document is about, as the writers use it. */
export type Brief = {
  locale: OfflineLocale;
  /** The product as the user named it ("habit-tracking app for students"). */
  phrase: string;
  /** The product without its audience ("habit-tracking app"). */
  product: string;
  /** One sentence more the user said about it ("lets friends plan trips together"). */
  detail?: string;
  packId: string;
  pack: DocPack;
};
