/**
 * Example prompts for the welcome screen's feature cards and the input (GET /chats/prompts/{mode}):
 * 4–6 per mode in the request's language; the modes of kinds with a design type by device. Kept on
 * the server (not in the UI's message files) so they do not weigh on every workspace page.
 */
import type { Locale } from "../i18n/api-messages";
import { examplePromptsEn, prototypePromptsEn } from "./example-prompts-en";
import { examplePromptsZh, prototypePromptsZh } from "./example-prompts-zh";
import type { DesignType } from "@/lib/contracts/artifacts";
import { kindOfMode, type ChatMode, type DesignedMode } from "@/lib/contracts/modes";
import type { ExamplePrompt, ExamplePromptsAnswer } from "@/lib/contracts/prompts";

export type ExamplePromptCatalog = Record<Exclude<ChatMode, DesignedMode>, ExamplePrompt[]>;
export type DevicePromptCatalog = Record<DesignType, Record<DesignedMode, ExamplePrompt[]>>;

const CATALOGS: Record<Locale, { byMode: ExamplePromptCatalog; byDevice: DevicePromptCatalog }> = {
  en: { byMode: examplePromptsEn, byDevice: prototypePromptsEn },
  zh: { byMode: examplePromptsZh, byDevice: prototypePromptsZh },
};

/** A mode the catalogue does not know (a kind added without prompts) answers none. */
export function examplePrompts(
  mode: ChatMode,
  locale: Locale,
  device: DesignType = "web",
): ExamplePromptsAnswer {
  const catalog = CATALOGS[locale];
  if (kindOfMode(mode)?.designed)
    return {
      mode,
      device_type: device,
      locale,
      prompts: catalog.byDevice[device][mode as DesignedMode] ?? [],
    };
  return {
    mode,
    device_type: null,
    locale,
    prompts: catalog.byMode[mode as Exclude<ChatMode, DesignedMode>] ?? [],
  };
}
