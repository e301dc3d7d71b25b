/**
 * The app's public URL for links the API writes into answers (invite links): APP_URL when it
 * is configured, else the origin the BFF saw the browser use (X-App-Origin, set by the BFF
 * itself — a browser's own value never reaches the API), else the local default.
 */
import type { Context } from "hono";
import type { AppEnv } from "./app-env";

export const APP_ORIGIN_HEADER = "X-App-Origin";

export function publicAppUrl(c: Context<AppEnv>): string {
  const configured = process.env.APP_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  const reported = c.req.header(APP_ORIGIN_HEADER);
  if (reported) {
    try {
      const url = new URL(reported);
      if (url.protocol === "http:" || url.protocol === "https:") return url.origin;
    } catch {
      // not an origin: fall through to the default
    }
  }
  return "http://localhost:3000";
}
