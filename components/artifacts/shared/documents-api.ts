/**
 * The edit calls of spec §7 the viewers make (through the BFF): saving an edit as a new version
 * of a kind that takes edits (its definition's `edits` route: a PRD, a test-case set, a chart).
 * The API validates again and answers the version.
 */
import { apiRequest } from "@/lib/api/client";
import { editsPath, type ArtifactKind } from "@/lib/contracts/artifacts";
import { mermaidKind } from "@/lib/contracts/kinds";
import type { VersionDto } from "@/lib/contracts/versions";

function saveContent(chatId: string, kind: ArtifactKind, content: string, baseVersionId?: string) {
  return apiRequest<VersionDto>(editsPath(kind, chatId), {
    method: "POST",
    json: { content, ...(baseVersionId ? { base_version_id: baseVersionId } : {}) },
  });
}

export const documentsApi = {
  saveContent,
  saveMermaid: (chatId: string, content: string, baseVersionId?: string) => saveContent(chatId, mermaidKind.id, content, baseVersionId),
};
