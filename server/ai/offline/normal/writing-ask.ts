/**
 * A chat message that asks the Offline model to WRITE a document — "Write a user interview script
 * for people who cancelled…", "帮我写一份产品周报模板，包括本周进展、数据、风险和下周计划" — read as
 * the kind of document, what it is about, and the parts the user named. A question about a
 * document ("用户访谈和问卷调查有什么区别？") or an app with "每周报告" is not one.
 */
import type { BriefLanguage } from "../brief";
import { DOC_KINDS, type DocKind } from "./writing-docs";

export type WritingAsk = {
  kind: DocKind;
  /** What follows the document's name, in the user's words ("for people who cancelled a meal kit subscription"). */
  about: string;
  /** What precedes it ("user" in "a user interview script", 用户满意度 in 用户满意度问卷). */
  topic: string;
  /** The document's name as the user wrote it ("monthly status report", 会议纪要). */
  named: string;
  /** The user asked for a template ("…周报模板", "a release notes template"). */
  template: boolean;
  /** The parts the user named, in their order and words ("本周进展", "数据", "风险", "下周计划"). */
  parts: string[];
};

const EN_VERB =
  /^(?:(?:please|hi|hey|ok|okay)[,\s]+)?(?:(?:can|could|would) you\s+|i need (?:you to\s+)?|i'd like (?:you to\s+)?|help me\s+)?(?:write|draft|create|prepare|compose|put together|give me|make|need|build|outline)\b/i;
// "帮我写一份…", "给新功能写一段…", "起草一封…": a verb of writing, then (within a few characters) the document.
const ZH_VERB =
  /(?:^|帮我|给我|请|麻烦)(?:.{0,12}?)(?:写|起草|拟|准备|整理|出|做)(?:一份|一个|一段|一篇|一封|一版|份|个|段|篇|封)?/;

// "…, including A, B, C and D", "with sections for …", "包括本周进展、数据、风险和下周计划".
const EN_PARTS =
  /(?:^|,\s*|\s+)(?:including|includes|that includes|with (?:sections|parts|fields|columns) (?:for|on)|with sections?|covering|that covers|with)\s+(.+?)[.!?]*$/i;
const ZH_PARTS = /(?:包括|包含|要有|需要有|含有|分为|涵盖)(.+?)[。！!？?]*$/;

function splitParts(list: string, lang: BriefLanguage): string[] {
  const pieces =
    lang === "zh"
      ? list.split(/[、，,；;]|以及|及|和|与/)
      : list.split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s*;\s*/i);
  return pieces
    .map((p) =>
      p
        .trim()
        .replace(/^(?:the|a|an)\s+/i, "")
        .replace(/[。.!！]+$/, ""),
    )
    .filter((p) => p.length > 0 && p.length <= (lang === "zh" ? 12 : 40));
}

/** The document a message asks to be written, or null when it asks something else. */
export function writingAskOf(text: string, lang: BriefLanguage): WritingAsk | null {
  const t = text.trim().replace(/\s+/g, " ");
  // A question about documents is answered as a question.
  if (/^(?:what|how|why|which|when|who)\b|[?？]\s*$|有什么区别|是什么|怎么写|如何写/i.test(t)) return null;
  const verb = lang === "zh" ? ZH_VERB.exec(t) : EN_VERB.exec(t);
  if (!verb) return null;
  const rest = t.slice(verb.index + verb[0].length);
  let found: { kind: DocKind; at: number; end: number; named: string } | null = null;
  for (const kind of DOC_KINDS) {
    const m = (lang === "zh" ? kind.zh.match : kind.en.match).exec(rest);
    // The document comes soon after the verb ("write a short survey", 写一份用户满意度问卷), not deep in a sentence.
    if (m && m.index <= (lang === "zh" ? 12 : 40) && (!found || m.index < found.at))
      found = { kind, at: m.index, end: m.index + m[0].length, named: m[0] };
  }
  if (!found) return null;
  const after = rest.slice(found.end).trim();
  const partsMatch = (lang === "zh" ? ZH_PARTS : EN_PARTS).exec(after);
  const parts = partsMatch ? splitParts(partsMatch[1], lang) : [];
  const about = (partsMatch ? after.slice(0, partsMatch.index) : after)
    .replace(
      lang === "zh" ? /^(?:模板|样板)?[：:，,\s]*(?:针对|关于|面向|给)?/ : /^(?:template\s*)?[:,\s-]*/i,
      "",
    )
    // "…from these changes", "based on the attached notes": where the content comes from, not what it is about.
    .replace(
      /\s+(?:from|based on|using|out of)\s+(?:these|this|the|my|our|the attached|attached)\s+(?:\w+\s+)?(?:changes|notes|feedback|data|interviews|list|items|points|minutes|files?|documents?|records|tickets|comments|attachment)\b.*$/i,
      "",
    )
    .replace(/[。.!！:：，,]+$/, "")
    .trim();
  // "用户满意度问卷": what comes before the document's name says what it is about too.
  const before = rest
    .slice(0, found.at)
    .replace(/^(?:a|an|the|our|my|short|quick|simple|new)\s+/gi, "")
    .trim();
  const template = /\btemplate\b|模板/i.test(rest);
  return {
    kind: found.kind,
    named: found.named,
    about,
    topic: before,
    template,
    parts: parts.length >= 2 ? parts : [],
  };
}
