/**
 * The sources a research round reads: the user's knowledge base (the items picked for the
 * message, then the user's active personal knowledge), the chat's attachments, and the web when
 * search is configured (`webSourcesFromEnv()`). Each read source gets its number `[n]`; only
 * these may be cited.
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { knowledgeItems } from "../../db/schema";
import type { GenerationContext } from "../../engine/generation";
import type { WebSources } from "../../net/web-search";
import type { ResearchSource } from "@/lib/contracts/research";

/** A source to read: where it comes from, and its text once read. */
export type Candidate = Omit<ResearchSource, "n" | "accessed_at"> & { text: string | null };
export type ReadSource = ResearchSource & { text: string };

const MAX_KNOWLEDGE = 12;
const MAX_WEB_HITS = 6;
export const MAX_SOURCE_CHARS = 12_000;

/** The user's knowledge items and the round's attachments, as candidates (picked items first). */
export async function localCandidates(context: GenerationContext): Promise<Candidate[]> {
  const picked: Candidate[] = (context.knowledge ?? []).map((k) => ({
    title: k.title,
    origin: "knowledge",
    url: null,
    item_id: k.id,
    text: k.text,
  }));
  const pickedIds = new Set(picked.map((c) => c.item_id));
  const rows = await context.db
    .select({
      id: knowledgeItems.id,
      title: knowledgeItems.title,
      content: knowledgeItems.content,
      body: knowledgeItems.bodyText,
    })
    .from(knowledgeItems)
    .where(
      and(
        eq(knowledgeItems.userId, context.userId),
        eq(knowledgeItems.status, "active"),
        inArray(knowledgeItems.type, ["knowledge"]),
      ),
    )
    .orderBy(desc(knowledgeItems.createdAt))
    .limit(MAX_KNOWLEDGE);
  const own: Candidate[] = rows
    .filter((r) => !pickedIds.has(r.id))
    .map((r) => ({
      title: r.title,
      origin: "knowledge",
      url: null,
      item_id: r.id,
      text: (r.content ?? r.body ?? "").trim() || null,
    }));
  const attachments: Candidate[] = context.attachments.map((a) => ({
    title: a.fileName,
    origin: "attachment",
    url: null,
    item_id: a.id,
    text: a.text,
  }));
  return [...picked, ...attachments, ...own].slice(0, MAX_KNOWLEDGE + attachments.length);
}

/** Searches the web for each query; hits become candidates whose text is read later. */
export async function webCandidates(
  web: WebSources,
  queries: readonly string[],
  context: GenerationContext,
): Promise<Candidate[]> {
  const seen = new Set<string>();
  const found: Candidate[] = [];
  for (const query of queries) {
    if (context.abortSignal.aborted) break;
    const hits = await web
      .search(query, { limit: MAX_WEB_HITS, language: context.locale, signal: context.abortSignal })
      .catch(() => []);
    for (const hit of hits) {
      if (seen.has(hit.url) || found.length >= MAX_WEB_HITS) continue;
      seen.add(hit.url);
      found.push({ title: hit.title || hit.url, origin: "web", url: hit.url, item_id: null, text: null });
    }
  }
  return found;
}

/** Reads every candidate (web pages through the reader), numbering those that gave text. */
export async function readCandidates(
  candidates: readonly Candidate[],
  web: WebSources | null,
  context: GenerationContext,
  onRead: (done: number, total: number, title: string) => void,
): Promise<ReadSource[]> {
  const accessed = new Date(context.clock.now()).toISOString().slice(0, 10);
  const total = candidates.length;
  const texts: (string | null)[] = candidates.map((c) => c.text);
  let done = 0;
  for (const c of candidates) {
    if (c.origin === "web") continue;
    done++;
    onRead(done, total, c.title);
  }
  const webIndexes = candidates.flatMap((c, i) => (c.origin === "web" ? [i] : []));
  if (web && webIndexes.length && !context.abortSignal.aborted) {
    const pages = await web.readAll(
      webIndexes.map((i) => candidates[i].url!),
      {
        signal: context.abortSignal,
        onRead: (n) =>
          onRead(done + n, total, candidates[webIndexes[Math.min(n, webIndexes.length) - 1]].title),
      },
    );
    pages.forEach((page, j) => {
      texts[webIndexes[j]] = page?.markdown ?? null;
      if (page?.title) candidates[webIndexes[j]].title = page.title;
    });
  }
  const read: ReadSource[] = [];
  candidates.forEach((c, i) => {
    const text = texts[i]?.trim();
    if (!text) return;
    read.push({
      n: read.length + 1,
      title: c.title,
      origin: c.origin,
      url: c.url,
      item_id: c.item_id,
      accessed_at: accessed,
      text: text.slice(0, MAX_SOURCE_CHARS),
    });
  });
  return read;
}
