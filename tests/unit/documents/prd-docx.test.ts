/** The PRD's Word export: headings, paragraphs, lists, tables, code, and the charts as pictures. */
import { readFileSync } from "node:fs";
import JSZip from "jszip";
import { prdToDocx, type ChartImage } from "@/components/artifacts/prd/export/prd-docx";

// A real 1×1 PNG: what the browser's canvas would hand over for a chart.
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
);

async function unzip(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const xml = await zip.file("word/document.xml")!.async("string");
  const media = Object.keys(zip.files).filter((name) => name.startsWith("word/media/"));
  return { zip, xml, media };
}

describe("Word export", () => {
  const markdown = readFileSync("tests/fixtures/prd/edge-en.md", "utf8");

  it("writes headings, tables, lists, code and one picture per chart", async () => {
    const drawn: string[] = [];
    const render = async (source: string): Promise<ChartImage> => {
      drawn.push(source);
      return { data: PNG, width: 1200, height: 600 };
    };
    const { xml, media } = await unzip(await prdToDocx(markdown, render, "Meal Planner"));
    expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/>[\s\S]*?Meal Planner for Busy Parents/);
    expect(xml).toMatch(/<w:pStyle w:val="Heading2"\/>[\s\S]*?3\. Goals and success metrics/);
    expect(xml).toMatch(/<w:pStyle w:val="Heading3"\/>[\s\S]*?5\.1 Planning/);
    // The metrics table, its header shaded, its alignment kept.
    expect(xml).toContain("<w:tbl>");
    expect(xml).toContain("Weekly active planners");
    expect(xml).toMatch(/<w:jc w:val="center"\/>[\s\S]*?Target/);
    // Lists: bullets and numbering; task items with their boxes.
    expect(xml).toContain("<w:numPr>");
    expect(xml).toContain("☑ ");
    expect(xml).toContain("☐ ");
    // Marks and links.
    expect(xml).toMatch(/<w:b\/>[\s\S]*?Meal Planner/);
    expect(xml).toContain("<w:hyperlink");
    // Code in a monospaced font.
    expect(xml).toMatch(/Consolas[\s\S]*?type Slot/);
    // The chart: drawn from its source, embedded as a picture, scaled to the page.
    expect(drawn).toEqual([
      "flowchart TD\n  A[Open app] --> B{Has plan?}\n  B -- Yes --> C[Show week]\n  B -- No --> D[Suggest meals]\n  D --> C",
    ]);
    expect(media).toHaveLength(1);
    expect(media[0]).toMatch(/\.png$/);
    expect(xml).toContain("<w:drawing>");
    // 1200 px wide, fitted to A4's printable width (11906 − 2 × 1440 twips = 601 px at 96 dpi).
    expect(xml).toContain(`cx="${601 * 9525}"`);
    expect(xml).not.toContain("flowchart TD");
  });

  it("writes Chinese text and keeps a chart it cannot draw as its source", async () => {
    const zh = readFileSync("tests/fixtures/prd/edge-zh.md", "utf8");
    const { xml, media } = await unzip(await prdToDocx(zh, async () => null, "家庭膳食规划"));
    expect(xml).toContain("家庭膳食规划 — 产品需求文档");
    expect(xml).toContain("周活跃规划用户");
    expect(media).toHaveLength(0);
    expect(xml).toContain("sequenceDiagram");
  });

  it("spaces lines as a multiple of the line (lineRule auto), never as an exact height that crops pictures", async () => {
    const { zip, xml } = await unzip(
      await prdToDocx(markdown, async () => ({ data: PNG, width: 1200, height: 600 })),
    );
    const styles = await zip.file("word/styles.xml")!.async("string");
    const spacings = [...styles.matchAll(/<w:spacing\b[^>]*>/g), ...xml.matchAll(/<w:spacing\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => tag.includes("w:line="));
    expect(spacings.length).toBeGreaterThan(1);
    for (const tag of spacings) expect(tag).toContain('w:lineRule="auto"');
    expect(styles).toMatch(/<w:spacing w:line="300" w:lineRule="auto"\/>/);
  });

  it("is a Word package (content types, document, numbering, styles)", async () => {
    const { zip } = await unzip(
      await prdToDocx(markdown, async () => ({ data: PNG, width: 10, height: 10 })),
    );
    for (const part of ["[Content_Types].xml", "word/document.xml", "word/numbering.xml", "word/styles.xml"])
      expect(zip.file(part)).not.toBeNull();
  });
});
