/**
 * Knowledge picked in the chat input (spec §2 file selector) as context for a round: the
 * user's active items among the ids, in the order picked, their readable text packed into a
 * token budget (KNOWLEDGE_TOKEN_BUDGET, default 6000). An item that does not fit whole is cut
 * (`partial`); once the budget is spent the rest are `skipped`. The round records which items
 * it used on its messages, so the reply can say what it read.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { knowledgeItems } from "../db/schema";
import type { KnowledgeUse } from "@/lib/contracts/chat";

/** Knowledge the user picked for this message, within the token budget (what a generator reads). */
export type KnowledgeContext = { id: string; title: string; type: string; text: string; truncated: boolean };

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

/** The longest start of `text` that fits `tokens`, cut at a line or sentence end when one is near. */
function fitTo(text: string, tokens: number): string {
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (estimateTokens(text.slice(0, mid)) <= tokens) low = mid;
    else high = mid - 1;
  }
  const cut = text.slice(0, low);
  const end = Math.max(cut.lastIndexOf("\n"), cut.lastIndexOf("。"), cut.lastIndexOf(". "));
  return end > low * 0.7 ? cut.slice(0, end + 1) : cut;
}

export async function knowledgeForRound(
  db: Db,
  userId: string,
  ids: readonly string[],
  budget = knowledgeTokenBudget(),
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
  const context: KnowledgeContext[] = [];
  const uses: KnowledgeUse[] = [];
  let left = budget;
  for (const id of wanted) {
    const row = byId.get(id);
    if (!row) continue; // not the user's, or archived: nothing to say about it
    const text = (row.content ?? row.body).trim();
    const cost = estimateTokens(text) + estimateTokens(row.title) + 10;
    if (!text || left <= 50) {
      uses.push({ id: row.id, title: row.title, type: row.type, use: "skipped" });
      continue;
    }
    const whole = cost <= left;
    const kept = whole ? text : fitTo(text, left - estimateTokens(row.title) - 10);
    left -= whole ? cost : left;
    context.push({ id: row.id, title: row.title, type: row.type, text: kept, truncated: !whole });
    uses.push({ id: row.id, title: row.title, type: row.type, use: whole ? "full" : "partial" });
  }
  return { context, uses };
}
