/**
 * Example prompts for the welcome screen's feature cards and the input (GET /chats/prompts/{mode}):
 * 4–6 per mode in the request's language; the modes of kinds with a design type by device. Kept on
 * the server (not in the UI's message files) so they do not weigh on every workspace page. The
 * chat mode's are here; each kind brings its own in its server definition (`examplePrompts`),
 * handed in by the route.
 */
import type { Locale } from "../i18n/api-messages";
import { chatPromptsEn } from "./example-prompts-en";
import { chatPromptsZh } from "./example-prompts-zh";
import type { DesignType } from "@/lib/contracts/artifacts";
import { kindOfMode, type ChatMode } from "@/lib/contracts/modes";
import type { ExamplePrompt, ExamplePromptsAnswer } from "@/lib/contracts/prompts";

/** A kind's example prompts in each language: one list, or one per device for kinds with a design type. */
export type KindExamplePrompts = Record<Locale, ExamplePrompt[] | Record<DesignType, ExamplePrompt[]>>;

const CHAT_PROMPTS: Record<Locale, ExamplePrompt[]> = { en: chatPromptsEn, zh: chatPromptsZh };

/** `kindPrompts`: the mode's kind's own; a kind without any (or a mode with no kind but chat) answers none. */
export function examplePrompts(
  mode: ChatMode,
  locale: Locale,
  device: DesignType = "web",
  kindPrompts?: KindExamplePrompts,
): ExamplePromptsAnswer {
  const kind = kindOfMode(mode);
  if (!kind) return { mode, device_type: null, locale, prompts: CHAT_PROMPTS[locale] };
  const own = kindPrompts?.[locale];
  if (kind.designed)
    return {
      mode,
      device_type: device,
      locale,
      prompts: (own && !Array.isArray(own) ? own[device] : undefined) ?? [],
    };
  return { mode, device_type: null, locale, prompts: Array.isArray(own) ? own : [] };
}
