/** A test-case set the user edited, made storable: the shared schema, in the one canonical JSON form. */
import { ApiError, ERRNO } from "../../http/api-error";
import { translate } from "../../i18n/api-messages";
import type { EditInput, StorableEdit } from "../types";
import { parseTestCases, serializeTestCases } from "@/lib/contracts/content/test-case";

export async function storeTestCaseEdit({ content, locale }: EditInput): Promise<StorableEdit> {
  const parsed = parseTestCases(content);
  if (!parsed.ok) {
    const [first] = parsed.problems;
    throw new ApiError(
      ERRNO.INVALID,
      "testCasesInvalid",
      {},
      { content: first.path ? `${first.path}: ${first.message}` : first.message },
    );
  }
  return {
    content: serializeTestCases(parsed.content),
    title: translate(locale, "testCases.versionTitle", { count: parsed.content.cases.length }),
  };
}
