/** The space's calls (spec §7 knowledge-base and knowledge paths), through the BFF. */
import { apiRequest } from "@/lib/api/client";
import { KNOWLEDGE_BASE_PATH, type SpaceBatchAction } from "@/lib/contracts/space-item-types";
import type {
  SpaceBatchAnswer,
  SpaceItemDetail,
  SpaceItemUpdate,
  SpaceItemsQuery,
} from "@/lib/contracts/space-items";
import type { FileUrlAnswer, KnowledgeCreate, KnowledgeCreateAnswer } from "@/lib/contracts/knowledge";
import { FILES_PATH } from "@/lib/contracts/upload-types";
import type { UploadDto } from "@/lib/contracts/uploads";

export const STATS_PATH = `${KNOWLEDGE_BASE_PATH}/stats`;

export function itemsPath(
  query: Partial<Record<keyof SpaceItemsQuery, string | number | boolean | undefined>>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  return `${KNOWLEDGE_BASE_PATH}/items?${params}`;
}

export const spaceApi = {
  batch: (ids: string[], action: SpaceBatchAction) =>
    apiRequest<SpaceBatchAnswer>(`${KNOWLEDGE_BASE_PATH}/items/batch`, {
      method: "POST",
      json: { ids, action },
    }),
  update: (id: string, update: SpaceItemUpdate) =>
    apiRequest<SpaceItemDetail>(`${KNOWLEDGE_BASE_PATH}/items/${encodeURIComponent(id)}`, {
      method: "PUT",
      json: update,
    }),
  detail: (id: string) =>
    apiRequest<SpaceItemDetail>(`${KNOWLEDGE_BASE_PATH}/items/${encodeURIComponent(id)}`),
  createKnowledge: (body: KnowledgeCreate) =>
    apiRequest<KnowledgeCreateAnswer>("/api/knowledge", { method: "POST", json: body }),
  upload: (file: File) => {
    const body = new FormData();
    body.append("file", file, file.name);
    return apiRequest<UploadDto>(FILES_PATH, { method: "POST", body, timeoutMs: 120_000 });
  },
  fetchLinks: (urls: string) =>
    apiRequest<FileUrlAnswer>(`${FILES_PATH}/url`, { method: "POST", json: { urls }, timeoutMs: 120_000 }),
};
