/**
 * use-intl's message formatter, for every layer of the Next.js build (next.config.ts aliases
 * `use-intl/format-message` here). The workspace's client components get their messages compiled
 * on the server (lib/i18n/compile-messages.ts), so the browser formats them with icu-minify's
 * small formatter and never loads the ICU parser (intl-messageformat and @formatjs). The server's
 * own translations (getTranslations) stay source strings and are formatted as before. A compiled
 * message with placeholders is never a string, and a compiled plain text is the source text
 * (the message files use no ICU quoting), so the type tells the formatter to use. In the browser
 * the source formatter is a stub (source-format-browser.ts).
 */
import type formatCompiledType from "use-intl/format-message/format-only";
// @ts-expect-error -- use-intl's own file, by path (the package exports it only under the aliased name); typed below
import formatCompiledFile from "../../node_modules/use-intl/dist/esm/production/format-message/format-only.js";
import { formatSource } from "@/lib/i18n/source-format";

const formatCompiled = formatCompiledFile as typeof formatCompiledType;
type Args = Parameters<typeof formatCompiledType>;
type Formatted = ReturnType<typeof formatCompiledType>;

export default function formatMessage(...args: Args): Formatted {
  const message: unknown = args[1];
  return typeof message === "string" && formatSource
    ? (formatSource as unknown as (...a: Args) => Formatted)(...args)
    : formatCompiled(...args);
}

// `t.raw` reads source messages on the server (the public pages' lists); the workspace's client never calls it.
formatMessage.raw = true;
