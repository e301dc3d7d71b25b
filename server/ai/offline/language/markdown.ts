/** Markdown building blocks for the offline document writers (canonical-form friendly). */

/** A GFM table; cells have their pipes escaped and line breaks folded. */
export function table(header: string[], rows: string[][]): string {
  const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
  return [header, header.map(() => "---"), ...rows]
    .map((row) => `| ${row.map(cell).join(" | ")} |`)
    .join("\n");
}

export function bullets(items: string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

export function numbered(items: string[]): string {
  return items.map((item, i) => `${i + 1}. ${item}`).join("\n");
}

export function fence(lang: string, body: string): string {
  return `\`\`\`${lang}\n${body}\n\`\`\``;
}

/** Lower-cases the first letter, for text placed mid-sentence ("so that progress is visible"). */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Requirement ids in document order: FR-1, FR-2… (the test-case writer reads them back). */
export function frId(index: number): string {
  return `FR-${index + 1}`;
}
