/** createArtifactStream: live preview while a reply streams, same final result however it is chunked. */
import { createArtifactStream, extractArtifact, type ArtifactStreamView } from "@/server/ai/extract";
import { readSample, SAMPLES } from "./extract-samples";

function streamAll(text: string, shape: Parameters<typeof createArtifactStream>[0], chunks: string[]) {
  const stream = createArtifactStream(shape);
  const views: ArtifactStreamView[] = chunks.map((chunk) => stream.push(chunk));
  return { views, result: stream.end() };
}

describe("createArtifactStream", () => {
  it.each(SAMPLES.map((s) => [s.file, s] as const))(
    "%s: any two-way split gives extractArtifact's result",
    (_file, sample) => {
      const text = readSample(sample.file);
      const expected = extractArtifact(text, sample.shape);
      for (let i = 0; i <= text.length; i++) {
        expect(streamAll(text, sample.shape, [text.slice(0, i), text.slice(i)]).result).toEqual(expected);
      }
    },
  );

  it.each(
    SAMPLES.filter(
      (s) =>
        s.complete && s.shape !== "json" && !s.file.includes("signoff") && !s.file.includes("think-bare"),
    ).map((s) => [s.file, s] as const),
  )("%s: the live preview grows append-only and ends as the final body", (_file, sample) => {
    const text = readSample(sample.file);
    const final = extractArtifact(text, sample.shape)!;
    const { views } = streamAll(text, sample.shape, Array.from(text));
    for (let i = 1; i < views.length; i++) {
      expect(views[i].body.startsWith(views[i - 1].body)).toBe(true);
    }
    expect(views[views.length - 1].body.trimEnd()).toBe(final.body);
    expect(views[views.length - 1].prose).toBe([final.before, final.after].filter(Boolean).join("\n\n"));
  });

  it("shows the PRD while it streams and keeps the greeting as prose", () => {
    const text = readSample("prd-zh-fenced-nested-mermaid.txt");
    const stream = createArtifactStream("markdown");
    const cut = text.indexOf("## 4. 功能需求");
    const view = stream.push(text.slice(0, cut + 5));
    expect(view.prose).toBe("好的，下面是PRD：");
    expect(view.body.startsWith("# 习惯打卡 App 产品需求文档")).toBe(true);
    expect(view.body).toContain("```mermaid\nflowchart TD");
    expect(view.body).toContain("    C --> D\n```");
    expect(view.body.endsWith("## 4.")).toBe(true);
    const rest = stream.push(text.slice(cut + 5));
    expect(rest.prose).toBe("好的，下面是PRD：\n\n希望对你有帮助！如需调整某个模块，请告诉我。");
  });

  it("never shows a think block or a half-written fence in the preview", () => {
    const text =
      "<think>先想一想页面结构</think>页面：\n```html\n<!DOCTYPE html>\n<html><body>hi</body></html>\n```\n完成";
    const { views } = streamAll(text, "html", Array.from(text));
    for (const view of views) {
      expect(view.body).not.toMatch(/`|think|先想/);
      expect(view.prose).not.toMatch(/think|先想|`/);
    }
    expect(views[views.length - 1]).toEqual({
      body: "<!DOCTYPE html>\n<html><body>hi</body></html>",
      prose: "页面：\n\n完成",
    });
  });

  it("previews a bare diagram and hands the explanation back to prose", () => {
    const text = readSample("mermaid-en-no-fence.txt");
    const { views } = streamAll(text, "mermaid", text.split(/(?<=\n)/));
    expect(views[views.length - 1].body).toBe(
      "graph TD\n  A[Cart] --> B{Signed in?}\n  B -->|Yes| C[Choose address]\n  B -->|No| D[Sign in]\n  D --> C\n  C --> E[Pay]\n  E --> F[Order confirmed]\n",
    );
    expect(views[views.length - 1].prose).toBe(
      "Here is the checkout flow:\n\nThis diagram shows the happy path and the sign-in detour.",
    );
  });

  it("previews bare JSON until it closes", () => {
    const text = readSample("json-zh-bare-prose.txt");
    const { views } = streamAll(text, "json", Array.from(text));
    const last = views[views.length - 1];
    expect(JSON.parse(last.body)).toHaveLength(2);
    expect(last.prose).toBe("以下是测试用例：\n\n共 2 条，覆盖了主流程。");
  });
});
