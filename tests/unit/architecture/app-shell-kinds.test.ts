/**
 * The app shell — the request guard and its rules, the BFF, the pages route of kinds' own hosts
 * and the route of kinds' own pages — names no kind: a host a kind answers itself (a deployed
 * lite app's) is found and served through the kinds' host hook (server/artifacts/hosts.ts), and a
 * kind's own page (the lite app's admin page) through its definitions' `pages`, so a kind's code
 * can move or a kind join without the shell changing.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../../..");
const SHELL = [
  "proxy.ts",
  "lib/auth/route-access.ts",
  "app/api/[...path]/route.ts",
  "app/lite-host/[[...path]]/route.ts",
  "app/(workspace)/kinds/[kind]/[page]/[id]/page.tsx",
  "components/artifacts/kind-page.tsx",
];
const KIND_ROOTS = ["server/artifacts", "components/artifacts"];

/** The kinds' folders on both sides (a shared folder is no kind's). */
function kindFolders(): string[] {
  return KIND_ROOTS.flatMap((root) =>
    fs
      .readdirSync(path.join(ROOT, root), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "shared")
      .map((entry) => `${root}/${entry.name}/`),
  );
}

function importsOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(path.join(ROOT, file), "utf8"),
    ts.ScriptTarget.Latest,
  );
  return source.statements
    .filter((s): s is ts.ImportDeclaration => ts.isImportDeclaration(s))
    .map((s) => (s.moduleSpecifier as ts.StringLiteral).text.replace(/^@\//, ""));
}

test.each(SHELL)("%s imports no kind's folder", (file) => {
  const folders = kindFolders();
  expect(folders.length).toBeGreaterThan(4);
  expect(importsOf(file).filter((spec) => folders.some((folder) => spec.startsWith(folder)))).toEqual([]);
});
