/**
 * Serves a gallery template's HTML as an opaque-origin document (DESIGN.md §6): the CSP sandbox
 * (never allow-same-origin) keeps the template's scripts away from the app's cookies and storage.
 */
import { readTemplateHtml } from "@/server/seed/prototype-templates";

export const runtime = "nodejs";

const SANDBOX_CSP = "sandbox allow-scripts allow-forms allow-popups allow-modals";

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await params;
  const html = await readTemplateHtml(slug);
  if (html === null) {
    return new Response("Template not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" },
    });
  }
  return new Response(html, {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": SANDBOX_CSP,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=3600",
      "Referrer-Policy": "no-referrer",
    },
  });
}
