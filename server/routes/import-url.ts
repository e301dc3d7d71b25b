/**
 * The stream field `import_url` (spec §7): the page is fetched under the SSRF rules and saved as
 * an attachment of the chat before the round starts; a page that cannot be imported refuses
 * the request (400, with the reason) and nothing is written.
 */
import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";
import { ApiError, ERRNO } from "../http/api-error";
import { translate } from "../i18n/api-messages";
import { importLink, LinkImportError } from "../services/link-import";
import { deleteOwnedUpload, type Upload } from "../services/uploads";
import type { Chat } from "../services/chats";
import { MAX_ATTACHMENTS, type StreamRequest } from "@/lib/contracts/chat";
import { uploadMaxMb } from "@/lib/contracts/uploads";

export async function importForRound(c: Context<AppEnv>, chat: Chat, body: StreamRequest): Promise<Upload> {
  const locale = c.get("locale");
  if ((body.attachments?.length ?? 0) >= MAX_ATTACHMENTS) {
    throw new ApiError(
      ERRNO.INVALID,
      "invalidInput",
      {},
      { import_url: translate(locale, "validation.tooBig", { max: MAX_ATTACHMENTS }) },
    );
  }
  const services = c.get("services");
  try {
    return await importLink(
      { db: c.get("db"), storage: services.files, fetcher: services.fetcher, limitMb: uploadMaxMb() },
      chat.userId,
      body.import_url!,
      chat.id,
    );
  } catch (error) {
    if (!(error instanceof LinkImportError)) throw error;
    const reason = translate(locale, `apiErrors.${error.key}`, error.params);
    throw new ApiError(ERRNO.INVALID, "importFailed", { reason }, { import_url: reason });
  }
}

export async function discardUpload(c: Context<AppEnv>, upload: Upload): Promise<void> {
  await deleteOwnedUpload(c.get("db"), upload.userId, upload.id).catch(() => undefined);
  await c
    .get("services")
    .files.delete(upload.storageKey)
    .catch(() => undefined);
}
