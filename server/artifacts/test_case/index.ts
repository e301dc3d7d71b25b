/** The `test_case` kind: generator (from the chat's PRD or the prompt), repair, edits; its content schema validates. */
import type { ServerArtifact } from "../types";
import { generateTestCases } from "./generate";
import { normalizeTestCases } from "./normalize";
import { TEST_CASES_TASK } from "./offline-tasks";
import { storeTestCaseEdit } from "./store-edit";
import { testCaseKind } from "@/lib/contracts/kinds";
import { testCaseText } from "./readable-text";
import { testCaseExamplePrompts } from "./example-prompts";
import { testCaseOfflineCopy } from "./offline-copy";

export const testCaseArtifact: ServerArtifact = {
  kind: testCaseKind,
  readableText: testCaseText,
  generate: generateTestCases,
  repair: (content) => normalizeTestCases(content),
  storeEdit: storeTestCaseEdit,
  offlineTasks: [TEST_CASES_TASK],
  offlineCopy: testCaseOfflineCopy,
  examplePrompts: testCaseExamplePrompts,
};
