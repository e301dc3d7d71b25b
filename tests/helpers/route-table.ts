/** The API's live routing table (not a hand-kept list): every method + path the app answers. */
import type { ApiApp } from "@/server/app";

export type Route = { method: string; path: string; params: string[] };

export function routeTable(app: ApiApp): Route[] {
  const seen = new Set<string>();
  const routes: Route[] = [];
  for (const r of app.routes) {
    if (r.method === "ALL") continue; // middleware
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const params = r.path
      .split("/")
      .filter((s) => s.startsWith(":"))
      .map((s) => s.slice(1).replace(/\{.*$/, "").replace(/\?$/, ""));
    routes.push({ method: r.method, path: r.path, params });
  }
  return routes;
}

/** The path with each `:param` replaced (raw, not encoded: the caller decides). */
export function fillPath(path: string, value: (param: string) => string): string {
  return path
    .split("/")
    .map((s) => (s.startsWith(":") ? value(s.slice(1).replace(/\{.*$/, "").replace(/\?$/, "")) : s))
    .join("/");
}

/** Who may call a route: the operator CLI, nobody in particular (public), or a signed-in user. */
export function callerOf(route: Route): "operator" | "public" | "user" {
  if (route.path.startsWith("/api/operator")) return "operator";
  if (
    [
      "/api/health",
      "/api/ready",
      "/api/metrics",
      "/api/openapi.json",
      "/api/user/login",
      "/api/user/invite/check",
    ].some((p) => route.path.startsWith(p))
  )
    return "public";
  return "user";
}

export function isEnvelope(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const b = body as Record<string, unknown>;
  return typeof b.errno === "number" && typeof b.errmsg === "string" && "data" in b;
}
