/**
 * Stage two of mermaid repair: line rules for the mistakes models make again and again, per
 * diagram type. Each rule is safe on a chart that already parses, but they run only after a
 * parse failed (see `index.ts`). Never balances brackets: that can swallow an edge into a label.
 */
import { mermaidDiagramType, type MermaidDiagramType } from "@/lib/contracts/content/mermaid";
import { labelSpans, outsideLabels, quoteLabels } from "./labels";

type Rule = (lines: string[]) => string[];

const FLOW_RESERVED = [
  "end",
  "class",
  "style",
  "click",
  "subgraph",
  "graph",
  "flowchart",
  "classDef",
  "linkStyle",
  "direction",
  "call",
  "href",
];

/** Full-width punctuation used as syntax (Chinese input methods): only outside labels. */
function asciiSyntax(text: string): string {
  return text
    .replace(/[—－]{1,2}\s*[>＞]/g, "-->")
    .replace(/[【]/g, "[")
    .replace(/[】]/g, "]")
    .replace(/（/g, "(")
    .replace(/）/g, ")")
    .replace(/｜/g, "|")
    .replace(/：/g, ":")
    .replace(/；/g, ";");
}

function isComment(line: string): boolean {
  return /^\s*%%/.test(line);
}

/** `// note` lines become `%%` comments; trailing `%%`/`//` comments after a statement go. */
const comments: Rule = (lines) =>
  lines.map((line) => {
    if (/^\s*\/\//.test(line)) return line.replace(/^(\s*)\/\/\s?/, "$1%% ");
    if (isComment(line)) return line;
    return outsideLabels(line, (text) => text.replace(/\s+(%%(?!\{)|\/\/\s).*$/, ""));
  });

/** Arrow typos: HTML-escaped, `->`, `=>`, `-->|x|>`, full-width arrows and brackets. */
const flowArrows: Rule = (lines) =>
  lines.map((line) => {
    if (isComment(line)) return line;
    let out = line.replace(/([-=.])&gt;/g, "$1>").replace(/&lt;([-=])/g, "<$1");
    out = outsideLabels(out, asciiSyntax);
    out = outsideLabels(out, (text) =>
      text
        .replace(/(^|[^-=.<])->(?!>)/g, "$1-->")
        .replace(/(^|[^=<])=>/g, "$1==>")
        .replace(/-- >/g, "-->"),
    );
    return out.replace(/(-->|---|==>|-\.->)\s*(\|[^|]*\|)\s*>/g, "$1$2 ");
  });

/** Labels with brackets, slashes, colons or quotes inside get quoted (inner quotes as #quot;). */
const flowLabels: Rule = (lines) => lines.map((line) => (isComment(line) ? line : quoteLabels(line)));

/** `subgraph Title (with) punctuation` → `subgraph sgN["Title (with) punctuation"]`. */
const subgraphTitles: Rule = (lines) => {
  let n = 0;
  return lines.map((line) => {
    const m = /^(\s*subgraph\s+)(.+?)\s*$/.exec(line);
    if (!m) return line;
    n++;
    const title = m[2];
    if (/^[\p{L}\p{N}_-]+\s*(\[.*\])?$/u.test(title)) return line;
    if (/^[\p{L}\p{N}_-]+\s*\[/u.test(title)) return quoteLabels(line);
    if (!/[()[\]{}<>|\\/"'#&;:@`]/.test(title)) return line;
    return `${m[1]}sg${n}["${title.replace(/^["“](.*)["”]$/, "$1").replace(/"/g, "#quot;")}"]`;
  });
};

function unusedName(base: string, text: string): string {
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}${n}`;
    if (!new RegExp(`(^|[^\\p{L}\\p{N}_])${name}([^\\p{L}\\p{N}_]|$)`, "u").test(text)) return name;
  }
}

/** A node called `end` (or another keyword) gets a capitalised id; a line that is just `end` stays. */
const flowReserved: Rule = (lines) => {
  const text = lines.join("\n");
  const renames = new Map(
    FLOW_RESERVED.map((word) => [word, unusedName(word[0].toUpperCase() + word.slice(1), text)]),
  );
  const words = FLOW_RESERVED.join("|");
  const follows = String.raw`(?=\s*($|;|&|:::|[\[({>]|-->|---|==>|-\.|--[ox]|~~~|<-->))`;
  const atStart = new RegExp(String.raw`^(\s*)(${words})(?=\s*([\[({>]|-->|---|==>|-\.|--[ox]|~~~|&|:::))`);
  const afterEdge = new RegExp(
    String.raw`((?:-->|---|==>|===|-\.->|-\.-|--[ox]|~~~|<-->|&)\s*(?:\|[^|]*\|\s*)?)(${words})${follows}`,
    "g",
  );
  return lines.map((line) => {
    // The keywords used as keywords (`class a,b warn`, `style a fill:…`): no edge on the line.
    if (
      isComment(line) ||
      (/^\s*(classDef|class|style|linkStyle|click)\s/.test(line) && !/-->|---|==>|-\.-/.test(line))
    )
      return line;
    const spans = labelSpans(line);
    const inLabel = (at: number) => spans.some((s) => at >= s.innerStart && at < s.innerEnd);
    let out = line.replace(atStart, (all, indent: string, word: string) => indent + renames.get(word)!);
    out = out.replace(afterEdge, (all, edge: string, word: string, _f: string, offset: number) =>
      inLabel(offset + edge.length) ? all : edge + renames.get(word)!,
    );
    return out;
  });
};

/** A participant or actor called `end` (mermaid reads any casing of it as the block keyword). */
const sequenceReserved: Rule = (lines) => {
  const name = unusedName("EndActor", lines.join("\n"));
  const arrow = String.raw`(?:-->>|->>|-->|->|--x|-x|--\)|-\)|<<->>|<<-->>)[+-]?`;
  return lines.map((line) =>
    line
      .replace(/^(\s*(?:participant|actor)\s+)end(\s*)$/i, `$1${name} as end$2`)
      .replace(/^(\s*(?:participant|actor)\s+)end(\s+as\s)/i, `$1${name}$2`)
      .replace(new RegExp(String.raw`^(\s*)end(\s*${arrow})`, "i"), `$1${name}$2`)
      .replace(new RegExp(String.raw`(${arrow}\s*)end(\s*:)`, "i"), `$1${name}$2`)
      .replace(/^(\s*note\s+(?:over|left of|right of)\s+)end\b/i, `$1${name}`),
  );
};

/** Message text: `;` ends a statement in sequence diagrams; a full-width colon is not a colon. */
const sequenceMessages: Rule = (lines) => {
  const active = new Map<string, number>();
  return lines.flatMap((line) => {
    let out = line.replace(/^(\s*[^:：]*?)(={1,2}>)/, (all, left: string) => `${left}->>`);
    if (!out.includes(":") && /(->>|-->>|->|-->|-x|--x|-\))/.test(out)) out = out.replace("：", ": ");
    const colon = out.indexOf(":");
    if (colon !== -1 && /(->|-x|-\)|^\s*note\s)/i.test(out.slice(0, colon)))
      out = out.slice(0, colon + 1) + out.slice(colon + 1).replace(/;/g, ",");
    // `deactivate X` for a participant that is not active breaks the parse: drop it.
    const act = /^\s*(activate|deactivate)\s+(.+?)\s*$/.exec(out);
    if (act) {
      const count = active.get(act[2]) ?? 0;
      if (act[1] === "deactivate" && count === 0) return [];
      active.set(act[2], act[1] === "activate" ? count + 1 : count - 1);
    }
    return [out];
  });
};

/** Class diagrams: generics are written `~T~`, not `<T>`. */
const classGenerics: Rule = (lines) =>
  lines.map((line) => line.replace(/([\p{L}\p{N}_])<([\p{L}\p{N}_, ]+)>/gu, "$1~$2~"));

/** ER attributes: `string first name` → `string first_name` (keys and comments kept). */
const erAttributes: Rule = (lines) => {
  let inside = false;
  return lines.map((line) => {
    if (/\{\s*$/.test(line)) inside = true;
    else if (/^\s*\}\s*$/.test(line)) inside = false;
    else if (inside) {
      const m = /^(\s*)(\S+)\s+(.+?)((?:\s+(?:PK|FK|UK)(?:\s*,\s*(?:PK|FK|UK))*)?)(\s+"[^"]*")?\s*$/.exec(
        line,
      );
      if (m && /\s/.test(m[3]))
        return `${m[1]}${m[2]} ${m[3].trim().replace(/\s+/g, "_")}${m[4]}${m[5] ?? ""}`;
    }
    return line;
  });
};

// Words erDiagram reads as its own: an entity of that name must be quoted ("CLASS", "TO", "ONE").
const ER_RESERVED = /^(?:end|class|style|subgraph|acctitle|accdescr|one|many|to)$/i;
const erEntity = (name: string) =>
  !name.startsWith('"') && (/^\p{N}/u.test(name) || ER_RESERVED.test(name)) ? `"${name}"` : name;

/**
 * ER names the grammar refuses: an entity that starts with a digit or is one of its keywords
 * (`3D_MODEL`, `CLASS`) is quoted; an attribute that starts with a digit gets a leading `_`.
 */
const erNames: Rule = (lines) => {
  let inside = false;
  return lines.map((line, i) => {
    if (i === 0 || isComment(line)) return line;
    const open = /^(\s*)(\S+)(\s*\{\s*)$/.exec(line);
    if (open) {
      inside = true;
      return `${open[1]}${erEntity(open[2])}${open[3]}`;
    }
    if (/^\s*\}\s*$/.test(line)) {
      inside = false;
      return line;
    }
    if (inside) return line.replace(/^(\s*\S+\s+)(?=\p{N})/u, "$1_");
    const rel = /^(\s*)(\S+)(\s+\S*(?:--|\.\.)\S*\s+)(\S+)(\s*:.*)$/.exec(line);
    return rel ? `${rel[1]}${erEntity(rel[2])}${rel[3]}${erEntity(rel[4])}${rel[5]}` : line;
  });
};

/** Pie slices need quoted labels. */
const pieLabels: Rule = (lines) =>
  lines.map((line, i) =>
    i === 0 || /^\s*(title|showData|%%)/.test(line)
      ? line
      : line.replace(/^(\s*)([^"\s:][^:]*?)\s*:\s*([\d.]+)\s*$/, '$1"$2" : $3'),
  );

/** A statement-ending `;` that these diagram types do not accept. */
const trailingSemicolons: Rule = (lines) =>
  lines.map((line) => (isComment(line) ? line : line.replace(/\s*;\s*$/, "")));

/** Full-width colons and brackets used as syntax in line-based diagrams. */
const fullWidthColons: Rule = (lines) =>
  lines.map((line, i) => (i === 0 || line.includes(":") ? line : line.replace("：", ": ")));

/** Mindmap node shapes with brackets in their text get quoted. */
const mindmapLabels: Rule = (lines) =>
  lines.map((line, i) => (i === 0 || isComment(line) ? line : quoteLabels(line, { mindmap: true })));

const RULES: Partial<Record<MermaidDiagramType, Rule[]>> = {
  flowchart: [comments, flowArrows, subgraphTitles, flowLabels, flowReserved],
  sequence: [comments, sequenceReserved, sequenceMessages],
  class: [comments, classGenerics, trailingSemicolons],
  er: [comments, erAttributes, erNames, fullWidthColons, trailingSemicolons],
  state: [comments, fullWidthColons],
  gantt: [comments, fullWidthColons, trailingSemicolons],
  journey: [comments, fullWidthColons, trailingSemicolons],
  pie: [comments, pieLabels, trailingSemicolons],
  mindmap: [mindmapLabels],
  timeline: [comments, fullWidthColons],
};

/** `graph` → `flowchart` (a superset: styles and shapes that need `flowchart` then parse). */
function upgradeGraph(lines: string[]): string[] {
  const at = lines.findIndex((l) => l.trim() && !isComment(l));
  if (at !== -1) lines[at] = lines[at].replace(/^(\s*)graph\b/, "$1flowchart");
  return lines;
}

export function applyRules(source: string): string {
  const type = mermaidDiagramType(source);
  let lines = source.split("\n");
  if (type === "flowchart") lines = upgradeGraph(lines);
  for (const rule of RULES[type ?? "flowchart"] ?? [comments]) lines = rule(lines);
  return lines.join("\n");
}
