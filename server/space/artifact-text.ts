/**
 * The readable text of an artifact version, per kind: what the space searches, shows as an
 * excerpt and hands to a model as knowledge. One function per kind; when the kind seam gives
 * each kind its own definition, these move into `server/artifacts/<kind>/` as its `readableText`.
 */
import { parse } from "node-html-parser";
import type { SpaceArtifactKind } from "@/lib/contracts/space-items";
import { parseTestCases } from "@/lib/contracts/content/test-case";
import { parseMultPrototype } from "@/lib/contracts/content/prototype";

/** Readable text kept per item (search excerpts and context use its start). */
export const MAX_BODY_CHARS = 100_000;

function squeeze(text: string): string {
  return text
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n[ \n]*/g, "\n")
    .trim();
}

/** Visible text of an HTML page: scripts, styles and templates dropped, blocks on their own lines. */
export function htmlText(html: string): string {
  const root = parse(html, { blockTextElements: { script: false, style: false, noscript: false, template: false } });
  root.querySelectorAll("script, style, noscript, template, svg").forEach((node) => node.remove());
  const title = root.querySelector("title")?.textContent.trim();
  const body = root.querySelector("body") ?? root;
  const text = squeeze(body.structuredText);
  return title && !text.startsWith(title) ? `${title}\n${text}` : text;
}

/** Markdown without its markup: headings, emphasis, table bars and link targets go. */
export function markdownText(markdown: string): string {
  return squeeze(
    markdown
      .replace(/```mermaid[\s\S]*?```/g, "")
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
      .replace(/^\s*\|?[\s:|-]+\|[\s:|-]*$/gm, "")
      .replace(/[|*_`~]+/g, " "),
  );
}

function testCaseText(content: string): string {
  const parsed = parseTestCases(content);
  if (!parsed.ok) return squeeze(content);
  return parsed.content.cases
    .map((c) => [`${c.id} ${c.module}: ${c.title}`, c.preconditions, ...c.steps, c.expected].filter(Boolean).join("\n"))
    .join("\n\n");
}

/** A chart's words: its title and every node and edge label, not its ids, arrows or styling. */
function mermaidText(chart: string): string {
  let source = chart;
  const labels: string[] = [];
  source = source
    .split("\n")
    .filter((line) => !/^\s*(style|classDef|class|linkStyle|click|%%)\b/.test(line))
    .join("\n");
  const title = /^\s*title\s+(.+)$/m.exec(source)?.[1];
  if (title) labels.push(title.trim());
  // [label] (label) {label} |label| "label", and the text after ':' in sequence and state charts.
  for (const match of source.matchAll(/\[\[?([^\]]+)\]|\(\(?([^()]+)\)|\{\{?([^{}]+)\}|\|([^|]+)\||"([^"]+)"|:\s*([^\n;]+)$/gm)) {
    const label = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? match[6] ?? "").replace(/^[\s"'[\](){}]+|[\s"'[\](){}]+$/g, "");
    if (label && !labels.includes(label)) labels.push(label);
  }
  return labels.length ? labels.join("\n") : squeeze(source);
}

function multPrototypeText(content: string): string {
  const set = parseMultPrototype(content);
  if (!set) return htmlText(content);
  return set.pages.map((page) => `${page.title}\n${htmlText(page.html)}`).join("\n\n");
}

/** Kinds without a reader here (one registered through the seam) are read as plain text or HTML. */
const READERS: Partial<Record<SpaceArtifactKind, (content: string) => string>> = {
  prd: markdownText,
  test_case: testCaseText,
  mermaid: mermaidText,
  prototype: htmlText,
  mult_prototype: multPrototypeText,
  research: markdownText,
  picture: (content) => squeeze(content.startsWith("<") ? htmlText(content) : content),
};

export function artifactText(kind: SpaceArtifactKind, content: string): string {
  try {
    const read = READERS[kind] ?? ((text: string) => squeeze(text.trimStart().startsWith("<") ? htmlText(text) : text));
    return read(content).slice(0, MAX_BODY_CHARS);
  } catch {
    return squeeze(content).slice(0, MAX_BODY_CHARS);
  }
}
