/**
 * The steps of an Offline test case say what a tester does and checks, as sentences: an action
 * that shows the criterion (not "Use X in the way that shows: …"), a check that reads whatever
 * the criterion's shape ("Check that reachable …" was not English), an edge case's situation
 * without its expected outcome.
 */
import { parseBrief } from "@/server/ai/offline/brief";
import { casesFromBrief, casesFromProduct } from "@/server/artifacts/test_case/offline/test-cases-writer";
import { checkFor, actionFor, situationOf } from "@/server/artifacts/test_case/offline/criterion-steps";

test("a product's cases: a concrete action per criterion and a check that is a sentence", () => {
  const brief = parseBrief({
    text: "Test cases for a parking permit portal: residents apply for a permit, upload proof of address, pay the fee",
    mode: "test_case",
  });
  const cases = casesFromProduct(brief);
  const steps = cases.flatMap((c) => c.steps);
  expect(steps.some((s) => /in the way that shows|^Check that (?:reachable|searchable|JPG)/.test(s))).toBe(
    false,
  );
  const oneTap = cases.find((c) => /one tap/.test(c.title))!;
  expect(oneTap.steps[0]).toMatch(/^From the main screen, go to "/);
  expect(oneTap.steps.at(-1)).toMatch(/^Check that ".+" is reachable from the main screen in one tap$/);
  const upload = cases.find((c) => /JPG/.test(c.title))!;
  expect(upload.steps[1]).toMatch(/photo from the camera and a PDF/);
  const edge = cases.find((c) => /required field missing/.test(c.title))!;
  expect(edge.steps[1]).toMatch(/^Set up the case: .+ with a required field missing$/);
});

test("checks read as sentences for clauses, states and bare lists; zh keeps the criterion", () => {
  expect(checkFor("Slots", "a slot cannot be booked twice", "en")).toBe(
    "Check that a slot cannot be booked twice",
  );
  expect(checkFor("Search", "searchable and filterable, results in under 1 s", "en")).toBe(
    'Check that "Search" is searchable and filterable, results in under 1 s',
  );
  expect(checkFor("Report", "figures for a chosen date range, refreshed daily", "en")).toBe(
    'Check "Report" for: figures for a chosen date range, refreshed daily',
  );
  expect(checkFor("扫码核销", "「扫码核销」扫码或一键完成，3 秒内有结果", "zh")).toBe(
    "检查：「扫码核销」扫码或一键完成，3 秒内有结果",
  );
  expect(actionFor("订单导出", "「订单导出」可导出 CSV 和 Excel", "zh").step).toBe(
    "将「订单导出」导出为 CSV 并打开文件",
  );
  expect(actionFor("Notes", "something no table knows", "en")).toEqual({
    step: 'Use "Notes" with realistic test data',
    fromStart: false,
  });
  expect(situationOf("A failed payment in Checkout: the order stays open")).toBe(
    "A failed payment in Checkout",
  );
});

describe("preconditions read as English (issue 39 reading)", () => {
  it("'a user', not 'an user'", () => {
    const cases = casesFromBrief(
      parseBrief({
        text: "Test cases for a payroll export: CSV download, date range filter, employees with no bank details",
        mode: "test_case",
      }),
    );
    const pre = cases.map((c) => String(c.preconditions ?? "")).join("\n");
    expect(pre).not.toMatch(/\ban user\b/i);
    expect(pre).toMatch(/Signed in as a /);
  });
});
