/**
 * A deployed lite app's host (`<label>.<APPS_DOMAIN>:<port>`): proxy.ts rewrites every page path
 * of such a host here; server/artifacts/agentic/deploy/serve-host.ts answers it.
 */
import { apiFetch } from "@/lib/server/api-fetch";
import { appsDomain } from "@/server/artifacts/agentic/deploy/config";
import { serveAppHost } from "@/server/artifacts/agentic/deploy/serve-host";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ path?: string[] }> };

async function handle(request: Request, { params }: Params): Promise<Response> {
  const { path } = await params;
  const appPath = `/${(path ?? []).map(encodeURIComponent).join("/")}`;
  return serveAppHost(request, appPath, new URL(request.url).search, apiFetch, appsDomain());
}

export { handle as GET, handle as HEAD, handle as POST, handle as PUT, handle as DELETE };
