/** The PRD section model both sides share: ids, offsets, charts, and byte-exact replacement. */
import { canonicalPrd, isCanonicalPrd } from "@/lib/contracts/content/prd-canonical";
import {
  findSubModule,
  outlineText,
  parsePrd,
  replaceChart,
  replaceSection,
  requirementIds,
  slugify,
} from "@/lib/contracts/content/prd";

const doc = [
  "# Habit tracker PRD",
  "",
  "Intro line.",
  "",
  "## 1. Overview",
  "",
  "Text with `## not a heading`.",
  "",
  "```markdown",
  "## Inside a fence",
  "```",
  "",
  "### 1.1 Detail",
  "",
  "More.",
  "",
  "## 2. Flows",
  "",
  "```mermaid",
  "flowchart TD",
  "  A --> B",
  "```",
  "",
  "- item",
  "",
  "  ```mermaid",
  "  sequenceDiagram",
  "    A->>B: hi",
  "  ```",
  "",
  "## 二、功能需求",
  "",
  "| ID | 需求 |",
  "| -- | ---- |",
  "| FR-1 | 打卡 |",
  "| FR-2 | 提醒 |",
  "",
  "## Overview",
  "",
  "Again.",
  "",
].join("\n");

describe("PRD section model", () => {
  it("splits at ## headings outside fences, with slug ids, a preamble and deduped ids", () => {
    const outline = parsePrd(doc);
    expect(outline.title).toBe("Habit tracker PRD");
    expect(outline.sections.map((s) => s.id)).toEqual([
      "preamble",
      "overview",
      "flows",
      "功能需求",
      "overview-2",
    ]);
    const joined = outline.sections.map((s) => doc.slice(s.start, s.end)).join("");
    expect(joined).toBe(doc);
    expect(outlineText(outline)).toContain("3. 二、功能需求 [功能需求]");
  });

  it("finds charts (also indented in list items) with their sections", () => {
    const { charts } = parsePrd(doc);
    expect(charts.map((c) => [c.id, c.sectionId])).toEqual([
      ["chart-1", "flows"],
      ["chart-2", "flows"],
    ]);
    expect(charts[1].source).toBe("sequenceDiagram\n  A->>B: hi");
    expect(findSubModule(parsePrd(doc), "chart-2")?.kind).toBe("chart");
    expect(findSubModule(parsePrd(doc), "chart-9")).toBeNull();
  });

  it("replaces one section and keeps every other byte", () => {
    const next = replaceSection(doc, "flows", "## 2. Flows\n\nNew flow text.\n\n\n");
    const before = parsePrd(doc).sections;
    const after = parsePrd(next).sections;
    expect(after.map((s) => s.id)).toEqual(before.map((s) => s.id));
    for (const [i, s] of before.entries()) {
      if (s.id === "flows") continue;
      expect(next.slice(after[i].start, after[i].end)).toBe(doc.slice(s.start, s.end));
    }
    expect(next.slice(after[2].start, after[2].end)).toBe("## 2. Flows\n\nNew flow text.\n\n");
  });

  it("replaces one chart's source, re-indented inside its list item", () => {
    const next = replaceChart(doc, "chart-2", "sequenceDiagram\n  A->>B: hello\n");
    expect(next).toBe(doc.replace("    A->>B: hi", "    A->>B: hello"));
    expect(replaceChart(doc, "chart-1", "flowchart LR\n  X --> Y")).toBe(
      doc.replace("flowchart TD\n  A --> B", "flowchart LR\n  X --> Y"),
    );
  });

  it("lists requirement ids outside code", () => {
    expect(requirementIds(doc)).toEqual(["FR-1", "FR-2"]);
  });

  it("slugs drop numbering in both languages", () => {
    expect(slugify("4. Functional requirements")).toBe("functional-requirements");
    expect(slugify("4.1 Login")).toBe("login");
    expect(slugify("2025 Roadmap")).toBe("2025-roadmap");
    expect(slugify("五、非功能需求")).toBe("非功能需求");
    expect(slugify("**Goals** & metrics")).toBe("goals-metrics");
    expect(slugify("🙂")).toBe("section");
  });

  it("uses # as the section level when the document has several # headings", () => {
    const outline = parsePrd("# A\n\ntext\n\n# B\n\n## B.1\n");
    expect(outline.sectionLevel).toBe(1);
    expect(outline.sections.map((s) => s.id)).toEqual(["a", "b"]);
  });
});

describe("canonical PRD markdown", () => {
  it("is idempotent and fixes the usual variations", () => {
    const messy =
      "Title\n=====\n\n* a\n* b\n\n1) x\n2) y\n\n|a|b|\n|-|-|\n|登录|**必须**|\n\n~~~mermaid\nflowchart TD\n  A --> B\n~~~\n\n**目标：**提升留存\r\n";
    const canon = canonicalPrd(messy);
    expect(canon).toBe(
      "# Title\n\n- a\n- b\n\n1. x\n2. y\n\n| a    | b        |\n| ---- | -------- |\n| 登录 | **必须** |\n\n```mermaid\nflowchart TD\n  A --> B\n```\n\n**目标：**提升留存\n",
    );
    expect(isCanonicalPrd(canon)).toBe(true);
    expect(canonicalPrd(doc)).toBe(canonicalPrd(canonicalPrd(doc)));
  });
});
