/**
 * Uploads (spec §5, §7): POST /files (multipart/form-data: `file`, optional `chat_id` and
 * `purpose`), POST /files/url (links fetched into files), GET /files/{id} (the bytes; owner
 * only), DELETE /files/{id}. Mounted at /files.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { jsonBody, parseInput } from "../http/validate";
import { ApiError, ERRNO } from "../http/api-error";
import { translate } from "../i18n/api-messages";
import { getOwnedChat } from "../services/chats";
import { deleteOwnedUpload, getOwnedUpload, insertUpload, kindOf, uploadJson } from "../services/uploads";
import { readMultipart, tooLarge } from "../files/read-multipart";
import { sniffUpload, type Refusal } from "../files/sniff";
import { extractText, LIMIT_REASONS, type ExtractReason } from "../files/extract-text";
import { importLink, LinkImportError } from "../services/link-import";
import { IMAGE_MAX_MB, uploadFieldsSchema, uploadMaxMb, type UploadDto } from "@/lib/contracts/uploads";
import { fileUrlRequestSchema, type FileUrlAnswer } from "@/lib/contracts/knowledge";

const MB = 1024 * 1024;
const idParam = z.object({ id: z.string().trim().min(1).max(100) });

function refuse(
  c: Context<AppEnv>,
  key: Refusal | "fileMissing" | "oneFilePerRequest",
  params: Record<string, string | number> = {},
): never {
  throw new ApiError(ERRNO.INVALID, key, params, {
    file: translate(c.get("locale"), `apiErrors.${key}`, params),
  });
}

/**
 * A file past one of the reader's caps is refused (nothing stored), with the cap named in the
 * request's language; a busy server says to try again.
 */
function refuseUnread(c: Context<AppEnv>, reason: ExtractReason): never {
  c.get("log").warn({ reason: reason.key, params: reason.params }, "upload refused by the text reader");
  const errno =
    reason.key === "fileReadBusy"
      ? ERRNO.TOO_MANY
      : reason.key === "fileArchiveDamaged" || reason.key === "fileXmlEntities"
        ? ERRNO.INVALID
        : ERRNO.TOO_LARGE;
  throw new ApiError(errno, reason.key, reason.params, {
    file: translate(c.get("locale"), `apiErrors.${reason.key}`, reason.params),
  });
}

/** A display name only: path parts and control characters dropped (it never becomes a path). */
function displayName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 200);
  return clean || "file";
}

/** `attachment` unless an image; the name in both the plain and the RFC 5987 form. */
function disposition(kind: string, fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind === "image" ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const fileRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const limitMb = uploadMaxMb();
    // The body itself is limited by the body-limit middleware (lib/contracts/body-limits.ts).
    const form = await readMultipart(c, limitMb);
    const files = form.getAll("file").filter((entry): entry is File => typeof entry !== "string");
    if (files.length === 0) refuse(c, "fileMissing");
    if (files.length > 1) refuse(c, "oneFilePerRequest");
    const fields = parseInput(c, uploadFieldsSchema, {
      chat_id: form.get("chat_id") ?? undefined,
      purpose: form.get("purpose") ?? undefined,
    });
    const db = c.get("db");
    const user = c.get("user");
    const chat = fields.chat_id ? await getOwnedChat(db, user.id, fields.chat_id) : null;

    const file = files[0];
    const fileName = displayName(file.name);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sniffed = await sniffUpload(bytes, fileName);
    if (typeof sniffed === "string") refuse(c, fields.purpose === "image" ? "imageInvalidFormat" : sniffed);
    if (fields.purpose === "image" && sniffed.kind !== "image") refuse(c, "imageInvalidFormat");
    if (sniffed.kind === "image" && bytes.byteLength > IMAGE_MAX_MB * MB) {
      throw new ApiError(
        ERRNO.TOO_LARGE,
        "imageTooLarge",
        { maxSize: IMAGE_MAX_MB },
        { file: translate(c.get("locale"), "apiErrors.imageTooLarge", { maxSize: IMAGE_MAX_MB }) },
      );
    }
    if (sniffed.kind !== "image" && bytes.byteLength > limitMb * MB) throw tooLarge(c, limitMb);

    const extracted = await extractText(bytes, sniffed, { owner: user.id });
    if (extracted.reason && LIMIT_REASONS.has(extracted.reason.key)) refuseUnread(c, extracted.reason);
    // A Word file the reader cannot parse is not one (spec §8); other formats keep a "failed" text status.
    if (extracted.status === "failed" && sniffed.kind === "document") refuse(c, "wordNotRecognised");
    const storage = c.get("services").files;
    const storageKey = await storage.put(bytes);
    try {
      const upload = await insertUpload(db, {
        userId: user.id,
        chatId: chat?.id ?? null,
        storageKey,
        fileName,
        contentType: sniffed.contentType,
        size: bytes.byteLength,
        extractedText: extracted.text,
      });
      c.get("log").info(
        { uploadId: upload.id, contentType: upload.contentType, size: upload.size, text: extracted.status },
        "file uploaded",
      );
      return ok(c, uploadJson(upload) satisfies UploadDto);
    } catch (error) {
      await storage.delete(storageKey); // a refused upload leaves no bytes behind
      throw error;
    }
  })
  .post("/url", async (c) => {
    const body = await jsonBody(c, fileUrlRequestSchema);
    const db = c.get("db");
    const user = c.get("user");
    const chat = body.chat_id ? await getOwnedChat(db, user.id, body.chat_id) : null;
    const deps = {
      db,
      storage: c.get("services").files,
      fetcher: c.get("services").fetcher,
      limitMb: uploadMaxMb(),
    };
    const answer: FileUrlAnswer = { files: [], failed: [] };
    // One at a time: a user's list of links never opens many connections at once.
    for (const url of [...new Set(body.urls)]) {
      try {
        answer.files.push(uploadJson(await importLink(deps, user.id, url, chat?.id ?? null)));
      } catch (error) {
        if (!(error instanceof LinkImportError)) throw error;
        c.get("log").info({ reason: error.key }, "link refused");
        answer.failed.push({
          url,
          errmsg: translate(c.get("locale"), `apiErrors.${error.key}`, error.params),
        });
      }
    }
    return ok(c, answer);
  })
  .get("/:id", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const upload = await getOwnedUpload(c.get("db"), c.get("user").id, id);
    const bytes = await c.get("services").files.get(upload.storageKey);
    if (!bytes) throw new ApiError(ERRNO.NOT_FOUND, "fileNotFound");
    const kind = kindOf(upload.contentType);
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        // Text is served as plain text whatever it contains; nothing uploaded runs as a page here.
        "Content-Type": kind === "text" ? "text/plain; charset=utf-8" : upload.contentType,
        "Content-Length": String(bytes.byteLength),
        "Content-Disposition": disposition(kind, upload.fileName),
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        "Cache-Control": "private, no-store",
        "X-Request-Id": c.get("requestId"),
      },
    });
  })
  .delete("/:id", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const upload = await deleteOwnedUpload(c.get("db"), c.get("user").id, id);
    await c.get("services").files.delete(upload.storageKey);
    return ok(c, { id: upload.id, deleted: true as const });
  });
