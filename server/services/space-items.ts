/**
 * Writes the space's items (spec §3 "Knowledge-base item"): one per saved artifact version, per
 * chat attachment and per piece of personal knowledge, each with its search document.
 *
 * The search document is built here, in one place: title (weight A), tags/notes/names (B) and
 * the readable body (C), from the tokens of server/space/search-text.ts. An edit of title, tags
 * or notes rebuilds A and B and keeps the indexed body as it is (`ts_filter(…, '{c}')`).
 */
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { chats, knowledgeItems, versions } from "../db/schema";
import { indexTokens } from "../space/search-text";
import { artifactText, MAX_BODY_CHARS } from "../space/artifact-text";
import type { Upload } from "./uploads";
import { isSpaceArtifactKind, type SpaceItemType } from "@/lib/contracts/space-items";

export type SpaceItemRow = typeof knowledgeItems.$inferSelect;

/** Version statuses that are saved outputs (failed or unfinished ones are not). */
export const SAVED_VERSION_STATUSES = ["complete", "reverted", "deployed"] as const;
const SAVED_STATUSES = new Set<string>(SAVED_VERSION_STATUSES);

type SearchFields = {
  title: string;
  tags?: string[];
  notes?: string | null;
  names?: (string | null | undefined)[];
};

function metaText(fields: SearchFields): string {
  return [...(fields.tags ?? []), fields.notes ?? "", ...(fields.names ?? [])].filter(Boolean).join("\n");
}

function weighted(text: string, weight: "A" | "B" | "C"): SQL {
  return sql`setweight(to_tsvector('english'::regconfig, ${indexTokens(text)}::text), ${weight}::"char")`;
}

/** The whole search document of an item. */
export function searchVector(fields: SearchFields, body: string): SQL {
  return sql`${weighted(fields.title, "A")} || ${weighted(metaText(fields), "B")} || ${weighted(body, "C")}`;
}

/** The document with new title/tags/notes and the body already indexed. */
export function searchVectorKeepingBody(fields: SearchFields): SQL {
  return sql`${weighted(fields.title, "A")} || ${weighted(metaText(fields), "B")} || ts_filter(${knowledgeItems.searchVector}, '{c}')`;
}

export type NewSpaceItem = {
  userId: string;
  type: SpaceItemType;
  title: string;
  body: string;
  knowledgeType?: "text" | "file" | null;
  content?: string | null;
  tags?: string[];
  notes?: string | null;
  upload?: Upload | null;
  chatId?: string | null;
  chatTitle?: string | null;
  versionId?: string | null;
  versionNumber?: number | null;
  createdAt?: Date;
};

function itemValues(item: NewSpaceItem) {
  const body = item.body.slice(0, MAX_BODY_CHARS);
  const upload = item.upload ?? null;
  return {
    userId: item.userId,
    type: item.type,
    title: item.title.slice(0, 200),
    knowledgeType: item.knowledgeType ?? null,
    content: item.content ?? null,
    bodyText: body,
    tags: item.tags ?? [],
    notes: item.notes ?? null,
    uploadId: upload?.id ?? null,
    fileSize: upload?.size ?? null,
    fileName: upload?.fileName ?? null,
    contentType: upload?.contentType ?? null,
    sourceUrl: upload?.sourceUrl ?? null,
    chatId: item.chatId ?? null,
    versionId: item.versionId ?? null,
    versionNumber: item.versionNumber ?? null,
    searchVector: searchVector(
      {
        title: item.title,
        tags: item.tags,
        notes: item.notes,
        names: [upload?.fileName, item.chatTitle, upload?.sourceUrl],
      },
      body,
    ),
    ...(item.createdAt ? { createdAt: item.createdAt, updatedAt: item.createdAt } : {}),
  };
}

/** Adds items; one that already exists for its version or upload is left as it is. */
export async function insertSpaceItems(db: Db, items: NewSpaceItem[]): Promise<SpaceItemRow[]> {
  if (items.length === 0) return [];
  return db.insert(knowledgeItems).values(items.map(itemValues)).onConflictDoNothing().returning();
}

type VersionLike = Pick<
  typeof versions.$inferSelect,
  "id" | "chatId" | "type" | "versionNumber" | "content" | "status" | "meta" | "createdAt"
>;

/** The item of a saved artifact version (no item for failed or unfinished versions, nor lite apps). */
export function versionItem(
  version: VersionLike,
  chat: { userId: string; title: string },
): NewSpaceItem | null {
  if (!SAVED_STATUSES.has(version.status) || !isSpaceArtifactKind(version.type)) return null;
  const versionTitle =
    typeof version.meta?.title === "string" && version.meta.title.trim() ? version.meta.title.trim() : null;
  return {
    userId: chat.userId,
    type: version.type,
    title: versionTitle ?? chat.title,
    body: artifactText(version.type, version.content),
    chatId: version.chatId,
    chatTitle: chat.title,
    versionId: version.id,
    versionNumber: version.versionNumber,
    createdAt: version.createdAt,
  };
}

/** Called when a version is saved or its status changes: it joins the space once it is saved. */
export async function addVersionItem(db: Db, version: VersionLike, userId: string): Promise<void> {
  if (!SAVED_STATUSES.has(version.status) || !isSpaceArtifactKind(version.type)) return;
  const [chat] = await db
    .select({ title: chats.title })
    .from(chats)
    .where(eq(chats.id, version.chatId))
    .limit(1);
  const item = chat ? versionItem(version, { userId, title: chat.title }) : null;
  if (item) await insertSpaceItems(db, [item]);
}

/** The items of files sent with a message in `chat`. */
export function attachmentItems(
  chat: { id: string; userId: string; title: string },
  uploads: Upload[],
): NewSpaceItem[] {
  return uploads.map((upload) => ({
    userId: chat.userId,
    type: "attachment" as const,
    title: upload.fileName,
    body: upload.extractedText ?? "",
    upload,
    chatId: chat.id,
    chatTitle: chat.title,
    createdAt: upload.createdAt,
  }));
}

export async function addAttachmentItems(
  db: Db,
  chat: { id: string; userId: string; title: string },
  uploads: Upload[],
): Promise<void> {
  await insertSpaceItems(db, attachmentItems(chat, uploads));
}
