/**
 * Refuses a malformed request line before any route or session check (DESIGN.md §6): a path or
 * query with invalid %-encoding, or one that decodes to U+0000, answers 400 in the envelope
 * naming the parameter — never a 500 from a decoder or from the database. Body fields are
 * checked by validate.ts; this covers the values routes read straight from the URL.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "./app-env";
import { ApiError, ERRNO } from "./api-error";
import { translate } from "../i18n/api-messages";

function decoded(value: string, form = false): string | null {
  try {
    return decodeURIComponent(form ? value.replaceAll("+", " ") : value);
  } catch {
    return null;
  }
}

/** The name of each path segment in the route that will answer (`:id` → "id"), else "path". */
function segmentNames(c: Context<AppEnv>, count: number): string[] {
  const handler = matchedRoutes(c)
    .filter((r) => r.method !== "ALL")
    .at(-1);
  const pattern = handler?.path.split("/") ?? [];
  return Array.from({ length: count }, (_, i) => {
    const segment = pattern[i];
    return segment?.startsWith(":") ? segment.slice(1).replace(/\{.*$/, "").replace(/\?$/, "") : "path";
  });
}

export const requestGuards = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const locale = c.get("locale") ?? "en";
  const details: Record<string, string> = {};
  const badEncoding = translate(locale, "validation.badEncoding");
  const nul = translate(locale, "validation.nulByte");

  const segments = url.pathname.split("/");
  const names = segmentNames(c, segments.length);
  segments.forEach((segment, i) => {
    const value = decoded(segment);
    if (value === null) details[names[i]] ??= badEncoding;
    else if (value.includes("\u0000")) details[names[i]] ??= nul;
  });

  for (const pair of url.search.slice(1).split("&")) {
    if (!pair) continue;
    const at = pair.indexOf("=");
    const rawKey = at < 0 ? pair : pair.slice(0, at);
    const key = decoded(rawKey, true);
    const value = at < 0 ? "" : decoded(pair.slice(at + 1), true);
    const field = key === null || key.includes("\u0000") ? "query" : key;
    if (key === null || value === null) details[field] ??= badEncoding;
    else if (key.includes("\u0000") || value.includes("\u0000")) details[field] ??= nul;
  }

  if (Object.keys(details).length) throw new ApiError(ERRNO.INVALID, "invalidInput", {}, details);
  await next();
});
