/**
 * The Next side of a deployed app's host (`<label>.<APPS_DOMAIN>`, routed here by proxy.ts):
 * `/__data/…` goes to the app's data API, any other page path to its document (client routing),
 * an asset-like path that the document does not hold is a 404. The label is read from the Host
 * header again here, never from the path, so a request to the product's own host under
 * /lite-host/… names no app. Nothing of the visitor's is passed on but their address (for the
 * data API's rate limit): no cookie, no session.
 */
import type { ApiFetcher } from "../../host-types";
import { appLabelOfHost, isAssetLike } from "./host-name";
import { localeFromHeader, translate } from "@/server/i18n/api-messages";
import { LITE_DATA_LIMITS } from "./limits";
import { clientAddress } from "@/server/http/client-address";
import { CLIENT_IP_HEADER } from "@/server/http/rate-limited";

/** A data call's body is read up to this (a record is at most 20 KB of JSON; room for the wrapper and escapes). */
export const DATA_BODY_LIMIT = 4 * LITE_DATA_LIMITS.recordBytes;

/** The body, read while it streams in and abandoned past `limit` bytes (null then): nothing larger is held. */
async function boundedBody(request: Request, limit: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

function tooLarge(request: Request): Response {
  const message = translate(
    localeFromHeader(request.headers.get("accept-language")),
    "liteDeploy.data.recordTooLarge",
    { maxKb: LITE_DATA_LIMITS.recordBytes / 1024 },
  );
  return Response.json(
    { error: { code: "recordTooLarge", message } },
    { status: 413, headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } },
  );
}

const PASSED_HEADERS = [
  "content-type",
  "content-security-policy",
  "retry-after",
  "referrer-policy",
  "cross-origin-opener-policy",
];

function answer(res: Response, body: BodyInit | null): Response {
  const headers = new Headers({ "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" });
  for (const name of PASSED_HEADERS) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(body, { status: res.status, headers });
}

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}

/** `path` is the app's own path ("/", "/__data/todos", "/about"), `search` its query ("" or "?…"). */
export async function serveAppHost(
  request: Request,
  path: string,
  search: string,
  fetchApi: ApiFetcher,
  domain: string,
): Promise<Response> {
  const host = request.headers.get("host");
  const label = appLabelOfHost(host, domain);
  if (!label) return notFound();
  const language = { "accept-language": request.headers.get("accept-language") ?? "en" };
  const base = `/api/lite-host/${encodeURIComponent(label)}`;

  if (path === "/__data" || path.startsWith("/__data/")) {
    const method = request.method.toUpperCase();
    const hasBody = method === "POST" || method === "PUT" || method === "PATCH";
    const body = hasBody ? await boundedBody(request, DATA_BODY_LIMIT) : undefined;
    if (body === null) return tooLarge(request);
    const res = await fetchApi(`${base}${path}${search}`, {
      method,
      headers: {
        ...language,
        // Who is calling: the data API counts calls per visitor and app.
        [CLIENT_IP_HEADER]: clientAddress(request),
        ...(hasBody ? { "content-type": request.headers.get("content-type") ?? "application/json" } : {}),
      },
      body: body as BodyInit | undefined,
    });
    return answer(res, res.status === 204 ? null : await res.arrayBuffer());
  }
  if (request.method !== "GET" && request.method !== "HEAD")
    return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  if (isAssetLike(path)) return notFound();
  const res = await fetchApi(`${base}/document?host=${encodeURIComponent((host ?? "").slice(0, 300))}`, {
    headers: language,
  });
  return answer(res, request.method === "HEAD" ? null : await res.arrayBuffer());
}
