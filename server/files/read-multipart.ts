/**
 * Reads a multipart/form-data upload. The body arrives already limited by the app's body-limit
 * middleware (lib/contracts/body-limits.ts: counted while it streams in, refused past the upload
 * limit without reading the rest); here that refusal gets the upload's own words (spec §8
 * "file size cannot exceed {size} MB"), and the form is parsed by the platform (undici).
 */
import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";
import { ApiError, ERRNO } from "../http/api-error";
import { asTooLarge } from "../http/body-limit";
import { translate } from "../i18n/api-messages";

export function tooLarge(c: Context<AppEnv>, sizeMb: number): ApiError {
  return new ApiError(
    ERRNO.TOO_LARGE,
    "fileTooLarge",
    { size: sizeMb },
    { file: translate(c.get("locale"), "apiErrors.fileTooLarge", { size: sizeMb }) },
  );
}

function invalid(c: Context<AppEnv>, key: "multipartRequired" | "fileMissing"): ApiError {
  return new ApiError(ERRNO.INVALID, key, {}, { file: translate(c.get("locale"), `apiErrors.${key}`) });
}

/** `limitMb` is the size a refusal names (the generic limit). */
export async function readMultipart(c: Context<AppEnv>, limitMb: number): Promise<FormData> {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) throw invalid(c, "multipartRequired");
  const body = c.req.raw.body;
  if (!body) throw invalid(c, "fileMissing");
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      chunks.push(value);
    }
  } catch (error) {
    if (asTooLarge(error)) throw tooLarge(c, limitMb);
    throw error;
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return await new Request("http://upload.local/", {
      method: "POST",
      headers: { "Content-Type": type },
      body: bytes,
    }).formData();
  } catch {
    throw invalid(c, "multipartRequired");
  }
}
