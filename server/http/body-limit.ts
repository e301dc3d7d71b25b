/**
 * The API's request-body limit (DESIGN.md §6): every body is counted while it streams in and
 * refused with 413 in the envelope once it passes the route's limit (lib/contracts/body-limits).
 * The API checks on its own because it can run separately from the BFF (API_ROOT).
 */
import { createMiddleware } from "hono/factory";
import { bodyLimitFor } from "@/lib/contracts/body-limits";
import { uploadMaxMb } from "@/lib/contracts/uploads";

const isUpload = (method: string, path: string) => method === "POST" && /^\/api\/files\/?$/.test(path);
import type { AppEnv } from "./app-env";
import { ApiError, ERRNO } from "./api-error";
import { BodyTooLargeError, declaredTooLarge, limitedBody } from "./limited-body";

export function tooLargeError(limit: number): ApiError {
  return new ApiError(ERRNO.TOO_LARGE, "bodyTooLarge", { maxKb: Math.floor(limit / 1024) });
}

/** The 413 for an error thrown while reading a body, or null when it is another error. */
export function asTooLarge(error: unknown): ApiError | null {
  const cause =
    error instanceof BodyTooLargeError
      ? error
      : error instanceof Error && error.cause instanceof BodyTooLargeError
        ? error.cause
        : null;
  return cause ? tooLargeError(cause.limit) : null;
}

export const bodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  const raw = c.req.raw;
  if (!raw.body) return next();
  const limit = bodyLimitFor(c.req.method, c.req.path);
  if (declaredTooLarge(raw.headers, limit)) {
    await raw.body.cancel().catch(() => {});
    // An upload is refused in the words of spec §8 ("file size cannot exceed {size} MB").
    if (isUpload(c.req.method, c.req.path))
      throw new ApiError(ERRNO.TOO_LARGE, "fileTooLarge", { size: uploadMaxMb() });
    throw tooLargeError(limit);
  }
  c.req.raw = new Request(raw, { body: limitedBody(raw.body, limit), duplex: "half" } as RequestInit);
  await next();
});
