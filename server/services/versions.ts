/**
 * The one immutable store of artifact versions (DESIGN.md §5): every kind, numbered per chat and
 * kind. A version is written once and never updated in content — an edit, a copy or a revert
 * is a new version. Status changes (building → complete, deployed) are the only updates.
 */
import { and, asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { versions } from "../db/schema";
import { ApiError, ERRNO } from "../http/api-error";
import type { ArtifactKind, DesignType } from "@/lib/contracts/artifacts";
import type { VersionDto, VersionRef, VersionStatus, VersionSummary } from "@/lib/contracts/versions";
import { VERSION_SOURCES } from "@/lib/contracts/versions";
import { isCreation } from "./creations";
import { recordFirstCreation } from "./invite-rewards";
import { addVersionItem } from "./space-items";

export type VersionRow = typeof versions.$inferSelect;
/** A version without its content: all a list needs. */
export type VersionSummaryRow = Omit<VersionRow, "content">;
export type VersionSource = (typeof VERSION_SOURCES)[number];

export type NewVersion = {
  chatId: string;
  userId: string;
  kind: ArtifactKind;
  content: string;
  roundId?: string | null;
  designType?: DesignType;
  status?: VersionStatus;
  viewUrl?: string | null;
  title?: string | null;
  source?: VersionSource;
  meta?: Record<string, unknown>;
};

const NUMBER_RETRIES = 5;

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Saves a new version with the next number of its chat and kind. Two saves racing for a number
 * are settled by the unique index: the loser retries with the next one.
 */
export async function createVersion(db: Db, input: NewVersion): Promise<VersionRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(versions)
        .values({
          chatId: input.chatId,
          roundId: input.roundId ?? null,
          type: input.kind,
          versionNumber: sql`(select coalesce(max(${versions.versionNumber}), 0) + 1 from ${versions} where ${versions.chatId} = ${input.chatId} and ${versions.type} = ${input.kind})`,
          content: input.content,
          designType: input.designType ?? "web",
          status: input.status ?? "complete",
          viewUrl: input.viewUrl ?? null,
          meta: { ...input.meta, title: input.title ?? null, source: input.source ?? "generated" },
        })
        .returning();
      // A user's first creation rewards whoever invited them (spec §9); a cheap no-op otherwise.
      if (isCreation(row)) await recordFirstCreation(db, input.userId);
      // A saved version is also an item of the user's space (spec §3 "Knowledge-base item").
      await addVersionItem(db, row, input.userId);
      return row;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= NUMBER_RETRIES) throw error;
    }
  }
}

export async function listVersions(db: Db, chatId: string, kind: ArtifactKind): Promise<VersionRow[]> {
  return db
    .select()
    .from(versions)
    .where(and(eq(versions.chatId, chatId), eq(versions.type, kind)))
    .orderBy(desc(versions.versionNumber));
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the content is what a list leaves out
const { content: _content, ...summaryColumns } = getTableColumns(versions);

/** Every version of the chat without content, kind by kind, newest first. */
export async function listChatVersions(db: Db, chatId: string): Promise<VersionSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(versions)
    .where(eq(versions.chatId, chatId))
    .orderBy(asc(versions.type), desc(versions.versionNumber));
}

/** The newest version of a kind, or null. `completeOnly` skips failed or building ones. */
export async function latestVersion(
  db: Db,
  chatId: string,
  kind: ArtifactKind,
  completeOnly = true,
): Promise<VersionRow | null> {
  const rows = await db
    .select()
    .from(versions)
    .where(
      and(
        eq(versions.chatId, chatId),
        eq(versions.type, kind),
        completeOnly ? sql`${versions.status} in ('complete', 'deployed')` : undefined,
      ),
    )
    .orderBy(desc(versions.versionNumber))
    .limit(1);
  return rows[0] ?? null;
}

/** A version of the chat by id (or by number when `idOrNumber` is all digits); 404 otherwise. */
export async function getVersion(
  db: Db,
  chatId: string,
  kind: ArtifactKind,
  idOrNumber: string,
): Promise<VersionRow> {
  const byNumber = /^\d{1,9}$/.test(idOrNumber);
  const [row] = await db
    .select()
    .from(versions)
    .where(
      and(
        eq(versions.chatId, chatId),
        eq(versions.type, kind),
        byNumber ? eq(versions.versionNumber, Number(idOrNumber)) : eq(versions.id, idOrNumber),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError(ERRNO.NOT_FOUND, "versionNotFound");
  return row;
}

/** The title a version was saved with (null: none). */
export function versionTitle(row: Pick<VersionRow, "meta">): string | null {
  return typeof row.meta?.title === "string" ? row.meta.title : null;
}

export function versionRef(row: Pick<VersionRow, "type" | "id" | "versionNumber">): VersionRef {
  return { kind: row.type as ArtifactKind, id: row.id, version_number: row.versionNumber };
}

export function versionSummaryJson(row: VersionSummaryRow): VersionSummary {
  const meta = row.meta ?? {};
  const source = VERSION_SOURCES.includes(meta.source as VersionSource)
    ? (meta.source as VersionSource)
    : "generated";
  return {
    ...versionRef(row),
    created_at: row.createdAt.toISOString(),
    timestamp: row.createdAt.getTime(),
    date: row.createdAt.toISOString().slice(0, 10),
    design_type: row.designType as DesignType,
    view_url: row.viewUrl,
    status: row.status as VersionStatus,
    is_deployed: row.isDeployed,
    title: typeof meta.title === "string" ? meta.title : null,
    source,
    round_id: row.roundId,
  };
}

export function versionJson(row: VersionRow): VersionDto {
  const meta = { ...row.meta };
  delete meta.title; // both are answered as fields of the summary
  delete meta.source;
  return { ...versionSummaryJson(row), content: row.content, meta };
}
