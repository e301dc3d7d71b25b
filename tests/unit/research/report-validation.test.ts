/** The research report's checks: citations name listed sources, mermaid parses; the repair drops invented citations only. */
import { repairReport, validateReport } from "@/server/artifacts/research/validate";
import { editedReportProblem } from "@/server/artifacts/research/save-report";
import { positioningChart } from "@/server/artifacts/research/positioning";
import { parseResearchBrief } from "@/server/artifacts/research/brief";
import { reportCitations, reportSources } from "@/lib/contracts/research";

const REPORT = [
  "# Report",
  "",
  "## Findings",
  "",
  "Sales grew 18% [1]. Smoke is a complaint [2].",
  "",
  "## Sources",
  "",
  "[1] Notes — knowledge item — accessed 2026-01-01",
  "[2] Survey — https://example.com/s — accessed 2026-01-01",
  "",
].join("\n");

describe("research report validation", () => {
  it("accepts a report whose citations are all listed", async () => {
    expect(await validateReport(REPORT)).toEqual([]);
    expect(reportCitations(REPORT)).toEqual([1, 2]);
    expect([...reportSources(REPORT).keys()]).toEqual([1, 2]);
  });

  it("refuses a citation of an unlisted source, and the repair drops only that citation", async () => {
    const bad = REPORT.replace("complaint [2].", "complaint [2]. Prices fell [7].");
    expect((await validateReport(bad)).map((p) => p.message)).toEqual([
      "Citation [7] does not point at a source in the sources list.",
    ]);
    const repaired = repairReport(bad);
    expect(repaired).toContain("Prices fell.");
    expect(repaired).toContain("[2] Survey");
    expect(await validateReport(repaired)).toEqual([]);
  });

  it("refuses citations without a sources list, an empty report and a chart that does not parse", async () => {
    expect(await validateReport("# R\n\nA claim [1].")).toEqual([
      { message: "The report has citations but no sources list." },
    ]);
    expect(await validateReport("# R\n")).toEqual([{ message: "The report is empty." }]);
    const chart = REPORT.replace(
      "## Sources",
      "```mermaid\nquadrantChart\n    x-axis Low --> High\n    A: [2, oops]\n```\n\n## Sources",
    );
    expect((await validateReport(chart)).length).toBeGreaterThan(0);
  });

  it("says what is wrong with an edit in the user's language", async () => {
    const bad = REPORT.replace("complaint [2].", "complaint [9].");
    expect(await editedReportProblem(bad, "en")).toBe(
      "Citation [9] does not point at a source in the sources list",
    );
    expect(await editedReportProblem(bad, "zh")).toBe("引用 [9] 没有对应参考来源列表中的来源");
    expect(await editedReportProblem(REPORT, "zh")).toBeNull();
  });

  it("reads the competitors and dimensions a request names, in en and zh", () => {
    expect(
      parseResearchBrief(
        "Write a competitor report comparing Notion, Obsidian and Logseq on features, pricing and audience",
        "en",
      ),
    ).toMatchObject({ type: "competitor", competitors: ["Notion", "Obsidian", "Logseq"] });
    expect(parseResearchBrief("对比 Notion、Obsidian 和 Logseq 的功能、价格和目标用户", "zh")).toMatchObject({
      type: "competitor",
      competitors: ["Notion", "Obsidian", "Logseq"],
    });
    expect(parseResearchBrief("Research the home coffee roasting market in Europe", "en")).toMatchObject({
      type: "deep",
      subject: "home coffee roasting market in Europe",
    });
  });

  it("ends a list of competitors where a clause about the need begins (not a fourth competitor)", () => {
    for (const [text, locale] of [
      ["对比飞书文档、语雀和腾讯文档，适合 10 人的团队用哪个？", "zh"],
      ["对比飞书文档，语雀，腾讯文档", "zh"],
    ] as const)
      expect(parseResearchBrief(text, locale).competitors).toEqual(["飞书文档", "语雀", "腾讯文档"]);
    expect(
      parseResearchBrief("Compare Notion, Coda and Obsidian, which is best for 10 people?", "en").competitors,
    ).toEqual(["Notion", "Coda", "Obsidian"]);
  });

  it("places on the positioning chart only the competitors whose price level a source states", () => {
    const brief = parseResearchBrief("对比 Notion、Obsidian 和 Logseq 的价格", "zh");
    const chart = positioningChart(brief, [{ text: "Logseq 完全免费。", source: 1 }], "zh");
    expect(chart).toMatch(/Logseq: \[0\.25/);
    expect(chart).not.toMatch(/Notion: \[|Obsidian: \[/);
    expect(chart).toContain("来源未说明 Notion、Obsidian 的价格高低");
    // A price named is not a price level: "$10 per seat" places nothing.
    const none = positioningChart(brief, [{ text: "Notion costs $10 per seat.", source: 1 }], "en");
    expect(none).not.toContain("quadrantChart");
    expect(none).toContain("no positioning chart is drawn");
  });
});
