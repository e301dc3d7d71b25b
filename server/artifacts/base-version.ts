/** The version an edit starts from: the one the client names, else the latest complete one. */
import type { Db } from "../db/client";
import { getVersion, latestVersion, type VersionRow } from "../services/versions";
import type { ArtifactKind } from "@/lib/contracts/artifacts";

export async function baseVersion(db: Db, chatId: string, kind: ArtifactKind, baseVersionId?: string | null): Promise<VersionRow | null> {
  return baseVersionId ? getVersion(db, chatId, kind, baseVersionId) : latestVersion(db, chatId, kind);
}
