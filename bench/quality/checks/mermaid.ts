/**
 * Reads the structure of a mermaid chart — its type, the labels of its nodes in order of
 * appearance, its participants, states, entities, tasks and decisions — so a check can ask
 * whether what the request named is a node/participant/state/entity, not merely somewhere in
 * the text.
 */
import type { ChartType } from "../corpus/types";

export type ChartStructure = {
  type: ChartType | "other";
  /** Labels of the chart's structural elements, in order of first appearance. */
  labels: string[];
  /** Flowchart decisions: label and the number of outgoing edges. */
  decisions: { label: string; branches: number }[];
  /** Gantt tasks with their computed start and end (ms since epoch). */
  tasks: { name: string; start: number; end: number }[];
};

const TYPES: [RegExp, ChartType][] = [
  [/^(flowchart|graph)\b/, "flowchart"],
  [/^sequenceDiagram\b/, "sequence"],
  [/^stateDiagram(-v2)?\b/, "state"],
  [/^erDiagram\b/, "er"],
  [/^classDiagram\b/, "class"],
  [/^gantt\b/, "gantt"],
  [/^journey\b/, "journey"],
  [/^mindmap\b/, "mindmap"],
];

function unquote(text: string): string {
  return text
    .trim()
    .replace(/^"(.*)"$/, "$1")
    .replace(/#quot;/g, '"')
    .replace(/<br\s*\/?>/gi, " ")
    .trim();
}

function lines(source: string): string[] {
  return source
    .split("\n")
    .map((l) => l.replace(/%%.*$/, "").trimEnd())
    .filter((l) => l.trim());
}

const NODE =
  /([A-Za-z0-9_\u4e00-\u9fff-]+)\s*(\(\[|\[\[|\[\(|\(\(|\[\/|\[\\|\[|\(|\{\{|\{|>)\s*("(?:[^"]|#quot;)*"|[^\]\)\}]*?)\s*(\]\)|\]\]|\)\]|\)\)|\/\]|\\\]|\]|\)|\}\}|\})/g;

function flowchart(body: string[]): Pick<ChartStructure, "labels" | "decisions"> {
  const labels = new Map<string, string>();
  const decisions = new Map<string, string>();
  const outgoing = new Map<string, number>();
  for (const line of body) {
    const text = line.trim();
    if (/^(subgraph|end|classDef|class|style|linkStyle|click|direction)\b/.test(text)) {
      const sub = /^subgraph\s+\S+\s*\[(.+)\]/.exec(text);
      if (sub) labels.set(`subgraph:${sub[1]}`, unquote(sub[1]));
      continue;
    }
    for (const m of text.matchAll(NODE)) {
      const [, id, open, label] = m;
      if (!labels.has(id)) labels.set(id, unquote(label));
      if (open === "{") decisions.set(id, unquote(label));
    }
    // Edges: count the sources of arrows, for the branches of decisions.
    const ids = text.replace(NODE, "$1").split(/\s*(?:-->|---|-.->|==>|--\s[^>]*-->|-->\|[^|]*\|)\s*/);
    for (let i = 0; i < ids.length - 1; i++) {
      const from = ids[i].trim().split(/\s+/).pop() ?? "";
      outgoing.set(from, (outgoing.get(from) ?? 0) + 1);
    }
  }
  for (const [id] of labels) if (!id.startsWith("subgraph:") && !labels.get(id)) labels.set(id, id);
  return {
    labels: [...labels.values()],
    decisions: [...decisions].map(([id, label]) => ({ label, branches: outgoing.get(id) ?? 0 })),
  };
}

function sequence(body: string[]): string[] {
  const labels: string[] = [];
  const add = (name: string) => {
    const clean = unquote(name);
    if (clean && !labels.includes(clean)) labels.push(clean);
  };
  for (const line of body) {
    const p = /^\s*(?:participant|actor)\s+(\S+)(?:\s+as\s+(.+))?$/.exec(line);
    if (p) add(p[2] ?? p[1]);
  }
  const ids = new Set(body.map((l) => /^\s*(?:participant|actor)\s+(\S+)/.exec(l)?.[1]).filter(Boolean));
  for (const line of body) {
    const m = /^\s*([^-\s>+]+)\s*-{1,2}[>x)]{1,2}[+-]?\s*([^:]+?)\s*:/.exec(line);
    if (m) for (const who of [m[1], m[2]]) if (!ids.has(who)) add(who);
  }
  return labels;
}

function state(body: string[]): string[] {
  const labels: string[] = [];
  const events: string[] = [];
  const named = new Map<string, string>();
  for (const line of body) {
    const decl = /^\s*state\s+"([^"]+)"\s+as\s+(\S+)/.exec(line);
    if (decl) named.set(decl[2], decl[1]);
    const desc = /^\s*([\w\u4e00-\u9fff]+)\s*:\s*(.+)$/.exec(line);
    if (desc && !/-->/.test(line)) named.set(desc[1], desc[2]);
  }
  const add = (id: string) => {
    if (id === "[*]") return;
    const label = named.get(id) ?? id;
    if (!labels.includes(label)) labels.push(label);
  };
  for (const line of body) {
    const t = /^\s*(\S+)\s*-->\s*([^:\s]+)(?:\s*:\s*(.+))?/.exec(line);
    if (t) {
      add(t[1]);
      add(t[2]);
      // A transition's event names what moves the state ("customer replies · reopen").
      if (t[3] && !labels.includes(t[3].trim())) events.push(t[3].trim());
    }
  }
  for (const label of named.values()) if (!labels.includes(label)) labels.push(label);
  return [...labels, ...events];
}

function entities(body: string[], type: "er" | "class"): string[] {
  const labels: string[] = [];
  const add = (name: string) => {
    const clean = unquote(name).replace(/["`]/g, "");
    if (clean && !labels.includes(clean)) labels.push(clean);
  };
  for (const line of body) {
    const block =
      type === "er"
        ? /^\s*([^\s{}]+)\s*(?:\[[^\]]*\])?\s*\{\s*$/.exec(line)
        : /^\s*class\s+([^\s{~]+)/.exec(line);
    if (block) add(block[1]);
    const rel =
      type === "er"
        ? /^\s*(\S+)\s+[|}o][|o]?(?:--|\.\.)[|o{][|{]?\s+(\S+)\s*:/.exec(line)
        : /^\s*([^\s"]+)\s*(?:"[^"]*"\s*)?(?:<\|--|\*--|o--|-->|--|\.\.>|\.\.\|>|\.\.)\s*(?:"[^"]*"\s*)?([^\s:]+)/.exec(
            line,
          );
    if (rel) {
      add(rel[1]);
      add(rel[2]);
    }
  }
  return labels;
}

const DAY = 86_400_000;

function gantt(body: string[]): ChartStructure["tasks"] {
  const tasks: ChartStructure["tasks"] = [];
  const byId = new Map<string, { start: number; end: number }>();
  for (const line of body) {
    const text = line.trim();
    if (/^(title|dateFormat|axisFormat|section|excludes|todayMarker|tickInterval|weekday)\b/.test(text))
      continue;
    const m = /^(.+?)\s*:\s*(.+)$/.exec(text);
    if (!m) continue;
    const parts = m[2]
      .split(",")
      .map((p) => p.trim())
      .filter((p) => !/^(done|active|crit|milestone)$/.test(p));
    const duration = parts.find((p) => /^\d+(\.\d+)?[dwh]$/.test(p));
    const days = duration
      ? Number(duration.slice(0, -1)) * (duration.endsWith("w") ? 7 : duration.endsWith("h") ? 1 / 24 : 1)
      : 0;
    const dateLike = parts.find((p) => /^\d{4}-\d{2}-\d{2}$/.test(p));
    const after = parts.find((p) => /^after\s+/.test(p));
    const id = parts.find(
      (p) => p !== duration && p !== dateLike && p !== after && /^[A-Za-z_][\w-]*$/.test(p),
    );
    let start = dateLike ? Date.parse(`${dateLike}T00:00:00Z`) : NaN;
    if (after)
      start = Math.max(
        ...after
          .replace(/^after\s+/, "")
          .split(/\s+/)
          .map((ref) => byId.get(ref)?.end ?? NaN),
      );
    if (Number.isNaN(start) && tasks.length) start = tasks[tasks.length - 1].end;
    const endDate = parts.find((p, i) => i > 0 && /^\d{4}-\d{2}-\d{2}$/.test(p) && p !== dateLike);
    const end = endDate ? Date.parse(`${endDate}T00:00:00Z`) : start + days * DAY;
    tasks.push({ name: m[1].trim(), start, end });
    if (id) byId.set(id, { start, end });
  }
  return tasks;
}

function journey(body: string[]): string[] {
  const labels: string[] = [];
  for (const line of body) {
    const section = /^\s*section\s+(.+)$/.exec(line);
    if (section) labels.push(section[1].trim());
    else if (/:\s*\d/.test(line) && !/^\s*title\b/.test(line)) {
      const [task, , actors] = line.split(":");
      labels.push(task.trim());
      // Who takes part is part of the journey ("First-time home buyer").
      for (const actor of (actors ?? "")
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean))
        if (!labels.includes(actor)) labels.push(actor);
    }
  }
  return labels;
}

function mindmap(body: string[]): string[] {
  return body
    .map((l) =>
      l
        .trim()
        .replace(/^[\w-]*(\(\(|\(|\[|\{\{|\)\)|\))?/, (m, open) => (open ? "" : m))
        .replace(/(\)\)|\)|\]|\}\}|\(\()$/, "")
        .replace(/^::icon\(.*$/, "")
        .trim(),
    )
    .filter(Boolean);
}

/** A mind map's nodes with the node each sits under (by indentation; the root has none). */
export function mindmapTree(source: string): { label: string; parent: string | null }[] {
  const body = lines(withoutFront(source)).slice(1);
  const stack: { indent: number; label: string }[] = [];
  const out: { label: string; parent: string | null }[] = [];
  for (const line of body) {
    const label = mindmap([line])[0];
    if (!label) continue;
    const indent = line.length - line.trimStart().length;
    while (stack.length && stack[stack.length - 1].indent >= indent) stack.pop();
    out.push({ label, parent: stack[stack.length - 1]?.label ?? null });
    stack.push({ indent, label });
  }
  return out;
}

/** The chart without its front matter (`---\ntitle: …\n---`). */
function withoutFront(source: string): string {
  return source.trim().replace(/^---\s*\n[\s\S]*?\n---[ \t]*\n/, "");
}

export function readChart(source: string): ChartStructure {
  const all = lines(withoutFront(source));
  const header = all[0]?.trim() ?? "";
  const type = TYPES.find(([re]) => re.test(header))?.[1] ?? "other";
  const body = all.slice(1);
  const empty = { labels: [], decisions: [], tasks: [] };
  switch (type) {
    case "flowchart":
      return { type, ...flowchart(body), tasks: [] };
    case "sequence":
      return {
        ...empty,
        type,
        labels: [
          ...sequence(body),
          ...body
            .filter((l) => /:/.test(l) && /->/.test(l))
            .map((l) => l.split(":").slice(1).join(":").trim()),
        ],
      };
    case "state":
      return { ...empty, type, labels: state(body) };
    case "er":
    case "class":
      return { ...empty, type, labels: entities(body, type) };
    case "gantt": {
      const tasks = gantt(body);
      return { ...empty, type, labels: tasks.map((t) => t.name), tasks };
    }
    case "journey":
      return { ...empty, type, labels: journey(body) };
    case "mindmap":
      return { ...empty, type, labels: mindmap(body) };
    default:
      return { ...empty, type };
  }
}

/** The participants of a sequence diagram only (messages excluded). */
export function participants(source: string): string[] {
  return sequence(lines(withoutFront(source)).slice(1));
}

/**
 * What leads to what, by label: a flowchart's edges (a decision passed through, so "Submit →
 * Under $500? →|No| Director approves" reads as Submit → Director approves), a state diagram's
 * transitions (`[*]` as itself). Lets a case ask that a step reaches the one the user put
 * after it, or that a final state ends the chart.
 */
export function links(source: string): { from: string; to: string; label?: string }[] {
  const all = lines(withoutFront(source));
  const type = TYPES.find(([re]) => re.test(all[0]?.trim() ?? ""))?.[1];
  const body = all.slice(1);
  if (type === "state") {
    const named = new Map<string, string>();
    for (const line of body) {
      const decl = /^\s*state\s+"([^"]+)"\s+as\s+(\S+)/.exec(line);
      if (decl) named.set(decl[2], decl[1]);
    }
    return body.flatMap((line) => {
      const t = /^\s*(\S+)\s*-->\s*([^:\s]+)(?:\s*:\s*(.+))?/.exec(line);
      return t ? [{ from: named.get(t[1]) ?? t[1], to: named.get(t[2]) ?? t[2], label: t[3]?.trim() }] : [];
    });
  }
  if (type !== "flowchart") return [];
  const label = new Map<string, string>();
  const decisions = new Set<string>();
  const edges: { from: string; to: string; label?: string }[] = [];
  for (const line of body) {
    const text = line.trim();
    if (/^(subgraph|end|classDef|class|style|linkStyle|click|direction)\b/.test(text)) continue;
    for (const m of text.matchAll(NODE)) {
      if (!label.has(m[1])) label.set(m[1], unquote(m[3]) || m[1]);
      if (m[2] === "{") decisions.add(m[1]);
    }
    const bare = text.replace(NODE, "$1");
    const parts = bare.split(/\s*(?:-->|---|-\.->|==>)\s*/);
    for (let i = 0; i < parts.length - 1; i++) {
      const from =
        parts[i]
          .replace(/^\|[^|]*\|\s*/, "")
          .trim()
          .split(/\s+/)
          .pop() ?? "";
      const next = /^(?:\|([^|]*)\|)?\s*(\S+)/.exec(parts[i + 1].trim());
      if (from && next) edges.push({ from, to: next[2], label: next[1] ? unquote(next[1]) : undefined });
    }
  }
  const out: { from: string; to: string; label?: string }[] = [];
  for (const e of edges) {
    if (decisions.has(e.from)) continue;
    out.push({ from: label.get(e.from) ?? e.from, to: label.get(e.to) ?? e.to });
    // Through a decision (or a chain of them) to each of its outcomes.
    const seen = new Set<string>();
    const queue = decisions.has(e.to) ? [e.to] : [];
    while (queue.length) {
      const d = queue.shift()!;
      if (seen.has(d)) continue;
      seen.add(d);
      for (const x of edges.filter((x) => x.from === d)) {
        if (decisions.has(x.to)) queue.push(x.to);
        else out.push({ from: label.get(e.from) ?? e.from, to: label.get(x.to) ?? x.to, label: x.label });
      }
    }
  }
  return out;
}

/** The messages of a sequence diagram, in order (forward and replies). */
export function messages(source: string): { text: string; reply: boolean }[] {
  return lines(withoutFront(source))
    .slice(1)
    .flatMap((l) => {
      const m = /^\s*[^-\s>+]+\s*(-{1,2})[>x)]{1,2}[+-]?\s*[^:]+?\s*:\s*(.*)$/.exec(l);
      return m ? [{ text: m[2].trim(), reply: m[1] === "--" }] : [];
    });
}

/** The messages of a sequence diagram with who sends each and who receives it (participants' names). */
export function arrows(source: string): { from: string; to: string; text: string }[] {
  const body = lines(withoutFront(source)).slice(1);
  const name = new Map<string, string>();
  for (const line of body) {
    const p = /^\s*(?:participant|actor)\s+(\S+)(?:\s+as\s+(.+))?$/.exec(line);
    if (p) name.set(p[1], unquote(p[2] ?? p[1]));
  }
  return body.flatMap((l) => {
    const m = /^\s*([^-\s>+]+)\s*-{1,2}[>x)]{1,2}[+-]?\s*([^:]+?)\s*:\s*(.*)$/.exec(l);
    return m ? [{ from: name.get(m[1]) ?? m[1], to: name.get(m[2]) ?? m[2], text: m[3].trim() }] : [];
  });
}
