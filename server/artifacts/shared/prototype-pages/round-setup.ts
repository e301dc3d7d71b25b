/** What every prototype round reads from its request and chat: device, style, option, language. */
import type { GenerationContext } from "@/server/engine/generation";
import { DESIGN_TYPES, type DesignType } from "@/lib/contracts/artifacts";
import { hasChinese } from "@/server/ai/offline/language/text-utils";
import { DEFAULT_STYLE_ID, findStyle, type PrototypeStyle } from "@/server/html/styles";
import type { PrototypeOption } from "./prompts";

export type RoundSetup = {
  device: DesignType;
  style: PrototypeStyle;
  option: PrototypeOption;
  language: "en" | "zh";
};

export function roundSetup(context: GenerationContext): RoundSetup {
  const config = context.chat.config ?? {};
  const configDevice = DESIGN_TYPES.find((d) => d === config.design_type);
  const device = context.request.device_type ?? configDevice ?? "web";
  const styleId =
    context.request.prototype_style_id ?? (typeof config.style_id === "string" ? config.style_id : undefined);
  const style = findStyle(styleId) ?? findStyle(DEFAULT_STYLE_ID)!;
  const option = context.request.prototype ?? "default";
  // The page speaks the user's language: the prompt's script first, then the UI language.
  const language = context.userText.trim()
    ? hasChinese(context.userText)
      ? "zh"
      : "en"
    : context.locale === "zh"
      ? "zh"
      : "en";
  return { device, style, option, language };
}
