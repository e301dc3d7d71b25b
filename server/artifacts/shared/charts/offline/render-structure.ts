/** State diagrams, ER diagrams and class diagrams. */
import type { EntityModel, StateModel } from "./models";
import { entityId, label, plain, withTitle } from "./syntax";

export function renderState(model: StateModel): string {
  const ids = new Map<string, string>();
  const id = (name: string) => {
    if (name === "[*]") return name;
    if (!ids.has(name)) ids.set(name, `st${ids.size + 1}`);
    return ids.get(name)!;
  };
  for (const s of model.states) id(s);
  const transitions = model.transitions.map(
    (t) => `  ${id(t.from)} --> ${id(t.to)}${t.event ? ` : ${plain(t.event)}` : ""}`,
  );
  const declarations = [...ids].map(([name, sid]) => `  state ${label(name)} as ${sid}`);
  return withTitle(model.title, ["stateDiagram-v2", ...declarations, ...transitions].join("\n"));
}

export function renderEr(model: EntityModel): string {
  const lines = ["erDiagram"];
  for (const r of model.relations)
    lines.push(`  ${entityId(r.from)} ${r.many ? "||--o{" : "||--||"} ${entityId(r.to)} : ${label(r.label)}`);
  for (const e of model.entities) {
    lines.push(`  ${entityId(e.name)} {`);
    for (const f of e.fields) lines.push(`    ${f.type} ${entityId(f.name)}${f.key ? ` ${f.key}` : ""}`);
    lines.push("  }");
  }
  return withTitle(model.title, lines.join("\n"));
}

export function renderClass(model: EntityModel): string {
  const lines = ["classDiagram"];
  for (const e of model.entities) {
    lines.push(`  class ${entityId(e.name)} {`);
    for (const f of e.fields) lines.push(`    +${f.type} ${entityId(f.name)}`);
    lines.push("  }");
  }
  for (const r of model.relations)
    lines.push(`  ${entityId(r.from)} "1" --> "${r.many ? "*" : "1"}" ${entityId(r.to)} : ${plain(r.label)}`);
  return withTitle(model.title, lines.join("\n"));
}
