/**
 * A document asked for in chat, written out (issue #39: name every part asked, in the user's
 * language, use what they gave, and say plainly what was made): the title, each part numbered.
 * When the user gave notes (an attachment, picked knowledge), each line of them goes under the
 * part it belongs to, cited — "Fixed: …" under bug fixes, "比上周多 18%" under the figures — and
 * only parts nothing fits keep their [bracketed] prompt, said to be blanks.
 */
import type { BriefLanguage } from "../brief";
import type { GivenSource } from "./grounded";
import { writingAskOf } from "./writing-ask";
import { writeDoc } from "./writing-docs";
import { partFor } from "./writing-parts";
import type { Section } from "./writing-types";

const FILL_IN: Record<BriefLanguage, string> = {
  en: "Replace what is in [brackets] with your details — the offline model does not know them; a model connected in Settings writes them from your notes.",
  zh: "把方括号里的内容换成你的实际情况——离线模型不知道这些细节；在设置中连接模型后，可以按你的资料直接写出来。",
};
const OTHER: Record<BriefLanguage, string> = { en: "Other notes", zh: "其他" };

export type WritingAnswer = {
  text: string;
  /** The sources quoted, by their 1-based index in the sources given, in the order first cited. */
  cited: number[];
};

/** Each line of the user's notes under the part it belongs to; null when none fits any part. */
function filled(sections: Section[], sources: GivenSource[], lang: BriefLanguage) {
  const headings = sections.map((s) => s.heading);
  const placed: string[][] = sections.map(() => []);
  const other: string[] = [];
  const cited: number[] = [];
  sources.forEach((source, i) => {
    const parts = source.passages.map((p) => partFor(p, headings));
    const fits = parts.filter((at) => at >= 0).length;
    // An attachment was given for this; a knowledge item is this document's material only when most of
    // its lines read as its parts (team notes for a status report, not a survey that says "weekly report").
    if (source.origin === "knowledge" && (fits < 2 || fits * 2 < parts.length)) return;
    source.passages.forEach((passage, k) => {
      if (!cited.includes(i + 1)) cited.push(i + 1);
      const line = `${passage.replace(/[.。;；,，:：\s]+$/, "")} [${cited.indexOf(i + 1) + 1}]`;
      (parts[k] >= 0 ? placed[parts[k]] : other).push(line);
    });
  });
  if (!placed.some((p) => p.length)) return null;
  const out = sections.map((s, i) => (placed[i].length ? { ...s, lines: placed[i] } : s));
  // Nothing the user gave is dropped: what fits no part is kept after them.
  return { sections: other.length ? [...out, { heading: OTHER[lang], lines: other }] : out, cited };
}

/** The written document, or null when the message does not ask for one the offline model knows. */
export function writingAnswer(
  text: string,
  lang: BriefLanguage,
  sources: GivenSource[] = [],
): WritingAnswer | null {
  const ask = writingAskOf(text, lang);
  if (!ask) return null;
  const doc = writeDoc(ask, lang);
  if (!doc) return null;
  const fill = doc.sections && sources.length ? filled(doc.sections, sources, lang) : null;
  const body =
    doc.body ??
    (fill?.sections ?? doc.sections ?? [])
      .map((s, i) => [`${i + 1}. **${s.heading}**`, ...s.lines.map((l) => `   - ${l}`)].join("\n"))
      .join("\n");
  // Only a document with blanks needs the line about them.
  const blanks = /\[(?!\d+\])[^\]]*\]/.test(body);
  return {
    text: [`**${doc.title}**`, body, ...(blanks ? [FILL_IN[lang]] : [])].join("\n\n"),
    cited: fill?.cited ?? [],
  };
}
