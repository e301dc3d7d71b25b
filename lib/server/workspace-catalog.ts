/**
 * What this server offers every chat — its models (GET /models) and modes (GET /chats/modes) —
 * read on the server while the workspace renders, beside the access check, and handed to the
 * page as SWR's fallback: opening a chat then asks the API only for what is the chat's own.
 * A call that fails is left out, and the page asks for it itself as before.
 */
import "server-only";
import { apiFetch } from "@/lib/server/api-fetch";
import { apiTokenFor } from "@/lib/server/api-token-cache";
import type { BffIdentity } from "@/lib/server/bff-forward";

/** The paths the client's SWR hooks read them under (lib/chat/use-models.ts). */
const CATALOG_PATHS = ["/api/models", "/api/chats/modes"] as const;

export type WorkspaceCatalog = Partial<Record<(typeof CATALOG_PATHS)[number], unknown>>;

export async function workspaceCatalog(identity: BffIdentity, locale: string): Promise<WorkspaceCatalog> {
  const headers = { authorization: `Bearer ${await apiTokenFor(identity)}`, "accept-language": locale };
  const answers = await Promise.all(
    CATALOG_PATHS.map(async (path) => {
      try {
        const res = await apiFetch(path, { headers });
        const body = (await res.json()) as { errno?: number; data?: unknown };
        return res.ok && body.errno === 0 ? ([path, body.data] as const) : null;
      } catch {
        return null;
      }
    }),
  );
  return Object.fromEntries(answers.filter((answer) => answer !== null));
}
