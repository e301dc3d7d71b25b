/**
 * Issue #39 (test cases): a request that lists no features names its modules in its own words —
 * the features it names, never the whole sentence as one module, and no product jobs (search,
 * export, history) for a single flow. Requests written for this test.
 */
import { parseBrief } from "@/server/ai/offline/brief";
import { writeTestCases } from "@/server/artifacts/test_case/offline/test-cases-writer";
import { testCaseKind } from "@/lib/contracts/kinds";

const modules = (text: string) => {
  const brief = parseBrief({ text, mode: testCaseKind.mode });
  return [...new Set(writeTestCases(null, brief).cases.map((c) => c.module))];
};

describe("test-case modules come from the features named", () => {
  it("en: 'X with Y and Z' is three modules, the gerund read as the job", () => {
    const m = modules("Test cases for renewing a library card with late fees and email receipts");
    expect(m).toEqual(expect.arrayContaining(["Renew a library card", "Late fees", "Email receipts"]));
    expect(m).not.toContain("Renewing a library card with late fees and email receipts");
    expect(m.join(" ")).not.toMatch(/export|history|search/i);
  });

  it("en: a word that merely starts with 'app' is not a product ('appointment')", () => {
    const m = modules("Test cases for cancelling an appointment with a refund");
    expect(m).toEqual(expect.arrayContaining(["Cancel an appointment", "Refund"]));
    expect(m.every((x) => x.split(/\s+/).length <= 4)).toBe(true);
  });

  it("zh: 「带X和Y的Z流程」与「Z（含X和Y）」", () => {
    const a = modules("为带发票抬头和电子发票的开票流程写测试用例");
    expect(a).toEqual(expect.arrayContaining(["开票", "发票抬头", "电子发票"]));
    expect(a).not.toContain("带发票抬头和电子发票的开票流程");
    const b = modules("会员续费流程的测试用例（含自动续费和优惠码）");
    expect(b).toEqual(expect.arrayContaining(["会员续费", "自动续费", "优惠码"]));
  });

  it("a named product still gets its product modules", () => {
    const m = modules("Test cases for a recipe sharing app");
    expect(m.length).toBeGreaterThan(2);
  });
});
