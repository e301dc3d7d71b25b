/**
 * Passage retrieval: which sentences of the user's knowledge speak of a request. Every item is
 * split into passages (`splitPassages`) and each passage is matched against the request's subject
 * words (`focusTerms`) with the knowledge base's own full-text search — the same tokens
 * (`indexTokens`: CJK bigrams, Latin words) and PostgreSQL's `english` stemming, inside the
 * database (PGlite and PostgreSQL alike), so "cancelled" finds "cancel" and 流失 finds 用户流失.
 *
 * A passage is relevant when it holds a subject word; an item whose title holds one is about the
 * request as a whole, so all its passages are. With three or more subject words an item must
 * also hold two of them (or one and a close word), in one passage or across its passages: a note
 * that says "market" once is not about "the home coffee roasting market in Europe". A request that names no subject
 * ("summarise these") makes every passage relevant, in reading order. Generators read only
 * relevant passages; an item with none is "not about this question".
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { focusTerms, type FocusTerm } from "../space/query-focus";
import { splitPassages } from "../space/passages";
import { indexTokens } from "../space/search-text";

export type RetrievalDoc = { title: string; text: string };
export type RankedPassage = { doc: number; text: string; order: number; score: number };
export type DocRetrieval = {
  /** Passages about the request, best first. */
  passages: RankedPassage[];
  /** How many passages the item has. */
  total: number;
  /** The item's title names the request's subject. */
  titleMatch: boolean;
};
export type Retrieval = {
  /** The request named a subject (else every passage counts, in reading order). */
  focused: boolean;
  terms: FocusTerm[];
  docs: DocRetrieval[];
};

const TITLE_BONUS = 0.5;
const RELATED_WEIGHT = 0.6;
const FIGURE_BONUS = 0.2;
const HAS_FIGURE = /\d/;

/** The `to_tsquery('english', …)` text of one term: a Latin word as is (stemmed), a CJK word as its bigrams. */
function termQuery(term: FocusTerm): string | null {
  if (!term.cjk) return term.text.replace(/[^\p{L}\p{N}]/gu, "") || null;
  const chars = [...term.text];
  if (chars.length < 2) return null;
  const bigrams = chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
  return `(${bigrams.join(" & ")})`;
}

type Row = { i: number; j: number };

function rowsOf(result: unknown): Row[] {
  const rows = Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
  return (rows as Record<string, unknown>[]).map((r) => ({ i: Number(r.i), j: Number(r.j) }));
}

/** Which (text, term) pairs match, by the database's full-text search. */
async function matches(db: Db, texts: string[], queries: string[]): Promise<Row[]> {
  if (!texts.length || !queries.length) return [];
  const result = await db.execute(sql`
    with p as materialized (
      select (e.n - 1)::int as i, to_tsvector('english'::regconfig, e.value) as v
      from jsonb_array_elements_text(${JSON.stringify(texts.map((t) => indexTokens(t)))}::jsonb) with ordinality as e(value, n)
    ), t as materialized (
      select (q.n - 1)::int as j, to_tsquery('english'::regconfig, q.value) as q
      from jsonb_array_elements_text(${JSON.stringify(queries)}::jsonb) with ordinality as q(value, n)
    )
    select p.i, t.j from p join t on p.v @@ t.q`);
  return rowsOf(result);
}

/**
 * `anyTerm`: the request is a list of alternatives (a competitor report's names), so one word is
 * enough for an item, however many are listed. `wholeItems`: an item about the request is read
 * whole, its matching passages first — a document about a whole product (a PRD) uses all of an
 * interview note that speaks of it, not only the sentences that repeat the request's words.
 */
export async function retrievePassages(
  db: Db,
  request: string,
  docs: readonly RetrievalDoc[],
  options: { anyTerm?: boolean; wholeItems?: boolean } = {},
): Promise<Retrieval> {
  const split = docs.map((d) => splitPassages(d.text));
  const terms = focusTerms(request)
    .map((term) => ({ term, query: termQuery(term) }))
    .filter((t): t is { term: FocusTerm; query: string } => t.query !== null);
  if (!terms.length) {
    return {
      focused: false,
      terms: [],
      docs: split.map((passages, doc) => ({
        passages: passages.map((p) => ({ doc, text: p.text, order: p.order, score: 0 })),
        total: passages.length,
        titleMatch: false,
      })),
    };
  }
  // One query for every passage and title: titles first, then each item's passages in order.
  const texts: string[] = docs.map((d) => d.title);
  const where: { doc: number; order: number }[] = [];
  split.forEach((passages, doc) =>
    passages.forEach((p) => {
      texts.push(p.text);
      where.push({ doc, order: p.order });
    }),
  );
  // Only texts that could match go to the database: a stem starts with the word's first 3 letters
  // (cancel/cancelled, run/running, stud/studies) and a CJK word's pieces with its first two characters. This
  // skips most passages of a long item without changing what matches.
  const cues = terms.map(({ term }) =>
    term.cjk ? [...term.text].slice(0, 2).join("") : term.text.slice(0, 3),
  );
  const sent = texts.flatMap((text, i) => {
    const folded = text.normalize("NFKC").toLowerCase();
    return cues.some((cue) => folded.includes(cue)) ? [i] : [];
  });
  const hits = (
    await matches(
      db,
      sent.map((i) => texts[i]),
      terms.map((t) => t.query),
    )
  ).map(({ i, j }) => ({ i: sent[i], j }));
  const matched = new Map<number, Set<number>>();
  for (const { i, j } of hits) {
    if (!matched.has(i)) matched.set(i, new Set());
    matched.get(i)!.add(j);
  }
  // Each subject word counts once; close words count once together (several stem alike: cancel, cancelled).
  const scoreOf = (i: number) => {
    const js = [...(matched.get(i) ?? [])];
    const own = js.filter((j) => terms[j].term.weight >= 1).length;
    return own + (js.some((j) => terms[j].term.weight < 1) ? RELATED_WEIGHT : 0);
  };
  const subjectWords = terms.filter((t) => t.term.weight >= 1).length;
  const itemBar = subjectWords >= 3 && !options.anyTerm ? 1 + RELATED_WEIGHT : RELATED_WEIGHT;
  // A title counts through the request's words and their close words ("Pricing test" for 定价).
  const titleMatch = docs.map((_, d) => (matched.get(d)?.size ?? 0) > 0);
  const out: DocRetrieval[] = split.map((passages) => ({
    passages: [],
    total: passages.length,
    titleMatch: false,
  }));
  where.forEach(({ doc, order }, k) => {
    const own = scoreOf(docs.length + k);
    if (own <= 0 && !titleMatch[doc]) return;
    const text = split[doc][order].text;
    const score = own + (titleMatch[doc] ? TITLE_BONUS : 0) + (HAS_FIGURE.test(text) ? FIGURE_BONUS : 0);
    out[doc].passages.push({ doc, text, order, score });
  });
  // What an item covers as a whole: a note naming Notion, Obsidian and Logseq in three
  // sentences is about "compare Notion, Obsidian and Logseq" though no sentence names two.
  const coverage = docs.map(() => ({ own: new Set<number>(), related: false }));
  where.forEach(({ doc }, k) => {
    for (const j of matched.get(docs.length + k) ?? []) {
      if (terms[j].term.weight >= 1) coverage[doc].own.add(j);
      else coverage[doc].related = true;
    }
  });
  out.forEach((d, doc) => {
    d.titleMatch = titleMatch[doc];
    const covered = coverage[doc].own.size + (coverage[doc].related ? RELATED_WEIGHT : 0);
    const best = Math.max(
      0,
      ...d.passages.map((p) => p.score - (HAS_FIGURE.test(p.text) ? FIGURE_BONUS : 0)),
    );
    if (!d.titleMatch && best < itemBar && covered < itemBar) d.passages = [];
    else if (options.wholeItems && d.passages.length < d.total) {
      const kept = new Set(d.passages.map((p) => p.order));
      split[doc].forEach((p) => {
        if (!kept.has(p.order))
          d.passages.push({
            doc,
            text: p.text,
            order: p.order,
            score: HAS_FIGURE.test(p.text) ? FIGURE_BONUS : 0,
          });
      });
    }
    d.passages.sort((a, b) => b.score - a.score || a.order - b.order);
  });
  return { focused: true, terms: terms.map((t) => t.term), docs: out };
}
