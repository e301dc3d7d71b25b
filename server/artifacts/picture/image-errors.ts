/**
 * The AI-image failures of spec §8 — network, timeout, quota exceeded, content not compliant,
 * invalid URL — each with its errno and its text in both languages (messages/*.json
 * `apiErrors.image*`). Provider answers are read by the shared classifier (server/ai/provider-errors.ts).
 */
import { ApiError, ERRNO } from "../../http/api-error";
import { classifyProviderError } from "../../ai/provider-errors";

export type ImageFailure = "network" | "timeout" | "quota" | "content" | "url";

export const IMAGE_FAILURES: Record<ImageFailure, { errno: number; key: string }> = {
  network: { errno: ERRNO.INTERNAL, key: "imageNetwork" },
  timeout: { errno: ERRNO.INTERNAL, key: "imageTimeout" },
  quota: { errno: ERRNO.QUOTA_EXCEEDED, key: "imageQuotaExceeded" },
  content: { errno: ERRNO.NOT_COMPLIANT, key: "imageNotCompliant" },
  url: { errno: ERRNO.INVALID, key: "imageInvalidUrl" },
};

/** An image call that failed; `detail` is for logs only. */
export class ImageCallError extends ApiError {
  constructor(
    readonly failure: ImageFailure,
    readonly detail: string,
  ) {
    super(IMAGE_FAILURES[failure].errno, IMAGE_FAILURES[failure].key);
    this.name = "ImageCallError";
  }
}

function invalidUrl(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (
    e.code === "ERR_INVALID_URL" ||
    (typeof e.message === "string" && /invalid url|failed to parse url/i.test(e.message))
  )
    return true;
  return invalidUrl(e.cause, depth + 1);
}

export function imageError(error: unknown): ImageCallError {
  if (error instanceof ImageCallError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  if (invalidUrl(error)) return new ImageCallError("url", detail);
  const failure = classifyProviderError(error);
  if (failure === "quota") return new ImageCallError("quota", detail);
  if (failure === "content") return new ImageCallError("content", detail);
  if (failure === "timeout") return new ImageCallError("timeout", detail);
  // Refused, unreachable, broken or a server error: the picture service could not be reached.
  return new ImageCallError("network", detail);
}
