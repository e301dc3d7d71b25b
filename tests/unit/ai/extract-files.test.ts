/** extractFiles: several files in one reply, named in the ways models name them. */
import { extractFiles, normalizeFilePath } from "@/server/ai/extract";
import { readSample } from "./extract-samples";

describe("extractFiles", () => {
  it("reads file= attributes on the fence", () => {
    const { files, prose } = extractFiles(readSample("files-en-fence-attrs.txt"));
    expect(files.map((f) => [f.path, f.lang, f.complete])).toEqual([
      ["src/App.tsx", "tsx", true],
      ["src/index.css", "css", true],
    ]);
    expect(files[0].body).toBe(
      'import "./index.css";\n\nexport default function App() {\n  return <h1 className="title">Habits</h1>;\n}',
    );
    expect(files[1].body).toBe(".title { font-size: 2rem; }");
    expect(prose).toBe("I'll split the app into two files.\n\nRun it with `npm run dev`.");
  });

  it("reads captions above the fence, header comments and lang:path, last version wins", () => {
    const { files, prose } = extractFiles(readSample("files-zh-captions-and-comments.txt"));
    expect(files.map((f) => f.path)).toEqual(["src/App.tsx", "src/main.tsx", "src/lib/streak.ts"]);
    expect(files[0].body).toContain("打卡（第二版）");
    expect(files[2].body.startsWith("export function streak")).toBe(true); // the header comment is dropped
    expect(files[2].lang).toBe("ts");
    expect(prose).toContain("下面是应用的文件：");
  });

  it("splits unfenced text at `// file:` headers", () => {
    const { files } = extractFiles(readSample("files-en-header-comments-no-fence.txt"));
    expect(files).toEqual([
      {
        path: "src/App.tsx",
        lang: "tsx",
        body: "export default function App() {\n  return <p>Hi</p>;\n}",
        complete: true,
      },
      {
        path: "src/util.ts",
        lang: "ts",
        body: "export const add = (a: number, b: number) => a + b;",
        complete: true,
      },
    ]);
  });

  it("marks a file cut off at the token limit as incomplete", () => {
    const { files } = extractFiles(
      "```tsx file=src/App.tsx\nexport default function App() {\n  return <div>",
    );
    expect(files).toEqual([
      {
        path: "src/App.tsx",
        lang: "tsx",
        body: "export default function App() {\n  return <div>",
        complete: false,
      },
    ]);
  });

  it("uses the default path for a single unnamed block, and keeps unnamed blocks as prose otherwise", () => {
    expect(extractFiles("```tsx\nexport default 1;\n```", { defaultPath: "src/App.tsx" }).files[0].path).toBe(
      "src/App.tsx",
    );
    const { files, prose } = extractFiles(
      "A:\n```tsx\nexport const a = 1;\n```\nB:\n```tsx\nexport const b = 2;\n```",
    );
    expect(files).toEqual([]);
    expect(prose).toContain("export const b = 2;");
  });

  it("refuses paths that leave the project", () => {
    expect(normalizeFilePath("../etc/passwd.txt")).toBeUndefined();
    expect(normalizeFilePath("/etc/hosts.txt")).toBeUndefined();
    expect(normalizeFilePath("C:\\x.ts")).toBeUndefined();
    expect(normalizeFilePath("./src\\App.tsx")).toBe("src/App.tsx");
    const { files } = extractFiles("```ts file=../../secret.ts\nexport {};\n```");
    expect(files).toEqual([]);
  });
});
