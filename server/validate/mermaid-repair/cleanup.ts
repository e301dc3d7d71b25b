/**
 * Stage one of mermaid repair, for text around the chart rather than the chart itself: stray
 * fences, a leading "mermaid" line, prose before or after the diagram, Windows line ends, a
 * missing, miscased or glued diagram header.
 */
import { mermaidDiagramType, mermaidHeaderLine } from "@/lib/contracts/content/mermaid";

const HEADER_WORDS: Record<string, string> = {
  flowchart: "flowchart",
  graph: "graph",
  sequencediagram: "sequenceDiagram",
  classdiagram: "classDiagram",
  "classdiagram-v2": "classDiagram-v2",
  statediagram: "stateDiagram",
  "statediagram-v2": "stateDiagram-v2",
  erdiagram: "erDiagram",
  journey: "journey",
  gantt: "gantt",
  mindmap: "mindmap",
  pie: "pie",
  timeline: "timeline",
  gitgraph: "gitGraph",
  quadrantchart: "quadrantChart",
};

const DIRECTIONS: Record<string, string> = {
  td: "TD",
  tb: "TB",
  bt: "BT",
  rl: "RL",
  lr: "LR",
  "top-down": "TD",
  topdown: "TD",
  "left-right": "LR",
  leftright: "LR",
};

/** A line that is plainly a sentence, not diagram syntax (ends like a sentence, several words, no arrows). */
function isProse(line: string): boolean {
  const t = line.trim();
  if (!t || /-->|->>|==>|-\.-|\|\||[[\]{}]|^%%/.test(t)) return false;
  const cjk = t.match(/[\u3400-\u9fff]/g)?.length ?? 0;
  return /[.。!！?？:：]$/.test(t) && (cjk >= 8 || t.split(/\s+/).length >= 6);
}

/** The chart inside fences (the mermaid-labelled block first), without prose around it. */
function unfence(text: string): string {
  const lines = text.split("\n");
  const opens = lines.map((l, i) => (/^\s*(`{3,}|~{3,})/.test(l) ? i : -1)).filter((i) => i >= 0);
  if (opens.length === 0) return text;
  const labelled = opens.find((i) => /^\s*(`{3,}|~{3,})\s*(mermaid|mmd)\b/i.test(lines[i]));
  const start = labelled ?? opens[0];
  const close = opens.find((i) => i > start);
  // A lone closing fence at the end (the opening one was lost): everything before it.
  if (close === undefined)
    return start === opens.at(-1) && start > 0 && !/\w/.test(lines[start].replace(/[`~]/g, ""))
      ? lines.slice(0, start).join("\n")
      : lines.slice(start + 1).join("\n");
  return lines.slice(start + 1, close).join("\n");
}

export function cleanupMermaid(text: string): string {
  let body = unfence(text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n"));
  let lines = body.split("\n").map((l) => l.replace(/[ \t]+$/, ""));
  // A "mermaid" line some models write first, as if it were the fence's language.
  while (lines.length && (/^\s*$/.test(lines[0]) || /^\s*mermaid\s*$/i.test(lines[0]))) lines.shift();
  // Prose before the header.
  const headerAt = lines.findIndex((l) => mermaidDiagramType(l.trim()) !== null || /^\s*(---|%%\{)/.test(l));
  if (headerAt > 0 && lines.slice(0, headerAt).every((l) => !l.trim() || isProse(l) || !/[-=>|:]/.test(l)))
    lines = lines.slice(headerAt);
  // Prose after the diagram, separated by a blank line.
  for (let i = lines.length - 1; i > 0; i--) {
    if (!lines[i].trim()) continue;
    if (!/^\s/.test(lines[i]) && isProse(lines[i]) && !lines[i - 1].trim()) {
      lines = lines.slice(0, i);
      continue;
    }
    break;
  }
  while (lines.length && !lines.at(-1)!.trim()) lines.pop();
  body = lines.join("\n");
  return body;
}

/** Guesses the diagram type of a chart that has no header, from its syntax. */
function guessHeader(body: string): string {
  if (/->>|-->>|^\s*(participant|actor)\s/m.test(body)) return "sequenceDiagram";
  if (/\[\*\]/.test(body)) return "stateDiagram-v2";
  if (/\|\|--|\}o--|\|o--|--o\{|--\|\{/.test(body)) return "erDiagram";
  if (/<\|--|^\s*class\s+\w+\s*\{/m.test(body)) return "classDiagram";
  if (/^\s*dateFormat\s/m.test(body)) return "gantt";
  return "flowchart TD";
}

/** Fixes the first line: a missing header, a miscased keyword, a header with the first statement glued on. */
export function fixHeader(body: string): string {
  const lines = body.split("\n");
  const at = lines.findIndex((l) => l.trim() && !l.trim().startsWith("%%"));
  if (at === -1) return body;
  const line = lines[at].trim();
  if (/^---$/.test(line)) return body; // front matter: leave it to the parser
  const word = /^([A-Za-z][\w-]*)(.*)$/.exec(line);
  const known = word ? HEADER_WORDS[word[1].toLowerCase()] : undefined;
  if (!known) {
    if (mermaidDiagramType(mermaidHeaderLine(body))) return body;
    lines.splice(at, 0, guessHeader(body));
    return lines.join("\n");
  }
  let rest = word![2].trim();
  if (known === "flowchart" || known === "graph") {
    const dir = /^([A-Za-z-]+)\b\s*;?\s*(.*)$/.exec(rest);
    const direction = dir ? DIRECTIONS[dir[1].toLowerCase()] : undefined;
    const header = `${known}${direction ? ` ${direction}` : ""}`;
    rest = direction ? dir![2] : rest.replace(/^;\s*/, "");
    lines[at] = header;
    if (rest) lines.splice(at + 1, 0, `  ${rest}`);
    return lines.join("\n");
  }
  // Diagrams whose header takes no argument: split what follows onto its own line.
  if (
    /^(sequenceDiagram|classDiagram|classDiagram-v2|stateDiagram|stateDiagram-v2|erDiagram|mindmap)$/.test(
      known,
    ) &&
    rest
  ) {
    lines[at] = known;
    lines.splice(at + 1, 0, `  ${rest.replace(/^;\s*/, "")}`);
    return lines.join("\n");
  }
  lines[at] = `${known}${rest ? ` ${rest}` : ""}`;
  return lines.join("\n");
}
