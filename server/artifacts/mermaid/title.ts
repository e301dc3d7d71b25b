/** A chart's own title (`title …` line or front matter), when it has one. */
export function chartTitle(source: string): string | null {
  const match = /^\s*(?:pie\s+)?title:?\s+(.+?)\s*$/m.exec(source);
  const title = match?.[1]?.replace(/^["']|["']$/g, "").trim();
  return title ? title.slice(0, 200) : null;
}
