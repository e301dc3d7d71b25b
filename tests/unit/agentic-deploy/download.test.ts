/**
 * The code download (issue #20 §3 "the zip builds with esbuild from its files"): a runnable Vite
 * project — exact versions, vite.config with React and Tailwind, index.html, tsconfig, the
 * Tailwind import, a README — whose files bundle with esbuild and build with our own builder.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as esbuild from "esbuild";
import JSZip from "jszip";
import { downloadZip } from "@/server/artifacts/agentic/deploy/download";
import { buildLiteApp, disposeLiteAppBuilder } from "@/server/artifacts/agentic/build/build-app";
import { todoApp, TODO_FILES } from "./todo-app";

afterAll(() => disposeLiteAppBuilder());

async function unzip(bytes: Uint8Array): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(bytes);
  const files: Record<string, string> = {};
  for (const entry of Object.values(zip.files))
    if (!entry.dir) files[entry.name] = await entry.async("string");
  return files;
}

test("a runnable Vite project: exact versions, config, entry, Tailwind, README, the app's files", async () => {
  const files = await unzip(await downloadZip(todoApp("Team Todo List")));
  const names = Object.keys(files).sort();
  expect(names.every((n) => n.startsWith("team-todo-list/"))).toBe(true);
  const at = (n: string) => files[`team-todo-list/${n}`];
  for (const n of [
    "package.json",
    "index.html",
    "vite.config.ts",
    "tsconfig.json",
    "README.md",
    "src/index.css",
    ...Object.keys(TODO_FILES),
  ])
    expect(at(n)).toBeDefined();
  for (const [n, text] of Object.entries(TODO_FILES)) if (n !== "src/index.css") expect(at(n)).toBe(text);

  const pkg = JSON.parse(at("package.json")) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  expect(pkg.scripts.dev).toBe("vite");
  const all = { ...pkg.dependencies, ...pkg.devDependencies };
  for (const name of [
    "react",
    "react-dom",
    "vite",
    "@vitejs/plugin-react",
    "tailwindcss",
    "@tailwindcss/vite",
    "typescript",
  ])
    expect(all[name]).toMatch(/^\d+\.\d+\.\d+$/);
  // The versions our own builder compiles with.
  const ours = JSON.parse(
    await import("node:fs").then((fs) => fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8")),
  ) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const ourAll = { ...ours.dependencies, ...ours.devDependencies };
  for (const name of ["react", "react-dom", "tailwindcss", "typescript", "lucide-react"])
    expect(all[name]).toBe(ourAll[name]);

  expect(at("vite.config.ts")).toContain("plugins: [react(), tailwindcss()]");
  expect(at("src/index.css")).toContain('@import "tailwindcss"');
  expect(at("index.html")).toContain('<script type="module" src="/src/main.tsx"></script>');
  expect(at("index.html")).toContain("<title>Team Todo List</title>");
  expect(at("README.md")).toContain("npm install && npm run dev");
});

test("an app whose entry does not import the CSS gets a Vite entry that does", async () => {
  const app = todoApp("Plain");
  app.files = {
    ...app.files,
    "src/main.tsx": app.files["src/main.tsx"].replace('import "./index.css";\n', ""),
  };
  delete (app.files as Record<string, string>)["src/index.css"];
  const files = await unzip(await downloadZip(app));
  expect(files["plain/index.html"]).toContain('src="/src/vite-entry.ts"');
  expect(files["plain/src/vite-entry.ts"]).toBe('import "./index.css";\nimport "./main";\n');
  expect(files["plain/src/index.css"]).toBe('@import "tailwindcss";\n');
});

test("the unzipped files bundle with esbuild and build with buildLiteApp", async () => {
  const files = await unzip(await downloadZip(todoApp("Team Todo List")));
  const dir = mkdtempSync(path.join(tmpdir(), "lite-zip-"));
  try {
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(dir, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    const root = path.join(dir, "team-todo-list");
    const html = files["team-todo-list/index.html"];
    const entry = html.match(/src="\/(src\/[^"]+)"/)![1];
    const result = await esbuild.build({
      entryPoints: [path.join(root, entry)],
      bundle: true,
      write: false,
      format: "esm",
      jsx: "automatic",
      // The project's dependencies as `npm install` would give them: ours, same versions.
      nodePaths: [path.join(process.cwd(), "node_modules")],
      loader: { ".css": "empty" },
      logLevel: "silent",
    });
    expect(result.errors).toEqual([]);
    expect(result.outputFiles[0].text).toContain("Todos");

    const src = Object.fromEntries(
      Object.entries(files)
        .filter(([n]) => n.startsWith("team-todo-list/src/"))
        .map(([n, t]) => [n.slice("team-todo-list/".length), t]),
    );
    const built = await buildLiteApp(src, { title: "Team Todo List" });
    expect(built.ok).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
