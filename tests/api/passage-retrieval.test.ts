/**
 * The passage retriever on the real database (PGlite): passages about a request rank first, in
 * English and Chinese, with the knowledge base's stemming and CJK pieces; items about something
 * else are "not about this question"; the budget takes the most relevant passages first.
 */
import { openTestDatabase } from "../helpers/test-database";
import type { DbHandle } from "@/server/db/client";
import { retrievePassages } from "@/server/services/passage-retrieval";
import { estimateTokens, packPassages } from "@/server/services/knowledge-context";
import { focusTerms } from "@/server/space/query-focus";
import { splitPassages } from "@/server/space/passages";

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const CHURN = {
  title: "Exit interviews, March",
  text: "We spoke to 50 subscribers who left.\n38% cancelled over price.\n27% want to skip a week instead of cancelling.\nMost liked the recipes.",
};
const READING = {
  title: "Reading survey",
  text: "Children read 20 minutes a day on average. Parents want weekly reading reports.",
};

describe("passages", () => {
  it("splits lines and sentences, keeps decimals whole and drops headings", () => {
    const passages = splitPassages(
      "# Notes\nRevenue was 4.2 million. Growth slowed.\n- 番茄钟最常用。休息 5 分钟。",
    );
    expect(passages.map((p) => p.text)).toEqual([
      "Revenue was 4.2 million.",
      "Growth slowed.",
      "番茄钟最常用。",
      "休息 5 分钟。",
    ]);
  });

  it("reads the subject of a question without its asking words", () => {
    expect(
      focusTerms("What are the top 3 churn fixes?")
        .filter((t) => t.weight === 1)
        .map((t) => t.text),
    ).toEqual(["churn"]);
    expect(focusTerms("用户流失的主要原因是什么？").some((t) => t.text === "流失")).toBe(true);
    expect(focusTerms("Summarise these notes")).toEqual([]);
    expect(focusTerms("总结一下")).toEqual([]);
  });
});

describe("retrievePassages", () => {
  it("keeps the passages about the question and leaves an unrelated item out (en)", async () => {
    const r = await retrievePassages(handle.db, "What are the top 3 churn fixes?", [READING, CHURN]);
    expect(r.focused).toBe(true);
    expect(r.docs[0].passages).toEqual([]);
    const texts = r.docs[1].passages.map((p) => p.text);
    expect(texts).toEqual(
      expect.arrayContaining(["38% cancelled over price.", "27% want to skip a week instead of cancelling."]),
    );
    // "cancelled" is found through "churn" by the stemmed close words; a sentence about neither is left out.
    expect(texts).not.toContain("Most liked the recipes.");
  });

  it("ranks Chinese passages by the question's words (CJK pieces) and stems English ones", async () => {
    const zh = {
      title: "访谈记录",
      text: "共访谈 20 位用户。用户流失的首要原因是价格太高，占 41%。多数人喜欢周末配送。",
    };
    const other = { title: "阅读调查", text: "孩子每天阅读 20 分钟。家长希望每周收到阅读报告。" };
    const r = await retrievePassages(handle.db, "用户流失的主要原因是什么？", [other, zh]);
    expect(r.docs[0].passages).toEqual([]);
    expect(r.docs[1].passages[0].text).toBe("用户流失的首要原因是价格太高，占 41%。");
    const en = await retrievePassages(handle.db, "How many bugs were logged?", [
      {
        title: "QA",
        text: "Testing starts on Monday. The team logged 12 bugs last sprint. Logging happens in Jira.",
      },
    ]);
    // Stemmed: "logged" finds "logged" and "Logging"; the passage naming both words ranks first.
    expect(en.docs[0].passages.map((p) => p.text)).toEqual([
      "The team logged 12 bugs last sprint.",
      "Logging happens in Jira.",
    ]);
  });

  it("with three or more subject words, sets aside an item holding only one of them", async () => {
    const request = "Research the home coffee roasting market in Europe";
    const r = await retrievePassages(handle.db, request, [
      { title: "Toy survey", text: "The toy market shrank in 2024. Board games sold well." },
      { title: "Notes", text: "Home roasting grew 18% in 2024. Europe leads in small drum roasters." },
    ]);
    expect(r.docs[0].passages).toEqual([]);
    expect(r.docs[1].passages.map((p) => p.text)).toEqual([
      "Home roasting grew 18% in 2024.",
      "Europe leads in small drum roasters.",
    ]);
    // Names in separate sentences: the item covers the comparison as a whole.
    const names = await retrievePassages(handle.db, "Compare Notion, Obsidian and Logseq", [
      { title: "Tools", text: "Notion has databases. Obsidian stores files locally. Logseq is open source." },
    ]);
    expect(names.docs[0].passages).toHaveLength(3);
  });

  it("takes every passage of an item whose title names the subject, and all of them when nothing is named", async () => {
    const titled = await retrievePassages(handle.db, "churn", [
      { title: "Churn notes", text: "Price. Recipes." },
    ]);
    expect(titled.docs[0].titleMatch).toBe(true);
    expect(titled.docs[0].passages).toHaveLength(2);
    const all = await retrievePassages(handle.db, "Summarise these", [READING, CHURN]);
    expect(all.focused).toBe(false);
    expect(all.docs.map((d) => d.passages.length)).toEqual([2, 4]);
  });
});

describe("packPassages", () => {
  it("fills the budget with the most relevant passages first and says why an item was not used", async () => {
    const filler = {
      title: "Long churn diary",
      text: Array.from({ length: 40 }, (_, i) => `Day ${i}: a user wrote about the weather and churn.`).join(
        "\n",
      ),
    };
    const items = [READING, filler, CHURN, { title: "Blank", text: "" }].map((d, i) => ({
      id: `k${i}`,
      type: "knowledge",
      title: d.title,
      text: d.text,
      total: splitPassages(d.text).length,
    }));
    const r = await retrievePassages(handle.db, "Why do users churn after cancelling?", items);
    const wanted = ["38% cancelled over price.", "27% want to skip a week instead of cancelling."];
    const budget =
      estimateTokens(CHURN.title) + 10 + wanted.reduce((s, p) => s + estimateTokens(p) + 1, 0) + 5;
    const { context, uses } = packPassages(
      items,
      r.docs.map((d) => d.passages),
      r.focused,
      budget,
    );
    expect(uses.map((u) => [u.title, u.use, u.reason ?? null])).toEqual([
      ["Reading survey", "unused", "not_relevant"],
      ["Long churn diary", "skipped", "over_budget"],
      ["Exit interviews, March", "partial", null],
      ["Blank", "unused", "empty"],
    ]);
    // The passages naming both subject words came first, though the diary was picked earlier.
    expect(context.map((c) => c.title)).toEqual(["Exit interviews, March"]);
    expect([...context[0].passages].sort()).toEqual([...wanted].sort());
    expect(uses[2].passages).toBe(2);
    expect(context[0].text).toBe(wanted.join("\n"));
    const spent = context.reduce(
      (sum, c) =>
        sum + estimateTokens(c.title) + 10 + c.passages.reduce((s, p) => s + estimateTokens(p) + 1, 0),
      0,
    );
    expect(spent).toBeLessThanOrEqual(budget);
  });
});
