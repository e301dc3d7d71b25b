/**
 * The lite-app type check (server/sandbox/worker/typecheck.mjs, after the build in the same
 * worker): a warm TypeScript service finds what esbuild does not (a method on the wrong type, a
 * wrong prop of a lucide icon, a missing import), in esbuild's error shape; a clean app has none;
 * the app's globals (window.__LITE_APP__, CSS imports, the @/ alias) type-check; past its deadline
 * a check is skipped rather than failing the build; it reads no file outside the app, TypeScript's
 * libs and the allowed packages' types.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { compileLiteApp } from "@/server/artifacts/agentic/build/build-app";
import { BuildSandbox } from "@/server/sandbox/build-sandbox";

const MAIN =
  'import { createRoot } from "react-dom/client";\nimport App from "./App";\nimport "./index.css";\ncreateRoot(document.getElementById("root")!).render(<App />);\n';
const STORE =
  "export function dataUrl(): string | null {\n  return window.__LITE_APP__?.dataUrl ?? null;\n}\n";
const APP =
  'import { useState } from "react";\nimport { Plus } from "lucide-react";\nimport { dataUrl } from "@/lib/store";\n\nexport default function App() {\n  const [count, setCount] = useState(0);\n  return <button onClick={() => setCount(count + 1)}><Plus size={16} />{count}{dataUrl()}</button>;\n}\n';
const files = (app: string) => ({
  "src/main.tsx": MAIN,
  "src/App.tsx": app,
  "src/lib/store.ts": STORE,
  "src/index.css": '@import "tailwindcss";',
});

let sandbox: BuildSandbox;
beforeAll(() => {
  sandbox = new BuildSandbox({ workers: 1, deadlineMs: 60_000 });
});
afterAll(() => sandbox.close());

/** The type check's answer for an app (its build runs first, in the same worker). */
async function check(app: Record<string, string>, on = sandbox) {
  const { typecheck } = await compileLiteApp(app, { title: "Check" }, { typecheck: true, sandbox: on });
  return typecheck!;
}

describe("the lite-app type check", () => {
  it("passes a clean app and finds type errors esbuild would build", async () => {
    const clean = await check(files(APP));
    expect(clean).toMatchObject({ ok: true, errors: [] });
    const wrongMethod = await check(files(APP.replace("count + 1", "count.toUpperCase()")));
    expect(wrongMethod.ok && wrongMethod.errors).toEqual([
      expect.objectContaining({
        file: "src/App.tsx",
        line: 7,
        text: expect.stringContaining("Property 'toUpperCase' does not exist on type 'number'"),
      }),
    ]);
    const wrongProp = await check(files(APP.replace("size={16}", "sise={16}")));
    expect(wrongProp.ok && wrongProp.errors[0].text).toContain("sise");
    const missing = await check(files(APP.replace('import { dataUrl } from "@/lib/store";\n', "")));
    expect(missing.ok && missing.errors[0].text).toContain("Cannot find name 'dataUrl'");
    // A file removed from the app is gone from the next check (a type-only import: esbuild
    // drops it and builds, so the check runs).
    const typed = APP.replace(
      'import { dataUrl } from "@/lib/store";',
      'import { dataUrl } from "@/lib/store";\nimport type { Kind } from "@/lib/kinds";\nconst kind: Kind = "a";\nvoid kind;',
    );
    const withKinds = await check({ ...files(typed), "src/lib/kinds.ts": "export type Kind = string;\n" });
    expect(withKinds).toMatchObject({ ok: true, errors: [] });
    const gone = await check(files(typed));
    expect(gone.ok && gone.errors[0].text).toMatch(/Cannot find module '@\/lib\/kinds'/);
  }, 60_000);

  it("skips a check past its deadline instead of failing the build", async () => {
    const hurried = new BuildSandbox({ workers: 1, deadlineMs: 60_000, typecheckDeadlineMs: 1 });
    try {
      const { build, typecheck } = await compileLiteApp(
        files(APP),
        { title: "Check" },
        { typecheck: true, sandbox: hurried },
      );
      expect(build.ok).toBe(true);
      expect(typecheck).toMatchObject({ ok: false, skipped: "deadline" });
    } finally {
      await hurried.close();
    }
  });

  it("reads no file outside the app, TypeScript's libs and the allowed packages", async () => {
    // A JSON file's keys would show in a type error (its type is its contents); a named pipe
    // would hold a read for ever. Type-only imports and references: esbuild builds the app.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vs-typecheck-"));
    const secret = path.join(dir, "secret.json");
    fs.writeFileSync(secret, JSON.stringify({ s3cr3tKey: "value" }));
    execFileSync("mkfifo", [path.join(dir, "pipe.d.ts")]);
    try {
      const leak = [
        `/// <reference path="${dir}/pipe.d.ts" />`,
        `type Data = typeof import("${secret}");`,
        "export const n: number = null as unknown as Data;",
      ].join("\n");
      const result = await check({ ...files(APP), "src/leak.ts": leak });
      expect(result.ok).toBe(true);
      const texts = result.ok ? result.errors.map((e) => e.text).join("\n") : "";
      expect(texts).toContain("Cannot find module");
      expect(texts).not.toContain("s3cr3tKey");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
