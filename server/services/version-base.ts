/**
 * The version a change builds on (lib/contracts/versions.ts "BASE_CHOICES"): the one the client
 * names, else the latest complete one. Naming an older version than the latest needs the user's
 * choice — build on the version shown or on the latest — or the change is refused before
 * anything is written, so newer work is never dropped without the user knowing.
 */
import type { Db } from "../db/client";
import { ApiError, ERRNO } from "../http/api-error";
import { getVersion, latestVersion, type VersionRow } from "./versions";
import type { ArtifactKind } from "@/lib/contracts/artifacts";
import type { BaseChoice, BaseRecord } from "@/lib/contracts/versions";

export type ResolvedBase = { row: VersionRow; record: BaseRecord };

/** The base of a change, with what the new version's meta records of it (null: nothing to build on). */
export async function resolveBase(
  db: Db,
  chatId: string,
  kind: ArtifactKind,
  baseVersionId?: string | null,
  choice?: BaseChoice,
): Promise<ResolvedBase | null> {
  const latest = await latestVersion(db, chatId, kind);
  const named = baseVersionId ? await getVersion(db, chatId, kind, baseVersionId) : latest;
  if (!named) return null;
  const older = latest !== null && named.versionNumber < latest.versionNumber;
  if (older && !choice)
    throw new ApiError(ERRNO.CONFLICT, "baseNotLatest", {
      version: named.versionNumber,
      latest: latest.versionNumber,
    });
  const row = older && choice === "latest" ? latest : named;
  const record: BaseRecord = { base_version_id: row.id, base_version_number: row.versionNumber };
  if (choice) record.base_choice = choice;
  if (latest && row.versionNumber < latest.versionNumber) record.latest_version_number = latest.versionNumber;
  return { row, record };
}

/**
 * The version a follow-up round changes: the one the request names (an older version the viewer
 * showed, with the user's choice), else the latest complete one. `record`: what the new version's
 * meta says of a named base (nothing for the latest, which a follow-up changes by default).
 */
export async function followUpBase(
  db: Db,
  chatId: string,
  kind: ArtifactKind,
  request: { base_version_id?: string | null; base_choice?: BaseChoice },
): Promise<{ row: VersionRow | null; record: Partial<BaseRecord> }> {
  if (!request.base_version_id) return { row: await latestVersion(db, chatId, kind), record: {} };
  const resolved = await resolveBase(db, chatId, kind, request.base_version_id, request.base_choice);
  return { row: resolved?.row ?? null, record: resolved?.record ?? {} };
}
