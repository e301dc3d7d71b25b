/**
 * A user's edit becomes a new version only when it changes something: a save of the version as it
 * is (an editor opened and saved untouched, a retried request, any client) would add a version
 * identical to one the user already has, and the list would fill with copies. Refused before
 * anything is written, naming the version it equals.
 */
import type { Db } from "../db/client";
import { ApiError, ERRNO } from "../http/api-error";
import { latestVersion, type VersionRow } from "./versions";
import type { ArtifactKind } from "@/lib/contracts/artifacts";

/** Line ends and the blank lines around the text are no change (a form trims, Windows sends \r\n). */
const comparable = (text: string) => text.replace(/\r\n?/g, "\n").trim();

/** Throws when `contents` (the text as sent or as it would be stored) equal the base's or the latest version's. */
export async function refuseUnchangedEdit(
  db: Db,
  chatId: string,
  kind: ArtifactKind,
  base: Pick<VersionRow, "content" | "versionNumber"> | null,
  ...contents: string[]
): Promise<void> {
  const latest = await latestVersion(db, chatId, kind);
  const edited = new Set(contents.map(comparable));
  for (const row of [base, latest])
    if (row && edited.has(comparable(row.content)))
      throw new ApiError(ERRNO.INVALID, "editUnchanged", { version: row.versionNumber });
}
