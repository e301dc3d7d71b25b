/** Download names: reserved characters dropped, long titles cut between words in any script. */
import { cutAtWord, readableFileBase, slugFileBase } from "@/lib/contracts/file-names";
import { fileNameOf } from "@/components/artifacts/shared/download";

describe("file names", () => {
  it("cuts a long English title at the last whole word that fits, without a dangling dash", () => {
    const title =
      "Meal planning for busy parents of three — weekly menus, grocery lists and leftovers tracking";
    const name = fileNameOf(title, "PRD", "docx");
    const base = name.replace(/\.docx$/, "");
    expect(base.length).toBeLessThanOrEqual(80);
    expect(title.startsWith(base)).toBe(true);
    // The next character of the title after the cut is not a letter: no word was split.
    expect(title[base.length]).toMatch(/[\s,—]/);
    expect(base).toBe("Meal planning for busy parents of three — weekly menus, grocery lists and");
  });

  it("cuts Chinese between words, not inside one", () => {
    const title = "家庭膳食规划产品需求文档面向忙碌父母的每周菜单购物清单与剩菜管理".repeat(3);
    const cut = cutAtWord(title, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    const words = [...new Intl.Segmenter("zh", { granularity: "word" }).segment(title)].map((s) => s.index);
    expect(words).toContain(cut.length);
  });

  it("drops characters file systems refuse and falls back when nothing is left", () => {
    expect(fileNameOf('Plan: "A/B" <test> | v2?', "PRD", "md")).toBe("Plan A B test v2.md");
    expect(fileNameOf("  ///  ", "Test cases", "csv")).toBe("Test cases.csv");
    expect(readableFileBase("...hidden", "x")).toBe("hidden");
  });

  it("cuts one overlong word by characters, never inside a surrogate pair", () => {
    expect(cutAtWord("a".repeat(100), 10)).toBe("a".repeat(10));
    expect(cutAtWord("😀".repeat(10), 5)).toBe("😀😀");
  });

  it("joins words with dashes for code files, cut between words", () => {
    expect(
      slugFileBase(
        "Bean Voyage: coffee subscription landing page for explorers and roasters",
        "prototype",
        30,
      ),
    ).toBe("Bean-Voyage-coffee");
    expect(slugFileBase("云途旅行 落地页", "prototype")).toBe("云途旅行-落地页");
    expect(slugFileBase("!!!", "prototype")).toBe("prototype");
  });
});
