/** The one export name rule (lib/contracts/file-names.ts) with the kind in the request's language. */
import { exportFileName, type ExportFileNameInput } from "@/lib/contracts/file-names";
import { translate, type Locale } from "./api-messages";

export function exportFileNameIn(locale: Locale, input: Omit<ExportFileNameInput, "kindLabel">): string {
  return exportFileName({ ...input, kindLabel: translate(locale, `exportNames.${input.kind}`) });
}
