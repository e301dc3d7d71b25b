/**
 * Product terms and tools the offline writer can explain and compare: "What is an MVP?",
 * "Notion vs Confluence", "小程序和App的区别". Each entry says what it is, when it is the
 * right choice and what to watch out for, in both languages.
 */
import { KNOWLEDGE_TERMS } from "./knowledge-terms";
import { KNOWLEDGE_TOOLS } from "./knowledge-tools";
import { KNOWLEDGE_PRACTICES } from "./knowledge-practices";
import { KNOWLEDGE_METHODS } from "./knowledge-methods";
import type { OfflineLocale } from "../types";

export type KnowledgeText = {
  name: string;
  what: string;
  bestFor: string;
  watchOut: string;
  example?: string;
  /** How to do it, for a method ("How do I run a pre-mortem?"): its own steps, in order. */
  steps?: string[];
  /** A product one can try (Notion, Figma): a comparison of two ends with "try both for a week". */
  tool?: boolean;
};

export type KnowledgeEntry = { match: RegExp; en: KnowledgeText; zh: KnowledgeText };

// Methods and practices first: "Scrum" is its own entry before the broader "agile".
const TOOLS = KNOWLEDGE_TOOLS.map((e) => ({
  ...e,
  en: { ...e.en, tool: true },
  zh: { ...e.zh, tool: true },
}));
const ENTRIES: KnowledgeEntry[] = [
  ...KNOWLEDGE_METHODS,
  ...KNOWLEDGE_PRACTICES,
  ...KNOWLEDGE_TERMS,
  ...TOOLS,
];

/** Entries mentioned in the text, in order of first mention. */
export function findKnowledge(text: string, locale: OfflineLocale, max = 2): KnowledgeText[] {
  return ENTRIES.map((entry) => ({ entry, at: text.search(entry.match) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at)
    .slice(0, max)
    .map((hit) => hit.entry[locale]);
}

/** The entry a short name refers to ("Notion", "小程序"), if it is known. */
export function lookupKnowledge(name: string, locale: OfflineLocale): KnowledgeText | undefined {
  return ENTRIES.find((entry) => entry.match.test(name))?.[locale];
}
