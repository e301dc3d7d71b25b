/** The shapes shared by the document writers (writing-*.ts): a document kind, and what it writes. */
import type { BriefLanguage } from "../brief";
import type { WritingAsk } from "./writing-ask";

export type Section = { heading: string; lines: string[] };
export type Written = { title: string; sections?: Section[]; body?: string };

export type DocKind = {
  id: string;
  en: { match: RegExp; name: string };
  zh: { match: RegExp; name: string };
  /** The parts used when the user names none. */
  parts?: { en: string[]; zh: string[] };
  write?: (ask: WritingAsk, lang: BriefLanguage) => Written;
};

export const you = (s: string) =>
  s
    .replace(/\b(?:my|our)\b/gi, "your")
    .replace(/\b(?:we|us)\b/gi, "you")
    .replace(/\bI\b/g, "you");
// "for people who cancelled…" → "people who cancelled…"; "，针对在线教育App的家长" → "在线教育App的家长".
export const bare = (s: string, lang: BriefLanguage) =>
  lang === "zh"
    ? s.replace(/^(?:针对|关于|面向|给|为)/, "").trim()
    : s.replace(/^(?:for|to|about|on|with|at|of|announcing|that|which)\s+/i, "").trim();
