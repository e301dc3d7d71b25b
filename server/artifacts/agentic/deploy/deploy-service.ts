/**
 * Deploying a lite-app version (spec §3, §4): only a complete version (or the one
 * already deployed) can be; it replaces the chat's deployed version; the chat keeps one
 * generated sub-domain for all its deployments.
 */
import { and, eq, ne, or } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { deployments, domainMappings, versions } from "@/server/db/schema";
import { ApiError, ERRNO } from "@/server/http/api-error";
import { agenticKind } from "@/lib/contracts/kinds";
import { getOwnedChat } from "@/server/services/chats";
import type { VersionRow } from "@/server/services/versions";
import { deployedDocument, parseLiteAppContent } from "./app-document";
import { kindPagePath } from "@/lib/contracts/kind-pages";
import { appUrl } from "./config";
import { freshLabel } from "./names";

export type DeploymentRow = typeof deployments.$inferSelect;

export type DeploymentDto = {
  id: string;
  chat_id: string;
  version_id: string;
  subdomain: string;
  preview_url: string;
  admin_url: string;
  created_at: string;
};

/** The owner's page for the app's data (the kind's page `admin`; signed in, on the product's own host). */
function adminPath(chatId: string): string {
  return kindPagePath(agenticKind, "admin", chatId);
}

export function deploymentJson(row: DeploymentRow): DeploymentDto {
  return {
    id: row.id,
    chat_id: row.chatId,
    version_id: row.versionId,
    subdomain: row.subdomain,
    preview_url: row.previewUrl,
    // Where the page is now, not the address stored when the app was deployed (an older one).
    admin_url: adminPath(row.chatId),
    created_at: row.createdAt.toISOString(),
  };
}

/** The chat's lite-app version by id; 404 "agentic version not found" (spec §8) otherwise. */
export async function agenticVersion(db: Db, chatId: string, versionId: string): Promise<VersionRow> {
  const [row] = await db
    .select()
    .from(versions)
    .where(and(eq(versions.id, versionId), eq(versions.chatId, chatId), eq(versions.type, agenticKind.id)))
    .limit(1);
  if (!row) throw new ApiError(ERRNO.NOT_FOUND, "agenticVersionNotFound");
  return row;
}

export function isDeployable(row: Pick<VersionRow, "status" | "isDeployed">): boolean {
  return row.status === "complete" || row.status === "deployed" || row.isDeployed;
}

export async function chatDeployment(db: Db, chatId: string): Promise<DeploymentRow | null> {
  const [row] = await db.select().from(deployments).where(eq(deployments.chatId, chatId)).limit(1);
  return row ?? null;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export async function deployVersion(
  db: Db,
  userId: string,
  chatId: string,
  versionId: string,
): Promise<DeploymentRow> {
  await getOwnedChat(db, userId, chatId);
  const version = await agenticVersion(db, chatId, versionId);
  if (!isDeployable(version))
    throw new ApiError(ERRNO.INVALID, "deployUnfinished", {}, { version_id: "deployUnfinished" });
  const content = parseLiteAppContent(version.content);
  if (!content) throw new ApiError(ERRNO.INVALID, "deployBuildFailed", { message: "content" });
  const built = await deployedDocument(version.id, content);
  if (!built.ok)
    throw new ApiError(ERRNO.INVALID, "deployBuildFailed", { message: built.errors[0]?.text ?? "" });

  for (let attempt = 0; ; attempt++) {
    const existing = await chatDeployment(db, chatId);
    const label = existing?.subdomain ?? (await freshLabel(db, content.title));
    try {
      return await db.transaction(async (tx) => {
        // The version deployed before goes back to complete; custom sub-domains follow the chat.
        await tx
          .update(versions)
          .set({ status: "complete", isDeployed: false })
          .where(
            and(
              eq(versions.chatId, chatId),
              eq(versions.type, agenticKind.id),
              ne(versions.id, version.id),
              or(eq(versions.isDeployed, true), eq(versions.status, "deployed")),
            ),
          );
        await tx
          .update(versions)
          .set({ status: "deployed", isDeployed: true })
          .where(eq(versions.id, version.id));
        await tx
          .update(domainMappings)
          .set({ deployVersionId: version.id })
          .where(eq(domainMappings.chatId, chatId));
        const values = {
          versionId: version.id,
          subdomain: label,
          previewUrl: appUrl(label),
          adminUrl: adminPath(chatId),
        };
        const [row] = existing
          ? await tx.update(deployments).set(values).where(eq(deployments.id, existing.id)).returning()
          : await tx
              .insert(deployments)
              .values({ chatId, ...values })
              .returning();
        return row;
      });
    } catch (error) {
      // Two deploys racing for a chat's first name (or a name taken meanwhile): try again.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
