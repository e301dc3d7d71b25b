/** use-intl's own formatter of source ICU strings (the server's translations). See format-message.ts. */
import type formatSourceType from "use-intl/format-message";
// @ts-expect-error -- use-intl's own file, by path (its exported name is aliased to format-message.ts); typed below
import formatSourceFile from "../../node_modules/use-intl/dist/esm/production/format-message/index.js";

export const formatSource: typeof formatSourceType | null = formatSourceFile;
