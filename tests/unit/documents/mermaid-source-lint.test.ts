/**
 * @jest-environment jsdom
 *
 * The flowchart source editor's live validation: mermaid's own parser (run here in a worker, as
 * the API runs it) finds the error, and the editor marks the line it names; fixing it clears it.
 */
import { EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { forceLinting, forEachDiagnostic, type Diagnostic } from "@codemirror/lint";
import { mermaidDiagnostics, mermaidLinter, shortMessage } from "@/components/mermaid/mermaid-lint";
import { mermaidProblemOf, type MermaidProblem } from "@/components/mermaid/mermaid-runtime";
import { closeMermaidValidator, parseMermaid } from "@/server/validate/mermaid";

afterAll(() => closeMermaidValidator());

const realMermaid = async (source: string): Promise<MermaidProblem | null> => {
  const result = await parseMermaid(source);
  return result.ok ? null : { message: result.message, ...(result.line ? { line: result.line } : {}) };
};

function diagnostics(view: EditorView): Diagnostic[] {
  const found: Diagnostic[] = [];
  forEachDiagnostic(view.state, (d) => found.push(d));
  return found;
}

async function settle(view: EditorView, problems: (MermaidProblem | null)[], count: number) {
  forceLinting(view);
  for (let i = 0; i < 200 && problems.length < count; i++) await new Promise((r) => setTimeout(r, 25));
  await new Promise((r) => setTimeout(r, 0));
}

describe("flowchart source validation", () => {
  it("marks the line mermaid names, then clears when the chart is fixed", async () => {
    const broken = [
      "flowchart TD",
      "  A[Start] --> B{Choose}",
      "  B -- yes --> C[Done",
      "  B -- no --> A",
    ].join("\n");
    const problems: (MermaidProblem | null)[] = [];
    const view = new EditorView({
      parent: document.body,
      state: EditorState.create({
        doc: broken,
        extensions: [mermaidLinter(realMermaid, (p) => problems.push(p))],
      }),
    });

    await settle(view, problems, 1);
    expect(problems[0]?.line).toBe(3);
    const [mark] = diagnostics(view);
    expect(mark.severity).toBe("error");
    expect(view.state.doc.lineAt(mark.from).number).toBe(3);
    expect(view.state.sliceDoc(mark.from, mark.to)).toBe("  B -- yes --> C[Done");
    // The parser's own "on line N" counts its preprocessed text: the message must not contradict the mark.
    expect(mark.message).toMatch(/^Syntax error — Expecting 'SQE'/);
    expect(mark.message).not.toMatch(/line \d/);

    const line = view.state.doc.line(3);
    view.dispatch({ changes: { from: line.to, insert: "]" } });
    await settle(view, problems, 2);
    expect(problems[1]).toBeNull();
    expect(diagnostics(view)).toEqual([]);
    view.destroy();
  });

  it("marks the first line when the parser names none, and an empty line still shows", () => {
    const doc = EditorState.create({ doc: "graph\n\nA-->" }).doc;
    expect(mermaidDiagnostics(doc, { message: "No diagram type detected" })[0]).toMatchObject({
      from: 0,
      to: 5,
    });
    expect(mermaidDiagnostics(doc, { message: "x", line: 2 })[0]).toMatchObject({ from: 6, to: 7 });
    expect(mermaidDiagnostics(doc, null)).toEqual([]);
  });

  it("reads the line from the shapes mermaid's parsers throw", () => {
    expect(
      mermaidProblemOf({ message: "Parse error on line 3:\n...", hash: { loc: { first_line: 3 } } }),
    ).toMatchObject({ line: 3 });
    expect(mermaidProblemOf({ message: "Lexical error", hash: { line: 4 } })).toMatchObject({ line: 5 });
    expect(
      mermaidProblemOf(
        new Error("Parsing failed: unexpected character: ->:<- at offset: 20, skipped 1 characters. line: 2"),
      ),
    ).toMatchObject({ line: 2 });
    expect(
      mermaidProblemOf(new Error("No diagram type detected matching given configuration for text: hello")),
    ).not.toHaveProperty("line");
  });

  it("keeps the gutter message short: the first line and what was expected", () => {
    const message =
      "Parse error on line 3:\n...yes --> C[Done\n----------------------^\nExpecting 'SQE', 'DOUBLECIRCLEEND', got 'NEWLINE'";
    expect(shortMessage(message)).toBe("Syntax error — Expecting 'SQE', 'DOUBLECIRCLEEND', got 'NEWLINE'");
    expect(shortMessage("No diagram type detected matching given configuration for text: hello")).toBe(
      "No diagram type detected matching given configuration for text: hello",
    );
    expect(
      shortMessage(
        "Parsing failed: unexpected character: ->:<- at offset: 20, skipped 1 characters. line: 2",
      ),
    ).toBe("Parsing failed: unexpected character: ->:<- at offset: 20, skipped 1 characters.");
  });
});
