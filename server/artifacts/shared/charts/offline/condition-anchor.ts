/**
 * Where a check named at the end of a request belongs in the flow. "Send contract, contractor
 * signs, IT creates accounts; if the contract is not signed within 5 days, send a reminder" names
 * its condition last, but the check is about signing: drawn after the last step it would ask
 * "contract not signed?" after the accounts exist. A trailing condition that speaks of an earlier
 * step moves to that step — after it for an outcome ("if the review finds fraud"), before it for
 * a deadline the step may miss ("not signed within 5 days", "30分钟内未支付").
 */
import { isPerson, type Brief } from "../../../../ai/offline/brief";

const EN_IGNORED = new Set([
  "the",
  "and",
  "for",
  "with",
  "within",
  "than",
  "then",
  "that",
  "this",
  "not",
  "does",
  "doesn",
  "isn",
  "after",
  "before",
  "more",
  "less",
  "over",
  "under",
  "days",
  "day",
  "hours",
  "hour",
  "minutes",
  "minute",
  "weeks",
  "week",
  "times",
  "once",
  "when",
  "has",
  "have",
  "been",
  "was",
  "were",
  "are",
  "its",
  "their",
  "any",
  "all",
]);
const ZH_IGNORED = /^(?:如果|超过|以上|以下|小时|分钟|天内|之内|之后|以后|需要|没有|是否|一个|用户)$/;

/** A missed deadline: the check comes before the step it waits for. */
const DEADLINE = {
  en: /\b(?:not|n't|never|no)\b[^,.;]*\b(?:within|in|by|after)\s+(?:\d+|one|two|three|four|five|six|seven|ten)\b|\b(?:within|in)\s+\S+\s+\w+[^,.;]*\b(?:not|n't|never)\b|\b(?:expires?|times? out|overdue)\b/i,
  zh: /(?:内|之前|以内)[^，。；]*(?:未|没有|没)|(?:超过|逾期|超时)[^，。；]*(?:未|没有|没)?|(?:未|没有)[^，。；]*(?:超过|逾期)/,
};

function enStem(word: string): string {
  return word.replace(/(?:ing|ed|es|s)$/, "");
}

function enWords(text: string, lang: Brief["language"]): string[] {
  return (text.toLowerCase().match(/[a-z]{3,}/g) ?? [])
    .filter((w) => !EN_IGNORED.has(w) && !isPerson(w, lang))
    .map(enStem)
    .filter((w) => w.length >= 3);
}

function zhPairs(text: string): string[] {
  const out: string[] = [];
  for (const run of text.match(/[\u4e00-\u9fff]+/g) ?? [])
    for (let i = 0; i + 2 <= run.length; i++) out.push(run.slice(i, i + 2));
  return out.filter((p) => !ZH_IGNORED.test(p) && !/[不未没则的了]/.test(p));
}

/** The condition speaks of this step: a content word (or a two-character word) in common. */
function speaksOf(condition: string, step: string, lang: Brief["language"]): boolean {
  if (lang === "zh") return zhPairs(condition).some((p) => step.includes(p));
  const mine = enWords(condition, lang);
  return enWords(step, lang).some((w) =>
    mine.some((m) => m === w || (m.length >= 4 && w.startsWith(m)) || (w.length >= 4 && m.startsWith(w))),
  );
}

/**
 * Where a condition at the end of the steps goes: `after` the step it follows, and whether its
 * "yes" branch still ends the flow. An outcome moved up to the step it speaks of keeps ending the
 * flow, as it did when it came last ("if the review finds fraud, escalate" does not go on to the
 * payout); a missed deadline's branch (a reminder) goes on to the step it waited for.
 * `when` is the condition as the user wrote it.
 */
export function anchorOf(
  when: string,
  after: number,
  steps: readonly { text: string }[],
  lang: Brief["language"],
): { after: number; endsFlow: boolean } {
  const stay = { after, endsFlow: false };
  if (after !== steps.length - 1 || steps.length < 2) return stay;
  let spoken = -1;
  steps.forEach((s, i) => {
    if (speaksOf(when, s.text, lang)) spoken = i;
  });
  if (spoken < 0 || spoken === steps.length - 1) return stay;
  return DEADLINE[lang].test(when)
    ? { after: spoken - 1, endsFlow: false }
    : { after: spoken, endsFlow: true };
}
