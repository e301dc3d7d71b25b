/**
 * Serves a gallery template's HTML as an opaque-origin document (DESIGN.md §6): the CSP sandbox
 * (never allow-same-origin) keeps the template's scripts away from the app's cookies and storage,
 * and the same network rules as generated pages apply.
 */
import { readTemplateHtml } from "@/server/seed/prototype-templates";
import { missingDocument, previewDocument, previewRedirect } from "@/lib/server/preview-response";

export const runtime = "nodejs";

export async function GET(
  request: Request,
  { params }: { params: Promise<{ slug: string }> },
): Promise<Response> {
  const redirect = previewRedirect(request);
  if (redirect) return redirect;
  const { slug } = await params;
  const html = await readTemplateHtml(slug);
  if (html === null) return missingDocument(request, "preview");
  return previewDocument(html, "public, max-age=3600");
}
