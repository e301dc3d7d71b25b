/** The `test_case` kind: generator (from the chat's PRD or the prompt), validator, repair. */
import type { ServerArtifact } from "../types";
import { generateTestCases } from "./generate";
import { normalizeTestCases } from "./normalize";
import { validateTestCases } from "./validate";
import { testCaseContentSchema } from "@/lib/contracts/content/test-case";

export const testCaseArtifact: ServerArtifact = {
  kind: "test_case",
  contentSchema: testCaseContentSchema,
  generate: generateTestCases,
  validate: async (content) => validateTestCases(content),
  repair: (content) => normalizeTestCases(content),
};
