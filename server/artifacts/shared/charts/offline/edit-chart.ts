/**
 * A follow-up's change applied to the chat's current chart, in its own source: a step added
 * after the one named, a participant with its messages, a state, an entity, a task or a branch;
 * something removed or renamed. The rest of the chart — and its title — stays as it was.
 */
import { readStep, type Brief, type Change } from "../../../../ai/offline/brief";
import { mermaidDiagramType } from "@/lib/contracts/content/mermaid";
import {
  entityId,
  entityName,
  label,
  mindText,
  plain,
  titleOf,
  withTitle,
  withoutFrontMatter,
} from "./syntax";

const NODE_DEF =
  /^(\s*)([A-Za-z_][\w]*)(\s*(?:\(\[|\[\[|\[\(|\(\(|\[|\(|\{\{|\{))\s*"?((?:[^"\]\)\}]|#quot;)*?)"?\s*(\]\)|\]\]|\)\]|\)\)|\]|\)|\}\}|\})\s*$/;

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2 || /[\u4e00-\u9fff]/.test(w))
    .map((w) => w.replace(/(?:ing|ed|es|s)$/, ""));

/** How well a label names a phrase: shared words (English) or shared characters (Chinese). */
function score(labelText: string, phrase: string): number {
  if (/[\u4e00-\u9fff]/.test(phrase)) {
    const chars = [...phrase].filter((c) => /[\u4e00-\u9fff]/.test(c));
    return chars.filter((c) => labelText.includes(c)).length / Math.max(chars.length, 1);
  }
  const a = new Set(words(labelText));
  const b = words(phrase);
  return b.filter((w) => a.has(w)).length / Math.max(b.length, 1);
}

function best<T>(items: T[], text: (t: T) => string, phrase: string): T | undefined {
  let top: T | undefined;
  let topScore = 0.5;
  for (const item of items) {
    const s = score(text(item), phrase);
    if (s > topScore) [top, topScore] = [item, s];
  }
  return top;
}

function upperFirst(s: string): string {
  return /^[a-z]/.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

function flowchartEdit(body: string, change: Change): string {
  const lines = body.split("\n");
  const nodes = lines.flatMap((line) => {
    const m = NODE_DEF.exec(line);
    return m ? [{ id: m[2], text: m[4].replace(/#quot;/g, '"') }] : [];
  });
  if (change.kind === "add") {
    let k = nodes.length + 1;
    while (nodes.some((n) => n.id === `n${k}`)) k++;
    const id = `n${k}`;
    const after = change.after
      ? best(nodes, (n) => n.text, change.after)
      : nodes.filter((n) => !/^(?:start|finish)$/.test(n.id)).pop();
    // The user's own words, as they wrote them.
    const def = `  ${id}[${label(change.what)}]`;
    if (!after) return [...lines, def].join("\n");
    const out: string[] = [];
    let rewired = false;
    for (const line of lines) {
      const edge = new RegExp(`^(\\s*)${after.id}(\\s*-->\\s*)(\\|[^|]*\\|\\s*)?([A-Za-z_]\\w*)\\s*$`).exec(
        line,
      );
      if (edge && !rewired && !edge[3]) {
        out.push(`${edge[1]}${after.id} --> ${id}`, `${edge[1]}${id} --> ${edge[4]}`);
        rewired = true;
      } else out.push(line);
    }
    const defAt = out.findIndex((l) => NODE_DEF.exec(l)?.[2] === after.id);
    out.splice(defAt + 1, 0, def);
    if (!rewired) out.push(`  ${after.id} --> ${id}`);
    return out.join("\n");
  }
  if (change.kind === "remove") {
    const node = best(nodes, (n) => n.text, change.what);
    if (!node) return body;
    const into = lines.flatMap(
      (l) =>
        new RegExp(`^\\s*([A-Za-z_]\\w*)\\s*-->\\s*(?:\\|[^|]*\\|\\s*)?${node.id}\\s*$`).exec(l)?.[1] ?? [],
    );
    const outOf = lines.flatMap(
      (l) =>
        new RegExp(`^\\s*${node.id}\\s*-->\\s*(?:\\|[^|]*\\|\\s*)?([A-Za-z_]\\w*)\\s*$`).exec(l)?.[1] ?? [],
    );
    const kept = lines.filter(
      (l) =>
        !new RegExp(`(^|\\s)${node.id}(\\s|$|\\[|\\(|\\{|-)`).test(l.trim()) &&
        NODE_DEF.exec(l)?.[2] !== node.id,
    );
    for (const a of into) for (const b of outOf) kept.push(`  ${a} --> ${b}`);
    return kept.join("\n");
  }
  return body;
}

function sequenceEdit(body: string, changes: Change[], brief: Brief): string {
  const lines = body.split("\n");
  const parts = lines.flatMap((l) => {
    const m = /^\s*(participant|actor)\s+(\S+)(?:\s+as\s+(.+))?$/.exec(l);
    return m ? [{ id: m[2], name: (m[3] ?? m[2]).trim() }] : [];
  });
  let next = parts.length;
  for (const change of changes) {
    if (change.kind === "add" && (change.role === "participant" || change.role === "item")) {
      const id = `P${next++}`;
      parts.push({ id, name: change.what });
      const lastDecl = lines.map((l) => /^\s*(participant|actor)\s/.test(l)).lastIndexOf(true);
      lines.splice(lastDecl + 1, 0, `  participant ${id} as ${plain(change.what)}`);
    } else if (change.kind === "add" && change.role === "step") {
      const step = readStep(change.what, brief.language);
      const from = best(parts, (p) => p.name, step.actor ?? change.what) ?? parts[parts.length - 2];
      const to =
        best(
          parts.filter((p) => p !== from),
          (p) => p.name,
          (step.action ?? change.what).replace(from?.name ?? "", ""),
        ) ?? parts[parts.length - 1];
      if (!from || !to) continue;
      const text =
        (step.action ?? change.what)
          .replace(/^(?:调用|call(?:s)?)\s*/i, "")
          .replace(to.name, "")
          .trim() || change.what;
      const lastInto = lines
        .map((l) => new RegExp(`->>\\s*${from.id}\\s*:`).test(l) && !/-->>/.test(l))
        .lastIndexOf(true);
      const at = lastInto >= 0 ? lastInto + 1 : lines.length;
      lines.splice(
        at,
        0,
        `  ${from.id}->>${to.id}: ${plain(upperFirst(text))}`,
        `  ${to.id}-->>${from.id}: ${brief.language === "zh" ? "返回结果" : "Done"}`,
      );
    } else if (change.kind === "remove") {
      const p = best(parts, (x) => x.name, change.what);
      if (p)
        for (let i = lines.length - 1; i >= 0; i--)
          if (new RegExp(`\\b${p.id}\\b`).test(lines[i])) lines.splice(i, 1);
    }
  }
  return lines.join("\n");
}

function appendEdit(body: string, type: string, change: Change, brief: Brief): string {
  if (change.kind !== "add") return body;
  const lines = body.split("\n");
  const text = upperFirst(change.what);
  switch (type) {
    case "state": {
      const id = `st${lines.length + 1}`;
      const states = lines.flatMap((l) => /^\s*state\s+"[^"]*"\s+as\s+(\S+)/.exec(l)?.[1] ?? []);
      const after = change.after
        ? lines
            .find((l) => l.includes(`"${change.after}"`))
            ?.split(/\s+as\s+/)[1]
            ?.trim()
        : states[states.length - 1];
      lines.splice(states.length + 1, 0, `  state ${label(text)} as ${id}`);
      if (after) lines.push(`  ${after} --> ${id}`);
      return lines.join("\n");
    }
    case "er":
    case "class": {
      const name = entityName(change.what, type);
      const first = lines
        .map((l) => (type === "er" ? /^\s*(\S+)\s*\{\s*$/ : /^\s*class\s+(\S+)/).exec(l)?.[1])
        .find(Boolean);
      const block =
        type === "er"
          ? [`  ${entityId(name)} {`, `    string ${brief.language === "zh" ? "编号" : "id"} PK`, "  }"]
          : [`  class ${entityId(name)} {`, `    +String ${brief.language === "zh" ? "编号" : "id"}`, "  }"];
      lines.push(...block);
      if (first)
        lines.push(
          type === "er"
            ? `  ${first} ||--o{ ${entityId(name)} : ${label(brief.language === "zh" ? "拥有" : "has")}`
            : `  ${first} "1" --> "*" ${entityId(name)} : has`,
        );
      return lines.join("\n");
    }
    case "gantt": {
      const last = [...lines].reverse().find((l) => /:\s*t\d+/.test(l));
      const n = lines.filter((l) => /:\s*t\d+/.test(l)).length + 1;
      lines.push(
        `  ${plain(text)} :t${n}, ${last ? `after ${/:\s*(t\d+)/.exec(last)![1]}` : new Date().toISOString().slice(0, 10)}, 7d`,
      );
      return lines.join("\n");
    }
    case "journey":
      lines.push(
        `  section ${plain(text)}`,
        `    ${plain(text)}: 4: ${plain(brief.subject.audience ?? (brief.language === "zh" ? "用户" : "User"))}`,
      );
      return lines.join("\n");
    case "mindmap":
      lines.push(`    ${mindText(text)}`);
      return lines.join("\n");
    default:
      return body;
  }
}

function rename(body: string, from: string, to: string): string {
  const escaped = from.replace(/[「」“”"]/g, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return body.replace(new RegExp(escaped, "gi"), to.replace(/[「」“”"]/g, ""));
}

/** The current chart with the brief's changes applied, or null when nothing in it could be applied. */
export function editChart(current: string, brief: Brief): string | null {
  const changes = brief.edit?.changes ?? [];
  const title = titleOf(current);
  let body = withoutFrontMatter(current).trim();
  const before = body;
  const type = mermaidDiagramType(body) ?? "other";
  if (type === "sequence") body = sequenceEdit(body, changes, brief);
  else
    for (const change of changes) {
      if (change.kind === "rename") body = rename(body, change.from, change.to);
      else if (type === "flowchart") body = flowchartEdit(body, change);
      else body = appendEdit(body, type, change, brief);
    }
  if (body === before) return null;
  return title ? withTitle(title, body) : body;
}
