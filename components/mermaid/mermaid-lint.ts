/**
 * Live validation of a chart's source in CodeMirror: the source is parsed with mermaid (in the
 * browser) as the user types, and a parse error becomes a diagnostic on the line the parser names
 * (lint gutter mark + underline), or on the whole first line when it names none.
 */
import type { Text } from "@codemirror/state";
import { linter, type Diagnostic } from "@codemirror/lint";
import type { MermaidProblem } from "./mermaid-runtime";
import { MERMAID_LANGUAGE } from "@/lib/contracts/content/mermaid";

export type MermaidValidator = (source: string) => Promise<MermaidProblem | null>;

/**
 * A parser message made short for the gutter and the status line: its own "on line N" dropped
 * (jison counts lines of its preprocessed text, so it can disagree with the line we mark), the
 * context excerpt dropped, "Expecting …, got …" kept.
 */
export function shortMessage(message: string): string {
  const lines = message
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !/^-*\^$/.test(l) && !/^\.\.\./.test(l));
  const head = (lines[0] ?? "")
    .replace(/^Parse error on line \d+:?\s*/i, "")
    .replace(/\s*\bat line:? \d+\b|\s*\bline:? \d+\b\.?$/i, "")
    .trim();
  const expecting = lines.find((l) => /^Expecting /.test(l));
  const text = [head && !head.startsWith("Expecting") ? head : "Syntax error", expecting]
    .filter(Boolean)
    .join(" — ");
  return text.length > 220 ? `${text.slice(0, 219)}…` : text;
}

export function mermaidDiagnostics(doc: Text, problem: MermaidProblem | null): Diagnostic[] {
  if (!problem) return [];
  const lineNumber = problem.line && problem.line <= doc.lines ? problem.line : 1;
  const line = doc.line(lineNumber);
  // An empty line still gets a visible mark: a one-character range at its start.
  const to = line.to > line.from ? line.to : Math.min(line.from + 1, doc.length);
  return [
    {
      from: line.from,
      to,
      severity: "error",
      message: shortMessage(problem.message),
      source: MERMAID_LANGUAGE,
    },
  ];
}

/** The CodeMirror extension; `onProblem` tells the viewer what the last check found. */
export function mermaidLinter(
  validate: MermaidValidator,
  onProblem: (problem: MermaidProblem | null) => void,
) {
  return linter(
    async (view) => {
      const doc = view.state.doc;
      const problem = await validate(doc.toString());
      onProblem(problem);
      return mermaidDiagnostics(doc, problem);
    },
    { delay: 300 },
  );
}
