/**
 * Mermaid charts about the brief's product: its main flow, who talks to whom, its data, the
 * lifecycle of its main object, a user's journey, the release schedule, a map of the product.
 * Labels are always quoted (and escaped), ids are plain ASCII: every chart parses as written.
 */
import type { Brief } from "./types";

export type ChartKind = "flowchart" | "sequence" | "state" | "class" | "er" | "journey" | "gantt" | "mindmap";

/** A quoted flowchart label: inner quotes as #quot;, one line. */
export function label(text: string): string {
  return `"${text.replace(/\s+/g, " ").replace(/"/g, "#quot;").trim()}"`;
}

/** Text that sits unquoted in a line-based diagram (sequence messages, journey and gantt tasks). */
function plain(text: string): string {
  return text.replace(/\s+/g, " ").replace(/[;:#]/g, (ch) => ({ ";": ",", ":": " -", "#": "No." })[ch]!).trim();
}

/** Mindmap node text: brackets would read as shapes. */
function mindText(text: string): string {
  return text.replace(/[()[\]{}（）【】]/g, " ").replace(/\s+/g, " ").trim();
}

const yesNo = (brief: Brief) => (brief.locale === "zh" ? ["是", "否"] : ["Yes", "No"]);

export function flowchart(brief: Brief): string {
  const { flow } = brief.pack;
  const [yes, no] = yesNo(brief);
  const lines = ["flowchart TD", `  start([${label(flow.start)}])`];
  let previous = "start";
  flow.steps.forEach((step, i) => {
    lines.push(`  ${previous} --> s${i + 1}[${label(step)}]`);
    previous = `s${i + 1}`;
  });
  lines.push(
    `  ${previous} --> check{${label(flow.decision.question)}}`,
    `  check -->|${label(yes)}| ok[${label(flow.decision.yes)}]`,
    `  check -->|${label(no)}| other[${label(flow.decision.no)}]`,
    `  ok --> finish([${label(flow.end)}])`,
    `  other --> finish`,
  );
  return lines.join("\n");
}

export function sequence(brief: Brief): string {
  const { actors, messages } = brief.pack.sequence;
  const lines = ["sequenceDiagram", "  autonumber"];
  actors.forEach((name, i) => lines.push(`  ${i === 0 ? "actor" : "participant"} P${i} as ${plain(name)}`));
  for (const [from, to, text] of messages) lines.push(`  P${from}${to < from ? "-->>" : "->>"}P${to}: ${plain(text)}`);
  return lines.join("\n");
}

export function stateDiagram(brief: Brief): string {
  const ids = new Map<string, string>();
  const id = (name: string) => {
    if (name === "[*]") return name;
    if (!ids.has(name)) ids.set(name, `st${ids.size + 1}`);
    return ids.get(name)!;
  };
  const transitions = brief.pack.states.map(([from, to, event]) => `  ${id(from)} --> ${id(to)}${event ? `: ${plain(event)}` : ""}`);
  const declarations = [...ids].map(([name, sid]) => `  state ${label(name)} as ${sid}`);
  return ["stateDiagram-v2", ...declarations, ...transitions].join("\n");
}

/** ER and class names: ASCII identifiers stay, others are used as written (mermaid accepts CJK names). */
function entityName(name: string): string {
  return name.replace(/[^\p{L}\p{N}_]/gu, "_");
}

export function erDiagram(brief: Brief): string {
  const lines = ["erDiagram"];
  for (const [a, b, cardinality, text] of brief.pack.relations) lines.push(`  ${entityName(a)} ${cardinality} ${entityName(b)} : ${label(text)}`);
  for (const entity of brief.pack.entities) {
    lines.push(`  ${entityName(entity.name)} {`);
    for (const field of entity.fields) {
      const [type, name, ...keys] = field.split(/\s+/);
      lines.push(`    ${type} ${entityName(name)}${keys.length ? ` ${keys.join(" ")}` : ""}`);
    }
    lines.push("  }");
  }
  return lines.join("\n");
}

function pascal(name: string): string {
  return /^[A-Z_]+$/.test(name) ? name.toLowerCase().replace(/(^|_)([a-z])/g, (_, _u, c: string) => c.toUpperCase()) : entityName(name);
}

export function classDiagram(brief: Brief): string {
  const lines = ["classDiagram"];
  for (const entity of brief.pack.entities) {
    lines.push(`  class ${pascal(entity.name)} {`);
    for (const field of entity.fields) {
      const [type, name] = field.split(/\s+/);
      lines.push(`    +${type} ${entityName(name)}`);
    }
    lines.push("  }");
  }
  for (const [a, b, cardinality, text] of brief.pack.relations) {
    const many = cardinality.endsWith("{") ? '"*"' : '"1"';
    lines.push(`  ${pascal(a)} "1" --> ${many} ${pascal(b)} : ${plain(text)}`);
  }
  return lines.join("\n");
}

export function journey(brief: Brief): string {
  const { flow, features, user } = brief.pack;
  const who = plain(brief.locale === "zh" ? user : user.charAt(0).toUpperCase() + user.slice(1));
  const zh = brief.locale === "zh";
  const lines = ["journey", `  title ${plain(zh ? `${brief.phrase}的用户旅程` : `A ${user}'s journey with the ${brief.product}`)}`];
  lines.push(`  section ${zh ? "开始使用" : "Getting started"}`, `    ${plain(features[0].name)}: 4: ${who}`, `    ${plain(flow.start)}: 3: ${who}`);
  lines.push(`  section ${zh ? "日常使用" : "Everyday use"}`, ...flow.steps.map((s, i) => `    ${plain(s)}: ${i === flow.steps.length - 1 ? 5 : 4}: ${who}`));
  lines.push(`  section ${zh ? "出现问题时" : "When something goes wrong"}`, `    ${plain(flow.decision.no)}: 2: ${who}`, `    ${plain(flow.decision.yes)}: 5: ${who}`);
  return lines.join("\n");
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The Monday after `from` (a schedule starts on a working day). */
export function nextMonday(from = new Date()): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7));
  return isoDate(d);
}

export function gantt(brief: Brief, start = nextMonday()): string {
  const zh = brief.locale === "zh";
  const p0 = brief.pack.features.filter((f) => f.priority === "P0").slice(0, 3);
  const p1 = brief.pack.features.filter((f) => f.priority !== "P0").slice(0, 2);
  const lines = ["gantt", `  title ${plain(zh ? `${brief.phrase} 上线计划` : `${brief.phrase} release plan`)}`, "  dateFormat YYYY-MM-DD", `  section ${zh ? "设计" : "Design"}`];
  lines.push(`  ${plain(zh ? "需求评审与流程" : "Requirements and flows")} :d1, ${start}, 5d`, `  ${plain(zh ? "交互与视觉设计" : "UX and visual design")} :d2, after d1, 7d`);
  lines.push(`  section ${zh ? "开发" : "Build"}`);
  let previous = "d2";
  p0.forEach((f, i) => {
    lines.push(`  ${plain(f.name)} :b${i + 1}, after ${previous}, 10d`);
    previous = `b${i + 1}`;
  });
  p1.forEach((f, i) => {
    lines.push(`  ${plain(f.name)} :c${i + 1}, after ${previous}, 7d`);
    previous = `c${i + 1}`;
  });
  lines.push(`  section ${zh ? "发布" : "Launch"}`, `  ${plain(zh ? "内测与修复" : "Beta and fixes")} :l1, after ${previous}, 10d`, `  ${plain(zh ? "正式发布" : "Public release")} :milestone, l2, after l1, 0d`);
  return lines.join("\n");
}

export function mindmap(brief: Brief): string {
  const zh = brief.locale === "zh";
  const { pack } = brief;
  const lines = ["mindmap", `  root((${mindText(brief.product)}))`];
  lines.push(`    ${zh ? "用户" : "Users"}`, ...pack.users.map((u) => `      ${mindText(u)}`));
  lines.push(`    ${zh ? "核心功能" : "Features"}`, ...pack.features.slice(0, 6).map((f) => `      ${mindText(f.name)}`));
  lines.push(`    ${zh ? "成功指标" : "Metrics"}`, ...pack.metrics.slice(0, 3).map((m) => `      ${mindText(m.name)}`));
  lines.push(`    ${zh ? "风险" : "Risks"}`, ...pack.risks.slice(0, 3).map(([r]) => `      ${mindText(r)}`));
  return lines.join("\n");
}

export function chart(kind: ChartKind, brief: Brief): string {
  switch (kind) {
    case "sequence":
      return sequence(brief);
    case "state":
      return stateDiagram(brief);
    case "class":
      return classDiagram(brief);
    case "er":
      return erDiagram(brief);
    case "journey":
      return journey(brief);
    case "gantt":
      return gantt(brief);
    case "mindmap":
      return mindmap(brief);
    default:
      return flowchart(brief);
  }
}
