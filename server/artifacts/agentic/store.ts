/**
 * A lite app's versions beyond the common store (server/services/versions.ts): the version that
 * is current (the newest one not reverted), status changes while a version builds, its builds
 * (`agentic_builds`), and revert. Content is never changed: a version's files are written once.
 */
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agenticBuilds, deployments, domainMappings, versions } from "../../db/schema";
import type { VersionRow } from "../../services/versions";
import { agenticKind } from "@/lib/contracts/kinds";
import type { BuildStatus, LiteAppBuildError } from "@/lib/contracts/lite-app";
import type { VersionStatus } from "@/lib/contracts/versions";

/** The version the app is now: the newest not reverted (whatever its build's status), or null. */
export async function currentAppVersion(db: Db, chatId: string): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(versions)
    .where(
      and(eq(versions.chatId, chatId), eq(versions.type, agenticKind.id), ne(versions.status, "reverted")),
    )
    .orderBy(desc(versions.versionNumber))
    .limit(1);
  return row ?? null;
}

/** A version's status (and view address, and meta fields) as its build goes. */
export async function setAppStatus(
  db: Db,
  versionId: string,
  status: VersionStatus,
  change: { viewUrl?: string | null; meta?: Record<string, unknown> } = {},
): Promise<VersionRow> {
  const [current] = await db
    .select({ meta: versions.meta })
    .from(versions)
    .where(eq(versions.id, versionId))
    .limit(1);
  const [row] = await db
    .update(versions)
    .set({
      status,
      ...(change.viewUrl !== undefined ? { viewUrl: change.viewUrl } : {}),
      ...(change.meta ? { meta: { ...current?.meta, ...change.meta } } : {}),
    })
    .where(eq(versions.id, versionId))
    .returning();
  return row;
}

export async function startBuild(db: Db, versionId: string): Promise<string> {
  const [row] = await db
    .insert(agenticBuilds)
    .values({ versionId, status: "building" })
    .returning({ id: agenticBuilds.id });
  return row.id;
}

export async function finishBuild(
  db: Db,
  buildId: string,
  status: Extract<BuildStatus, "complete" | "failed">,
  log: string,
  at: Date,
): Promise<void> {
  await db.update(agenticBuilds).set({ status, log, finishedAt: at }).where(eq(agenticBuilds.id, buildId));
}

export type BuildRecord = {
  id: string;
  status: string;
  log: string;
  created_at: string;
  finished_at: string | null;
};

export async function buildsOf(db: Db, versionId: string): Promise<BuildRecord[]> {
  const rows = await db
    .select()
    .from(agenticBuilds)
    .where(eq(agenticBuilds.versionId, versionId))
    .orderBy(desc(agenticBuilds.createdAt));
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    log: r.log,
    created_at: r.createdAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
  }));
}

/** The build errors a failed version keeps in its meta. */
export function buildErrorsOf(row: Pick<VersionRow, "meta">): LiteAppBuildError[] {
  return Array.isArray(row.meta?.build_errors) ? (row.meta.build_errors as LiteAppBuildError[]) : [];
}

/**
 * Reverts the chat's app to `target`: every later version not yet reverted gets status
 * `reverted` (kept, never deleted), so `target` is current again. Returns the versions reverted.
 * `note` writes, in the same transaction, what the chat says of it (given the numbers discarded).
 */
export async function revertLaterVersions(
  db: Db,
  chatId: string,
  target: VersionRow,
  note?: (tx: Db, discarded: number[]) => Promise<void>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(versions)
      .set({ status: "reverted", isDeployed: false })
      .where(
        and(
          eq(versions.chatId, chatId),
          eq(versions.type, agenticKind.id),
          gt(versions.versionNumber, target.versionNumber),
          ne(versions.status, "reverted"),
        ),
      )
      .returning({ id: versions.id, number: versions.versionNumber, wasDeployed: versions.isDeployed });
    // The deployed version was among the changes discarded: the app's address now serves the
    // version reverted to (a deploy overwrites the deployed one, spec §4), or nothing if that
    // version never built (its sub-domain is then free until the next deploy).
    const [deployment] = await tx.select().from(deployments).where(eq(deployments.chatId, chatId)).limit(1);
    if (deployment && rows.some((r) => r.id === deployment.versionId)) {
      if (target.status === "complete" || target.status === "deployed") {
        await tx
          .update(versions)
          .set({ status: "deployed", isDeployed: true })
          .where(eq(versions.id, target.id));
        await tx.update(deployments).set({ versionId: target.id }).where(eq(deployments.id, deployment.id));
        await tx
          .update(domainMappings)
          .set({ deployVersionId: target.id })
          .where(eq(domainMappings.chatId, chatId));
      } else {
        await tx.delete(deployments).where(eq(deployments.id, deployment.id));
      }
    }
    if (rows.length && note)
      await note(
        tx,
        rows.map((r) => r.number).sort((a, b) => a - b),
      );
    return rows.map((r) => r.id);
  });
}

/** The chat of a lite-app version (a preview's data lives with its chat), or null. */
export async function chatOfAppVersion(db: Db, versionId: string): Promise<string | null> {
  const [row] = await db
    .select({ chatId: versions.chatId })
    .from(versions)
    .where(and(eq(versions.id, versionId), eq(versions.type, agenticKind.id)))
    .limit(1);
  return row?.chatId ?? null;
}
