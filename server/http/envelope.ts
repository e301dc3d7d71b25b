/** The JSON envelope of DESIGN.md §3: `{ errno, errmsg, data }` (+ `details` for invalid input). */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError, ERRNO, statusOf } from "./api-error";
import { translate } from "../i18n/api-messages";
import type { AppEnv } from "./app-env";

export type Envelope<T> = { errno: number; errmsg: string; data: T; details?: Record<string, string> };

export function ok<T>(c: Context<AppEnv>, data: T) {
  return c.json({ errno: ERRNO.OK, errmsg: "", data } satisfies Envelope<T>);
}

export function fail(c: Context<AppEnv>, error: ApiError) {
  const body: Envelope<null> = {
    errno: error.errno,
    errmsg: translate(c.get("locale") ?? "en", `apiErrors.${error.key}`, error.params),
    data: null,
  };
  if (error.details) body.details = error.details;
  return c.json(body, statusOf(error.errno) as ContentfulStatusCode);
}
