/**
 * Getting an artifact out of untidy model text (prose around fences, wrong fence languages,
 * cut-off output). PLACEHOLDER: the models branch replaces this with the full module.
 */
export type ArtifactShape = "markdown" | "mermaid" | "html" | "json";

export type Extracted = { body: string; complete: boolean; before: string; after: string };

const FENCE = /^(`{3,}|~{3,})\s*([\w+-]*)[^\n]*$/;

export function extractArtifact(text: string, shape: ArtifactShape): Extracted | null {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => FENCE.test(line.trim()) && (shape !== "markdown" || /markdown|md/.test(line)));
  if (start === -1) {
    const trimmed = text.trim();
    if (!trimmed) return null;
    return { body: trimmed, complete: true, before: "", after: "" };
  }
  const open = lines[start].trim().match(FENCE)!;
  let depth = 0;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i].trim();
    const m = line.match(FENCE);
    if (!m || !line.startsWith(open[1][0])) continue;
    if (m[2]) depth += 1;
    else if (depth > 0) depth -= 1;
    else if (m[1].length >= open[1].length)
      return { body: lines.slice(start + 1, i).join("\n"), complete: true, before: lines.slice(0, start).join("\n").trim(), after: lines.slice(i + 1).join("\n").trim() };
  }
  return { body: lines.slice(start + 1).join("\n"), complete: false, before: lines.slice(0, start).join("\n").trim(), after: "" };
}

export type ArtifactStream = { push: (delta: string) => { body: string; prose: string }; end: () => Extracted | null };

export function createArtifactStream(shape: ArtifactShape): ArtifactStream {
  let text = "";
  const snapshot = () => {
    const found = extractArtifact(text, shape);
    return found ? { body: found.body, prose: found.before } : { body: "", prose: text };
  };
  return {
    push(delta) {
      text += delta;
      return snapshot();
    },
    end: () => extractArtifact(text, shape),
  };
}
