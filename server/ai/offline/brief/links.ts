/**
 * Links between named things a request states outright: transitions between states ("a resolved
 * ticket reopens if the customer replies", "审批驳回回到草稿") and relations between entities
 * ("a session has many speakers", "一个订单包含多个商品").
 */
import type { BriefLanguage, Condition, Relation, Transition } from "./types";

function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/ies$/, "y")
    .replace(/(?<=[^s])s$/, "");
}

/** The named thing a phrase mentions (whole words in English, a substring or prefix in Chinese). */
export function mentioned(phrase: string, names: string[], lang: BriefLanguage): string | undefined {
  if (lang === "zh")
    return (
      names.find((n) => phrase.includes(n)) ??
      names.find((n) => n.length >= 3 && phrase.includes(n.slice(-2))) ??
      names.find((n) => n.length >= 3 && phrase.includes(n.slice(0, 2)))
    );
  const words = ` ${phrase
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .map(stem)
    .join(" ")} `;
  return [...names]
    .sort((a, b) => b.length - a.length)
    .find((n) =>
      words.includes(
        ` ${n
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .map(stem)
          .join(" ")} `,
      ),
    );
}

// States where work is under way: where a reopened or returned item goes back to.
const WORKING = /progress|processing|active|open|working|review|处理中|进行中|履约中|审批中|处理|进行/i;

export function transitionsIn(
  text: string,
  states: string[],
  lang: BriefLanguage,
  conditions: Condition[],
): Transition[] {
  if (states.length < 2) return [];
  const out: Transition[] = [];
  if (lang === "zh") {
    for (const m of text.matchAll(
      /([^，,、。；;：:]{2,12}?)(?:后)?(?:回到|退回到?|返回到?|重新进入|变为|转为|进入)([^，,、。；;]{2,8})/g,
    )) {
      const to = mentioned(m[2], states, lang);
      const from = mentioned(
        m[1],
        states.filter((s) => s !== to),
        lang,
      );
      if (to && from) out.push({ from, to, event: m[1].replace(from, "").trim() || m[1] });
    }
  }
  for (const c of conditions) {
    const then = c.then.join(" ");
    // "an approved PR goes back to in review": the subject is where it comes from, the object where it goes.
    const move =
      /^(.*?)\b(?:goes back to|go back to|back to|returns? to|moves? to|goes to|becomes|turns into|reverts? to|is sent back to)\b(.*)$/i.exec(
        then,
      );
    if (move) {
      const from = mentioned(move[1], states, lang);
      const to = mentioned(
        move[2],
        states.filter((s) => s !== from),
        lang,
      );
      if (from && to) {
        out.push({ from, to, event: c.when });
        continue;
      }
    }
    const from = mentioned(then, states, lang) ?? mentioned(c.when, states, lang);
    if (!from) continue;
    let to = mentioned(
      then.replace(from, ""),
      states.filter((s) => s !== from),
      lang,
    );
    if (!to && /\bre[a-z]+|重新|退回|返回/.test(then)) {
      const before = states.slice(0, states.indexOf(from));
      to = before.reverse().find((s) => WORKING.test(s)) ?? states[Math.max(0, states.indexOf(from) - 1)];
    }
    if (to && to !== from)
      out.push({ from, to, event: `${c.when}${/\breopen/i.test(then) ? " (reopen)" : ""}` });
  }
  return out;
}

export function relationsIn(text: string, entities: string[], lang: BriefLanguage): Relation[] {
  if (entities.length < 2) return [];
  const out: Relation[] = [];
  const patterns =
    lang === "zh"
      ? [
          /(?:一个|每个|一名|每名|一位|每位)?([\u4e00-\u9fff\w]{1,8}?)(?:可以|能)?(?:有|包含|对应|拥有|关联|属于)(多个|多条|多名|多张|多位|若干|一个|一条|一名|一张|一位)([\u4e00-\u9fff\w]{1,8})/g,
        ]
      : [
          /\b(?:a|an|each|every|one)\s+([a-z][\w ]{1,30}?)\s+(?:has|have|contains|includes|owns|holds)\s+(many|multiple|several|one or more|one|a single|an?|exactly one)\s+([a-z][\w]+)/gi,
          /\b([a-z][\w]+)\s+(?:belongs? to|is owned by)\s+(?:a|an|one|the)\s+([a-z][\w]+)/gi,
        ];
  // "students enrol in courses": people and things linked by what they do — through the entity
  // named after the doing (enrolments) when there is one, else directly.
  if (lang === "en") {
    for (const m of text.matchAll(
      /\b([a-z][\w]+s)\s+(?!has\b|have\b|belongs?\b|contains?\b|includes?\b|owns?\b|holds?\b|is\b|are\b)([a-z]{3,})(?:\s+(?:in|into|to|for|on|at|with|from))?\s+(?:the\s+|their\s+|many\s+|multiple\s+)?([a-z][\w]+s)\b/gi,
    )) {
      const a = mentioned(m[1], entities, lang);
      const b = mentioned(m[3], entities, lang);
      if (!a || !b || a === b) continue;
      const verb = m[2].toLowerCase().replace(/s$/, "");
      const through = entities.find(
        (e) => e !== a && e !== b && e.toLowerCase().startsWith(verb.slice(0, Math.max(4, verb.length - 1))),
      );
      if (through)
        out.push(
          { from: a, to: through, many: true, label: "makes" },
          { from: b, to: through, many: true, label: "has" },
        );
      else out.push({ from: a, to: b, many: true, label: verb });
    }
  }
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const belongs = m.length === 3;
      const a = mentioned(belongs ? m[2] : m[1], entities, lang);
      const b = mentioned(belongs ? m[1] : m[3], entities, lang);
      if (!a || !b || a === b) continue;
      const many = belongs || /many|multiple|several|more|多|若干/i.test(m[2]);
      out.push({
        from: a,
        to: b,
        many,
        label: lang === "zh" ? (many ? "包含多个" : "对应") : many ? "has many" : "has one",
      });
    }
  }
  return out;
}
