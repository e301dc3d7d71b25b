/**
 * Shares of prototype versions (spec §7 share): the share id is an unguessable capability; a
 * visitor with it sees that one version and nothing else of the chat. The owner can revoke it
 * (`revoked_at`), after which it answers "missing or expired" like an unknown id.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { shares } from "../db/schema";
import { ApiError, ERRNO } from "../http/api-error";
import { getOwnedChat } from "./chats";
import { getVersion, type VersionRow } from "./versions";
import { sharedPreviewPath, sharedViewPath, type ShareDto, type ShareKind } from "@/lib/contracts/prototype";
import type { DesignType } from "@/lib/contracts/artifacts";

export type ShareRow = typeof shares.$inferSelect;

export function newShareId(): string {
  return randomBytes(18).toString("base64url");
}

export function shareJson(row: ShareRow): ShareDto {
  const dto = {
    share_id: row.id,
    kind: row.kind as ShareKind,
    chat_id: row.chatId,
    version_id: row.versionId ?? "",
    version_number: row.versionNumber ?? 0,
    title: row.title,
    design_type: row.designType as DesignType,
    created_at: row.createdAt.toISOString(),
  };
  return { ...dto, share_url: sharedViewPath(dto), html_url: sharedPreviewPath(row.id) };
}

export async function createShare(
  db: Db,
  userId: string,
  input: { chatId: string; kind: ShareKind; version: string; title: string },
): Promise<ShareDto> {
  const chat = await getOwnedChat(db, userId, input.chatId);
  const version = await getVersion(db, chat.id, input.kind, input.version);
  if (version.status !== "complete" && version.status !== "deployed")
    throw new ApiError(ERRNO.INVALID, "versionNotShareable");
  const title =
    input.title.trim() || (typeof version.meta?.title === "string" ? version.meta.title : "") || chat.title;
  const [row] = await db
    .insert(shares)
    .values({
      id: newShareId(),
      userId,
      chatId: chat.id,
      versionId: version.id,
      versionNumber: version.versionNumber,
      kind: input.kind,
      title: title.slice(0, 200),
      designType: version.designType,
    })
    .returning();
  return shareJson(row);
}

export async function listShares(db: Db, userId: string, chatId: string): Promise<ShareDto[]> {
  const chat = await getOwnedChat(db, userId, chatId);
  const rows = await db
    .select()
    .from(shares)
    .where(and(eq(shares.chatId, chat.id), eq(shares.userId, userId), isNull(shares.revokedAt)))
    .orderBy(desc(shares.createdAt));
  return rows.map(shareJson);
}

/** Revokes the owner's share; another user's or an unknown id is "not found". */
export async function revokeShare(db: Db, userId: string, shareId: string): Promise<void> {
  const [row] = await db.select().from(shares).where(eq(shares.id, shareId)).limit(1);
  if (!row || row.userId !== userId) throw new ApiError(ERRNO.NOT_FOUND, "sharedMissing");
  if (!row.revokedAt) await db.update(shares).set({ revokedAt: new Date() }).where(eq(shares.id, shareId));
}

/** The live share and its version, or 404 "Shared content missing or expired". */
export async function openShare(db: Db, shareId: string): Promise<{ share: ShareRow; version: VersionRow }> {
  if (!/^[\w-]{10,64}$/.test(shareId)) throw new ApiError(ERRNO.NOT_FOUND, "sharedMissing");
  const [share] = await db.select().from(shares).where(eq(shares.id, shareId)).limit(1);
  if (!share || share.revokedAt || !share.versionId) throw new ApiError(ERRNO.NOT_FOUND, "sharedMissing");
  try {
    const version = await getVersion(db, share.chatId, share.kind as ShareKind, share.versionId);
    return { share, version };
  } catch {
    throw new ApiError(ERRNO.NOT_FOUND, "sharedMissing");
  }
}
