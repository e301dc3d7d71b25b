/** The template a PRD round follows: the stream's `template_id`, else the chat's, else the default. */
import { ApiError } from "../../http/api-error";
import type { GenerationContext } from "../../engine/generation";
import type { Locale } from "../../i18n/api-messages";
import { getTemplate } from "../../services/prd-templates";
import { DEFAULT_TEMPLATE } from "../../seed/prd-templates";

export type ChosenTemplate = { id: string; name: string; content: string };

export async function chosenTemplate(context: GenerationContext, locale: Locale): Promise<ChosenTemplate> {
  const explicit = context.request.template_id;
  const configured =
    typeof context.chat.config?.prd_template_id === "string"
      ? context.chat.config.prd_template_id
      : undefined;
  const id = explicit ?? configured;
  if (id) {
    try {
      const template = await getTemplate(context.db, context.userId, id, locale);
      return { id: template.id, name: template.name, content: template.content };
    } catch (error) {
      // A template picked for this message must exist; one remembered by the chat may have been deleted since.
      if (explicit || !(error instanceof ApiError)) throw error;
    }
  }
  const text = DEFAULT_TEMPLATE[locale];
  return { id: DEFAULT_TEMPLATE.id, name: text.name, content: text.content };
}
