/**
 * The one export name rule, `<title>-<kind>-v<n>.<ext>`: Unicode kept, long titles cut between
 * words in any script, nothing a file system or a shell refuses, bounded length, the kind said
 * once, and the server's Content-Disposition carrying the exact name (RFC 5987).
 */
import {
  contentDisposition,
  cutAtWord,
  exportFileName,
  FILE_NAME_MAX_BYTES,
  FILE_TITLE_MAX,
  withoutKindWords,
  type ExportFileNameInput,
} from "@/lib/contracts/file-names";
import { exportFileNameIn } from "@/server/i18n/export-file-name";

const name = (title: string | null, rest: Partial<ExportFileNameInput> = {}) =>
  exportFileName({ title, kind: "prd", kindLabel: "PRD", version: 1, extension: "docx", ...rest });
const bytes = (text: string) => Buffer.byteLength(text, "utf8");
/** What Windows, macOS or Linux refuse in a name, and what breaks an unquoted shell word. */
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f\s]/u;

describe("export file names", () => {
  it("names an English document <title>-<kind>-v<n>.<ext>", () => {
    expect(name("Meal planner", { version: 3 })).toBe("Meal-planner-PRD-v3.docx");
    expect(
      exportFileName({
        title: "Sign-in & payment flow",
        kind: "flowchart",
        kindLabel: "flowchart",
        version: 2,
        extension: "png",
        scale: 2,
      }),
    ).toBe("Sign-in-payment-flow-flowchart-v2@2x.png");
  });

  it("keeps Chinese titles and kinds", () => {
    expect(
      exportFileName({
        title: "记账本",
        kind: "liteApp",
        kindLabel: "轻应用",
        version: 1,
        extension: "zip",
      }),
    ).toBe("记账本-轻应用-v1.zip");
    expect(
      exportFileName({
        title: "面向大学生的记账应用",
        kind: "prototype",
        kindLabel: "原型",
        version: 2,
        extension: "jsx",
      }),
    ).toBe("面向大学生的记账应用-原型-v2.jsx");
  });

  it("cuts a long English title at the last whole word that fits", () => {
    const title =
      "Meal planning for busy parents of three — weekly menus, grocery lists and leftovers tracking";
    const out = name(title);
    const base = out.replace(/-PRD-v1\.docx$/, "");
    expect(base.length).toBeLessThanOrEqual(FILE_TITLE_MAX);
    expect(base).toBe("Meal-planning-for-busy-parents-of-three-weekly-menus-grocery");
    // Every word of the name is a whole word of the title.
    const titleWords = title.split(/[^\p{L}\p{N}]+/u);
    for (const word of base.split("-")) expect(titleWords).toContain(word);
  });

  it("cuts a long Chinese title between words, not inside one", () => {
    const title = "家庭膳食规划面向忙碌父母的每周菜单购物清单与剩菜管理".repeat(4);
    const base = name(title).replace(/-PRD-v1\.docx$/, "");
    expect(base.length).toBeLessThanOrEqual(FILE_TITLE_MAX);
    expect(title.startsWith(base)).toBe(true);
    const boundaries = [...new Intl.Segmenter("zh", { granularity: "word" }).segment(title)].map(
      (s) => s.index,
    );
    expect(boundaries).toContain(base.length);
  });

  it("never carries the ellipsis of a shortened title, nor the word it broke", () => {
    expect(name("Meal planning for busy pare…")).toBe("Meal-planning-for-busy-PRD-v1.docx");
    expect(name("Meal planning for busy …")).toBe("Meal-planning-for-busy-PRD-v1.docx");
    expect(name("Checkout redesign...")).toBe("Checkout-PRD-v1.docx");
    expect(
      exportFileName({
        title: "面向大学生的记账应用，帮助他们控制每月的生活…",
        kind: "prototype",
        kindLabel: "原型",
        version: 1,
        extension: "png",
      }),
    ).not.toMatch(/…|生活/);
  });

  it("drops what file systems and shells refuse, whatever the title holds", () => {
    const hostile = 'Plan: "A/B" <test> | v2? *\\ C:\u0000\u0007\u001f\u007f\ttabs\nnewline ../../etc/passwd';
    const out = name(hostile);
    expect(out).toBe("Plan-A-B-test-v2-C-tabs-newline-etc-passwd-PRD-v1.docx");
    expect(out.slice(0, -".docx".length)).not.toMatch(UNSAFE);
    for (const title of ["...", "  ///  ", "\u0000", "😀🎉", "", null])
      expect(name(title)).toBe("PRD-v1.docx");
    // Full-width letters and compatibility forms become their plain characters (NFKC).
    expect(name("Ｐｒｉｃｉｎｇ ①")).toBe("Pricing-1-PRD-v1.docx");
    // Every code point of a random string stays out of the reserved set.
    const random = Array.from({ length: 400 }, (_, i) => String.fromCodePoint((i * 7919) % 0x3000)).join("");
    expect(name(random).slice(0, -".docx".length)).not.toMatch(UNSAFE);
  });

  it("stays within the byte bound of every file system, in any script", () => {
    for (const title of ["x".repeat(500), "龍".repeat(500), "𠀀".repeat(500), "word ".repeat(200)]) {
      const out = exportFileName({
        title,
        kind: "testCases",
        kindLabel: "测试用例",
        version: 12345,
        extension: "xlsx",
      });
      expect(bytes(out)).toBeLessThanOrEqual(FILE_NAME_MAX_BYTES);
      expect(out.endsWith("-测试用例-v12345.xlsx")).toBe(true);
    }
  });

  it("says the kind once", () => {
    expect(name("Checkout PRD")).toBe("Checkout-PRD-v1.docx");
    expect(name("PRD: Checkout")).toBe("Checkout-PRD-v1.docx");
    expect(name("小店结账 — 产品需求文档")).toBe("小店结账-PRD-v1.docx");
    expect(
      exportFileName({
        title: "Research report: Notion, Coda and Obsidian",
        kind: "report",
        kindLabel: "report",
        version: 2,
        extension: "pdf",
      }),
    ).toBe("Notion-Coda-and-Obsidian-report-v2.pdf");
    expect(
      exportFileName({
        title: "深度研究报告：笔记应用对比",
        kind: "report",
        kindLabel: "报告",
        version: 1,
        extension: "pdf",
      }),
    ).toBe("笔记应用对比-报告-v1.pdf");
    // A word that only contains the kind stays ("Reporting", "Notion report — Q3").
    expect(withoutKindWords("Reporting tools", "report")).toBe("Reporting tools");
    expect(withoutKindWords("Notion report — Q3", "report")).toBe("Notion report — Q3");
  });

  it("leaves the version out when it is not known", () => {
    expect(name("Checkout", { version: null })).toBe("Checkout-PRD.docx");
  });

  it("is what the server names in the request's language", () => {
    const input = { title: "记账本", kind: "liteApp", version: 4, extension: "zip" } as const;
    expect(exportFileNameIn("zh", input)).toBe("记账本-轻应用-v4.zip");
    expect(exportFileNameIn("en", input)).toBe("记账本-lite-app-v4.zip");
  });
});

describe("Content-Disposition", () => {
  it("carries the exact name as RFC 5987 filename* and an ASCII filename", () => {
    const file = "小店 (结账)'s-测试用例-v1*.xlsx";
    const header = contentDisposition(file);
    const star = /filename\*=UTF-8''([^;]+)$/.exec(header)![1];
    // Only RFC 5987 attr-chars and percent escapes.
    expect(star).toMatch(/^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+$/);
    expect(decodeURIComponent(star)).toBe(file);
    const ascii = /filename="([^"]*)"/.exec(header)![1];
    expect(ascii).toMatch(/^[\x20-\x7e]+$/);
    expect(header.startsWith("attachment; ")).toBe(true);
  });

  it("never lets a name end the header's quoted string", () => {
    expect(contentDisposition('a"b\\c;d.txt')).toContain('filename="abcd.txt"');
    expect(contentDisposition("测试.csv", "inline")).toMatch(/^inline; filename="[^"]+"; filename\*=/);
  });
});

describe("cutting at a word", () => {
  it("cuts one overlong word by characters, never inside a surrogate pair", () => {
    expect(cutAtWord("a".repeat(100), 10)).toBe("a".repeat(10));
    expect(cutAtWord("😀".repeat(10), 5)).toBe("😀😀");
  });
});
