/**
 * Lists the space's items (GET /knowledge-base/items): filters, full-text search ranked by
 * PostgreSQL (`ts_rank` over the GIN-indexed document, title above tags/notes above body) and a highlighted excerpt around the
 * first match. Only the page asked for leaves the database, with only a window of its text.
 */
import { and, count, desc, eq, getTableColumns, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { chats, knowledgeItems } from "../db/schema";
import {
  anchorTerm,
  highlightRanges,
  highlightTerms,
  queryTerms,
  tsqueryText,
  type QueryTerm,
} from "../space/search-text";
import type { SpaceItemRow } from "./space-items";
import { FILES_PATH } from "@/lib/contracts/uploads";
import type { HighlightedText, SpaceItem, SpaceItemPage, SpaceItemsQuery } from "@/lib/contracts/space-items";

const EXCERPT_BEFORE = 60;
/** Columns a page never reads whole. */
const HEAVY_COLUMNS = new Set(["bodyText", "searchVector", "content"]);
const EXCERPT_LENGTH = 220;

/** The text of an excerpt starting near `from` (1-based), cut at word-ish boundaries. */
function tidyExcerpt(raw: string, startsAtBeginning: boolean): string {
  let text = raw.replace(/\s+/g, " ").trim();
  if (!startsAtBeginning) text = `…${text.replace(/^\S{0,12}\s/, "")}`;
  return text;
}

export function itemJson(
  row: SpaceItemRow,
  chatTitle: string | null,
  excerpt: HighlightedText | null = null,
  titleHighlights: [number, number][] = [],
): SpaceItem {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    status: row.status,
    is_favorite: row.isFavorite,
    tags: row.tags,
    notes: row.notes,
    file_size: row.fileSize,
    file_name: row.fileName,
    content_type: row.contentType,
    file_url: row.uploadId ? `${FILES_PATH}/${encodeURIComponent(row.uploadId)}` : null,
    source_url: row.sourceUrl,
    knowledge_type: row.knowledgeType,
    chat_id: row.chatId,
    chat_title: chatTitle,
    version_id: row.versionId,
    version_number: row.versionNumber,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
    excerpt,
    title_highlights: titleHighlights,
  };
}

export function filtersOf(userId: string, query: Omit<SpaceItemsQuery, "page" | "page_size" | "q">): SQL[] {
  const filters: SQL[] = [eq(knowledgeItems.userId, userId), eq(knowledgeItems.status, query.status)];
  if (query.type) filters.push(eq(knowledgeItems.type, query.type));
  if (query.favorite !== undefined) filters.push(eq(knowledgeItems.isFavorite, query.favorite));
  if (query.tag) filters.push(sql`${knowledgeItems.tags} @> ${JSON.stringify([query.tag])}::jsonb`);
  if (query.since) filters.push(gte(knowledgeItems.createdAt, new Date(query.since)));
  if (query.until) filters.push(lte(knowledgeItems.createdAt, new Date(query.until)));
  if (query.chat_id) filters.push(eq(knowledgeItems.chatId, query.chat_id));
  return filters;
}

export type ItemSearch = { marks: QueryTerm[]; tsquery: SQL; anchor: string } | null;

export function itemSearch(q: string | undefined): ItemSearch | "nothing" {
  if (!q) return null;
  const terms = queryTerms(q);
  const text = tsqueryText(terms);
  if (!text) return "nothing";
  const marks = highlightTerms(q);
  return {
    marks,
    tsquery: sql`to_tsquery('english'::regconfig, ${text}::text)`,
    anchor: anchorTerm(marks) ?? "",
  };
}

export async function listSpaceItems(db: Db, userId: string, query: SpaceItemsQuery): Promise<SpaceItemPage> {
  const empty = { items: [], total: 0, page: query.page, page_size: query.page_size, has_more: false };
  const search = itemSearch(query.q);
  if (search === "nothing") return empty;
  const filters = filtersOf(userId, query);
  if (search) filters.push(sql`${knowledgeItems.searchVector} @@ ${search.tsquery}`);
  const where = and(...filters);

  const rank = search
    ? sql<number>`ts_rank(${knowledgeItems.searchVector}, ${search.tsquery}, 1)`
    : sql<number>`0`;
  // A window of the body: around the first place the longest term occurs, else its start.
  const at = search
    ? sql`greatest(1, strpos(lower(${knowledgeItems.bodyText}), ${search.anchor}::text) - ${EXCERPT_BEFORE})`
    : sql`1`;
  const excerpt = sql<string>`substr(${knowledgeItems.bodyText}, ${at}, ${EXCERPT_LENGTH})`;
  const order =
    query.status === "deleted"
      ? [desc(knowledgeItems.deletedAt), desc(knowledgeItems.createdAt)]
      : [desc(knowledgeItems.createdAt)];

  // The columns the page needs: never the whole body of every row.
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(knowledgeItems)).filter(([name]) => !HEAVY_COLUMNS.has(name)),
  ) as Omit<
    ReturnType<typeof getTableColumns<typeof knowledgeItems>>,
    "bodyText" | "searchVector" | "content"
  >;
  // One pass: the page and, beside each row, how many rows matched (a second count would scan
  // the matches again). Past the last page there is no row to carry it: count then.
  const rows = await db
    .select({
      ...columns,
      chatTitle: chats.title,
      rank,
      excerpt,
      excerptStart: at,
      matched: sql<number>`count(*) over ()`,
    })
    .from(knowledgeItems)
    .leftJoin(chats, eq(chats.id, knowledgeItems.chatId))
    .where(where)
    .orderBy(...(search ? [desc(rank)] : []), ...order, desc(knowledgeItems.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total = rows.length
    ? Number(rows[0].matched)
    : query.page > 1
      ? Number((await db.select({ total: count() }).from(knowledgeItems).where(where))[0].total)
      : 0;

  const items = rows.map((row) => {
    const text = tidyExcerpt(row.excerpt ?? "", Number(row.excerptStart) <= 1);
    const terms = search?.marks ?? [];
    const excerptJson = text ? { text, highlights: highlightRanges(text, terms) } : null;
    return itemJson(
      { ...row, bodyText: "", content: null, searchVector: "" } as SpaceItemRow,
      row.chatTitle,
      excerptJson,
      highlightRanges(row.title, terms),
    );
  });
  const totalCount = total;
  return {
    items,
    total: totalCount,
    page: query.page,
    page_size: query.page_size,
    has_more: query.page * query.page_size < totalCount,
  };
}
