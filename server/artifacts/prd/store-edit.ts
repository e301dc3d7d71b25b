/**
 * A PRD the user edited, made storable: the canonical markdown form, not empty, not too long,
 * and every new or changed chart parses (charts the base version already had are not re-judged).
 * A refusal is a 400 that says why; nothing is repaired behind the user's back.
 */
import { ApiError, ERRNO } from "../../http/api-error";
import { translate } from "../../i18n/api-messages";
import type { EditInput, StorableEdit } from "../types";
import { chartProblems, chartSources } from "./validate";
import { canonicalPrd } from "@/lib/contracts/content/prd-canonical";
import { parsePrd, PRD_MAX_CHARS } from "@/lib/contracts/content/prd";

export async function storePrdEdit({ content: edited, base, locale }: EditInput): Promise<StorableEdit> {
  const content = canonicalPrd(edited);
  if (!content.trim()) {
    const reason = translate(locale, "prd.emptyDocument");
    throw new ApiError(ERRNO.INVALID, "prdContentInvalid", { reason }, { content: reason });
  }
  if (content.length > PRD_MAX_CHARS)
    throw new ApiError(
      ERRNO.INVALID,
      "invalidInput",
      {},
      { content: translate(locale, "validation.tooBig", { max: PRD_MAX_CHARS }) },
    );
  const [problem] = await chartProblems(content, chartSources(base?.content));
  if (problem) {
    throw new ApiError(
      ERRNO.INVALID,
      "prdChartInvalid",
      {},
      {
        content: problem.chartLine
          ? translate(locale, "mermaid.problemLine", { line: problem.chartLine, message: problem.message })
          : problem.message,
        chart: problem.chart,
        ...(problem.chartLine ? { line: String(problem.chartLine) } : {}),
      },
    );
  }
  return { content, title: parsePrd(content).title || translate(locale, "prd.untitled") };
}
