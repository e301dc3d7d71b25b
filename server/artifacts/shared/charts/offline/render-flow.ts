/** Flowcharts (steps in order, decisions with both branches, optional swimlanes) and sequence diagrams. */
import type { FlowModel, SequenceModel } from "./models";
import { label, plain, withTitle } from "./syntax";

export function renderFlowchart(model: FlowModel): string {
  const lines: string[] = [model.lanes ? "flowchart LR" : "flowchart TD"];
  // Nodes are written in the order the flow runs, so the source reads like the process.
  const defs = new Map<string, string>();
  const laneOf = new Map<string, string>();
  const define = (id: string, shape: string, lane?: string) => {
    defs.set(id, shape);
    if (lane) laneOf.set(id, lane);
  };
  const decisions = [...model.decisions].sort((a, b) => a.after - b.after);
  const decisionId = (d: FlowModel["decisions"][number]) => `d${decisions.indexOf(d) + 1}`;
  const nodeAt = (p: number) => (p < 0 ? "start" : p >= model.steps.length ? "finish" : `s${p + 1}`);
  const entry = (p: number): string => {
    const first = decisions.find((d) => d.after === p);
    return first ? decisionId(first) : nodeAt(p + 1);
  };
  const edges: string[] = [];
  define("start", `([${label(model.start)}])`);
  for (let p = -1; p < model.steps.length; p++) {
    if (p >= 0) define(`s${p + 1}`, `[${label(model.steps[p].text)}]`, model.steps[p].actor);
    edges.push(`${nodeAt(p)} --> ${entry(p)}`);
    const here = decisions.filter((d) => d.after === p);
    // A check sits in the lane of the step before it, and so do its outcomes unless they name one.
    const lane = p >= 0 ? model.steps[p].actor : undefined;
    here.forEach((d, k) => {
      const id = decisionId(d);
      define(id, `{${label(d.question)}}`, lane);
      const next = here[k + 1] ? decisionId(here[k + 1]) : nodeAt(p + 1);
      const branch = (nodes: FlowModel["steps"], tag: string, text: string, ends: boolean) => {
        const ids = nodes.map((n, i) => {
          const nid = `${id}${tag}${i + 1}`;
          define(nid, `[${label(n.text)}]`, n.actor ?? lane);
          return nid;
        });
        const target = ends ? "finish" : next;
        if (!ids.length) return edges.push(`${id} -->|${label(text)}| ${target}`);
        edges.push(`${id} -->|${label(text)}| ${ids[0]}`);
        ids.slice(1).forEach((nid, i) => edges.push(`${ids[i]} --> ${nid}`));
        edges.push(`${ids[ids.length - 1]} --> ${target}`);
      };
      branch(d.yes, "y", d.yesLabel, d.ends);
      branch(d.no, "n", d.noLabel, d.noEnds ?? false);
    });
  }
  define("finish", `([${label(model.end)}])`);
  const lanes = model.lanes ? [...new Set(laneOf.values())] : [];
  for (const [id, shape] of defs) if (!laneOf.has(id) || !lanes.length) lines.push(`  ${id}${shape}`);
  lanes.forEach((lane, i) => {
    lines.push(`  subgraph lane${i + 1}[${label(lane)}]`);
    for (const [id, shape] of defs) if (laneOf.get(id) === lane) lines.push(`    ${id}${shape}`);
    lines.push("  end");
  });
  lines.push(...[...new Set(edges)].map((e) => `  ${e}`));
  return withTitle(model.title, lines.join("\n"));
}

export function renderSequence(model: SequenceModel): string {
  const lines = ["sequenceDiagram", "  autonumber"];
  model.participants.forEach((name, i) =>
    lines.push(`  ${model.people[i] ? "actor" : "participant"} P${i} as ${plain(name)}`),
  );
  const message = (m: SequenceModel["messages"][number], indent = "  ") =>
    `${indent}P${m.from}${m.reply ? "-->>" : "->>"}P${m.to}: ${plain(m.text) || "…"}`;
  model.messages.forEach((m, i) => {
    if (model.alt && model.alt.at === i) {
      lines.push(
        `  alt ${plain(model.alt.condition)}`,
        ...model.alt.then.map((x) => message(x, "    ")),
        `  else ${plain(model.alt.otherwiseLabel)}`,
        ...model.alt.otherwise.map((x) => message(x, "    ")),
        "  end",
      );
    }
    lines.push(message(m));
  });
  if (model.alt && model.alt.at >= model.messages.length)
    lines.push(
      `  alt ${plain(model.alt.condition)}`,
      ...model.alt.then.map((x) => message(x, "    ")),
      `  else ${plain(model.alt.otherwiseLabel)}`,
      ...model.alt.otherwise.map((x) => message(x, "    ")),
      "  end",
    );
  return withTitle(model.title, lines.join("\n"));
}
