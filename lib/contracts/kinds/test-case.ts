/** Test cases: a table of cases (JSON), derived from the chat's PRD or the prompt. Not priced by the spec: free. */
import { defineKind } from "./definition";
import { contentSchema } from "@/lib/contracts/kinds/test_case/schemas";

export const testCaseKind = defineKind({
  id: "test_case",
  mode: "test_case",
  viewer: "test_case",
  event: "test_case_content",
  versions: { path: "prd-versions", query: { type: "test_case" } },
  edits: { path: "prd-content", query: { type: "test_case" } },
  cost: () => 0,
  content: { format: "json", schema: contentSchema },
});
