/**
 * /prototype-html/shared/{shareId}?page=: the page a share shows, as a sandboxed document (what
 * the shared views frame). Revoked or unknown shares answer "Shared content missing or expired".
 */
import { apiFetch } from "@/lib/server/api-fetch";
import { missingDocument, previewDocument, previewRedirect } from "@/lib/server/preview-response";

export const dynamic = "force-dynamic";

export async function GET(
  request: Request,
  { params }: { params: Promise<{ shareId: string }> },
): Promise<Response> {
  const redirect = previewRedirect(request);
  if (redirect) return redirect;
  const { shareId } = await params;
  const page = new URL(request.url).searchParams.get("page");
  const path = `/api/prototype/shared/${encodeURIComponent(shareId)}/html${page ? `?page=${encodeURIComponent(page)}` : ""}`;
  const answer = await apiFetch(path).catch(() => null);
  const body = answer?.ok ? ((await answer.json()) as { errno: number; data?: { html?: string } }) : null;
  if (!body || body.errno !== 0 || typeof body.data?.html !== "string")
    return missingDocument(request, "shared");
  return previewDocument(body.data.html);
}
