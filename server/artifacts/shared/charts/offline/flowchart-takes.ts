/**
 * Redrawing a flowchart without changing what it says: the same nodes, labels and edges, drawn
 * another way each time — a flow from top to bottom, then swimlanes by who acts (the steps up to
 * the first check in the user's lane, the check and what follows in the product's), then stages
 * from left to right, then the flow again.
 */
const HEADER = /^flowchart\s+(TD|TB|LR|RL|BT)\s*$/;
/** A node's definition line: an id followed by its shape (`s1["…"]`, `d1{"…"}`, `start(["…"])`). */
const NODE = /^\s*([A-Za-z][\w-]*)\s*[[({>]/;

type Chart = { direction: string; nodes: string[]; edges: string[]; lanes: boolean };

function read(source: string): Chart | null {
  const lines = source.split("\n").filter((line) => line.trim());
  const header = lines[0]?.trim().match(HEADER);
  if (!header) return null;
  const chart: Chart = { direction: header[1], nodes: [], edges: [], lanes: false };
  for (const raw of lines.slice(1)) {
    const line = raw.trim();
    if (/^subgraph\b/.test(line)) chart.lanes = true;
    else if (line === "end" || line.startsWith("%%") || /^(classDef|class|style|linkStyle)\b/.test(line))
      continue;
    else if (/-->|---|-\.->|==>/.test(line)) chart.edges.push(line);
    else if (NODE.test(line)) chart.nodes.push(line);
    else return null; // something this reader does not know: leave the chart to the other rules
  }
  return chart.nodes.length ? chart : null;
}

function plain(chart: Chart, direction: string): string {
  return [
    `flowchart ${direction}`,
    ...chart.nodes.map((n) => `  ${n}`),
    ...chart.edges.map((e) => `  ${e}`),
  ].join("\n");
}

function lanes(chart: Chart, user: string, product: string): string | null {
  const ids = chart.nodes.map((n) => n.match(NODE)![1]);
  const ends = new Set(["start", "finish"]);
  const firstCheck = chart.nodes.findIndex((n) => /^\s*[A-Za-z][\w-]*\s*\{/.test(n));
  if (firstCheck <= 0) return null;
  const inLane = (from: number, to: number) =>
    chart.nodes.slice(from, to).filter((_, i) => !ends.has(ids[from + i]));
  const outside = chart.nodes.filter((_, i) => ends.has(ids[i]));
  const quote = (text: string) => `"${text.replaceAll('"', "'")}"`;
  return [
    "flowchart LR",
    ...outside.map((n) => `  ${n}`),
    `  subgraph lane1[${quote(user)}]`,
    ...inLane(0, firstCheck).map((n) => `    ${n}`),
    "  end",
    `  subgraph lane2[${quote(product)}]`,
    ...inLane(firstCheck, chart.nodes.length).map((n) => `    ${n}`),
    "  end",
    ...chart.edges.map((e) => `  ${e}`),
  ].join("\n");
}

/** The take after the one shown, or null when the source is not a flowchart this can redraw. */
export function nextFlowchartTake(
  source: string,
  actors: readonly string[],
  locale: "en" | "zh",
): string | null {
  const chart = read(source);
  if (!chart) return null;
  const user = actors[0] ?? (locale === "zh" ? "用户" : "User");
  const product = actors[1] ?? (locale === "zh" ? "系统" : "System");
  if (chart.lanes) return plain(chart, "LR");
  if (chart.direction === "LR" || chart.direction === "RL") return plain(chart, "TD");
  return lanes(chart, user, product) ?? plain(chart, "LR");
}
