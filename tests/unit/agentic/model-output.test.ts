/**
 * The one extraction path of a lite-app answer (server/artifacts/agentic/model-output.ts) on
 * untidy, real-model-like answers: prose around and between tags, a fenced whole answer, fences
 * inside files, single quotes, `<think>` text, a cut-off last file, a forgotten `</file>`, a
 * streamed answer split at every character, and the merge onto the base version's files.
 */
import { mergeOutput, OutputReader, readModelOutput, unfence } from "@/server/artifacts/agentic/model-output";
import type { LiteAppContent } from "@/lib/contracts/lite-app";

const APP = 'export default function App() {\n  return <p className="p-4">Hi</p>;\n}\n';
const MAIN =
  'import { createRoot } from "react-dom/client";\nimport App from "./App";\ncreateRoot(document.getElementById("root")!).render(<App />);\n';

const TIDY = [
  "Here is your pomodoro timer.",
  '<app title="Pomodoro timer" type="timer" style="clean" />',
  "<plan>",
  "- Timer screen with a 50/10 cycle",
  "- Settings for work and break minutes",
  "</plan>",
  `<file path="src/main.tsx">\n${MAIN}</file>`,
  `<file path="src/App.tsx">\n${APP}</file>`,
  "It starts at 50 minutes.",
].join("\n");

describe("readModelOutput", () => {
  it("reads the agreed format", () => {
    const out = readModelOutput(TIDY);
    expect(out.app).toEqual({ title: "Pomodoro timer", type: "timer", style: "clean" });
    expect(out.plan).toEqual(["Timer screen with a 50/10 cycle", "Settings for work and break minutes"]);
    expect(out.files.map((f) => f.path)).toEqual(["src/main.tsx", "src/App.tsx"]);
    expect(out.files[1].content).toBe(APP);
    expect(out.reply).toBe("Here is your pomodoro timer.\n\nIt starts at 50 minutes.");
    expect(out.dropped).toEqual([]);
  });

  it("reads an answer wrapped in a fence, with fences inside files, think text and single quotes", () => {
    const messy = [
      "<think>The user wants a todo list. I will write App.tsx.</think>",
      "Sure! I'll build it now.",
      "```xml",
      "<app title='Todo list' type='TRACKER' style=\"playful\"/>",
      "<plan>\n1. Add tasks\n2) Tick tasks done\n* [ ] Filter\n</plan>",
      '<file path="./src/App.tsx">',
      "```tsx",
      APP.trimEnd(),
      "```",
      "</file>",
      "<delete path='src/Old.tsx'></delete>",
      "```",
      "Let me know if a < b comparisons matter, or <b>bold</b> text.",
    ].join("\n");
    const out = readModelOutput(messy);
    expect(out.think).toBe("The user wants a todo list. I will write App.tsx.");
    expect(out.app).toEqual({ title: "Todo list", type: "tracker", style: "playful" });
    expect(out.plan).toEqual(["Add tasks", "Tick tasks done", "Filter"]);
    expect(out.files).toEqual([{ path: "src/App.tsx", content: APP }]);
    expect(out.deletes).toEqual(["src/Old.tsx"]);
    expect(out.reply).toBe(
      "Sure! I'll build it now.\n\nLet me know if a < b comparisons matter, or <b>bold</b> text.",
    );
  });

  it("drops a cut-off last file and reports it, keeping the files before it", () => {
    const cut = `Building.\n<file path="src/App.tsx">\n${APP}</file>\n<file path="src/components/List.tsx">\nexport function List() {\n  return <ul>`;
    const out = readModelOutput(cut);
    expect(out.files.map((f) => f.path)).toEqual(["src/App.tsx"]);
    expect(out.dropped).toEqual(["src/components/List.tsx"]);
  });

  it("drops a file whose </file> was forgotten before the next one starts", () => {
    const out = readModelOutput(
      `<file path="src/A.tsx">\nexport const a = 1;\n<file path="src/B.tsx">\nexport const b = 2;\n</file>`,
    );
    expect(out.files).toEqual([{ path: "src/B.tsx", content: "export const b = 2;\n" }]);
    expect(out.dropped).toEqual(["src/A.tsx"]);
  });

  it("refuses paths that are not app paths", () => {
    const out = readModelOutput(
      `<file path="../etc/passwd.ts">x</file><file path="/abs.ts">y</file><delete path="src/../x.ts"/><file path="src/ok.ts">export {};</file>`,
    );
    expect(out.files.map((f) => f.path)).toEqual(["src/ok.ts"]);
    expect(out.refused).toEqual(["../etc/passwd.ts", "/abs.ts", "src/../x.ts"]);
  });

  it("keeps JSX and generics inside a file untouched (tags are only read outside files)", () => {
    const code =
      'const xs: Array<number> = [];\nexport default function App() {\n  return <div><app-x /><plan-y>{xs.length > 0 && <span>{"</fil"}</span>}</plan-y></div>;\n}\n';
    const out = readModelOutput(`<file path="src/App.tsx">\n${code}</file>`);
    expect(out.files[0].content).toBe(code);
  });

  it("streams: the same result when the answer arrives one character at a time, with events in order", () => {
    const seen: string[] = [];
    let prose = "";
    const reader = new OutputReader({
      prose: (t) => (prose += t),
      plan: (items) => seen.push(`plan:${items.length}`),
      file: (path) => seen.push(`file:${path}`),
      app: (h) => seen.push(`app:${h.title}`),
    });
    for (const ch of TIDY) reader.push(ch);
    const out = reader.end();
    expect(out).toEqual(readModelOutput(TIDY));
    expect(seen).toEqual(["app:Pomodoro timer", "plan:2", "file:src/main.tsx", "file:src/App.tsx"]);
    expect(prose).toContain("Here is your pomodoro timer.");
    expect(prose).toContain("It starts at 50 minutes.");
  });

  it("unfence strips one fence around a file, even one left open", () => {
    expect(unfence("\n```ts\nexport const a = 1;\n```\n")).toBe("export const a = 1;\n");
    expect(unfence("\n```tsx\nexport const a = 1;\n")).toBe("export const a = 1;\n");
    expect(unfence("\nconst s = `x`;\n")).toBe("const s = `x`;\n");
  });
});

describe("mergeOutput", () => {
  const base: LiteAppContent = {
    title: "Todo",
    app_type: "tracker",
    style: "clean",
    files: { "src/main.tsx": MAIN, "src/App.tsx": APP, "src/Old.tsx": "export {};\n" },
  };

  it("keeps the files a follow-up does not name, applies edits and deletes, keeps the header", () => {
    const out = readModelOutput(
      `Done.\n<file path="src/App.tsx">\nexport default function App() { return null; }\n</file>\n<delete path="src/Old.tsx" />`,
    );
    const merged = mergeOutput(base, out, { fallbackTitle: "x" });
    expect(merged.ok).toBe(true);
    if (!merged.ok) return;
    expect(Object.keys(merged.content.files).sort()).toEqual(["src/App.tsx", "src/main.tsx"]);
    expect(merged.content.files["src/main.tsx"]).toBe(MAIN);
    expect(merged.content.title).toBe("Todo");
    expect(merged.changed).toEqual(["src/App.tsx"]);
    expect(merged.deleted).toEqual(["src/Old.tsx"]);
  });

  it("adds the standard entry when only App.tsx was written, and the user's type and style when the header has none", () => {
    const merged = mergeOutput(null, readModelOutput(`<file path="src/App.tsx">\n${APP}</file>`), {
      app_type: "quiz",
      style: "dark",
      fallbackTitle: "My quiz",
    });
    expect(merged.ok).toBe(true);
    if (!merged.ok) return;
    expect(merged.content).toMatchObject({ title: "My quiz", app_type: "quiz", style: "dark" });
    expect(merged.content.files["src/main.tsx"]).toContain("createRoot");
    expect(merged.content.files["src/index.css"]).toContain("tailwindcss");
  });

  it("an unknown type or style in the header falls back instead of failing", () => {
    const merged = mergeOutput(
      null,
      readModelOutput(
        `<app title="T" type="spreadsheet" style="neon"/><file path="src/App.tsx">\n${APP}</file>`,
      ),
      { fallbackTitle: "x" },
    );
    expect(merged.ok && merged.content).toMatchObject({ app_type: "tool", style: "clean" });
  });

  it("says why when the files make no app", () => {
    const merged = mergeOutput(null, readModelOutput(`<file path="src/util.ts">export const a = 1;</file>`), {
      fallbackTitle: "x",
    });
    expect(merged.ok).toBe(false);
    if (merged.ok) return;
    expect(merged.problems.join(" ")).toMatch(/src\/main\.tsx/);
  });
});
