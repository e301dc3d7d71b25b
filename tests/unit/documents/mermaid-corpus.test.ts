/**
 * The mermaid corpus (tests/fixtures/mermaid-corpus) through the real parser: valid charts parse
 * untouched, every repairable one parses after deterministic repair, and the model-only ones are
 * not "repaired" into something else that parses (an edge swallowed into a label, say).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { closeMermaidValidator, parseMermaid, validateMermaid } from "@/server/validate/mermaid";
import { repairMermaid, repairMermaidGuided } from "@/server/validate/mermaid-repair";

const corpus = path.join(process.cwd(), "tests/fixtures/mermaid-corpus");
const charts = (set: string) =>
  readdirSync(path.join(corpus, set))
    .filter((f) => f.endsWith(".mmd"))
    .map((f) => [f, readFileSync(path.join(corpus, set, f), "utf8")] as const);

afterAll(() => closeMermaidValidator());

describe("mermaid corpus", () => {
  it("holds at least 60 charts", () => {
    expect(
      charts("valid").length + charts("repairable").length + charts("model").length,
    ).toBeGreaterThanOrEqual(60);
  });

  it.each(charts("valid"))("valid/%s parses as written and repair leaves it alone", async (_name, source) => {
    expect(await validateMermaid(source)).toEqual([]);
    expect(await repairMermaidGuided(source, parseMermaid)).toEqual({ source, ok: true, changed: false });
  });

  it.each(charts("repairable"))("repairable/%s parses after deterministic repair", async (_name, source) => {
    expect((await parseMermaid(source)).ok).toBe(false);
    const repaired = await repairMermaidGuided(source, parseMermaid);
    expect(repaired.ok).toBe(true);
    expect((await parseMermaid(repaired.source)).ok).toBe(true);
    // the one-shot repair (no parser at hand) gets there too
    expect((await parseMermaid(repairMermaid(source))).ok).toBe(true);
  });

  it.each(charts("model"))(
    "model/%s is left for the model, with the parser's line",
    async (_name, source) => {
      const repaired = await repairMermaidGuided(source, parseMermaid);
      expect(repaired.ok).toBe(false);
      const [problem] = await validateMermaid(repaired.source);
      expect(problem.line).toBeGreaterThanOrEqual(1);
    },
  );

  it("keeps label text and display names when it renames and quotes", async () => {
    const { source } = await repairMermaidGuided(
      "flowchart TD\n  A[Start] --> B(Login (SSO))\n  B --> end",
      parseMermaid,
    );
    expect(source).toBe('flowchart TD\n  A[Start] --> B("Login (SSO)")\n  B --> End');
    const seq = await repairMermaidGuided("sequenceDiagram\n  participant end\n  A->>end: hi", parseMermaid);
    expect(seq.source).toBe("sequenceDiagram\n  participant EndActor as end\n  A->>EndActor: hi");
  });
});
