/**
 * The lite-app type check (server/artifacts/agentic/typecheck/): a warm TypeScript service in a
 * worker thread finds what esbuild does not (a method on the wrong type, a wrong prop of a
 * lucide icon, a missing import), in esbuild's error shape; a clean app has none; the app's
 * globals (window.__LITE_APP__, CSS imports, the @/ alias) type-check; past its deadline a check
 * is skipped rather than failing the build.
 */
import { TypecheckPool } from "@/server/artifacts/agentic/typecheck/typecheck-pool";

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

let pool: TypecheckPool;
beforeAll(() => {
  pool = new TypecheckPool({ deadlineMs: 60_000, heapMb: 512, idleMs: 60_000 });
});
afterAll(() => pool.close());

describe("the lite-app type check", () => {
  it("passes a clean app and finds type errors esbuild would build", async () => {
    const clean = await pool.check(files(APP));
    expect(clean).toMatchObject({ ok: true, errors: [] });
    const wrongMethod = await pool.check(files(APP.replace("count + 1", "count.toUpperCase()")));
    expect(wrongMethod.ok && wrongMethod.errors).toEqual([
      expect.objectContaining({
        file: "src/App.tsx",
        line: 7,
        text: expect.stringContaining("Property 'toUpperCase' does not exist on type 'number'"),
      }),
    ]);
    const wrongProp = await pool.check(files(APP.replace("size={16}", "sise={16}")));
    expect(wrongProp.ok && wrongProp.errors[0].text).toContain("sise");
    const missing = await pool.check(files(APP.replace('import { dataUrl } from "@/lib/store";\n', "")));
    expect(missing.ok && missing.errors[0].text).toContain("Cannot find name 'dataUrl'");
    // A file removed from the app is gone from the next check.
    const { "src/lib/store.ts": _store, ...withoutStore } = files(APP);
    void _store;
    const gone = await pool.check(withoutStore);
    expect(gone.ok && gone.errors[0].text).toMatch(/Cannot find module '@\/lib\/store'/);
  }, 60_000);

  it("skips a check past its deadline instead of failing the build", async () => {
    const hurried = new TypecheckPool({ deadlineMs: 1, heapMb: 256, idleMs: 1000 });
    try {
      expect(await hurried.check(files(APP))).toMatchObject({ ok: false, skipped: "deadline" });
    } finally {
      await hurried.close();
    }
  });
});
