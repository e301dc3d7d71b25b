/**
 * Core information from the sources read: their sentences, each with the number of its source,
 * ranked by how much they say about the request (its subject, competitors and dimensions).
 */
export type SourceText = { n: number; title: string; text: string };
export type Fact = { text: string; source: number };

const MAX_FACT_CHARS = 280;

export function sentences(text: string): string[] {
  return (
    text
      .replace(/^#+\s.*$/gm, "")
      .replace(/[*_`>|]/g, " ")
      // A full stop ends a sentence only before a space or the end: "4.2 billion", "v2.1" stay whole.
      .split(/(?<=[!?。！？；;])\s*|(?<=\.)(?:\s+|$)|\n+/)
      .map((s) => s.replace(/\s+/g, " ").trim())
      .filter((s) => s.length >= 8 && s.length <= MAX_FACT_CHARS && /[\p{L}\p{N}]/u.test(s))
  );
}

/** The words of a text that say something (latin words of 3+ letters, CJK pairs). */
export function terms(text: string): string[] {
  const latin = text.toLowerCase().match(/[a-z][a-z0-9-]{2,}/g) ?? [];
  const cjk = [...text.matchAll(/[\u4e00-\u9fff]+/g)].flatMap((m) => {
    const run = m[0];
    return Array.from({ length: Math.max(run.length - 1, 0) }, (_, i) => run.slice(i, i + 2));
  });
  return [...new Set([...latin, ...cjk])];
}

/** The sources' sentences ranked by overlap with `focus` (ties keep source order); at most `limit`. */
export function extractFacts(sources: readonly SourceText[], focus: string, limit = 24): Fact[] {
  const wanted = new Set(terms(focus));
  const scored = sources.flatMap((s) =>
    sentences(s.text).map((text, i) => ({
      text,
      source: s.n,
      score: terms(text).filter((t) => wanted.has(t)).length,
      order: s.n * 1000 + i,
    })),
  );
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  const seen = new Set<string>();
  const facts: Fact[] = [];
  for (const f of scored) {
    if (seen.has(f.text)) continue;
    seen.add(f.text);
    facts.push({ text: f.text, source: f.source });
    if (facts.length >= limit) break;
  }
  return facts;
}

/** Facts that mention `name` (case-insensitive). */
export function factsAbout(facts: readonly Fact[], name: string): Fact[] {
  const lower = name.toLowerCase();
  return facts.filter((f) => f.text.toLowerCase().includes(lower));
}
