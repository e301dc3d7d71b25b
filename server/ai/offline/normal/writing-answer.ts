/**
 * A document asked for in chat, written out (issue #39: name every part asked, in the user's
 * language, and say plainly what was made): the title, each part numbered with what goes under
 * it, and one line saying what the brackets are and that a connected model writes from details.
 */
import type { BriefLanguage } from "../brief";
import { writingAskOf } from "./writing-ask";
import { writeDoc } from "./writing-docs";

const FILL_IN: Record<BriefLanguage, string> = {
  en: "Replace what is in [brackets] with your details — the offline model does not know them; a model connected in Settings writes them from your notes.",
  zh: "把方括号里的内容换成你的实际情况——离线模型不知道这些细节；在设置中连接模型后，可以按你的资料直接写出来。",
};

/** The written document, or null when the message does not ask for one the offline model knows. */
export function writingAnswer(text: string, lang: BriefLanguage): string | null {
  const ask = writingAskOf(text, lang);
  if (!ask) return null;
  const doc = writeDoc(ask, lang);
  if (!doc) return null;
  const body =
    doc.body ??
    (doc.sections ?? [])
      .map((s, i) => [`${i + 1}. **${s.heading}**`, ...s.lines.map((l) => `   - ${l}`)].join("\n"))
      .join("\n");
  // Only a document with blanks needs the line about them.
  return [`**${doc.title}**`, body, ...(body.includes("[") ? [FILL_IN[lang]] : [])].join("\n\n");
}
