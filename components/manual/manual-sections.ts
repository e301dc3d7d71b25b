/** Section ids of the user manual, in reading order. Each id is a key of `manual.sections` and the anchor of its section. */
export const MANUAL_SECTIONS = [
  "getting-started",
  "chat",
  "modes",
  "attachments",
  "viewers",
  "prd",
  "test-cases",
  "prototypes",
  "flowcharts",
  "research",
  "pictures",
  "lite-apps",
  "sharing-export",
  "knowledge-base",
  "templates",
  "user-center",
  "points",
  "invites",
  "shortcuts",
  "languages",
  "help",
] as const;

export type ManualSectionId = (typeof MANUAL_SECTIONS)[number];

/** The shapes a manual block can take in messages/<locale>.json (`manual.sections.<id>.blocks`). */
export type ManualBlock =
  | { type: "p"; text: string }
  | { type: "note"; text: string }
  | { type: "list"; title?: string; items: string[] }
  | { type: "steps"; title?: string; items: string[] }
  | { type: "defs"; title?: string; items: { term: string; text: string }[] }
  | { type: "table"; title?: string; head: [string, string]; rows: [string, string][] }
  | { type: "keys"; title?: string; head: [string, string]; items: { keys: string[]; text: string }[] };

export type ManualSection = { title: string; blocks: ManualBlock[] };
