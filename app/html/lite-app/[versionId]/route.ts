/**
 * /html/lite-app/{versionId}: a complete lite-app version's built document, the
 * `view_url` of its version. Read through the public API route and served like a prototype
 * preview (lib/server/preview-response.ts): an opaque origin by the CSP sandbox, no
 * allow-same-origin; the document's own head script posts uncaught errors to the viewer and
 * points the app's store at its data address, the only one it may call. A
 * version never changes, so its document may be cached by the browser.
 */
import { apiFetch } from "@/lib/server/api-fetch";
import { missingDocument, previewDocument, previewRedirect } from "@/lib/server/preview-response";
import { requestOrigin } from "@/lib/server/public-origin";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ versionId: string }> };

export async function GET(request: Request, { params }: Params): Promise<Response> {
  const redirect = previewRedirect(request);
  if (redirect) return redirect;
  const { versionId } = await params;
  const answer = await apiFetch(`/api/agentic/preview/${encodeURIComponent(versionId)}`, {
    headers: { "accept-language": request.headers.get("accept-language") ?? "en" },
  }).catch(() => null);
  const body = answer?.ok ? ((await answer.json()) as { errno: number; data?: { html?: string } }) : null;
  if (!body || body.errno !== 0 || typeof body.data?.html !== "string")
    return missingDocument(request, "preview");
  // The app keeps its data in the chat's records: the one address it may call.
  const data = `${requestOrigin(request).origin}/api/agentic/preview/${encodeURIComponent(versionId)}/__data/`;
  return previewDocument(body.data.html, "private, max-age=3600, immutable", data);
}
