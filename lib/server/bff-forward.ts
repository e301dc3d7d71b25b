/**
 * The BFF's forwarding step: the browser's /api/... request goes to the product API with our
 * bearer token and the user's language; any Authorization the browser sent is dropped.
 * Event streams pass through chunk by chunk (no buffering, no compression).
 */
import { signApiToken } from "@/server/auth/api-token";
import { apiFetch } from "./api-fetch";
import { clearCookieHeaders } from "./clear-cookies";
import { AUTH_STATE_PATH, CLEAR_COOKIES_PATH } from "@/lib/contracts/user";

const FORWARDED_REQUEST_HEADERS = ["content-type", "accept", "last-event-id", "x-request-id"];
// Hop-by-hop or re-encoded by fetch: never copied back to the browser.
const DROPPED_RESPONSE_HEADERS = ["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"];

/**
 * Forwards with the user's identity (`userId`), or — for the few calls that need none (public
 * checks, operator calls that carry their own `Authorization: Operator …`) — without it.
 */
export async function forwardToApi(request: Request, opts: { userId?: string; locale: string; passAuthorization?: boolean }): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (opts.userId) headers.set("authorization", `Bearer ${await signApiToken({ sub: opts.userId })}`);
  else if (opts.passAuthorization && request.headers.get("authorization")) headers.set("authorization", request.headers.get("authorization")!);
  headers.set("accept-language", opts.locale);

  const hasBody = !["GET", "HEAD"].includes(request.method);
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    signal: request.signal,
  };
  if (hasBody) init.duplex = "half";
  const upstream = await apiFetch(`${url.pathname}${url.search}`, init);

  const responseHeaders = new Headers(upstream.headers);
  for (const name of DROPPED_RESPONSE_HEADERS) responseHeaders.delete(name);
  if (responseHeaders.get("content-type")?.startsWith("text/event-stream")) {
    responseHeaders.set("cache-control", "no-cache, no-transform");
    responseHeaders.set("x-accel-buffering", "no");
  }
  // The cookies a 401 clears are the BFF's to expire (the API has none); only for our own pages.
  if (url.pathname === CLEAR_COOKIES_PATH && upstream.ok && isSameOriginMutation(request)) {
    for (const cookie of clearCookieHeaders(request)) responseHeaders.append("set-cookie", cookie);
  }
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
}

/** Mutations must come from our own origin (DESIGN.md §6). */
export function isSameOriginMutation(request: Request): boolean {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return true;
  const origin = request.headers.get("origin");
  if (origin) {
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  const site = request.headers.get("sec-fetch-site");
  return !site || site === "same-origin" || site === "none";
}

/** API paths that answer without a session (the API itself enforces what they need). */
export function isSessionlessPath(pathname: string, authorization: string | null): { sessionless: boolean; passAuthorization: boolean } {
  if (pathname.startsWith("/api/operator/") && authorization?.startsWith("Operator ")) return { sessionless: true, passAuthorization: true };
  if (pathname === "/api/health" || pathname.startsWith("/api/user/invite/check/")) return { sessionless: true, passAuthorization: false };
  // Shared prototypes and the HTML view open for visitors without login (spec §2).
  if (pathname.startsWith("/api/prototype/shared/") || pathname.startsWith("/api/prototype/html/")) return { sessionless: true, passAuthorization: false };
  // Called when the session has expired (clear-cookies) or before sign-in (the login state).
  if (pathname === CLEAR_COOKIES_PATH || pathname === AUTH_STATE_PATH) return { sessionless: true, passAuthorization: false };
  return { sessionless: false, passAuthorization: false };
}
