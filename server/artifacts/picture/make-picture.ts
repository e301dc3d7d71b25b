/**
 * Makes one picture and saves it: the configured image model's, or the Offline generator's.
 * The PNG is stored as an upload of the chat's owner (like any image: GET /files/{id}) and a
 * new `picture` version references it (lib/contracts/pictures.ts `pictureContentSchema`).
 */
import type { Logger } from "pino";
import type { Db } from "../../db/client";
import type { FileStorage } from "../../files/storage";
import { insertUpload, uploadJson } from "../../services/uploads";
import { createVersion, type VersionRow } from "../../services/versions";
import { drawOfflinePicture } from "./offline-image";
import type { ScenePlan } from "./offline-scene";
import { generateModelImage, imageModelConfig } from "./image-model";
import { pictureKind } from "@/lib/contracts/kinds";
import { PICTURE_SIZES, type PictureAspect, type PictureContent } from "@/lib/contracts/pictures";

export type PictureReference = { id: string; bytes: Uint8Array };

export type MakePictureInput = {
  db: Db;
  files: FileStorage;
  log: Logger;
  userId: string;
  chatId: string;
  prompt: string;
  aspect: PictureAspect;
  references: PictureReference[];
  roundId?: string | null;
  signal: AbortSignal;
};

const TITLE_MAX = 60;

function titleOf(prompt: string): string {
  const line =
    prompt
      .split("\n")
      .find((l) => l.trim())
      ?.trim() ?? prompt.trim();
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX)}…` : line;
}

async function draw(input: MakePictureInput): Promise<{
  png: Uint8Array;
  contentType: string;
  width: number;
  height: number;
  source: PictureContent["source"];
  model: string | null;
  plan?: ScenePlan;
}> {
  const config = imageModelConfig();
  if (config) {
    const image = await generateModelImage(config, {
      prompt: input.prompt,
      aspect: input.aspect,
      references: input.references.map((r) => r.bytes),
      signal: input.signal,
    });
    const { width, height } = PICTURE_SIZES[input.aspect];
    return {
      png: image.png,
      contentType: image.mediaType || "image/png",
      width,
      height,
      source: "model",
      model: config.model,
    };
  }
  // Reference images vary the drawing (the Offline generator cannot read them).
  const picture = drawOfflinePicture(input.prompt, input.aspect, input.references.map((r) => r.id).join(","));
  return {
    png: picture.png,
    contentType: "image/png",
    width: picture.width,
    height: picture.height,
    source: "offline",
    model: null,
    plan: picture.plan,
  };
}

export async function makePicture(
  input: MakePictureInput,
): Promise<{ version: VersionRow; content: PictureContent; plan?: ScenePlan }> {
  const drawn = await draw(input);
  const storageKey = await input.files.put(drawn.png);
  try {
    const extension = drawn.contentType === "image/png" ? "png" : (drawn.contentType.split("/")[1] ?? "png");
    const upload = await insertUpload(input.db, {
      userId: input.userId,
      chatId: input.chatId,
      storageKey,
      fileName: `${
        titleOf(input.prompt)
          .replace(/[\\/:*?"<>|\u0000-\u001f]/g, " ")
          .slice(0, 80) || "image"
      }.${extension}`,
      contentType: drawn.contentType,
      size: drawn.png.byteLength,
      extractedText: null,
    });
    const content: PictureContent = {
      file_id: upload.id,
      url: uploadJson(upload).url,
      prompt: input.prompt,
      aspect: input.aspect,
      width: drawn.width,
      height: drawn.height,
      source: drawn.source,
      model: drawn.model,
      reference_ids: input.references.map((r) => r.id),
      ...(drawn.plan
        ? { drawn: drawn.plan.subjects.map((s) => s.word), not_drawn: drawn.plan.notDrawn }
        : {}),
    };
    const version = await createVersion(input.db, {
      chatId: input.chatId,
      userId: input.userId,
      kind: pictureKind.id,
      content: JSON.stringify(content),
      roundId: input.roundId ?? null,
      title: titleOf(input.prompt),
      meta: { aspect: input.aspect, source: drawn.source },
    });
    input.log.info(
      { versionId: version.id, uploadId: upload.id, source: drawn.source, bytes: drawn.png.byteLength },
      "picture made",
    );
    return { version, content, ...(drawn.plan ? { plan: drawn.plan } : {}) };
  } catch (error) {
    await input.files.delete(storageKey);
    throw error;
  }
}
