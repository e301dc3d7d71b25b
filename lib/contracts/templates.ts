/**
 * PRD templates (spec §3 "PRD template: name, description, content"; the template manager of
 * spec §2): the DTO, the create/update bodies with their limits, and what built-ins are.
 * Built-in templates (`builtin: true`) exist in both languages — one id each, answered in the
 * request's language — and can be read and copied by everyone but never changed or deleted.
 */
import { z } from "zod";
import { boundedText } from "./bounded-text";

export const TEMPLATE_LIMITS = { name: 100, description: 500, content: 20_000 } as const;

/** Ids of the built-in templates (stable: chats keep them in `prd_template_id`). */
export const BUILTIN_TEMPLATE_IDS = [
  "builtin-standard-prd",
  "builtin-lean-one-pager",
  "builtin-feature-spec",
  "builtin-b2b-admin",
  "builtin-mobile-app",
] as const;
export type BuiltinTemplateId = (typeof BUILTIN_TEMPLATE_IDS)[number];

export function isBuiltinTemplateId(id: string): id is BuiltinTemplateId {
  return (BUILTIN_TEMPLATE_IDS as readonly string[]).includes(id);
}

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Markdown: the section headings (with a line of guidance each) a PRD should follow. */
  content: z.string(),
  builtin: z.boolean(),
  /** null for built-ins. */
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type TemplateDto = z.infer<typeof templateSchema>;
export const templateListSchema = z.array(templateSchema);

export const templateNameSchema = boundedText(
  TEMPLATE_LIMITS.name,
  "templateNameRequired",
  "templateNameLength",
);
export const templateDescriptionSchema = boundedText(
  TEMPLATE_LIMITS.description,
  null,
  "templateDescriptionLength",
);
export const templateContentSchema = boundedText(
  TEMPLATE_LIMITS.content,
  "templateContentRequired",
  "templateContentLength",
);

/** POST /templates (a new template) and PUT /templates/{id} (all three fields). */
export const templateInputSchema = z.object({
  name: templateNameSchema,
  description: templateDescriptionSchema.default(""),
  content: templateContentSchema,
});
export type TemplateInput = z.infer<typeof templateInputSchema>;

/** POST /templates with `copy_of`: a copy of a built-in or own template; fields given override. */
export const templateCopySchema = z.object({
  copy_of: z.string().min(1).max(100),
  name: templateNameSchema.optional(),
  description: templateDescriptionSchema.optional(),
  content: templateContentSchema.optional(),
});
export type TemplateCopyInput = z.infer<typeof templateCopySchema>;
