/**
 * Issue #39 (PRDs put the knowledge's figures where they belong), read on new grounding cases at
 * stop 46: "Returns make up 31% of all support tickets" became the metric "Share who Returns make
 * up all support tickets" with a target of ≥ 37% (more returns as success), and "爽约率为 12%，主要
 * 集中在周一上午" was no metric at all. A figure's metric is named from what it measures, and support
 * load, waiting and no-shows are targets to lower.
 */
import { prdGrounding } from "@/server/artifacts/shared/prd-spec/grounding";

const metricsOf = (lang: "en" | "zh", ...passages: string[]) =>
  prdGrounding([{ title: "Notes", origin: "knowledge", passages }], lang)?.metrics ?? [];

describe("a PRD's metrics from the knowledge", () => {
  it("'X make up N% of Y' is X's share of Y, and tickets are to lower", () => {
    expect(metricsOf("en", "Returns make up 31% of all support tickets.")).toEqual([
      {
        name: "Returns as a share of all support tickets",
        baseline: "31%",
        target: "≤ 23% (about a quarter fewer)",
        n: 1,
      },
    ]);
  });

  it("'the … rate is N%' keeps its own name", () => {
    expect(metricsOf("en", "The cancellation rate is 14% in the first month.")[0]).toMatchObject({
      name: "Cancellation rate",
      baseline: "14%",
    });
  });

  it("the names read before kept their form ('38% cancelled over price')", () => {
    expect(metricsOf("en", "38% cancelled over price.")[0].name).toBe("Share who cancelled over price");
  });

  it("zh: 「爽约率为 12%」是要降低的爽约率，名字不带后半句", () => {
    expect(metricsOf("zh", "爽约率为 12%，主要集中在周一上午。")).toEqual([
      { name: "爽约率", baseline: "12%", target: "≤ 9%（减少约四分之一）", n: 1 },
    ]);
  });

  it("zh: 「X 占 Y 的 N%」按比例命名", () => {
    expect(metricsOf("zh", "投诉工单占全部工单的 18%。")[0]).toMatchObject({
      name: "投诉工单占全部工单的比例",
      baseline: "18%",
    });
  });
});
