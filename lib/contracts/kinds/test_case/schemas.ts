/** What the server checks of a set of test cases: the table (lib/contracts/content/test-case.ts). */
export { testCaseContentSchema as contentSchema } from "@/lib/contracts/content/test-case";
