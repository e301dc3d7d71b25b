/**
 * Mermaid text that always parses: labels quoted and escaped, unquoted text (sequence
 * messages, gantt and journey tasks) stripped of the characters that are syntax there, ids
 * plain ASCII, a title in front matter so the chart keeps its name across versions.
 */

/** A quoted flowchart label: inner quotes as #quot;, one line. */
export function label(text: string): string {
  return `"${text.replace(/\s+/g, " ").replace(/"/g, "#quot;").trim()}"`;
}

/** Text that sits unquoted in a line-based diagram (sequence messages, journey and gantt tasks). */
export function plain(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/[;:#]/g, (ch) => ({ ";": ",", ":": " -", "#": "No." })[ch]!)
    .replace(/[{}]/g, "")
    .trim();
}

/** Mindmap node text: brackets would read as shapes. */
export function mindText(text: string): string {
  return text
    .replace(/[()[\]{}（）【】]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** An ER or class name: letters and digits (any script) joined by underscores. */
export function entityId(name: string): string {
  return name.replace(/[^\p{L}\p{N}_]+/gu, "_").replace(/^_+|_+$/g, "") || "Item";
}

/** "owners" → "OWNER", "ParkingSpot" stays, "付款记录" stays: the name an entity goes by. */
export function entityName(name: string, style: "er" | "class"): string {
  const trimmed = name.trim();
  if (/[\u4e00-\u9fff]/.test(trimmed)) return entityId(trimmed);
  if (
    /^[A-Z][a-z]+(?:[A-Z][a-z0-9]*)+$/.test(trimmed) ||
    (/^[A-Z]/.test(trimmed) && !/\s/.test(trimmed) && style === "class")
  )
    return entityId(trimmed);
  const words = trimmed.split(/\s+/);
  words[words.length - 1] = singular(words[words.length - 1]);
  return style === "er"
    ? entityId(words.join("_").toUpperCase())
    : entityId(words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(""));
}

/** "appointments" → "appointment", "categories" → "category", "boxes" → "box". */
export function singular(word: string): string {
  if (/ies$/i.test(word) && word.length > 4) return word.replace(/ies$/i, "y");
  if (/(?:ss|us|is)$/i.test(word)) return word;
  // "passes" → "pass", "buses" → "bus".
  if (/(?:ss|us)es$/i.test(word)) return word.slice(0, -2);
  if (/(?:ch|sh|x|z)es$/i.test(word)) return word.replace(/es$/i, "");
  if (/[^s]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * A chart's title: a title line where its type has one (gantt, journey, pie), front matter for
 * the rest (mermaid draws it above the chart; the pipeline names the saved version from it, so
 * a chart is called "Contractor onboarding flow", not the first 60 characters of the request).
 */
export function withTitle(title: string, body: string): string {
  const clean = title
    .replace(/[\r\n]+/g, " ")
    .replace(/"/g, "'")
    .trim();
  const [first, ...rest] = body.split("\n");
  if (!clean || rest.some((l) => /^\s*title\s/.test(l)) || /^\s*---/.test(first)) return body;
  if (/^(?:gantt|journey|pie)\b/.test(first.trim())) return [first, `  title ${clean}`, ...rest].join("\n");
  // A mindmap's root already is its title.
  if (/^mindmap\b/.test(first.trim())) return body;
  // Other charts name themselves in front matter: drawn above the chart, and the saved version's title.
  return [`---`, `title: "${clean}"`, `---`, first, ...rest].join("\n");
}

/** A chart's front-matter or `title` line title, when it has one. */
export function titleOf(source: string): string | null {
  const front = /^\s*---\s*\n[\s\S]*?title:\s*"?([^"\n]+)"?\s*\n[\s\S]*?---/.exec(source)?.[1];
  const line = /^\s*title\s+(.+)$/m.exec(source)?.[1];
  return (front ?? line)?.trim() || null;
}

/** The chart without its front matter. */
export function withoutFrontMatter(source: string): string {
  return source.replace(/^\s*---\s*\n[\s\S]*?\n---[ \t]*\n/, "");
}
