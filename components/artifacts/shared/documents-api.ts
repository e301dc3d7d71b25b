/**
 * The edit calls of spec §7 the viewers make (through the BFF): saving an edit as a new version
 * of a kind that takes edits (its definition's `edits` route: a PRD, a test-case set, a chart).
 * The API validates again and answers the version.
 */
import { apiRequest } from "@/lib/api/client";
import { editsPath, type ArtifactKind } from "@/lib/contracts/artifacts";
import type { VersionDto } from "@/lib/contracts/versions";
import type { ChangeBase } from "@/components/viewer/base-choice";

/** `base`: the version the edit was made on, and the user's choice when it is not the latest (components/viewer/base-choice.ts). */
function saveContent(chatId: string, kind: ArtifactKind, content: string, base?: ChangeBase | string) {
  const named = typeof base === "string" ? { base_version_id: base } : base;
  return apiRequest<VersionDto>(editsPath(kind, chatId), { method: "POST", json: { content, ...named } });
}

export const documentsApi = { saveContent };
