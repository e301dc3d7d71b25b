/**
 * English words with their part of speech, from compromise (pure JS, its lexicon loaded once,
 * on first use). Used inside the parts a brief is split into: is this item "pick a date"
 * (a verb phrase), "the refund is issued" (who-does-what) or "fraud check service" (a thing)?
 */
import { createRequire } from "node:module";
import path from "node:path";
import type compromise from "compromise/two";

let loaded: typeof compromise | undefined;

/**
 * compromise, required on the first English text analysed rather than with the API: loading it
 * costs ~0.3–0.5 s of CPU, which every process importing the API (each Jest file among them)
 * paid whether or not an Offline reply ever ran. Required from the app's own node_modules, like
 * the mermaid validator's modules, so Jest's workers load it once rather than once per file.
 */
function nlp(text: string) {
  loaded ??= createRequire(path.join(process.cwd(), "package.json"))("compromise/two") as typeof compromise;
  return loaded(text);
}

export type EnWord = { text: string; tags: string[] };

type Term = { text: string; tags: string[] };

export function enWords(text: string): EnWord[] {
  if (!text.trim()) return [];
  const doc = nlp(text).json() as { terms: Term[] }[];
  return doc.flatMap((s) => s.terms.map((t) => ({ text: t.text, tags: t.tags })));
}

export const isEnVerb = (w: EnWord) =>
  w.tags.includes("Verb") && !w.tags.includes("Gerund") && !w.tags.includes("Auxiliary");
export const isEnNoun = (w: EnWord) =>
  w.tags.includes("Noun") || w.tags.includes("Acronym") || w.tags.includes("ProperNoun");

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

/** Verbs a job or feature's name starts with ("log hive inspections", "assign parts"). */
export const EN_JOB_VERB =
  /^(?:start|pick|track|get|apply|upload|pay|book|send|see|view|collect|log|message|manage|create|add|find|choose|request|submit|check|set|share|split|claim|reserve|cancel|rate|review|report|export|import|schedule|plan|compare|join|invite|sign|scan|record|receive|assign|approve|escalate|notify|remind|search|tag|flag|triage|rank|pin|bookmark|favou?rite|star|mute|block|ban|moderate|resolve|reopen|merge|duplicate|clone|print|offer|sell|buy|take|post|publish|browse|rent|lend|borrow|swap|trade|donate|vote|follow|edit|delete|archive|deliver|refund|confirm|verify|register|enrol|enroll|complete|draft|write|read|learn|practi[cs]e|measure|monitor|calculate|estimate|forecast|reconcile|hire|match|recommend|translate|attach|organi[sz]e|coordinate|allocate|distribute|dispatch|ship|audit|inspect|keep|analy[sz]e|explore|discover|assess|grade|teach|arrange|prepare|repair|fix|maintain|renew|withdraw|redeem|earn|capture|reassign|reject|accept|decline|acknowledge|sync|generate|transfer|update|upgrade|downgrade|close|reroute|retry|override|download|(?:email|text|call|phone|invoice|bill|charge|thank|survey|contact)(?=\s+(?:the\s+|their\s+|all\s+)?\w*(?:ents|ers|ors|ees|ians|ists|people|staff|members|students|customers|clients|families|guests|parents|volunteers)\b))\b/i;
