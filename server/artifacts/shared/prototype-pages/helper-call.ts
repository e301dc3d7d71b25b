/**
 * Spec §7: prototype helper calls (export, image save, get code, tags, templates, template
 * detail, share, styles) answer errno 1 with an errmsg and empty data instead of failing.
 * A not-found, invalid-input, busy or past-a-limit error keeps its own message (and field
 * details); anything else says what failed ("Export failed", "Failed to save image", …).
 */
import type { Context } from "hono";
import type { AppEnv } from "@/server/http/app-env";
import { ApiError, ERRNO } from "@/server/http/api-error";
import { translate } from "@/server/i18n/api-messages";

export async function helperCall<T>(
  c: Context<AppEnv>,
  failKey: string,
  empty: T,
  run: () => Promise<T>,
): Promise<Response> {
  try {
    const data = await run();
    return c.json({ errno: ERRNO.OK, errmsg: "", data });
  } catch (error) {
    const specific =
      error instanceof ApiError &&
      ([ERRNO.INVALID, ERRNO.NOT_FOUND, ERRNO.TOO_MANY, ERRNO.TOO_LARGE] as number[]).includes(error.errno);
    if (!(error instanceof ApiError))
      c.get("log").warn({ err: error }, `prototype helper failed: ${failKey}`);
    const key = specific ? (error as ApiError).key : failKey;
    const body: { errno: number; errmsg: string; data: T; details?: Record<string, string> } = {
      errno: ERRNO.HELPER_FAILED,
      errmsg: translate(c.get("locale"), `apiErrors.${key}`, specific ? (error as ApiError).params : {}),
      data: empty,
    };
    if (specific && (error as ApiError).details) body.details = (error as ApiError).details;
    return c.json(body, 200);
  }
}
