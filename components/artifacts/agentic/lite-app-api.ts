/** The lite-app calls of spec §7 the viewer makes (the round itself: ./round-start.ts). */
import { apiRequest } from "@/lib/api/client";
import type { LiteAppBuildError } from "@/lib/contracts/lite-app";

const chatPath = (chatId: string, rest: string) => `/api/chats/${encodeURIComponent(chatId)}${rest}`;

/** What `GET /chats/{id}/agentic?version_id=` says of a version's last build (server/artifacts/agentic/routes.ts). */
export type LiteAppVersionDetail = { build_errors: LiteAppBuildError[]; build_log: string | null };

export const liteAppApi = {
  /** The version with its build (errors and log of a failed one). */
  version: (chatId: string, versionId: string) =>
    apiRequest<LiteAppVersionDetail>(
      chatPath(chatId, `/agentic?version_id=${encodeURIComponent(versionId)}`),
    ),
  /** Irreversible: later versions become `reverted` (spec §4). */
  revert: (chatId: string, versionId: string) =>
    apiRequest<unknown>(chatPath(chatId, "/agentic/revert"), {
      method: "POST",
      json: { chat_id: chatId, version_id: versionId },
    }),
};
