/**
 * The client's address for per-client rate limits, read where a request first arrives (the BFF,
 * a deployed app's host): the last X-Forwarded-For entry, which is the one our own reverse proxy
 * (TRUST_PROXY) or Next.js itself (from the socket, when the header is absent) wrote. Without a
 * trusted proxy a client can put any value there, which is why every limit also has a shared
 * bucket that holds whatever address a client claims.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  return last && last.length <= 100 ? last : "unknown";
}
