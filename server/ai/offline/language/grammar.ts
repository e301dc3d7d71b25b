/** English grammar helpers for the offline writers. */

const DETERMINED =
  /^(?:a|an|the|my|our|your|their|his|her|its|this|that|these|those|each|every|some|any|no)\s/i;
const VOWEL_SOUND_ACRONYM = /^[AEFHILMNORSX](?:[A-Z0-9]{1,}|-)/;

export function indefinite(word: string): "a" | "an" {
  if (VOWEL_SOUND_ACRONYM.test(word)) return "an";
  if (/^[A-Z0-9]{2,}/.test(word)) return "a";
  if (/^(?:hour|honest|honou?r|heir)/i.test(word)) return "an";
  if (/^(?:uni|use|usu|ur[aeio]|eu|ewe|one|once|u[bcfhjkqrstn][aeiou])/i.test(word)) return "a";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** "small yoga studio" → "a small yoga studio"; "a small yoga studio" stays; plurals take none. */
export function withArticle(phrase: string): string {
  const p = phrase.trim();
  if (!p || DETERMINED.test(p)) return p;
  const head = p.split(/\s+(?:for|of|in|at|with|who|that)\s+/i)[0];
  if (/[^su]s$/i.test(head) && !/\b(?:analytics|news|series|species|status|bus|campus)$/i.test(head))
    return p;
  return `${indefinite(p)} ${p}`;
}

/** "piano teacher" → "piano teachers", "family" → "families"; a plural or a group stays as it is. */
export function plural(group: string): string {
  const p = group.trim();
  if (/(?:[^su]s|people|staff|children|men|women|team|crew|folk)$/i.test(p)) return p;
  if (/[^aeiou]y$/i.test(p)) return `${p.slice(0, -1)}ies`;
  if (/(?:ch|sh|x|ss)$/i.test(p)) return `${p}es`;
  return `${p}s`;
}

/** "a, b and c" / "a、b和c". */
export function listPhrase(items: string[], lang: "en" | "zh"): string {
  const list = items.filter(Boolean);
  if (list.length <= 1) return list[0] ?? "";
  if (lang === "zh") return `${list.slice(0, -1).join("、")}和${list[list.length - 1]}`;
  return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
}

/**
 * Endings after which a verb lost its final "e" before "-ing" ("making" → make, "choosing" →
 * choose, "scheduling" → schedule) — and not the look-alikes that never had one ("breaking",
 * "repairing", "meeting", "visiting"). A heuristic for the words product requests use.
 */
const LOST_E =
  /(?:v|[^aeiou]at|iz|ys|us|[^aeiou]ac|[^aeiou]uc|[^aeiou]ic|[^aeiou]ur|[^aeiou]ir|uir|[^aeiou]ar|[^eo]ak|[^aeiou]ik|[^aeiou]ok|[^s]os|ag|rg|dg|ang|eng|ung|[^aeiou]ul|[^aeiou]il|[^aeiou]in|[^aeiou]ut|(?:[^aeiou]|u)id|[^aeiou]ud|[^aeiou]ot|let|(?:[^aeiou]|e)as|[^aeiou]ov|rs|(?:[vcr])it|creat|(?:st|expl|rest|sc|ign)or)$/i;
/** Doubled before "-ing" ("running" → run); these double in the verb itself ("billing" → bill). */
const KEEPS_DOUBLE = /(?:ss|ll|ff|zz)$/i;

/** "renting" → "rent", "making" → "make", "shopping" → "shop"; a word not ending in "-ing" stays. */
export function verbOfGerund(word: string): string {
  const m = /^(.{2,}?)ing$/i.exec(word);
  if (!m) return word;
  const stem = m[1];
  if (/(\w)\1$/.test(stem) && !KEEPS_DOUBLE.test(stem)) return stem.slice(0, -1);
  if (/^.{3,}ell$/i.test(stem)) return stem.slice(0, -1); // British "cancelling", "travelling"; not "selling"
  return LOST_E.test(stem) ? `${stem}e` : stem;
}

/** "Acceptance criteria are …", "OKRs are …", "A pre-mortem is …": the verb a named thing takes. */
export function isOrAre(name: string): "is" | "are" {
  return /(?:criteria|data|metrics|OKRs|KPIs|stories|personas|guidelines|requirements)$/i.test(name.trim())
    ? "are"
    : "is";
}
