/** A chart's own title (`title …` line or front matter), else a mindmap's root, when it has one. */
export function chartTitle(source: string): string | null {
  const match = /^\s*(?:pie\s+)?title:?\s+(.+?)\s*$/m.exec(source);
  // "mindmap / root((Planning a company offsite))": the root names the map.
  const root = /^\s*mindmap\s*\n\s*\S*?\s*(?:\(\(|\[|\(|\{\{|\)\))([^)\]}\n]+)/m.exec(
    source.replace(/^\s*---\s*\n[\s\S]*?\n---[ \t]*\n/, ""),
  );
  const title = (match?.[1] ?? root?.[1])?.replace(/^["']|["']$/g, "").trim();
  return title ? title.slice(0, 200) : null;
}
