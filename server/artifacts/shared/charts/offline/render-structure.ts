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

// erDiagram refuses an entity that starts with a digit ("3D Model") or is one of its keywords
// ("Class", "To"): such a name is quoted. An attribute of that kind gets a leading or trailing "_".
const ER_RESERVED = /^(?:end|class|style|subgraph|acctitle|accdescr|one|many|to)$/i;
const erId = (name: string) => {
  const id = entityId(name);
  return /^\p{N}/u.test(id) || ER_RESERVED.test(id) ? `"${id}"` : id;
};
const erField = (name: string) =>
  entityId(name)
    .replace(/^(?=\p{N})/u, "_")
    .replace(/^(pk|fk|uk)$/i, "$1_");

export function renderEr(model: EntityModel): string {
  const lines = ["erDiagram"];
  for (const r of model.relations)
    lines.push(`  ${erId(r.from)} ${r.many ? "||--o{" : "||--||"} ${erId(r.to)} : ${label(r.label)}`);
  for (const e of model.entities) {
    lines.push(`  ${erId(e.name)} {`);
    for (const f of e.fields) lines.push(`    ${f.type} ${erField(f.name)}${f.key ? ` ${f.key}` : ""}`);
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
