/**
 * Whether a signed-in browser may open the workspace, asked once on the server before any of
 * the workspace's own API calls (spec §6): a user the registration gate holds goes to /wait
 * straight away instead of after a burst of 403 answers, and a session the API no longer
 * accepts (signed out elsewhere, ended by the identity provider — this call is also where a
 * due provider check happens) signs in again. GET /user/info answers both: it is open to held
 * users and tells whether they are admitted.
 */
import "server-only";
import { apiFetch } from "@/lib/server/api-fetch";
import { apiTokenFor } from "@/lib/server/api-token-cache";
import type { BffIdentity } from "@/lib/server/bff-forward";

export type WorkspaceAccess = "admitted" | "gated" | "signed-out";

export async function workspaceAccess(identity: BffIdentity): Promise<WorkspaceAccess> {
  const res = await apiFetch("/api/user/info", {
    headers: { authorization: `Bearer ${await apiTokenFor(identity)}` },
  });
  if (res.status === 401) return "signed-out";
  const body = (await res.json()) as { errno: number; data?: { admitted?: boolean } };
  if (body.errno === 0 && body.data?.admitted === false) return "gated";
  // Anything else (admitted, or an error answer) lets the page load; its own calls report errors.
  return "admitted";
}
