/**
 * Personal knowledge (spec §3 "title, content, type (text or file), attachments with an optional
 * description"; §5 validation texts): `POST /knowledge`, `PUT /knowledge/{id}`,
 * `GET /knowledge/{id}`, and links fetched into files with `POST /files/url`.
 *
 * A file knowledge item holds one file: several files sent together become one item each, so each
 * is found, previewed, tagged and deleted on its own (the space lists files one per row).
 */
import { z } from "zod";
import { boundedText } from "./bounded-text";
import { SPACE_ITEM_STATUSES, SPACE_LIMITS } from "./space-items";
import { TEXT_STATUSES, uploadSchema } from "./uploads";

export const KNOWLEDGE_LIMITS = { title: 100, content: 2000, description: 500 } as const;
/** Spec §5 "at most {max} files": configurable on the server (KNOWLEDGE_MAX_FILES); this is the default. */
export const DEFAULT_KNOWLEDGE_MAX_FILES = 10;
/** Links fetched by one `POST /files/url`. */
export const MAX_LINKS = 10;

export function knowledgeMaxFiles(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.KNOWLEDGE_MAX_FILES);
  return env.KNOWLEDGE_MAX_FILES && Number.isInteger(configured) && configured > 0
    ? configured
    : DEFAULT_KNOWLEDGE_MAX_FILES;
}

export const knowledgeTitleSchema = boundedText(
  KNOWLEDGE_LIMITS.title,
  "knowledgeTitleRequired",
  "knowledgeTitleLength",
);
export const knowledgeContentSchema = boundedText(
  KNOWLEDGE_LIMITS.content,
  "knowledgeContentRequired",
  "knowledgeContentLength",
);
const descriptionSchema = boundedText(KNOWLEDGE_LIMITS.description, null, "knowledgeDescriptionLength");
const tagsSchema = z
  .array(z.string().trim().min(1).max(SPACE_LIMITS.tag))
  .max(SPACE_LIMITS.tags)
  .transform((tags) => [...new Set(tags)]);

export const knowledgeTextInputSchema = z.object({
  type: z.literal("text"),
  // A missing field gets the same message as an empty one ("Please enter a title").
  title: knowledgeTitleSchema.prefault(""),
  content: knowledgeContentSchema.prefault(""),
  tags: tagsSchema.optional(),
});

export const knowledgeFileInputSchema = z.object({
  type: z.literal("file"),
  /** Files uploaded first with `POST /files`; the count limit is checked against the server's setting. */
  files: z
    .array(
      z.object({ upload_id: z.string().trim().min(1).max(100), description: descriptionSchema.optional() }),
    )
    .max(100)
    .prefault([])
    .superRefine((files, ctx) => {
      if (files.length === 0)
        ctx.addIssue({
          code: "custom",
          message: "knowledgeFilesRequired",
          params: { key: "knowledgeFilesRequired" },
        });
    }),
  tags: tagsSchema.optional(),
});

export const knowledgeCreateSchema = z.discriminatedUnion("type", [
  knowledgeTextInputSchema,
  knowledgeFileInputSchema,
]);
export type KnowledgeCreate = z.infer<typeof knowledgeCreateSchema>;

/** PUT /knowledge/{id}: text knowledge changes title and content; file knowledge its title and description. */
export const knowledgeUpdateSchema = z.object({
  title: knowledgeTitleSchema.optional(),
  content: knowledgeContentSchema.optional(),
  description: descriptionSchema.optional(),
  tags: tagsSchema.optional(),
});
export type KnowledgeUpdate = z.infer<typeof knowledgeUpdateSchema>;

export const knowledgeAttachmentSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  description: z.string().nullable(),
  url: z.string(),
  source_url: z.string().nullable(),
  text_status: z.enum(TEXT_STATUSES),
});
export type KnowledgeAttachment = z.infer<typeof knowledgeAttachmentSchema>;

export const knowledgeSchema = z.object({
  id: z.string(),
  type: z.enum(["text", "file"]),
  title: z.string(),
  /** The text of text knowledge; empty for file knowledge. */
  content: z.string(),
  attachments: z.array(knowledgeAttachmentSchema),
  tags: z.array(z.string()),
  status: z.enum(SPACE_ITEM_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type KnowledgeDto = z.infer<typeof knowledgeSchema>;

export const knowledgeCreateAnswerSchema = z.object({ items: z.array(knowledgeSchema) });
export type KnowledgeCreateAnswer = z.infer<typeof knowledgeCreateAnswerSchema>;

/** Spec §5: links start with http and are separated by spaces or commas. */
export function splitLinks(text: string): string[] {
  return text
    .split(/[\s,，、]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function isLink(text: string): boolean {
  return /^https?:\/\/\S+$/i.test(text);
}

/** POST /files/url: `urls` as a list, or as the text the user typed (split by spaces or commas). */
export const fileUrlRequestSchema = z.object({
  urls: z
    .union([z.string().max(20_000).transform(splitLinks), z.array(z.string().trim().max(2000))])
    .superRefine((urls, ctx) => {
      if (urls.length === 0)
        ctx.addIssue({ code: "custom", message: "linksRequired", params: { key: "linksRequired" } });
      else if (urls.length > MAX_LINKS)
        ctx.addIssue({
          code: "custom",
          message: "linksTooMany",
          params: { key: "linksTooMany", max: MAX_LINKS },
        });
      else if (urls.some((url) => !isLink(url) || url.length > 2000))
        ctx.addIssue({ code: "custom", message: "linkInvalid", params: { key: "linkInvalid" } });
    }),
  chat_id: z.string().trim().min(1).max(100).optional(),
});
export type FileUrlRequest = z.infer<typeof fileUrlRequestSchema>;

export const fileUrlAnswerSchema = z.object({
  files: z.array(uploadSchema),
  /** Links that could not be saved, each with the reason in the request's language. */
  failed: z.array(z.object({ url: z.string(), errmsg: z.string() })),
});
export type FileUrlAnswer = z.infer<typeof fileUrlAnswerSchema>;
