/**
 * English words with their part of speech, from compromise (pure JS, its lexicon loaded once,
 * on first use). Used inside the parts a brief is split into: is this item "pick a date"
 * (a verb phrase), "the refund is issued" (who-does-what) or "fraud check service" (a thing)?
 */
import nlp from "compromise/two";

export type EnWord = { text: string; tags: string[] };

type Term = { text: string; tags: string[] };

export function enWords(text: string): EnWord[] {
  if (!text.trim()) return [];
  const doc = nlp(text).json() as { terms: Term[] }[];
  return doc.flatMap((s) => s.terms.map((t) => ({ text: t.text, tags: t.tags })));
}

export const isEnVerb = (w: EnWord) => w.tags.includes("Verb") && !w.tags.includes("Gerund") && !w.tags.includes("Auxiliary");
export const isEnNoun = (w: EnWord) => w.tags.includes("Noun") || w.tags.includes("Acronym") || w.tags.includes("ProperNoun");

/** "running" → "run", "setting up" → "set up": a leading gerund as the verb's plain form. */
export function infinitiveOf(phrase: string): string {
  const m = /^([a-z]+ing)\b(\s+(?:up|off|out|down|in|on|over|through))?/i.exec(phrase.trim());
  if (!m) return phrase.trim();
  // Read as a verb in a sentence ("we are running it") so the tagger takes it as one.
  const doc = nlp(`we are ${m[1].toLowerCase()} it`);
  doc.compute("root");
  const verb = ((doc.json() as { terms: { root?: string }[] }[])[0]?.terms[2]?.root ?? "").trim();
  if (!verb || /\s/.test(verb) || verb.toLowerCase() === m[1].toLowerCase()) return phrase.trim();
  return `${verb}${m[2] ?? ""}${phrase.trim().slice(m[0].length)}`;
}
