/**
 * A chart the user edited, made storable once `mermaid.parse` accepts it. An invalid chart is
 * refused (400) with the parser's message and line in `details`; nothing is "repaired" behind the
 * user's back — the editor shows the line to fix.
 */
import { ApiError, ERRNO } from "../../http/api-error";
import { translate } from "../../i18n/api-messages";
import { parseMermaid } from "../../validate/mermaid";
import type { EditInput, StorableEdit } from "../types";
import { chartTitle } from "./title";
import { mermaidDiagramType } from "@/lib/contracts/content/mermaid";

export async function storeMermaidEdit({ content, base, locale }: EditInput): Promise<StorableEdit> {
  const source = content.replace(/\r\n?/g, "\n");
  const result = await parseMermaid(source);
  if (!result.ok) {
    throw new ApiError(
      ERRNO.INVALID,
      "mermaidInvalid",
      {},
      {
        content: result.line
          ? translate(locale, "mermaid.problemLine", { line: result.line, message: result.message })
          : result.message,
        ...(result.line ? { line: String(result.line) } : {}),
      },
    );
  }
  return {
    content: source,
    title: chartTitle(source) ?? base?.title ?? translate(locale, "mermaid.untitled"),
    meta: { diagram_type: mermaidDiagramType(source) ?? "other" },
  };
}
