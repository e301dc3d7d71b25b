/**
 * The document calls of spec §7 the viewers make (through the BFF): saving an edit as a new
 * version of a PRD, a test-case set or a chart. The API validates again and answers the version.
 */
import { apiRequest } from "@/lib/api/client";
import type { VersionDto } from "@/lib/contracts/versions";

const chatPath = (chatId: string, rest: string) => `/api/chats/${encodeURIComponent(chatId)}/${rest}`;

export const documentsApi = {
  saveContent: (chatId: string, type: "prd" | "test_case", content: string, baseVersionId?: string) =>
    apiRequest<VersionDto>(chatPath(chatId, `prd-content?type=${type}`), {
      method: "POST",
      json: { content, ...(baseVersionId ? { base_version_id: baseVersionId } : {}) },
    }),
  saveMermaid: (chatId: string, content: string, baseVersionId?: string) =>
    apiRequest<VersionDto>(chatPath(chatId, "mermaid"), {
      method: "POST",
      json: { content, ...(baseVersionId ? { base_version_id: baseVersionId } : {}) },
    }),
};
