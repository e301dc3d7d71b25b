/** The cap on one export's result (PNG bytes, SVG or layer text), named in its refusal. */
import { EXPORT_LIMITS } from "@/lib/contracts/export-limits";
import { ApiError, ERRNO } from "@/server/http/api-error";

export function assertResultSize(size: number, limitMb: number = EXPORT_LIMITS.maxResultMb): void {
  if (size > limitMb * 2 ** 20) throw new ApiError(ERRNO.TOO_LARGE, "exportTooLarge", { limit: limitMb });
}
