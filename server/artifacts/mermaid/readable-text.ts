/** The words of a chart: its title and every node and edge label, not its ids, arrows or styling. */
import { squeeze } from "../../space/readable-text";

export function mermaidText(chart: string): string {
  const labels: string[] = [];
  const source = chart
    .split("\n")
    .filter((line) => !/^\s*(style|classDef|class|linkStyle|click|%%)\b/.test(line))
    .join("\n");
  const title = /^\s*title\s+(.+)$/m.exec(source)?.[1];
  if (title) labels.push(title.trim());
  // [label] (label) {label} |label| "label", and the text after ':' in sequence and state charts.
  for (const match of source.matchAll(
    /\[\[?([^\]]+)\]|\(\(?([^()]+)\)|\{\{?([^{}]+)\}|\|([^|]+)\||"([^"]+)"|:\s*([^\n;]+)$/gm,
  )) {
    const label = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? match[6] ?? "").replace(
      /^[\s"'[\](){}]+|[\s"'[\](){}]+$/g,
      "",
    );
    if (label && !labels.includes(label)) labels.push(label);
  }
  return labels.length ? labels.join("\n") : squeeze(source);
}
