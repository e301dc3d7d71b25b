/**
 * The things a product's features act on ("pick a pickup slot" → PICKUP_SLOT, "扫码借书" → 借书),
 * for the PRD's data model when no pack knows the product's entities.
 */
import type { BriefLanguage } from "../brief";
import { enWords, isEnVerb } from "../brief/words-en";
import { isZhVerb, zhWords } from "../brief/words-zh";
import { singular } from "../mermaid/syntax";

export function featureNouns(names: string[], lang: BriefLanguage): string[] {
  const out: string[] = [];
  for (const name of names) {
    let noun: string;
    if (lang === "zh") {
      const words = zhWords(name).filter((w) => w.tag !== "x");
      const first = words.findIndex((w) => !isZhVerb(w.tag));
      noun = (first > 0 ? words.slice(first) : words).map((w) => w.word).join("").replace(/[「」（）()]/g, "");
    } else {
      const words = enWords(name.replace(/\s*\(.*\)$/, ""));
      const start = words[0] && isEnVerb(words[0]) ? 1 : 0;
      const rest = words.slice(start).filter((w) => !w.tags.includes("Determiner") && !w.tags.includes("Value") && !/^(?:to|of|for|the|a|an|and|with|in|on|before|after)$/i.test(w.text));
      const parts = rest.slice(0, 3).map((w) => w.text.replace(/[^A-Za-z0-9-]/g, ""));
      if (parts.length) parts[parts.length - 1] = singular(parts[parts.length - 1]);
      noun = parts.join("_").toUpperCase();
    }
    if (noun && noun.length >= 2 && !out.includes(noun)) out.push(noun);
  }
  return out;
}
