/**
 * A PRD as a Word document (.docx, built in the browser with `docx`): headings, paragraphs with
 * their marks and links, bullet, numbered and task lists (nested), tables with a shaded header
 * row, code blocks, quotes, rules, and each mermaid chart as a picture. The markdown is read with
 * the same reference reading as the editor (reference-markdown.ts).
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from "docx";
import type { List, ListItem, PhrasingContent, RootContent, Table as MdTable } from "mdast";
import { parseMarkdown } from "../markdown/reference-markdown";

export type ChartImage = { data: Uint8Array; width: number; height: number };
/** Draws a chart's source as a PNG; null when it cannot be drawn (the source is written instead). */
export type ChartRenderer = (source: string) => Promise<ChartImage | null>;

const FONT = { ascii: "Calibri", eastAsia: "Microsoft YaHei", hAnsi: "Calibri" };
const MONO = { ascii: "Consolas", eastAsia: "Microsoft YaHei", hAnsi: "Consolas" };
const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
];
/** The page the document is laid out on: A4 with 1" margins (in twips, 1/1440 in). */
const PAGE = { width: 11906, height: 16838, margin: 1440 };
/** The space a chart's paragraph keeps above and below it (twips). */
const CHART_SPACING = 160;
/** Pixels at 96 dpi per twip. */
const PX_PER_TWIP = 96 / 1440;
/**
 * The largest picture the printable area holds, in pixels at 96 dpi: its width, and its height
 * less the chart paragraph's spacing and a line's leading (a picture taller than what is left
 * of the page is cut at the page's bottom by LibreOffice, not moved or shrunk).
 */
const MAX_IMAGE = {
  width: Math.floor((PAGE.width - 2 * PAGE.margin) * PX_PER_TWIP),
  height: Math.floor((PAGE.height - 2 * PAGE.margin - 2 * CHART_SPACING - 240) * PX_PER_TWIP),
};

type Marks = { bold?: boolean; italics?: boolean; strike?: boolean; code?: boolean };

function runs(nodes: PhrasingContent[], marks: Marks = {}): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case "text":
        out.push(
          new TextRun({
            text: node.value.replace(/\n/g, " "),
            bold: marks.bold,
            italics: marks.italics,
            strike: marks.strike,
            font: marks.code ? MONO : undefined,
          }),
        );
        break;
      case "strong":
        out.push(...runs(node.children, { ...marks, bold: true }));
        break;
      case "emphasis":
        out.push(...runs(node.children, { ...marks, italics: true }));
        break;
      case "delete":
        out.push(...runs(node.children, { ...marks, strike: true }));
        break;
      case "inlineCode":
        out.push(
          new TextRun({
            text: node.value,
            font: MONO,
            bold: marks.bold,
            italics: marks.italics,
            shading: { type: ShadingType.CLEAR, fill: "F1F5F9", color: "auto" },
          }),
        );
        break;
      case "break":
        out.push(new TextRun({ text: "", break: 1 }));
        break;
      case "link":
        out.push(new ExternalHyperlink({ link: node.url, children: runs(node.children, marks) }));
        break;
      case "image":
        out.push(new TextRun({ text: node.alt ? `[${node.alt}]` : "", italics: true }));
        break;
      case "html":
        out.push(
          new TextRun({
            text: /^<br\s*\/?>$/i.test(node.value.trim()) ? "" : node.value,
            break: /^<br\s*\/?>$/i.test(node.value.trim()) ? 1 : undefined,
          }),
        );
        break;
      default:
        if ("children" in node) out.push(...runs(node.children as PhrasingContent[], marks));
        else if ("value" in node) out.push(new TextRun({ text: String(node.value) }));
    }
  }
  return out;
}

type Context = { renderChart: ChartRenderer; orderedInstance: number };

function codeParagraphs(code: string): Paragraph[] {
  const lines = code.split("\n");
  return lines.map(
    (line, i) =>
      new Paragraph({
        children: [new TextRun({ text: line || " ", font: MONO, size: 19 })],
        shading: { type: ShadingType.CLEAR, fill: "F1F5F9", color: "auto" },
        spacing: {
          before: i === 0 ? 120 : 0,
          after: i === lines.length - 1 ? 120 : 0,
          line: 276,
          lineRule: LineRuleType.AUTO,
        },
      }),
  );
}

async function chartParagraphs(source: string, ctx: Context): Promise<Paragraph[]> {
  const image = await ctx.renderChart(source).catch(() => null);
  if (!image) return codeParagraphs(source);
  // Fitted into the printable area both ways, keeping its aspect ratio.
  const scale = Math.min(1, MAX_IMAGE.width / image.width, MAX_IMAGE.height / image.height);
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      // Single line spacing: the document's 1.25 would make the picture's line taller than the picture.
      spacing: { before: CHART_SPACING, after: CHART_SPACING, line: 240, lineRule: LineRuleType.AUTO },
      children: [
        new ImageRun({
          type: "png",
          data: image.data,
          transformation: {
            width: Math.round(image.width * scale),
            height: Math.round(image.height * scale),
          },
        }),
      ],
    }),
  ];
}

async function listParagraphs(
  list: List,
  level: number,
  ctx: Context,
  instance: number,
): Promise<(Paragraph | Table)[]> {
  const out: (Paragraph | Table)[] = [];
  for (const item of list.children as ListItem[]) {
    let first = true;
    for (const child of item.children) {
      if (child.type === "paragraph" && first) {
        const box =
          typeof item.checked === "boolean" ? [new TextRun({ text: item.checked ? "☑ " : "☐ " })] : [];
        out.push(
          new Paragraph({
            children: [...box, ...runs(child.children)],
            ...(list.ordered
              ? { numbering: { reference: "prd-ordered", level: Math.min(level, 8), instance } }
              : typeof item.checked === "boolean"
                ? { indent: { left: 360 * (level + 1) } }
                : { bullet: { level: Math.min(level, 8) } }),
            spacing: { after: 60 },
          }),
        );
      } else if (child.type === "list") {
        out.push(
          ...(await listParagraphs(child, level + 1, ctx, child.ordered ? ++ctx.orderedInstance : instance)),
        );
      } else {
        out.push(...(await blockParagraphs(child, ctx, level + 1)));
      }
      first = false;
    }
  }
  return out;
}

function tableOf(table: MdTable): Table {
  const columns = Math.max(...table.children.map((row) => row.children.length));
  const align = (i: number) =>
    table.align?.[i] === "center"
      ? AlignmentType.CENTER
      : table.align?.[i] === "right"
        ? AlignmentType.RIGHT
        : AlignmentType.LEFT;
  const border = { style: BorderStyle.SINGLE, size: 4, color: "CBD5E1" };
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: {
      top: border,
      bottom: border,
      left: border,
      right: border,
      insideHorizontal: border,
      insideVertical: border,
    },
    rows: table.children.map(
      (row, r) =>
        new TableRow({
          tableHeader: r === 0,
          children: Array.from({ length: columns }, (_, c) => {
            const cell = row.children[c];
            return new TableCell({
              width: { size: Math.floor(100 / columns), type: WidthType.PERCENTAGE },
              shading: r === 0 ? { type: ShadingType.CLEAR, fill: "F1F5F9", color: "auto" } : undefined,
              margins: { top: 60, bottom: 60, left: 100, right: 100 },
              children: [
                new Paragraph({
                  alignment: align(c),
                  children: cell ? runs(cell.children, r === 0 ? { bold: true } : {}) : [],
                }),
              ],
            });
          }),
        }),
    ),
  });
}

async function blockParagraphs(
  node: RootContent,
  ctx: Context,
  indentLevel = 0,
): Promise<(Paragraph | Table)[]> {
  const indent = indentLevel > 0 ? { left: 360 * indentLevel } : undefined;
  switch (node.type) {
    case "heading":
      return [
        new Paragraph({
          heading: HEADINGS[node.depth - 1],
          children: runs(node.children),
          spacing: { before: node.depth <= 2 ? 320 : 200, after: 120 },
        }),
      ];
    case "paragraph":
      return [new Paragraph({ children: runs(node.children), spacing: { after: 120 }, indent })];
    case "list":
      return listParagraphs(node, indentLevel, ctx, node.ordered ? ++ctx.orderedInstance : 0);
    case "table":
      return [tableOf(node), new Paragraph({ children: [] })];
    case "code":
      return /^mermaid\b/i.test(node.lang ?? "")
        ? chartParagraphs(node.value, ctx)
        : codeParagraphs(node.value);
    case "blockquote": {
      const inner: (Paragraph | Table)[] = [];
      for (const child of node.children) {
        if (child.type === "paragraph")
          inner.push(
            new Paragraph({
              children: runs(child.children, { italics: false }),
              indent: { left: 360 * (indentLevel + 1) },
              border: { left: { style: BorderStyle.SINGLE, size: 18, color: "4F6BFF", space: 8 } },
              spacing: { after: 80 },
            }),
          );
        else inner.push(...(await blockParagraphs(child, ctx, indentLevel + 1)));
      }
      return inner;
    }
    case "thematicBreak":
      return [
        new Paragraph({
          children: [],
          border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "CBD5E1", space: 1 } },
          spacing: { after: 200 },
        }),
      ];
    case "html":
      return [new Paragraph({ children: [new TextRun({ text: node.value, font: MONO, size: 19 })] })];
    default:
      return [];
  }
}

/** The .docx bytes of a PRD. */
export async function prdToDocx(
  markdown: string,
  renderChart: ChartRenderer,
  title = "",
): Promise<Uint8Array> {
  const root = parseMarkdown(markdown);
  const ctx: Context = { renderChart, orderedInstance: 0 };
  const children: (Paragraph | Table)[] = [];
  for (const node of root.children) children.push(...(await blockParagraphs(node, ctx)));
  const doc = new Document({
    title,
    creator: "Vibe Studio",
    styles: {
      // `line` without `lineRule="auto"` is read by LibreOffice and WPS as an exact height, which
      // crushes every picture (a chart) to one line: say it is a multiple (300/240 = 1.25 lines).
      default: {
        document: {
          run: { font: FONT, size: 22 },
          paragraph: { spacing: { line: 300, lineRule: LineRuleType.AUTO } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: "prd-ordered",
          levels: Array.from({ length: 9 }, (_, level) => ({
            level,
            format: [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN][level % 3],
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
            style: { paragraph: { indent: { left: 360 * (level + 1), hanging: 260 } } },
          })),
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { top: PAGE.margin, right: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin },
          },
        },
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(doc));
}
