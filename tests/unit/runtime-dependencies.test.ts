/**
 * What the app imports when it runs must be installed by `npm install --omit=dev`: every package
 * imported by the app, the API and the start script is a dependency, never only a devDependency
 * (a production install would fail at the first request that needs it). Type-only imports are
 * erased at build time and do not count.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";

const root = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const RUNTIME_ROOTS = [
  "app",
  "components",
  "lib",
  "server",
  "messages",
  "proxy.ts",
  "scripts/start.mjs",
  "scripts/dev-issuer",
  "scripts/source-stamp.mjs",
];

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(path.join(entry, e.name))
      : /\.(m?[jt]sx?)$/.test(e.name)
        ? [path.join(full, e.name)]
        : [],
  );
}

/** The bare package names a file loads at run time (static, dynamic and require). */
function packagesImported(source: string): string[] {
  const specifiers: string[] = [];
  for (const m of source.matchAll(/^\s*(import|export)\s+(?!type\b)[^;'"]*?from\s+["']([^"']+)["']/gm))
    specifiers.push(m[2]);
  for (const m of source.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) specifiers.push(m[1]);
  for (const m of source.matchAll(/\b(?:import|require)\(\s*["']([^"']+)["']\s*\)/g)) specifiers.push(m[1]);
  return specifiers
    .filter(
      (s) =>
        !s.startsWith(".") &&
        !s.startsWith("@/") &&
        !s.startsWith("node:") &&
        !s.startsWith("virtual:") &&
        !builtinModules.includes(s.split("/")[0]),
    )
    .map((s) => (s.startsWith("@") ? s.split("/").slice(0, 2).join("/") : s.split("/")[0]));
}

test("every package the app, the API and the start script import at run time is a dependency", () => {
  const wrong: string[] = [];
  let checked = 0;
  for (const file of RUNTIME_ROOTS.flatMap(sourceFiles)) {
    for (const name of packagesImported(readFileSync(file, "utf8"))) {
      checked++;
      if (!(name in pkg.dependencies))
        wrong.push(
          `${path.relative(root, file)} imports ${name} (${name in pkg.devDependencies ? "a devDependency" : "not in package.json"})`,
        );
    }
  }
  expect(checked).toBeGreaterThan(100);
  expect(wrong).toEqual([]);
});

test("the scan sees static, dynamic and required imports and ignores type-only ones", () => {
  const source = [
    'import { a } from "alpha";',
    'import type { B } from "beta";',
    'import "gamma/side-effect";',
    'export { d } from "@scope/delta/sub";',
    'const e = await import("epsilon");',
    'const f = require("node:fs");',
    'import { g } from "./local";',
  ].join("\n");
  expect(packagesImported(source).sort()).toEqual(["@scope/delta", "alpha", "epsilon", "gamma"]);
});
