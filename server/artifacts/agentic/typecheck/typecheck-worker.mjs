// @ts-check
/**
 * The lite-app type check (a piscina task function, run by ./typecheck-pool.ts): esbuild strips
 * types without reading them, so a model's `count.toFixed` on a string or a missing prop would
 * build and break in the browser. This keeps one TypeScript LanguageService warm per thread over
 * the app's files held in memory (at a virtual folder under the app's root, so `react`,
 * `react-dom` and `lucide-react` resolve to our node_modules and their types), and answers the
 * errors in the shape of esbuild's messages. Lib files and @types stay parsed between checks:
 * only the app's changed files are read again. Plain JavaScript so it runs as it is in the app
 * and under Jest. Answers data, never throws for a bad app.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.join(process.cwd(), ".lite-app-check");
const MAX_ERRORS = 20;

/** Globals every lite app may use (the deployed app's data address, CSS imports). */
const AMBIENT = `export {};
declare global {
  // The same shape the Offline apps declare in their store (identical declarations merge).
  interface Window { __LITE_APP__?: { dataUrl?: string } }
}
declare module "*.css";
declare module "*.svg" { const url: string; export default url; }
`;
const AMBIENT_FILE = path.join(ROOT, "lite-app-env.d.ts");

/** @type {ts.CompilerOptions} */
const OPTIONS = {
  target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  strict: true,
  // Models leave parameters untyped often and harmlessly; real mistakes still fail.
  noImplicitAny: false,
  noEmit: true,
  skipLibCheck: true,
  allowJs: true,
  checkJs: false,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  esModuleInterop: true,
  isolatedModules: true,
  types: [], // not every @types package of our node_modules: only what the app imports
  baseUrl: ROOT,
  paths: { "@/*": ["src/*"] },
};

/** @type {Map<string, { text: string; version: number }>} */
const files = new Map([[AMBIENT_FILE, { text: AMBIENT, version: 1 }]]);
let projectVersion = 0;

/** @type {ts.LanguageServiceHost} */
const host = {
  getCompilationSettings: () => OPTIONS,
  getScriptFileNames: () => [...files.keys()],
  getScriptVersion: (name) => String(files.get(name)?.version ?? 0),
  getProjectVersion: () => String(projectVersion),
  getScriptSnapshot: (name) => {
    const own = files.get(name);
    if (own) return ts.ScriptSnapshot.fromString(own.text);
    if (name.startsWith(ROOT + path.sep)) return undefined;
    if (!fs.existsSync(name)) return undefined;
    return ts.ScriptSnapshot.fromString(fs.readFileSync(name, "utf8"));
  },
  getCurrentDirectory: () => ROOT,
  getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
  fileExists: (name) => files.has(name) || (!name.startsWith(ROOT + path.sep) && ts.sys.fileExists(name)),
  readFile: (name) =>
    files.get(name)?.text ?? (name.startsWith(ROOT + path.sep) ? undefined : ts.sys.readFile(name)),
  directoryExists: (name) =>
    name === ROOT || name.startsWith(ROOT + path.sep) || ts.sys.directoryExists(name),
  getDirectories: (name) => (name.startsWith(ROOT) ? [] : ts.sys.getDirectories(name)),
  realpath: (name) => (name.startsWith(ROOT) ? name : (ts.sys.realpath?.(name) ?? name)),
};

const registry = ts.createDocumentRegistry();
const service = ts.createLanguageService(host, registry);

/** @param {Record<string, string>} app */
function update(app) {
  const wanted = new Set([AMBIENT_FILE]);
  for (const [rel, text] of Object.entries(app)) {
    const name = path.join(ROOT, rel);
    wanted.add(name);
    const known = files.get(name);
    if (known?.text === text) continue;
    files.set(name, { text, version: (known?.version ?? 0) + 1 });
    projectVersion++;
  }
  for (const name of [...files.keys()]) {
    if (!wanted.has(name)) {
      files.delete(name);
      projectVersion++;
    }
  }
}

/**
 * @param {ts.Diagnostic} d
 * @returns {{ text: string; file: string | null; line: number | null; column: number | null; line_text: string | null }}
 */
function errorOf(d) {
  const text = `${ts.flattenDiagnosticMessageText(d.messageText, "\n")} (TS${d.code})`;
  if (!d.file || d.start === undefined)
    return { text, file: null, line: null, column: null, line_text: null };
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
  const lineText = d.file.text.split(/\r?\n/)[line] ?? null;
  return {
    text,
    file: path.relative(ROOT, d.file.fileName).split(path.sep).join("/"),
    line: line + 1,
    column: character,
    line_text: lineText,
  };
}

/**
 * @param {{ files: Record<string, string> }} task
 * @returns {Promise<{ ok: true; errors: ReturnType<typeof errorOf>[]; ms: number }>}
 */
export default async function typecheck(task) {
  const started = performance.now();
  const code = Object.fromEntries(
    Object.entries(task.files).filter(([rel]) => /\.(tsx?|jsx?|json|d\.ts)$/.test(rel)),
  );
  update(code);
  const errors = [];
  for (const rel of Object.keys(code)) {
    if (!/\.(tsx?)$/.test(rel)) continue;
    const name = path.join(ROOT, rel);
    for (const d of [...service.getSyntacticDiagnostics(name), ...service.getSemanticDiagnostics(name)]) {
      if (d.category !== ts.DiagnosticCategory.Error) continue;
      errors.push(errorOf(d));
      if (errors.length >= MAX_ERRORS) break;
    }
    if (errors.length >= MAX_ERRORS) break;
  }
  return { ok: true, errors, ms: Math.round((performance.now() - started) * 10) / 10 };
}
