/**
 * The picture calls of spec §7 besides the generic version routes (`picture-versions`,
 * `/picture-versions/{vid}`):
 *   POST /chats/create_picture   { prompt, aspect?, chat_id?, reference_ids? } as JSON, or the same
 *                                fields as multipart/form-data with `reference` image files
 *   GET  /chats/{id}/picture     the latest picture version (null when the chat has none)
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env";
import { ok } from "../../http/envelope";
import { ApiError, ERRNO } from "../../http/api-error";
import { jsonBody, parseInput } from "../../http/validate";
import { translate } from "../../i18n/api-messages";
import { readMultipart } from "../../files/read-multipart";
import { sniffUpload } from "../../files/sniff";
import { createChat, getOwnedChat } from "../../services/chats";
import { getOwnedUpload, kindOf } from "../../services/uploads";
import { latestVersion, versionJson, versionRef } from "../../services/versions";
import { makePicture, type PictureReference } from "./make-picture";
import { pictureKind } from "@/lib/contracts/kinds";
import {
  createPictureSchema,
  PICTURE_PROMPT_MAX,
  PICTURE_REFERENCE_MAX_MB,
  PICTURE_REFERENCES_MAX,
} from "@/lib/contracts/pictures";

const MB = 1024 * 1024;
const idParam = z.object({ id: z.string().trim().min(1).max(100) });

function refuse(
  c: Context<AppEnv>,
  errno: number,
  key: string,
  field: string,
  params: Record<string, string | number> = {},
): never {
  throw new ApiError(errno, key, params, { [field]: translate(c.get("locale"), `apiErrors.${key}`, params) });
}

/** The prompt's own refusals (spec §5), before the rest of the body is checked. */
function checkPrompt(c: Context<AppEnv>, prompt: unknown): void {
  if (typeof prompt !== "string" || !prompt.trim())
    refuse(c, ERRNO.INVALID, "picturePromptRequired", "prompt");
  if (prompt.trim().length > PICTURE_PROMPT_MAX)
    refuse(c, ERRNO.INVALID, "picturePromptTooLong", "prompt", { max: PICTURE_PROMPT_MAX });
}

/** A reference image is a JPG, PNG, GIF or WebP of at most 10 MB, by its bytes (spec §5, §8). */
async function checkedImage(c: Context<AppEnv>, bytes: Uint8Array, name: string): Promise<void> {
  const sniffed = await sniffUpload(bytes, name);
  if (typeof sniffed === "string" || sniffed.kind !== "image")
    refuse(c, ERRNO.INVALID, "imageInvalidFormat", "reference");
  if (bytes.byteLength > PICTURE_REFERENCE_MAX_MB * MB)
    refuse(c, ERRNO.TOO_LARGE, "imageTooLarge", "reference", { maxSize: PICTURE_REFERENCE_MAX_MB });
}

async function readRequest(c: Context<AppEnv>): Promise<{ fields: unknown; files: File[] }> {
  if (!/^multipart\/form-data/i.test(c.req.header("Content-Type") ?? ""))
    return { fields: await jsonBody(c, z.record(z.string(), z.unknown())), files: [] };
  const form = await readMultipart(c, PICTURE_REFERENCE_MAX_MB);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const ids = form.getAll("reference_ids").filter((v): v is string => typeof v === "string");
  const fields = {
    prompt: text("prompt"),
    aspect: text("aspect"),
    chat_id: text("chat_id"),
    reference_ids: ids.length ? ids : undefined,
  };
  return { fields, files: form.getAll("reference").filter((v): v is File => typeof v !== "string") };
}

export const pictureRoutes = new Hono<AppEnv>()
  .post("/chats/create_picture", async (c) => {
    const { fields, files } = await readRequest(c);
    checkPrompt(c, (fields as { prompt?: unknown }).prompt);
    const body = parseInput(c, createPictureSchema, fields);
    if (files.length + (body.reference_ids?.length ?? 0) > PICTURE_REFERENCES_MAX)
      refuse(c, ERRNO.INVALID, "pictureTooManyReferences", "reference", { max: PICTURE_REFERENCES_MAX });
    const db = c.get("db");
    const user = c.get("user");
    const storage = c.get("services").files;
    const references: PictureReference[] = [];
    for (const file of files) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      await checkedImage(c, bytes, file.name);
      references.push({ id: `upload:${file.name.slice(0, 100)}`, bytes });
    }
    for (const id of body.reference_ids ?? []) {
      const upload = await getOwnedUpload(db, user.id, id);
      if (kindOf(upload.contentType) !== "image") refuse(c, ERRNO.INVALID, "imageInvalidFormat", "reference");
      const bytes = await storage.get(upload.storageKey);
      if (!bytes) throw new ApiError(ERRNO.NOT_FOUND, "fileNotFound");
      references.push({ id: upload.id, bytes });
    }
    const chat = body.chat_id
      ? await getOwnedChat(db, user.id, body.chat_id)
      : await createChat(db, user.id, body.prompt.slice(0, 60));
    const { version, content } = await makePicture({
      db,
      files: storage,
      log: c.get("log"),
      userId: user.id,
      chatId: chat.id,
      prompt: body.prompt,
      aspect: body.aspect,
      references,
      signal: c.req.raw.signal,
    });
    return ok(c, { chat_id: chat.id, version: versionRef(version), picture: content });
  })
  .get(`/chats/:id/${pictureKind.id}`, async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
    const latest = await latestVersion(c.get("db"), chat.id, pictureKind.id);
    return ok(c, latest ? versionJson(latest) : null);
  });
