/**
 * The things a product's features act on ("pick a pickup slot" → PICKUP_SLOT, "扫码借书" → 借书),
 * for the PRD's data model when no pack knows the product's entities.
 */
import type { BriefLanguage } from "../../../ai/offline/brief";
import { EN_JOB_VERB, enWords, isEnVerb } from "../../../ai/offline/brief/words-en";
import { isZhVerb, zhWords } from "../../../ai/offline/brief/words-zh";
import { singular } from "../charts/offline/syntax";
import { isZhJobVerb } from "../../../ai/offline/brief/served-zh";

export function featureNouns(names: string[], lang: BriefLanguage): string[] {
  const out: string[] = [];
  for (const name of names) {
    let noun: string;
    if (lang === "zh") {
      const words = zhWords(name).filter((w) => w.tag !== "x");
      // Jieba tags a job's verb a noun at times ("记录:n 蜂箱"): a known one counts as a verb.
      let first = words.findIndex((w) => !isZhVerb(w.tag) && !isZhJobVerb(w.word));
      // "管理捐书" (捐书 tagged a verb too): a known job verb's object is what follows it.
      if (first === -1 && words.length > 1 && isZhJobVerb(words[0]!.word)) first = 1;
      noun = (first > 0 ? words.slice(first) : words)
        .map((w) => w.word)
        .join("")
        .replace(/[「」（）()]/g, "");
    } else {
      const words = enWords(name.replace(/\s*\(.*\)$/, ""));
      const start = words[0] && (isEnVerb(words[0]) || EN_JOB_VERB.test(words[0].text)) ? 1 : 0;
      const rest = words
        .slice(start)
        .filter(
          (w) =>
            !w.tags.includes("Determiner") &&
            !w.tags.includes("Value") &&
            !/^(?:to|of|for|the|a|an|and|with|in|on|before|after)$/i.test(w.text),
        );
      const parts = rest.slice(0, 3).map((w) => w.text.replace(/[^A-Za-z0-9-]/g, ""));
      if (parts.length) parts[parts.length - 1] = singular(parts[parts.length - 1]);
      noun = parts.join("_").toUpperCase();
    }
    if (noun && noun.length >= 2 && !out.includes(noun)) out.push(noun);
  }
  return out;
}
