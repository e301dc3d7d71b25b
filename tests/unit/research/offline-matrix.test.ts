/**
 * The Offline research writer's comparison matrix fills a cell only from a sentence that names
 * that competitor and speaks of that dimension: a price's unit ("$8 per user") is not an
 * audience, and a product's named capability (keyboard shortcuts) is a feature. The report names
 * its competitors as a list is read ("Linear and Jira", "钉钉、企业微信和飞书").
 */
import { researchChapterWriter } from "@/server/artifacts/research/offline-writer";
import { parseResearchBrief } from "@/server/artifacts/research/brief";

const SOURCES = [
  {
    n: 1,
    title: "Issue tracker pricing notes",
    text: "Linear's Standard plan costs $8 per user per month.\nJira Software Standard costs $7.53 per user per month.\nLinear's keyboard shortcuts save engineers about 20 minutes a day.",
  },
];

function matrixRows(request: string): string[][] {
  const table = researchChapterWriter({
    userText: request,
    history: [],
    locale: "en",
    options: { chapter: "matrix", request, reportLocale: "en", sources: SOURCES },
  });
  return table
    .split("\n")
    .filter((line) => line.startsWith("| ") && !/^\| (Competitor|---)/.test(line))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe("the Offline research matrix", () => {
  it("leaves the audience cell empty when the only sentence names a price per user", () => {
    const rows = matrixRows("Compare Linear and Jira for a 12-person startup engineering team");
    const [linear, jira] = rows;
    expect(linear[0]).toBe("Linear");
    expect(linear[2]).toContain("$8 per user per month [1]");
    expect(linear[3]).toBe("not in the sources read");
    expect(jira[3]).toBe("not in the sources read");
  });

  it("fills the feature cell from a sentence naming the competitor's capability", () => {
    const [linear, jira] = matrixRows("Compare Linear and Jira for a 12-person startup engineering team");
    expect(linear[1]).toContain("keyboard shortcuts");
    expect(jira[1]).toBe("not in the sources read");
  });

  it("names the competitors as a list is read, in either language", () => {
    expect(parseResearchBrief("Compare Linear and Jira for our team", "en").subject).toBe("Linear and Jira");
    expect(parseResearchBrief("对比钉钉、企业微信和飞书的审批功能", "zh").subject).toBe(
      "钉钉、企业微信和飞书",
    );
  });

  it("goes on from the summary in the background instead of repeating it, and reads 'the … market'", () => {
    const request = "Research the e-bike subscription market in Germany";
    const sources = [
      {
        n: 1,
        title: "E-bike subscription interviews",
        text: "Riders in Berlin pay 59 euros a month for an e-bike subscription.\n41% of subscribers cancel after the first winter.\nTheft insurance is the reason most riders give for subscribing.",
      },
    ];
    const write = (chapter: string) =>
      researchChapterWriter({
        userText: request,
        history: [],
        locale: "en",
        options: { chapter, request, reportLocale: "en", sources },
      });
    const summary = write("summary");
    const background = write("background");
    expect(summary).toContain("This report looks at the e-bike subscription market in Germany");
    expect(summary).toContain("59 euros");
    expect(background).toContain("Theft insurance");
    expect(background).not.toContain("This report looks at");
    expect(background).not.toContain("59 euros");
  });
});
