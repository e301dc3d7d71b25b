/**
 * The pages of a host a kind answers itself (a deployed lite app's `<label>.<APPS_DOMAIN>:<port>`):
 * proxy.ts rewrites every page path of such a host here, and the kind that owns the host answers
 * (server/artifacts/hosts.ts), so this route names no kind.
 */
import { apiFetch } from "@/lib/server/api-fetch";
import { kindHostOf } from "@/server/artifacts/hosts";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ path?: string[] }> };

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}

async function handle(request: Request, { params }: Params): Promise<Response> {
  const hosts = kindHostOf(request.headers.get("host"));
  if (!hosts) return notFound();
  const { path } = await params;
  const pagePath = `/${(path ?? []).map(encodeURIComponent).join("/")}`;
  return hosts.serve(request, pagePath, new URL(request.url).search, apiFetch);
}

export { handle as GET, handle as HEAD, handle as POST, handle as PUT, handle as DELETE };
