/**
 * Knowledge picked in the chat input (spec §2 file selector) as context for a round: the user's
 * active items among the ids, cut into passages and ranked by relevance to the request
 * (`retrievePassages`: the knowledge base's own zh/en search), the best passages packed into a
 * token budget (KNOWLEDGE_TOKEN_BUDGET, default 6000) before weaker ones — an unrelated item can
 * no longer crowd out the one that answers. Each item says whether it was used and why not
 * (`not_relevant`, `over_budget`, `empty`); the round records this on its messages.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { knowledgeItems } from "../db/schema";
import type { KnowledgeUse } from "@/lib/contracts/chat";
import { retrievePassages, type RankedPassage } from "./passage-retrieval";

/** Knowledge the user picked for this message, within the token budget (what a generator reads). */
export type KnowledgeContext = {
  id: string;
  title: string;
  type: string;
  /** The passages kept, in reading order, one a line. */
  text: string;
  /** Not the whole item: only its passages about the request, or what the budget left. */
  truncated: boolean;
  /** The passages kept, best first. */
  passages: string[];
};

export const DEFAULT_KNOWLEDGE_TOKEN_BUDGET = 6000;

export function knowledgeTokenBudget(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.KNOWLEDGE_TOKEN_BUDGET);
  return env.KNOWLEDGE_TOKEN_BUDGET && Number.isInteger(configured) && configured > 0
    ? configured
    : DEFAULT_KNOWLEDGE_TOKEN_BUDGET;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A tokenizer-free estimate: a CJK character is about one token, other text about four characters. */
export function estimateTokens(text: string): number {
  let cjk = 0;
  for (const ch of text) if (CJK.test(ch)) cjk++;
  return cjk + Math.ceil((text.length - cjk) / 4);
}

/** An item to pack: `total` is how many passages it has. */
export type Picked = { id: string; type: string; title: string; text: string; total: number };

/**
 * The budget filled with the most relevant passages first (ties: pick order, then reading
 * order), each item's title counted once with its first passage.
 */
export function packPassages(
  items: readonly Picked[],
  ranked: RankedPassage[][],
  relevantOnly: boolean,
  budget: number,
): { context: KnowledgeContext[]; uses: KnowledgeUse[] } {
  const all = ranked.flat().sort((a, b) => b.score - a.score || a.doc - b.doc || a.order - b.order);
  const kept: RankedPassage[][] = items.map(() => []);
  let left = budget;
  for (const p of all) {
    const first = kept[p.doc].length === 0;
    const cost = estimateTokens(p.text) + 1 + (first ? estimateTokens(items[p.doc].title) + 10 : 0);
    if (cost > left) continue;
    left -= cost;
    kept[p.doc].push(p);
  }
  const uses: KnowledgeUse[] = [];
  const context: (KnowledgeContext & { best: number; doc: number })[] = [];
  items.forEach((item, doc) => {
    const base = { id: item.id, title: item.title, type: item.type } as KnowledgeUse;
    const mine = kept[doc];
    if (!item.text.trim()) return uses.push({ ...base, use: "unused", reason: "empty" });
    if (relevantOnly && ranked[doc].length === 0)
      return uses.push({ ...base, use: "unused", reason: "not_relevant" });
    if (!mine.length) return uses.push({ ...base, use: "skipped", reason: "over_budget" });
    const whole = mine.length === item.total;
    const cut = mine.length < ranked[doc].length;
    uses.push({
      ...base,
      use: whole ? "full" : "partial",
      ...(whole ? {} : { passages: mine.length, ...(cut ? { reason: "over_budget" as const } : {}) }),
    });
    context.push({
      id: item.id,
      title: item.title,
      type: item.type,
      text: [...mine]
        .sort((a, b) => a.order - b.order)
        .map((p) => p.text)
        .join("\n"),
      truncated: !whole,
      passages: mine.map((p) => p.text),
      best: mine[0].score,
      doc,
    });
  });
  // Items in order of their best passage: what answers comes first.
  context.sort((a, b) => b.best - a.best || a.doc - b.doc);
  return {
    context: context.map((k) => ({
      id: k.id,
      title: k.title,
      type: k.type,
      text: k.text,
      truncated: k.truncated,
      passages: k.passages,
    })),
    uses,
  };
}

export async function knowledgeForRound(
  db: Db,
  userId: string,
  ids: readonly string[],
  request: string,
  budget = knowledgeTokenBudget(),
  options: { wholeItems?: boolean } = {},
): Promise<{ context: KnowledgeContext[]; uses: KnowledgeUse[] }> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return { context: [], uses: [] };
  const rows = await db
    .select({
      id: knowledgeItems.id,
      type: knowledgeItems.type,
      title: knowledgeItems.title,
      content: knowledgeItems.content,
      body: knowledgeItems.bodyText,
    })
    .from(knowledgeItems)
    .where(
      and(
        eq(knowledgeItems.userId, userId),
        eq(knowledgeItems.status, "active"),
        inArray(knowledgeItems.id, wanted),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Not the user's, or archived: nothing to say about it.
  const found = wanted.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [{ id: row.id, type: row.type, title: row.title, text: (row.content ?? row.body).trim() }]
      : [];
  });
  const retrieval = await retrievePassages(db, request, found, options);
  const items = found.map((item, doc) => ({ ...item, total: retrieval.docs[doc].total }));
  return packPassages(
    items,
    retrieval.docs.map((d) => d.passages),
    retrieval.focused,
    budget,
  );
}
