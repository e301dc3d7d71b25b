/**
 * The app's public origin, as the BFF decides it (DESIGN.md §6 Origin check):
 * 1. APP_URL (else AUTH_URL) when configured: the one origin the app is served at;
 * 2. else the request's own Host — with X-Forwarded-Host / X-Forwarded-Proto only when
 *    TRUST_PROXY=1 says a reverse proxy in front sets them (a browser can send them too).
 * Server-only.
 */
type Env = Record<string, string | undefined>;

export function trustsProxy(env: Env = process.env): boolean {
  return env.TRUST_PROXY === "1" || env.TRUST_PROXY?.toLowerCase() === "true";
}

export function configuredOrigin(env: Env = process.env): string | null {
  for (const value of [env.APP_URL, env.AUTH_URL]) {
    if (!value?.trim()) continue;
    try {
      return new URL(value.trim()).origin;
    } catch {
      // a malformed value is ignored, as if unset
    }
  }
  return null;
}

/** First value of a comma-separated forwarded header (the one the nearest proxy wrote). */
function firstValue(header: string | null): string | null {
  const value = header?.split(",")[0]?.trim();
  return value || null;
}

/** The origin this request was addressed to: `{ host, origin }`, forwarded headers only when trusted. */
export function requestOrigin(request: Request, env: Env = process.env): { host: string; origin: string } {
  const url = new URL(request.url);
  const trusted = trustsProxy(env);
  const host =
    (trusted && firstValue(request.headers.get("x-forwarded-host"))) ||
    request.headers.get("host") ||
    url.host;
  const forwardedProto = trusted ? firstValue(request.headers.get("x-forwarded-proto")) : null;
  const protocol =
    forwardedProto === "https" || forwardedProto === "http" ? `${forwardedProto}:` : url.protocol;
  return { host, origin: `${protocol}//${host}` };
}

export function publicOrigin(request: Request, env: Env = process.env): string {
  return configuredOrigin(env) ?? requestOrigin(request, env).origin;
}
