/** The words of a test-case table: each case's id, module, title, preconditions, steps and expectation. */
import { parseTestCases } from "@/lib/contracts/content/test-case";
import { squeeze } from "../../space/readable-text";

export function testCaseText(content: string): string {
  const parsed = parseTestCases(content);
  if (!parsed.ok) return squeeze(content);
  return parsed.content.cases
    .map((c) =>
      [`${c.id} ${c.module}: ${c.title}`, c.preconditions, ...c.steps, c.expected].filter(Boolean).join("\n"),
    )
    .join("\n\n");
}
