/**
 * A `test_case` version's content: `{ cases: [...] }` stored as JSON text in one canonical form
 * (`serializeTestCases`: two-space indentation, fixed key order), so the table's inline edit and
 * the API agree byte for byte. Pure: imported by the server and the client.
 */
import { z } from "zod";

export const TEST_CASE_PRIORITIES = ["P0", "P1", "P2", "P3"] as const;
export type TestCasePriority = (typeof TEST_CASE_PRIORITIES)[number];

export const TEST_CASE_TYPES = [
  "functional",
  "boundary",
  "negative",
  "performance",
  "security",
  "usability",
  "compatibility",
] as const;
export type TestCaseType = (typeof TEST_CASE_TYPES)[number];

export const TEST_CASE_LIMITS = {
  cases: 500,
  steps: 30,
  id: 40,
  module: 100,
  title: 300,
  text: 2000,
  step: 1000,
} as const;

export const testCaseSchema = z.object({
  /** "TC-001"; unique within the set. */
  id: z.string().trim().min(1).max(TEST_CASE_LIMITS.id),
  module: z.string().trim().min(1).max(TEST_CASE_LIMITS.module),
  title: z.string().trim().min(1).max(TEST_CASE_LIMITS.title),
  /** May be empty; several conditions are separate lines. */
  preconditions: z.string().trim().max(TEST_CASE_LIMITS.text),
  steps: z.array(z.string().trim().min(1).max(TEST_CASE_LIMITS.step)).min(1).max(TEST_CASE_LIMITS.steps),
  expected: z.string().trim().min(1).max(TEST_CASE_LIMITS.text),
  priority: z.enum(TEST_CASE_PRIORITIES),
  type: z.enum(TEST_CASE_TYPES),
  /** The PRD requirements this case checks ("FR-1"); how coverage of a PRD is proven. */
  requirement_ids: z.array(z.string().trim().min(1).max(TEST_CASE_LIMITS.id)).max(20).optional(),
});
export type TestCase = z.infer<typeof testCaseSchema>;

export const testCaseContentSchema = z
  .object({ cases: z.array(testCaseSchema).min(1).max(TEST_CASE_LIMITS.cases) })
  .superRefine((content, ctx) => {
    const seen = new Set<string>();
    content.cases.forEach((c, i) => {
      if (seen.has(c.id))
        ctx.addIssue({
          code: "custom",
          path: ["cases", i, "id"],
          message: `duplicate id ${c.id}`,
          params: { key: "duplicateId" },
        });
      seen.add(c.id);
    });
  });
export type TestCaseContent = z.infer<typeof testCaseContentSchema>;

/** The stored JSON text: fixed key order, two-space indentation, no trailing newline. */
export function serializeTestCases(content: TestCaseContent): string {
  const cases = content.cases.map((c) => ({
    id: c.id,
    module: c.module,
    title: c.title,
    preconditions: c.preconditions,
    steps: c.steps,
    expected: c.expected,
    priority: c.priority,
    type: c.type,
    ...(c.requirement_ids?.length ? { requirement_ids: c.requirement_ids } : {}),
  }));
  return JSON.stringify({ cases }, null, 2);
}

export type TestCaseParse =
  { ok: true; content: TestCaseContent } | { ok: false; problems: { path: string; message: string }[] };

/** Parses stored or edited JSON text against the schema (no repair: see the server for that). */
export function parseTestCases(text: string): TestCaseParse {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [{ path: "", message: `not valid JSON: ${(error as Error).message}` }] };
  }
  const result = testCaseContentSchema.safeParse(raw);
  if (result.success) return { ok: true, content: result.data };
  return {
    ok: false,
    problems: result.error.issues.slice(0, 20).map((i) => ({ path: i.path.join("."), message: i.message })),
  };
}

/**
 * The cases already complete in JSON that is still streaming in (the live table while a round
 * writes): every balanced `{…}` inside the `cases` array that parses and passes the schema.
 */
export function parsePartialTestCases(text: string): TestCase[] {
  const start = text.search(/"cases"\s*:\s*\[/);
  const from = start === -1 ? text.indexOf("[") : text.indexOf("[", start);
  if (from === -1) return [];
  const cases: TestCase[] = [];
  let depth = 0;
  let objectStart = -1;
  let inString = false;
  for (let i = from + 1; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === "{") {
      if (depth === 0) objectStart = i;
      depth++;
    } else if (ch === "}") {
      depth--;
      if (depth === 0 && objectStart >= 0) {
        try {
          const parsed = testCaseSchema.safeParse(JSON.parse(text.slice(objectStart, i + 1)));
          if (parsed.success) cases.push(parsed.data);
        } catch {
          // a case the model wrote badly: the final validation reports it
        }
        objectStart = -1;
      }
    } else if (ch === "]" && depth === 0) break;
  }
  return cases;
}
