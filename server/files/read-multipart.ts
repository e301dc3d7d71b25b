/**
 * Reads a multipart/form-data body with a size limit enforced while it streams in: a body that
 * declares or grows past the limit is refused with 413 as soon as that is known, without reading
 * the rest (DESIGN.md §6). The form is then parsed by the platform (undici's FormData).
 */
import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";
import { ApiError, ERRNO } from "../http/api-error";
import { translate } from "../i18n/api-messages";

/** Room for the multipart boundaries, part headers and the small text fields. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export function tooLarge(c: Context<AppEnv>, sizeMb: number): ApiError {
  return new ApiError(ERRNO.TOO_LARGE, "fileTooLarge", { size: sizeMb }, { file: translate(c.get("locale"), "apiErrors.fileTooLarge", { size: sizeMb }) });
}

/** `limitMb` is the size the refusal names (the generic limit); `fileLimitBytes` what may stream in. */
export async function readMultipart(c: Context<AppEnv>, fileLimitBytes: number, limitMb: number): Promise<FormData> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) {
    throw new ApiError(ERRNO.INVALID, "multipartRequired", {}, { file: translate(c.get("locale"), "apiErrors.multipartRequired") });
  }
  const limit = fileLimitBytes + FORM_OVERHEAD_BYTES;
  const declared = Number(c.req.header("Content-Length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(c, limitMb);

  const body = c.req.raw.body;
  if (!body) throw new ApiError(ERRNO.INVALID, "fileMissing", {}, { file: translate(c.get("locale"), "apiErrors.fileMissing") });
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => {}); // stop reading: the rest is never pulled in
      throw tooLarge(c, limitMb);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return await new Request("http://upload.local/", { method: "POST", headers: { "Content-Type": type }, body: bytes }).formData();
  } catch {
    throw new ApiError(ERRNO.INVALID, "multipartRequired", {}, { file: translate(c.get("locale"), "apiErrors.multipartRequired") });
  }
}
