/**
 * Offline writer for `mermaid_fix`: the chart it is asked to fix (options.chart, else the chart
 * in the fix request, numbered or fenced), through the deterministic repairs plus the one they
 * leave to a model — node ids with spaces become single words with the text as the label.
 */
import { repairMermaid } from "../../../../validate/mermaid-repair";
import type { OfflineWriter } from "../../../../ai/offline/types";
import { label } from "./syntax";

/** The chart inside a fix request: a ```mermaid block, else lines numbered "  3 | …". */
export function chartInRequest(text: string): string {
  const fenced = /```(?:mermaid)?\s*\n([\s\S]*?)\n```/.exec(text);
  if (fenced) return fenced[1];
  const numbered = text.split("\n").filter((l) => /^\s*\d+ \| /.test(l));
  return numbered.map((l) => l.replace(/^\s*\d+ \| /, "")).join("\n");
}

const ID_WITH_SPACES = /^(\s*)([A-Za-z][\w]*(?: [A-Za-z][\w]*)+)(?=\s*(?:-->|---|==>|-\.->|\[|\(|\{|$))/;
const AFTER_EDGE = /((?:-->|---|==>|-\.->)\s*(?:\|[^|]*\|\s*)?)([A-Za-z][\w]*(?: [A-Za-z][\w]*)+)\s*$/;

function joinIds(source: string): string {
  const seen = new Set<string>();
  const id = (words: string) => words.replace(/\s+(\w)/g, (_, c: string) => c.toUpperCase());
  const node = (words: string) => {
    const name = id(words);
    if (seen.has(name)) return name;
    seen.add(name);
    return `${name}[${label(words)}]`;
  };
  const keyword = /^\s*(flowchart|graph|subgraph|end|classDef|class|style|linkStyle|click|direction|%%)\b/;
  return source
    .split("\n")
    .map((line) =>
      keyword.test(line)
        ? line
        : line
            .replace(ID_WITH_SPACES, (_, indent: string, words: string) => indent + node(words))
            .replace(AFTER_EDGE, (_, edge: string, words: string) => edge + node(words)),
    )
    .join("\n");
}

export const mermaidFixWriter: OfflineWriter = ({ userText, locale, options }) => {
  const source = typeof options?.chart === "string" ? options.chart : chartInRequest(userText);
  let fixed = repairMermaid(source);
  if (/^(flowchart|graph)\b/.test(fixed.trimStart())) fixed = joinIds(fixed);
  const intro =
    locale === "zh"
      ? "已修正图表中的语法问题，内容保持不变："
      : "I fixed the syntax so the chart parses; the content is unchanged:";
  return `${intro}\n\n\`\`\`mermaid\n${fixed}\n\`\`\``;
};
