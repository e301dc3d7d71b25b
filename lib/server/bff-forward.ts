/**
 * The BFF's forwarding step: the browser's /api/... request goes to the product API with our
 * bearer token, the user's language, the app's public origin and the client's address; any
 * Authorization or X-* header the browser sent is dropped. Bodies are counted while they stream
 * through (413 past the route's limit, never collected in memory); event streams pass through
 * chunk by chunk (no buffering, no compression).
 */
import { BodyTooLargeError, declaredTooLarge, limitedBody } from "@/server/http/limited-body";
import { APP_ORIGIN_HEADER } from "@/server/http/app-origin";
import { CLIENT_IP_HEADER } from "@/server/http/rate-limited";
import { bodyLimitFor } from "@/lib/contracts/body-limits";
import { apiFetch } from "./api-fetch";
import { apiTokenFor } from "./api-token-cache";
import { configuredOrigin, publicOrigin, requestOrigin } from "./public-origin";
import { clientAddress } from "@/server/http/client-address";
import { clearCookieHeaders } from "./clear-cookies";
import { AUTH_STATE_PATH, CLEAR_COOKIES_PATH } from "@/lib/contracts/user";

const FORWARDED_REQUEST_HEADERS = ["content-type", "accept", "last-event-id", "x-request-id"];
// Hop-by-hop or re-encoded by fetch: never copied back to the browser.
const DROPPED_RESPONSE_HEADERS = [
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
];

/** Who the BFF speaks for: the signed-in user and the server session of their cookie. */
export type BffIdentity = { userId: string; sessionId: string };

/** Thrown (as a value to answer) when a body passes its limit on the way through. */
export class BffBodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super("request body too large");
  }
}

/**
 * Forwards with the user's identity, or — for the few calls that need none (public checks,
 * operator calls that carry their own `Authorization: Operator …`) — without it.
 * Rejects with BffBodyTooLarge when the body passes its limit.
 */
export async function forwardToApi(
  request: Request,
  opts: { identity?: BffIdentity; locale: string; passAuthorization?: boolean },
): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (opts.identity) headers.set("authorization", `Bearer ${await apiTokenFor(opts.identity)}`);
  else if (opts.passAuthorization && request.headers.get("authorization"))
    headers.set("authorization", request.headers.get("authorization")!);
  headers.set("accept-language", opts.locale);
  headers.set(APP_ORIGIN_HEADER, publicOrigin(request));
  headers.set(CLIENT_IP_HEADER, clientAddress(request));

  const hasBody = !["GET", "HEAD"].includes(request.method) && request.body !== null;
  const limit = bodyLimitFor(request.method, url.pathname);
  if (hasBody && declaredTooLarge(request.headers, limit)) {
    await request.body?.cancel().catch(() => {});
    throw new BffBodyTooLarge(limit);
  }
  let overflow: BodyTooLargeError | null = null;
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: request.signal };
  if (hasBody && isSmallBody(request, limit)) {
    // A small body of a declared length goes over in one piece: streaming it chunked makes the
    // API wait a round trip for the body's end (measured in bench/stream.mjs).
    init.body = await request.arrayBuffer();
  } else if (hasBody) {
    init.body = limitedBody(request.body!, limit, (error) => (overflow = error));
    init.duplex = "half";
  }
  let upstream: Response;
  try {
    upstream = await apiFetch(`${url.pathname}${url.search}`, init);
  } catch (error) {
    if (overflow) throw new BffBodyTooLarge(limit);
    throw error;
  }
  if (overflow) {
    await upstream.body?.cancel().catch(() => {});
    throw new BffBodyTooLarge(limit);
  }

  const responseHeaders = new Headers(upstream.headers);
  // The length stays right when fetch did not decode the body: it lets Next's compression skip
  // the small JSON answers most calls get (compressing them cost more than it saved).
  const length = upstream.headers.get("content-encoding") ? null : upstream.headers.get("content-length");
  for (const name of DROPPED_RESPONSE_HEADERS) responseHeaders.delete(name);
  if (length && request.method !== "HEAD") responseHeaders.set("content-length", length);
  if (responseHeaders.get("content-type")?.startsWith("text/event-stream")) {
    responseHeaders.set("cache-control", "no-cache, no-transform");
    responseHeaders.set("x-accel-buffering", "no");
  } else {
    responseHeaders.set("cache-control", "no-store");
  }
  // The cookies a 401 clears are the BFF's to expire (the API has none); only for our own pages.
  if (url.pathname === CLEAR_COOKIES_PATH && upstream.ok && isSameOriginMutation(request)) {
    for (const cookie of clearCookieHeaders(request)) responseHeaders.append("set-cookie", cookie);
  }
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}

const SMALL_BODY_BYTES = 256 * 1024;

/** A JSON-sized body whose length is declared (and within its limit): read whole, then sent. */
function isSmallBody(request: Request, limit: number): boolean {
  const length = Number(request.headers.get("content-length"));
  const type = request.headers.get("content-type") ?? "";
  return (
    !type.startsWith("multipart/") &&
    Number.isFinite(length) &&
    length > 0 &&
    length <= Math.min(SMALL_BODY_BYTES, limit)
  );
}

/**
 * Mutations must come from our own origin (DESIGN.md §6): the Origin header is compared with
 * the configured public URL (APP_URL / AUTH_URL), else with the request's own host —
 * forwarded-host headers count only behind a trusted proxy (TRUST_PROXY=1).
 */
export function isSameOriginMutation(
  request: Request,
  env: Record<string, string | undefined> = process.env,
): boolean {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return true;
  const origin = request.headers.get("origin");
  if (origin) {
    let sent: URL;
    try {
      sent = new URL(origin);
    } catch {
      return false; // includes "null" (sandboxed frames, privacy redirects)
    }
    const configured = configuredOrigin(env);
    if (configured) return sent.origin === configured;
    const own = requestOrigin(request, env);
    return sent.host === own.host;
  }
  const site = request.headers.get("sec-fetch-site");
  return !site || site === "same-origin" || site === "none";
}

/** API paths that answer without a session (the API itself enforces what they need). */
export function isSessionlessPath(
  pathname: string,
  authorization: string | null,
): { sessionless: boolean; passAuthorization: boolean } {
  if (pathname.startsWith("/api/operator/") && authorization?.startsWith("Operator "))
    return { sessionless: true, passAuthorization: true };
  if (
    pathname === "/api/health" ||
    pathname === "/api/ready" ||
    pathname === "/api/openapi.json" ||
    pathname.startsWith("/api/user/invite/check/")
  )
    return { sessionless: true, passAuthorization: false };
  // A Prometheus scraper brings the metrics token; the API checks it.
  if (pathname === "/api/metrics") return { sessionless: true, passAuthorization: true };
  // A lite app's preview: its document, and its data calls from the preview's opaque origin.
  if (pathname.startsWith("/api/agentic/preview/")) return { sessionless: true, passAuthorization: false };
  // Called when the session has expired (clear-cookies) or before sign-in (the login state).
  if (pathname === CLEAR_COOKIES_PATH || pathname === AUTH_STATE_PATH)
    return { sessionless: true, passAuthorization: false };
  // Shared prototypes and the HTML view open for visitors without login (spec §2).
  if (pathname.startsWith("/api/prototype/shared/") || pathname.startsWith("/api/prototype/html/"))
    return { sessionless: true, passAuthorization: false };
  return { sessionless: false, passAuthorization: false };
}
