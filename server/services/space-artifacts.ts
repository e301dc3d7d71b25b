/**
 * The user's saved artifact versions across their chats, newest first (GET /space/artifacts).
 * "Saved" means a version that exists for the user to open: complete, reverted or deployed —
 * not a failed or unfinished one.
 */
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { chats, versions } from "../db/schema";
import type { SpaceArtifact, SpaceArtifactPage, SpaceArtifactsQuery } from "@/lib/contracts/space";
import type { VersionStatus } from "@/lib/contracts/versions";

const SAVED = ["complete", "reverted", "deployed"] as const satisfies readonly VersionStatus[];

/** `%` and `_` in the user's words are literal characters, not patterns. */
function likePattern(words: string): string {
  return `%${words.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export async function listSpaceArtifacts(
  db: Db,
  userId: string,
  query: SpaceArtifactsQuery,
): Promise<SpaceArtifactPage> {
  const versionTitle = sql<string | null>`${versions.meta} ->> 'title'`;
  const filters: SQL[] = [eq(chats.userId, userId), inArray(versions.status, [...SAVED])];
  if (query.type) filters.push(eq(versions.type, query.type));
  if (query.q)
    filters.push(or(ilike(versionTitle, likePattern(query.q)), ilike(chats.title, likePattern(query.q)))!);
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        kind: versions.type,
        versionTitle,
        chatId: chats.id,
        chatTitle: chats.title,
        versionId: versions.id,
        versionNumber: versions.versionNumber,
        status: versions.status,
        createdAt: versions.createdAt,
      })
      .from(versions)
      .innerJoin(chats, eq(chats.id, versions.chatId))
      .where(where)
      .orderBy(desc(versions.createdAt), desc(versions.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(versions).innerJoin(chats, eq(chats.id, versions.chatId)).where(where),
  ]);
  const items = rows.map((r): SpaceArtifact => ({
    kind: r.kind as SpaceArtifact["kind"],
    title: r.versionTitle || r.chatTitle,
    chat_id: r.chatId,
    chat_title: r.chatTitle,
    version_id: r.versionId,
    version_number: r.versionNumber,
    status: r.status as SpaceArtifact["status"],
    created_at: r.createdAt.toISOString(),
  }));
  const totalCount = Number(total);
  return {
    items,
    total: totalCount,
    page: query.page,
    page_size: query.page_size,
    has_more: query.page * query.page_size < totalCount,
  };
}
