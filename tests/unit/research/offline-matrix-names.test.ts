/**
 * Issue #39 item 2 (research on requests nobody tuned for): the matrix fills a cell only from what
 * a sentence says of that dimension — not from a product's own name ("企业微信" names no audience)
 * nor from a price's unit ("$15 per editor" is no feature); "Slack" does not "lack" anything; and a
 * competitor's name holding "在" ("好大夫在线") is read whole. Requests and sources written for this test.
 */
import { researchChapterWriter } from "@/server/artifacts/research/offline-writer";
import { parseResearchBrief } from "@/server/artifacts/research/brief";

type Locale = "en" | "zh";

function chapter(name: string, request: string, text: string, locale: Locale): string {
  return researchChapterWriter({
    userText: request,
    history: [],
    locale,
    options: { chapter: name, request, reportLocale: locale, sources: [{ n: 1, title: "Notes", text }] },
  });
}

function rows(request: string, text: string, locale: Locale): Record<string, string[]> {
  const lines = chapter("matrix", request, text, locale)
    .split("\n")
    .filter((l) => l.startsWith("| ") && !/^\| (Competitor|竞品|---)/.test(l));
  return Object.fromEntries(
    lines.map((l) => {
      const [name, ...cells] = l
        .split("|")
        .slice(1, -1)
        .map((c) => c.trim());
      return [name, cells];
    }),
  );
}

describe("the Offline research matrix on new requests", () => {
  it("en: '$15 per editor' fills Figma's pricing, not its features", () => {
    const m = rows(
      "Compare Figma, Sketch and Penpot for a 5-person startup",
      "Figma Professional costs $15 per editor per month.\nPenpot is open source and free to self-host.",
      "en",
    );
    expect(Object.keys(m)).toEqual(["Figma", "Sketch", "Penpot"]);
    expect(m.Figma[1]).toBe("Figma Professional costs $15 per editor per month [1]");
    expect(m.Figma[0]).toBe("not in the sources read");
  });

  it("zh: 「企业微信」这个名字本身不说明目标用户", () => {
    const m = rows(
      "对比钉钉、企业微信和飞书，适合 50 人团队",
      "飞书商业标准版每人每月 50 元。\n企业微信可以直接和客户的微信互通。",
      "zh",
    );
    expect(Object.keys(m)).toEqual(["钉钉", "企业微信", "飞书"]);
    expect(m["企业微信"][2]).toBe("所读来源中未提及");
    expect(m["飞书"][1]).toBe("飞书商业标准版每人每月 50 元 [1]");
  });

  it("en: a price of Slack is not a weakness ('lack' is not a word of 'Slack')", () => {
    const text = chapter(
      "strengths",
      "Compare Slack, Microsoft Teams and Discord for a remote team of 30",
      "Slack Pro costs $8.75 per user per month.",
      "en",
    );
    const slack = text.split("### ")[1];
    expect(slack).not.toContain("$8.75");
  });

  it("en: 'Sketch runs only on macOS' is a weakness", () => {
    const text = chapter(
      "strengths",
      "Compare Figma and Sketch",
      "Sketch runs only on macOS, which rules it out for our Windows designers.",
      "en",
    );
    const sketch = text.split("### ").find((s) => s.startsWith("Sketch"))!;
    expect(sketch.split("**Weaknesses**")[1]).toContain("runs only on macOS");
  });

  it("zh: 「调研在线问诊平台：对比好大夫在线和微医，面向三四线城市用户」是两家的竞品报告", () => {
    const brief = parseResearchBrief("调研在线问诊平台：对比好大夫在线和微医，面向三四线城市用户", "zh");
    expect(brief.type).toBe("competitor");
    expect(brief.competitors).toEqual(["好大夫在线", "微医"]);
  });

  it("zh: 「在…方面」 still ends the list of names", () => {
    expect(parseResearchBrief("对比钉钉和飞书在审批方面的差异", "zh").competitors).toEqual(["钉钉", "飞书"]);
  });

  it("zh: 「在线问诊平台」是主题，不是「平台」这一维度；「支持哪些平台」才是", () => {
    const keys = (text: string) => parseResearchBrief(text, "zh").dimensions.map((d) => d.label ?? d.key);
    expect(keys("调研在线问诊平台：对比好大夫在线和微医，面向三四线城市用户")).toEqual([
      "features",
      "pricing",
      "audience",
    ]);
    expect(keys("对比钉钉和飞书支持哪些平台")).toEqual(["平台"]);
  });
});
