/**
 * A report the user edited (`POST /chats/{id}/research-save`): checked like a generated one
 * (content, citations that name listed sources, mermaid that parses) and refused with the reason
 * in the user's language, or stored as a new immutable version.
 */
import { ApiError, ERRNO } from "../../http/api-error";
import { translate, type Locale } from "../../i18n/api-messages";
import { reportCitations, reportSources, reportBody } from "@/lib/contracts/research";
import { validateReport } from "./validate";

/** The first problem of an edited report, in `locale`, or null. */
export async function editedReportProblem(content: string, locale: Locale): Promise<string | null> {
  if (!reportBody(content).replace(/^#.*$/gm, "").trim())
    return translate(locale, "research.errors.reportEmpty");
  const sources = reportSources(content);
  const cited = reportCitations(content);
  if (cited.length && sources.size === 0) return translate(locale, "research.errors.noSourcesList");
  const unknown = cited.find((n) => !sources.has(n));
  if (unknown !== undefined) return translate(locale, "research.errors.citationUnknown", { n: unknown });
  const problems = await validateReport(content);
  return problems.length ? problems[0].message : null;
}

export async function checkEditedReport(content: string, locale: Locale): Promise<string> {
  const normalized = content.replace(/\r\n?/g, "\n");
  const reason = await editedReportProblem(normalized, locale);
  if (reason) throw new ApiError(ERRNO.INVALID, "researchInvalid", { reason }, { content: reason });
  return normalized;
}

export function reportTitle(content: string): string | null {
  const heading = /^#\s+(.+)$/m.exec(content);
  return heading ? heading[1].trim().slice(0, 120) : null;
}
