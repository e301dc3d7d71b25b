/**
 * The start-up backfill of the personal space: artifact versions and chat attachments saved
 * before the space's items existed (migration 0005) become items, as if they had been saved
 * since. It runs once per database (a marker in app_settings), after the migrations; a run cut
 * short runs again at the next start, and a second run adds nothing (each item is unique per
 * version and per upload). Once done it never runs again, so an item the user deleted for good
 * stays deleted.
 *
 * Item bodies are tokenised in JavaScript (Chinese word splitting, server/space/search-text.ts),
 * which is why this is code and not a SQL migration. Rows are read a batch at a time by id.
 */
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { chats, knowledgeItems, messages, uploads, versions } from "../db/schema";
import { getSetting, setSetting } from "./app-settings";
import {
  attachmentItems,
  insertSpaceItems,
  SAVED_VERSION_STATUSES,
  versionItem,
  type NewSpaceItem,
} from "./space-items";
import { spaceArtifactKinds } from "@/lib/contracts/space-items";

export const SPACE_BACKFILL_SETTING = "space_items_backfilled";
const BATCH = 200;

export type BackfillCount = { versions: number; attachments: number };

/** Saved versions of the space's kinds that have no item yet, from `after` on (by id). */
async function versionsWithoutItem(db: Db, after: string) {
  return db
    .select({ version: versions, userId: chats.userId, chatTitle: chats.title })
    .from(versions)
    .innerJoin(chats, eq(chats.id, versions.chatId))
    .leftJoin(knowledgeItems, eq(knowledgeItems.versionId, versions.id))
    .where(
      and(
        gt(versions.id, after),
        isNull(knowledgeItems.id),
        inArray(versions.status, [...SAVED_VERSION_STATUSES]),
        inArray(versions.type, [...spaceArtifactKinds()]),
      ),
    )
    .orderBy(asc(versions.id))
    .limit(BATCH);
}

/**
 * Walks rows without an item in id order, a page at a time (keyset: after the last id seen), and
 * writes their items; returns how many were added.
 */
async function addItemsByPage<Row>(
  db: Db,
  page: (after: string) => Promise<Row[]>,
  idOf: (row: Row) => string,
  itemsOf: (rows: Row[]) => NewSpaceItem[],
): Promise<number> {
  let added = 0;
  let after = "";
  for (;;) {
    const rows = await page(after);
    if (rows.length === 0) return added;
    after = idOf(rows[rows.length - 1]);
    added += (await insertSpaceItems(db, itemsOf(rows))).length;
  }
}

function backfillVersions(db: Db): Promise<number> {
  return addItemsByPage(
    db,
    (after) => versionsWithoutItem(db, after),
    (r) => r.version.id,
    (rows) =>
      rows
        .map((r) => versionItem(r.version, { userId: r.userId, title: r.chatTitle }))
        .filter((i): i is NewSpaceItem => i !== null),
  );
}

/**
 * Uploads a user message of the upload's owner carried (`extension.attachments`), that have no
 * item yet, with the chat they were sent in (the first message that carried them).
 */
async function attachmentsWithoutItem(db: Db, after: string) {
  const sent = db
    .selectDistinctOn([sql`(a.value->>'id')`], {
      uploadId: sql<string>`(a.value->>'id')`.as("upload_id"),
      chatId: messages.chatId,
    })
    .from(messages)
    .innerJoin(
      sql`lateral jsonb_array_elements(case when jsonb_typeof(${messages.extension}->'attachments') = 'array' then ${messages.extension}->'attachments' else '[]'::jsonb end) as a(value)`,
      sql`true`,
    )
    .where(and(eq(messages.role, "user"), gt(sql`(a.value->>'id')`, after)))
    .orderBy(sql`(a.value->>'id')`, asc(messages.createdAt))
    .as("sent");
  return db
    .select({ upload: uploads, chatId: chats.id, userId: chats.userId, chatTitle: chats.title })
    .from(sent)
    .innerJoin(uploads, eq(uploads.id, sent.uploadId))
    .innerJoin(chats, and(eq(chats.id, sent.chatId), eq(chats.userId, uploads.userId)))
    .leftJoin(knowledgeItems, eq(knowledgeItems.uploadId, uploads.id))
    .where(isNull(knowledgeItems.id))
    .orderBy(asc(uploads.id))
    .limit(BATCH);
}

function backfillAttachments(db: Db): Promise<number> {
  return addItemsByPage(
    db,
    (after) => attachmentsWithoutItem(db, after),
    (r) => r.upload.id,
    (rows) =>
      rows.flatMap((r) =>
        attachmentItems({ id: r.chatId, userId: r.userId, title: r.chatTitle }, [r.upload]),
      ),
  );
}

/** Adds the missing items unless the backfill already ran on this database (`force`: run anyway). */
export async function backfillSpaceItems(
  db: Db,
  options: { force?: boolean } = {},
): Promise<BackfillCount | null> {
  if (!options.force && (await getSetting(db, SPACE_BACKFILL_SETTING)) === true) return null;
  const count = { versions: await backfillVersions(db), attachments: await backfillAttachments(db) };
  await setSetting(db, SPACE_BACKFILL_SETTING, true);
  return count;
}
