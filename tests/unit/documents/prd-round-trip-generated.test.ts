/**
 * The markdown round trip over 50 generated PRDs (English and Chinese, all five built-in
 * templates), written by the Offline model through the real chat stream and saved by the API in
 * its canonical form — the documents users actually open. Each opens and saves byte for byte,
 * every block is rich-editable (none falls back to source), and an edit of a paragraph, a table
 * cell or a list item rewrites only that block. (Node environment: the API writes the documents
 * first, then a jsdom window is installed for the editor.)
 */
import { createTestApp, type TestApp } from "../../helpers/test-app";
import { lastEvent, latest, newChat, runRound } from "../../helpers/documents";
import { DOCUMENT_PROMPTS } from "../../fixtures/document-prompts";
import { closeMermaidValidator } from "@/server/validate/mermaid";
import { BUILTIN_TEMPLATE_IDS } from "@/lib/contracts/templates";
import type { BlockOrigin } from "@/components/artifacts/prd/markdown/block-document";
import { openPrd, topLevel } from "../../helpers/prd-editor-harness";
import { installDom } from "../../helpers/install-dom";

jest.setTimeout(240_000);

/** 50 requests: the 20 prompts with two templates each, and 10 of them with a third. */
const REQUESTS = [
  ...DOCUMENT_PROMPTS.map((p, i) => ({ ...p, template: BUILTIN_TEMPLATE_IDS[i % 5] })),
  ...DOCUMENT_PROMPTS.map((p, i) => ({ ...p, template: BUILTIN_TEMPLATE_IDS[(i + 2) % 5] })),
  ...DOCUMENT_PROMPTS.flatMap((p, i) =>
    i % 2 === 0 ? [{ ...p, template: BUILTIN_TEMPLATE_IDS[(i + 4) % 5] }] : [],
  ),
];

/** Where block `i` of the opened document starts and ends. */
function blockRange(origin: BlockOrigin, i: number): [number, number] {
  let start = origin.lead.length;
  for (let k = 0; k < i; k++) start += origin.blocks[k].src.length + origin.blocks[k].gap.length;
  return [start, start + origin.blocks[i].src.length];
}

describe("50 generated PRDs", () => {
  const docs: { name: string; locale: string; markdown: string }[] = [];
  let t: TestApp;
  let removeDom = () => {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const [i, request] of REQUESTS.entries()) {
      // A month's points pay for 20 PRDs: one writer per document.
      const { token } = await t.signIn(`round-trip-${i}@example.com`);
      const chatId = await newChat(t, token);
      const round = await runRound(t, token, chatId, {
        content: request.prompt,
        mode: "prd",
        template_id: request.template,
      });
      expect(lastEvent(round)).toMatchObject({ type: "done", status: "done" });
      const prd = (await latest(t, token, chatId, "prd-content?type=prd"))!;
      docs.push({
        name: `${i + 1} ${request.locale} ${request.template}`,
        locale: request.locale,
        markdown: prd.content,
      });
    }
    await t.close();
    removeDom = installDom();
  });

  afterAll(async () => {
    removeDom();
    await closeMermaidValidator();
  });

  it("are 50 distinct documents in both languages, with tables, lists and charts (task lists: see the edge cases)", () => {
    expect(docs).toHaveLength(50);
    expect(new Set(docs.map((d) => d.markdown)).size).toBe(50);
    expect(docs.filter((d) => d.locale === "zh")).toHaveLength(25);
    const all = docs.map((d) => d.markdown).join("\n");
    expect(all).toContain("```mermaid");
    expect(all).toMatch(/^\|.*\|$/m);
    expect(all).toMatch(/^\d+\. /m);
  });

  it("each opens and saves byte for byte, every block rich-editable; an edit of a paragraph, a table or a list rewrites only that block", () => {
    for (const { name, markdown } of docs) {
      const prd = openPrd(markdown);
      expect([name, prd.pristine(), prd.write() === markdown]).toEqual([name, true, true]);
      const raw = prd.editor.state.doc.content.content
        .filter((n) => n.type.name === "rawMarkdown")
        .map((n) => n.attrs.source);
      expect([name, raw]).toEqual([name, []]);
      for (const type of ["paragraph", "table", "bulletList"]) {
        const target = topLevel(prd.editor.state.doc, type)[1] ?? topLevel(prd.editor.state.doc, type)[0];
        if (!target) continue;
        // The first text in the block gets a word more.
        let at = -1;
        target.node.descendants((node, pos) => {
          if (at < 0 && node.isText) at = target.pos + 1 + pos + node.nodeSize;
          return at < 0;
        });
        prd.editor.commands.insertContentAt(at, " 已编辑 edited");
        const out = prd.write();
        const [start, end] = blockRange(prd.origin, target.index);
        expect([
          name,
          type,
          out.slice(0, start) === markdown.slice(0, start),
          out.slice(out.length - (markdown.length - end)) === markdown.slice(end),
        ]).toEqual([name, type, true, true]);
        expect(out.slice(start, out.length - (markdown.length - end))).toContain("已编辑 edited");
        // Undo: the bytes are back.
        prd.editor.commands.undo();
        expect([name, type, prd.write() === markdown]).toEqual([name, type, true]);
      }
      prd.destroy();
    }
  });
});
