/** extractArtifact on realistic, untidy model replies (English and Chinese). */
import { extractArtifact } from "@/server/ai/extract";
import { readSample, SAMPLES } from "./extract-samples";

describe("extractArtifact", () => {
  it.each(SAMPLES.map((s) => [s.file, s] as const))("%s", (_file, sample) => {
    const result = extractArtifact(readSample(sample.file), sample.shape);
    expect(result).not.toBeNull();
    const { body, complete, before, after, lang, value } = result!;
    expect(complete).toBe(sample.complete);
    expect(body.startsWith(sample.startsWith)).toBe(true);
    if (sample.endsWith) expect(body.endsWith(sample.endsWith)).toBe(true);
    for (const part of sample.contains ?? []) expect(body).toContain(part);
    for (const part of sample.excludes ?? []) expect(body).not.toContain(part);
    if (sample.before !== undefined) expect(before).toBe(sample.before);
    if (sample.after !== undefined) expect(after).toBe(sample.after);
    if (sample.lang !== undefined) expect(lang).toBe(sample.lang);
    if (sample.value !== undefined) {
      expect(value).toEqual(sample.value);
      expect(JSON.parse(body)).toEqual(sample.value);
    }
  });

  it("covers at least 20 samples in each of both languages together", () => {
    expect(SAMPLES.length).toBeGreaterThanOrEqual(20);
    const zh = SAMPLES.filter((s) => /[\u4e00-\u9fff]/.test(readSample(s.file)));
    expect(zh.length).toBeGreaterThanOrEqual(8);
    expect(SAMPLES.length - zh.length).toBeGreaterThanOrEqual(8);
  });

  it("returns null when the reply holds no such artifact", () => {
    expect(extractArtifact("I can't draw that, sorry.", "mermaid")).toBeNull();
    expect(extractArtifact("没有找到任何 JSON。", "json")).toBeNull();
    expect(extractArtifact("Plain prose only.", "html")).toBeNull();
    expect(extractArtifact("Text then ```python\nprint(1)\n```", "tsx")).toBeNull();
  });

  it("prefers the block whose language names the shape over a sniffed one", () => {
    const text = "Draft:\n```\ngraph TD\nA-->B\n```\nFinal:\n```mermaid\nflowchart LR\nX-->Y\n```";
    expect(extractArtifact(text, "mermaid")?.body).toBe("flowchart LR\nX-->Y");
  });

  it("does not take a bash snippet inside a bare PRD for the document", () => {
    const text = "# Deploy PRD\n\n## Steps\n```\n# install\nnpm ci\n```\n\n## Done when\nIt runs.";
    const result = extractArtifact(text, "markdown");
    expect(result?.body).toBe(text);
  });

  it("handles Windows line ends and mermaid front matter", () => {
    const text = "```mermaid\r\n---\r\ntitle: Login\r\n---\r\nflowchart TD\r\nA-->B\r\n```\r\n";
    expect(extractArtifact(text, "mermaid")).toMatchObject({
      body: "---\ntitle: Login\n---\nflowchart TD\nA-->B",
      complete: true,
    });
    expect(
      extractArtifact("```\n---\ntitle: X\n---\nsequenceDiagram\nA->>B: hi\n```", "mermaid")?.body,
    ).toContain("sequenceDiagram");
  });

  it("keeps an unparseable but complete JSON block as the body without a value", () => {
    const result = extractArtifact("```json\n{'single': 'quotes'}\n```", "json");
    expect(result).toMatchObject({ body: "{'single': 'quotes'}", complete: true });
    expect(result?.value).toBeUndefined();
  });
});
