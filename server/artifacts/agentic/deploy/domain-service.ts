/**
 * Custom sub-domains of a deployed chat (spec §3 "Domain mapping", §5 "a sub-domain, limited in
 * count"): one DNS label each, unique across all users and generated names, at most
 * CUSTOM_DOMAIN_LIMIT per user (errno 4005), only the owner's.
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { chats, domainMappings, versions } from "@/server/db/schema";
import { ApiError, ERRNO } from "@/server/http/api-error";
import { agenticKind } from "@/lib/contracts/kinds";
import { getOwnedChat } from "@/server/services/chats";
import { appUrl, customDomainLimit } from "./config";
import { agenticVersion } from "./deploy-service";
import { labelTaken } from "./names";

export type DomainMappingRow = typeof domainMappings.$inferSelect;

export type DomainMappingDto = {
  id: string;
  chat_id: string;
  deploy_version_id: string;
  domain: string;
  url: string;
  created_at: string;
};

export function mappingJson(row: DomainMappingRow): DomainMappingDto {
  return {
    id: row.id,
    chat_id: row.chatId,
    deploy_version_id: row.deployVersionId,
    domain: row.domain,
    url: appUrl(row.domain),
    created_at: row.createdAt.toISOString(),
  };
}

function taken(): ApiError {
  return new ApiError(ERRNO.CONFLICT, "domainTaken", {}, { domain: "domainTaken" });
}

export async function addDomainMapping(
  db: Db,
  userId: string,
  input: { chatId: string; versionId: string; domain: string },
): Promise<DomainMappingRow> {
  await getOwnedChat(db, userId, input.chatId);
  await agenticVersion(db, input.chatId, input.versionId);
  if (await labelTaken(db, input.domain)) throw taken();
  const limit = customDomainLimit();
  try {
    return await db.transaction(async (tx) => {
      // One user's adds are counted one at a time, so two at once cannot pass the limit together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`domains:${userId}`}))`);
      const [held] = await tx
        .select({ n: count() })
        .from(domainMappings)
        .innerJoin(chats, eq(chats.id, domainMappings.chatId))
        .where(eq(chats.userId, userId));
      if (Number(held?.n ?? 0) >= limit)
        throw new ApiError(ERRNO.LIMIT_REACHED, "customDomainLimit", { limit });
      const [row] = await tx
        .insert(domainMappings)
        .values({ chatId: input.chatId, deployVersionId: input.versionId, domain: input.domain })
        .returning();
      return row;
    });
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if (e?.code === "23505" || e?.cause?.code === "23505") throw taken();
    throw error;
  }
}

async function ownedMapping(db: Db, userId: string, id: string): Promise<DomainMappingRow> {
  const [row] = await db
    .select({ mapping: domainMappings })
    .from(domainMappings)
    .innerJoin(chats, eq(chats.id, domainMappings.chatId))
    .where(and(eq(domainMappings.id, id), eq(chats.userId, userId)))
    .limit(1);
  if (!row) throw new ApiError(ERRNO.NOT_FOUND, "domainMappingNotFound");
  return row.mapping;
}

export async function deleteDomainMapping(db: Db, userId: string, id: string): Promise<void> {
  const row = await ownedMapping(db, userId, id);
  await db.delete(domainMappings).where(eq(domainMappings.id, row.id));
}

export async function chatMappings(db: Db, userId: string, chatId: string): Promise<DomainMappingRow[]> {
  await getOwnedChat(db, userId, chatId);
  return db
    .select()
    .from(domainMappings)
    .where(eq(domainMappings.chatId, chatId))
    .orderBy(domainMappings.createdAt);
}

/** The mappings pointing at a version (a deploy moves the chat's mappings to the version it deploys). */
export async function versionMappings(
  db: Db,
  userId: string,
  versionId: string,
): Promise<DomainMappingRow[]> {
  const [version] = await db
    .select({ chatId: versions.chatId })
    .from(versions)
    .innerJoin(chats, eq(chats.id, versions.chatId))
    .where(and(eq(versions.id, versionId), eq(versions.type, agenticKind.id), eq(chats.userId, userId)))
    .limit(1);
  if (!version) throw new ApiError(ERRNO.NOT_FOUND, "agenticVersionNotFound");
  return db
    .select()
    .from(domainMappings)
    .where(and(eq(domainMappings.chatId, version.chatId), eq(domainMappings.deployVersionId, versionId)))
    .orderBy(domainMappings.createdAt);
}
