/** The deploy calls of spec §7 as the agentic viewer makes them (through the BFF). */
import { apiRequest } from "@/lib/api/client";
import type {
  DeployRequest,
  DeployState,
  Deployment,
  DomainMapping,
  LiteAdminOverview,
  LiteRecord,
} from "@/lib/contracts/lite-app";

export const deployStateKey = (chatId: string) => `/api/deploy/chat/${encodeURIComponent(chatId)}`;
export const adminKey = (chatId: string) => `/api/lite-admin/${encodeURIComponent(chatId)}`;
export const recordsKey = (chatId: string, collection: string) =>
  `${adminKey(chatId)}/records?collection=${encodeURIComponent(collection)}`;

export const fetchDeployState = (key: string) => apiRequest<DeployState>(key);
export const fetchOverview = (key: string) => apiRequest<LiteAdminOverview>(key);
export const fetchRecords = (key: string) => apiRequest<{ records: LiteRecord[] }>(key);

export function deployVersion(
  chatId: string,
  versionId: string,
  copyPreviewRecords = false,
): Promise<Deployment> {
  const body: DeployRequest = { chat_id: chatId, version_id: versionId };
  if (copyPreviewRecords) body.copy_preview_records = true;
  return apiRequest<Deployment>("/api/deploy/real", { method: "POST", json: body, timeoutMs: 60_000 });
}

export function addDomain(chatId: string, versionId: string, domain: string): Promise<DomainMapping> {
  return apiRequest<DomainMapping>("/api/domain-mapping", {
    method: "POST",
    json: { chat_id: chatId, deploy_version_id: versionId, domain },
  });
}

export function removeDomain(id: string): Promise<null> {
  return apiRequest<null>(`/api/domain-mapping/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function downloadUrl(chatId: string, versionId: string): string {
  return `/api/product/${encodeURIComponent(chatId)}/download/${encodeURIComponent(versionId)}`;
}

export function saveRecord(chatId: string, id: string, data: Record<string, unknown>): Promise<LiteRecord> {
  return apiRequest<LiteRecord>(`${adminKey(chatId)}/records/${encodeURIComponent(id)}`, {
    method: "PUT",
    json: { data },
  });
}

export function deleteRecord(chatId: string, id: string): Promise<null> {
  return apiRequest<null>(`${adminKey(chatId)}/records/${encodeURIComponent(id)}`, { method: "DELETE" });
}
