/**
 * @jest-environment jsdom
 *
 * The PRD editor's markdown round trip: opening and saving without an edit is byte-identical,
 * an edit rewrites only the block it touches, undo restores the bytes, and what an edit writes
 * reads back as what the user sees.
 */
import { readFileSync } from "node:fs";
import { openPrd, topLevel } from "../../helpers/prd-editor-harness";
import { readPrd } from "@/components/artifacts/prd/editor/prd-markdown";
import { EDGE_CASES } from "../../fixtures/prd/edge-cases";

const FIXTURES = ["edge-en.md", "edge-zh.md", "edge-mixed.md"].map(
  (name) => [name, readFileSync(`tests/fixtures/prd/${name}`, "utf8")] as const,
);
const ALL: (readonly [string, string])[] = [...Object.entries(EDGE_CASES), ...FIXTURES];

/** Where block `i` of the original starts and ends. */
function blockRange(markdown: string, i: number): [number, number] {
  const { origin } = readPrd(markdown);
  let start = origin.lead.length;
  for (let k = 0; k < i; k++) start += origin.blocks[k].src.length + origin.blocks[k].gap.length;
  return [start, start + origin.blocks[i].src.length];
}

describe("opening and saving without an edit", () => {
  it.each(ALL)("%s is byte-identical", (_name, markdown) => {
    const prd = openPrd(markdown);
    expect(prd.pristine()).toBe(true);
    expect(prd.write()).toBe(markdown);
    prd.destroy();
  });

  it("keeps every block of the rich constructs editable (no source fallback)", () => {
    for (const name of [
      "tableAlignment",
      "tableCjk",
      "tableWithBreaks",
      "nestedLists",
      "looseList",
      "taskLists",
      "cjkPunctuation",
      "mermaidBlocks",
      "escapes",
      "quotesAndRules",
    ]) {
      const { doc } = readPrd(EDGE_CASES[name]);
      expect([
        name,
        doc.content?.filter((n) => n.type === "rawMarkdown").map((n) => n.attrs?.source),
      ]).toEqual([name, []]);
    }
  });

  it("keeps what the rich editor cannot show faithfully as its exact source", () => {
    const { doc } = readPrd(EDGE_CASES.htmlIsh);
    const raw = doc.content!.filter((n) => n.type === "rawMarkdown").map((n) => n.attrs!.source as string);
    expect(raw).toContain('<div align="center">\n  <b>HTML block</b>\n</div>');
    expect(raw).toContain("<!-- a comment the author left -->");
  });

  it("shows mermaid fences as chart nodes with their source", () => {
    const { doc } = readPrd(EDGE_CASES.mermaidBlocks);
    const charts = doc.content!.filter((n) => n.type === "mermaidBlock").map((n) => n.attrs!.code);
    expect(charts).toEqual([
      'flowchart TD\n  A["Open app (today)"] --> B{Has plan?}\n  B -- Yes --> C[Show week]\n  B -- No --> D[Suggest meals]',
      "sequenceDiagram\n  participant 用户\n  participant 应用\n  用户->>应用: 打开周计划",
    ]);
  });
});

describe("editing one block", () => {
  it.each(ALL.filter(([, md]) => md.trim()))(
    "%s: appending to each paragraph changes only that paragraph",
    (_name, stored) => {
      // Offsets are compared on LF text; a CRLF document is written back with CRLF throughout.
      const markdown = stored.replace(/\r\n/g, "\n");
      const paragraphs = topLevel(openPrd(markdown).editor.state.doc, "paragraph");
      for (const { index } of paragraphs) {
        const prd = openPrd(stored);
        const target = topLevel(prd.editor.state.doc, "paragraph").find((p) => p.index === index)!;
        prd.editor.commands.insertContentAt(target.pos + target.node.nodeSize - 1, " EDITED");
        const written = prd.write();
        if (stored.includes("\r\n")) expect(written.replace(/\r\n/g, "")).not.toContain("\n");
        const out = written.replace(/\r\n/g, "\n");
        const [start, end] = blockRange(markdown, index);
        expect(out.startsWith(markdown.slice(0, start))).toBe(true);
        expect(out.endsWith(markdown.slice(end))).toBe(true);
        expect(out.slice(start, out.length - (markdown.length - end))).toContain("EDITED");
        // What was written reads back as what the user sees.
        const reread = openPrd(out);
        expect(reread.editor.state.doc.textContent).toBe(prd.editor.state.doc.textContent);
        reread.destroy();
        prd.destroy();
      }
    },
  );

  it("undoing an edit restores the original bytes", () => {
    const markdown = FIXTURES[0][1];
    const prd = openPrd(markdown);
    const [first] = topLevel(prd.editor.state.doc, "paragraph");
    prd.editor.commands.insertContentAt(first.pos + 1, "X");
    expect(prd.pristine()).toBe(false);
    expect(prd.write()).not.toBe(markdown);
    prd.editor.commands.undo();
    expect(prd.pristine()).toBe(true);
    expect(prd.write()).toBe(markdown);
    prd.destroy();
  });

  it("writes an edited table in the canonical form and keeps its alignment", () => {
    const markdown = EDGE_CASES.tableAlignment;
    const prd = openPrd(markdown);
    const [table] = topLevel(prd.editor.state.doc, "table");
    let cellPos = -1;
    table.node.descendants((node, pos) => {
      if (cellPos < 0 && node.isTextblock && node.textContent === "Growth")
        cellPos = table.pos + 1 + pos + node.nodeSize - 1;
    });
    prd.editor.commands.insertContentAt(cellPos, " team");
    const out = prd.write();
    expect(out.startsWith("## Metrics\n\n")).toBe(true);
    expect(out).toContain("| Growth team |");
    expect(out).toMatch(/\|\s*:-+\s*\|\s*:-+:\s*\|\s*-+:\s*\|/);
    expect(out).toContain("< 10 min");
    prd.destroy();
  });

  it("writes a chart whose source changed, and nothing else", () => {
    const markdown = EDGE_CASES.mermaidBlocks;
    const prd = openPrd(markdown);
    const [chart] = topLevel(prd.editor.state.doc, "mermaidBlock");
    prd.editor.commands.command(({ tr }) => {
      tr.setNodeMarkup(chart.pos, undefined, { ...chart.node.attrs, code: "flowchart TD\n  A --> B" });
      return true;
    });
    expect(prd.write()).toBe(
      markdown.replace(/```mermaid\nflowchart TD[\s\S]*?```/, "```mermaid\nflowchart TD\n  A --> B\n```"),
    );
    prd.destroy();
  });

  it("writes code containing backtick fences with a longer fence", () => {
    const prd = openPrd("Intro\n");
    prd.editor.commands.insertContentAt(prd.editor.state.doc.content.size, {
      type: "codeBlock",
      attrs: { language: "md" },
      content: [{ type: "text", text: "```js\nx\n```" }],
    });
    expect(prd.write()).toBe("Intro\n\n````md\n```js\nx\n```\n````\n");
    prd.destroy();
  });

  it("writes an edited paragraph so that it reads back as typed", () => {
    const prd = openPrd("Old text\n");
    prd.editor.commands.setContent({
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [{ type: "text", text: "1 < 2, AT&T, snake_case, 3~5 天, <div> and *stars*" }],
        },
      ],
    });
    const out = prd.write();
    // The canonical form escapes what could start markup: `&` (an entity), `~` (strikethrough), `<` (HTML).
    expect(out).toBe("1 < 2, AT\\&T, snake_case, 3\\~5 天, \\<div> and \\*stars\\*\n");
    const reread = openPrd(out);
    expect(reread.editor.state.doc.textContent).toBe("1 < 2, AT&T, snake_case, 3~5 天, <div> and *stars*");
    reread.destroy();
    prd.destroy();
  });

  it("reads a restored draft against its version: untouched blocks keep their bytes", () => {
    const markdown = FIXTURES[1][1];
    const draft = markdown.replace("省时、省心。", "省时、省心、省钱。");
    const prd = openPrd(markdown);
    const { readPrdDraft } = jest.requireActual<
      typeof import("@/components/artifacts/prd/editor/prd-markdown")
    >("@/components/artifacts/prd/editor/prd-markdown");
    prd.editor.commands.setContent(readPrdDraft(prd.origin, draft));
    expect(prd.write()).toBe(draft);
    prd.destroy();
  });
});
