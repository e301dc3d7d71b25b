/**
 * /html/{chatId}/{versionId?}?page=: a generated page as its own document (spec §2, no login).
 * Read through the public API route; served sandboxed (lib/server/preview-response.ts). A missing
 * page answers the "missing or expired" document.
 */
import { apiFetch } from "@/lib/server/api-fetch";
import { missingDocument, previewDocument, previewRedirect } from "@/lib/server/preview-response";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ chatId: string; versionId?: string[] }> };

export async function GET(request: Request, { params }: Params): Promise<Response> {
  const redirect = previewRedirect(request);
  if (redirect) return redirect;
  const { chatId, versionId } = await params;
  if (versionId && versionId.length > 1) return missingDocument(request, "preview");
  const page = new URL(request.url).searchParams.get("page");
  const path = `/api/prototype/html/${encodeURIComponent(chatId)}${versionId?.[0] ? `/${encodeURIComponent(versionId[0])}` : ""}${page ? `?page=${encodeURIComponent(page)}` : ""}`;
  const answer = await apiFetch(path, {
    headers: { "accept-language": request.headers.get("accept-language") ?? "en" },
  }).catch(() => null);
  const body = answer?.ok ? ((await answer.json()) as { errno: number; data?: { html?: string } }) : null;
  if (!body || body.errno !== 0 || typeof body.data?.html !== "string")
    return missingDocument(request, "preview");
  return previewDocument(body.data.html);
}
