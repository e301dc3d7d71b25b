/**
 * Pictures (spec §5, §7): `POST /chats/create_picture` and the content of a picture version.
 * The image itself is an upload of the chat's owner (GET /files/{id}); a version references it.
 */
import { z } from "zod";
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_MB } from "./upload-types";

/** Spec §5: "AI image prompt: required, at most 500 characters". */
export const PICTURE_PROMPT_MAX = 500;
export const PICTURE_REFERENCES_MAX = 4;
export const PICTURE_REFERENCE_TYPES = IMAGE_CONTENT_TYPES;
export const PICTURE_REFERENCE_MAX_MB = IMAGE_MAX_MB;

export const PICTURE_ASPECTS = ["1:1", "16:9", "9:16", "4:3", "3:4"] as const;
export type PictureAspect = (typeof PICTURE_ASPECTS)[number];
export const DEFAULT_PICTURE_ASPECT: PictureAspect = "1:1";

/** The pixel size of each aspect (the long side 1024, both sides multiples of 64). */
export const PICTURE_SIZES: Record<PictureAspect, { width: number; height: number }> = {
  "1:1": { width: 1024, height: 1024 },
  "16:9": { width: 1024, height: 576 },
  "9:16": { width: 576, height: 1024 },
  "4:3": { width: 1024, height: 768 },
  "3:4": { width: 768, height: 1024 },
};

/** The fields of `POST /chats/create_picture` besides its reference images (JSON or multipart). */
export const createPictureSchema = z.object({
  prompt: z.string().trim().min(1).max(PICTURE_PROMPT_MAX),
  aspect: z.enum(PICTURE_ASPECTS).default(DEFAULT_PICTURE_ASPECT),
  /** The chat the picture joins; a new chat when absent. */
  chat_id: z.string().trim().min(1).max(100).optional(),
  /** Already uploaded images (POST /files) to draw from, besides files sent with the request. */
  reference_ids: z.array(z.string().trim().min(1).max(100)).max(PICTURE_REFERENCES_MAX).optional(),
});
export type CreatePictureRequest = z.infer<typeof createPictureSchema>;

/** A picture version's stored content (JSON). */
export const pictureContentSchema = z.object({
  file_id: z.string().min(1),
  url: z.string().min(1),
  prompt: z.string(),
  aspect: z.enum(PICTURE_ASPECTS),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** "offline": drawn by the Offline generator; "model": an image model's. */
  source: z.enum(["offline", "model"]),
  model: z.string().nullable(),
  reference_ids: z.array(z.string()).default([]),
  /** Offline pictures: the prompt's words the illustrator drew, and those it could not draw. */
  drawn: z.array(z.string()).optional(),
  not_drawn: z.array(z.string()).optional(),
});
export type PictureContent = z.infer<typeof pictureContentSchema>;

/** Reads a version's content; null when it is not a picture's. */
export function parsePictureContent(text: string): PictureContent | null {
  try {
    const parsed = pictureContentSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
