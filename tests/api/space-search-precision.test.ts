/**
 * Search precision of the personal space (spec §1, issue check): 40 Chinese and English notes,
 * 20 queries with known answers, searched through GET /knowledge-base/items as the UI does.
 * Prints precision and recall per query and overall; the bar is every expected note found
 * (recall 1) and nine in ten results relevant.
 */
import { knowledgeCreateAnswerSchema } from "@/lib/contracts/knowledge";
import { spaceItemPageSchema } from "@/lib/contracts/space-items";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { dataOf } from "../helpers/contract";
import { SEARCH_NOTES, SEARCH_QUERIES } from "../fixtures/space-search-corpus";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("finds what each query should and little else", async () => {
  const user = await t.signIn("precision@example.com");
  const keyOf = new Map<string, string>();
  for (const note of SEARCH_NOTES) {
    const res = await t.call("/api/knowledge", {
      method: "POST",
      token: user.token,
      json: { type: "text", title: note.title, content: note.content },
    });
    keyOf.set((await dataOf(knowledgeCreateAnswerSchema, res)).items[0].id, note.key);
  }
  const rows: string[] = [];
  let precisionSum = 0;
  let recallSum = 0;
  let retrievedTotal = 0;
  let relevantRetrievedTotal = 0;
  for (const { q, expected } of SEARCH_QUERIES) {
    const page = await dataOf(
      spaceItemPageSchema,
      await t.call(`/api/knowledge-base/items?page_size=100&q=${encodeURIComponent(q)}`, {
        token: user.token,
      }),
    );
    const found = page.items.map((i) => keyOf.get(i.id)!);
    const relevant = found.filter((k) => expected.includes(k));
    const precision = found.length ? relevant.length / found.length : expected.length ? 0 : 1;
    const recall = expected.length ? relevant.length / expected.length : 1;
    precisionSum += precision;
    recallSum += recall;
    retrievedTotal += found.length;
    relevantRetrievedTotal += relevant.length;
    rows.push(`${q.padEnd(20)} P=${precision.toFixed(2)} R=${recall.toFixed(2)} found=[${found.join(", ")}]`);
  }
  const macroPrecision = precisionSum / SEARCH_QUERIES.length;
  const macroRecall = recallSum / SEARCH_QUERIES.length;
  const microPrecision = retrievedTotal ? relevantRetrievedTotal / retrievedTotal : 1;
  console.log(
    [
      ...rows,
      `precision (mean of queries) ${macroPrecision.toFixed(3)}, precision (all results) ${microPrecision.toFixed(3)}, recall ${macroRecall.toFixed(3)} over ${SEARCH_NOTES.length} notes and ${SEARCH_QUERIES.length} queries`,
    ].join("\n"),
  );
  expect(macroRecall).toBe(1);
  expect(macroPrecision).toBeGreaterThanOrEqual(0.9);
});
