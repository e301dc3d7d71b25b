/**
 * PRD templates (spec §3, the template manager of spec §2): the built-ins every user reads in
 * their language, plus each user's own rows in `templates`. A user sees, copies, changes and
 * deletes only their own templates; built-ins are read-only (403) and another user's template
 * does not exist for them (404).
 */
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { templates } from "../db/schema";
import { ApiError, ERRNO } from "../http/api-error";
import { translate, type Locale } from "../i18n/api-messages";
import { BUILTIN_TEMPLATES, builtinTemplate, type BuiltinTemplate } from "../seed/prd-templates";
import {
  TEMPLATE_LIMITS,
  type TemplateCopyInput,
  type TemplateDto,
  type TemplateInput,
} from "@/lib/contracts/templates";

type TemplateRow = typeof templates.$inferSelect;

function builtinJson(template: BuiltinTemplate, locale: Locale): TemplateDto {
  const text = template[locale];
  return {
    id: template.id,
    name: text.name,
    description: text.description,
    content: text.content,
    builtin: true,
    created_at: null,
    updated_at: null,
  };
}

function rowJson(row: TemplateRow): TemplateDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    content: row.content,
    builtin: false,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Built-ins first (in their fixed order), then the user's own, most recently changed first. */
export async function listTemplates(db: Db, userId: string, locale: Locale): Promise<TemplateDto[]> {
  const own = await db
    .select()
    .from(templates)
    .where(eq(templates.userId, userId))
    .orderBy(desc(templates.updatedAt), desc(templates.id));
  return [...BUILTIN_TEMPLATES.map((t) => builtinJson(t, locale)), ...own.map(rowJson)];
}

async function ownRow(db: Db, userId: string, id: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.userId, userId)))
    .limit(1);
  return row;
}

/** A built-in or one of the user's own templates; 404 otherwise. */
export async function getTemplate(db: Db, userId: string, id: string, locale: Locale): Promise<TemplateDto> {
  const builtin = builtinTemplate(id);
  if (builtin) return builtinJson(builtin, locale);
  const row = await ownRow(db, userId, id);
  if (!row) throw new ApiError(ERRNO.NOT_FOUND, "templateNotFound");
  return rowJson(row);
}

const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/**
 * A template's name says which template it is: it never repeats one of the user's own (other
 * than `exceptId`) nor shadows a built-in, in either language (409, nothing written).
 */
async function nameTaken(db: Db, userId: string, name: string, exceptId?: string): Promise<boolean> {
  const key = nameKey(name);
  if (BUILTIN_TEMPLATES.some((t) => nameKey(t.en.name) === key || nameKey(t.zh.name) === key)) return true;
  const own = await db
    .select({ id: templates.id, name: templates.name })
    .from(templates)
    .where(eq(templates.userId, userId));
  return own.some((row) => row.id !== exceptId && nameKey(row.name) === key);
}

async function refuseTakenName(db: Db, userId: string, name: string, exceptId?: string) {
  if (await nameTaken(db, userId, name, exceptId))
    throw new ApiError(ERRNO.CONFLICT, "templateNameTaken", { name: name.trim() });
}

export async function createTemplate(db: Db, userId: string, input: TemplateInput): Promise<TemplateDto> {
  await refuseTakenName(db, userId, input.name);
  const [row] = await db
    .insert(templates)
    .values({ userId, name: input.name, description: input.description, content: input.content })
    .returning();
  return rowJson(row);
}

/** A copy of a built-in (in the request's language) or of an own template; given fields override. */
export async function copyTemplate(
  db: Db,
  userId: string,
  input: TemplateCopyInput,
  locale: Locale,
): Promise<TemplateDto> {
  const source = await getTemplate(db, userId, input.copy_of, locale);
  let name = input.name;
  // A copy without a name of its own takes the first free "… (copy)", "… (copy 2)"…
  for (let n = 1; !name; n++) {
    const candidate = translate(locale, n === 1 ? "templates.copyName" : "templates.copyNameNumbered", {
      name: source.name,
      number: n,
    }).slice(0, TEMPLATE_LIMITS.name);
    if (n > 50 || !(await nameTaken(db, userId, candidate))) name = candidate;
  }
  return createTemplate(db, userId, {
    name,
    description: input.description ?? source.description,
    content: input.content ?? source.content,
  });
}

function refuseBuiltin(id: string) {
  if (builtinTemplate(id)) throw new ApiError(ERRNO.FORBIDDEN, "templateReadOnly");
}

export async function updateTemplate(
  db: Db,
  userId: string,
  id: string,
  input: TemplateInput,
  now = new Date(),
): Promise<TemplateDto> {
  refuseBuiltin(id);
  await refuseTakenName(db, userId, input.name, id);
  const [row] = await db
    .update(templates)
    .set({ name: input.name, description: input.description, content: input.content, updatedAt: now })
    .where(and(eq(templates.id, id), eq(templates.userId, userId)))
    .returning();
  if (!row) throw new ApiError(ERRNO.NOT_FOUND, "templateNotFound");
  return rowJson(row);
}

export async function deleteTemplate(db: Db, userId: string, id: string): Promise<void> {
  refuseBuiltin(id);
  const deleted = await db
    .delete(templates)
    .where(and(eq(templates.id, id), eq(templates.userId, userId)))
    .returning({ id: templates.id });
  if (deleted.length === 0) throw new ApiError(ERRNO.NOT_FOUND, "templateNotFound");
}
