// @ts-check
/**
 * The lite-app type check: esbuild strips types without reading them, so a model's
 * `count.toFixed` on a string or a missing prop would build and break in the browser. One
 * TypeScript LanguageService stays warm over the app's files held in memory (at a virtual folder
 * beside our node_modules, so `react`, `react-dom` and `lucide-react` resolve to their types) and
 * answers the errors in the shape of esbuild's messages. Lib files and types stay parsed between
 * checks: only the app's changed files are read again.
 *
 * TypeScript reads files to resolve imports (`/// <reference path>`, `import x from "/…/x.json"`
 * would put a file's contents in a type error): the host reads only the app's own files,
 * TypeScript's lib files and the folders of the allowed packages and their types, by real path,
 * and only regular files.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const MAX_ERRORS = 20;

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
  paths: { "@/*": ["src/*"] },
};

/**
 * The folders TypeScript may read: its own lib files, each allowed package, its `@types`
 * package, and what those depend on (csstype for React's types).
 * @param {string} nodeModules
 * @param {readonly string[]} packages
 */
function readableRoots(nodeModules, packages) {
  /** @type {Set<string>} */
  const roots = new Set([fs.realpathSync(path.dirname(ts.getDefaultLibFilePath(OPTIONS)))]);
  /** @type {Set<string>} */
  const seen = new Set();
  const queue = packages.flatMap((name) => [name, `@types/${name}`]);
  while (queue.length) {
    const name = /** @type {string} */ (queue.shift());
    if (seen.has(name)) continue;
    seen.add(name);
    try {
      const root = fs.realpathSync(path.join(nodeModules, name));
      const json = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
      roots.add(root);
      for (const dep of [
        ...Object.keys(json.dependencies ?? {}),
        ...Object.keys(json.peerDependencies ?? {}),
      ])
        queue.push(dep, `@types/${dep}`);
    } catch {
      // not installed: nothing to read there
    }
  }
  return [...roots];
}

export class Typechecker {
  /**
   * @param {string} appRoot the folder holding node_modules
   * @param {import("./types").AppPolicy} policy
   */
  constructor(appRoot, policy) {
    const nodeModules = path.join(appRoot, "node_modules");
    const root = path.join(appRoot, ".lite-app-check"); // virtual: never written
    const ambientFile = path.join(root, "lite-app-env.d.ts");
    const roots = readableRoots(nodeModules, policy.packages);
    /** @type {Map<string, { text: string; version: number }>} */
    const files = new Map([[ambientFile, { text: policy.ambient, version: 1 }]]);
    const virtual = (/** @type {string} */ name) => name === root || name.startsWith(root + path.sep);
    /** @type {Map<string, string | null>} */
    const seen = new Map();
    /** The real path of a file TypeScript may read, or null (package files do not change while we run). */
    const readable = (/** @type {string} */ name) => {
      let real = seen.get(name);
      if (real !== undefined) return real;
      try {
        real = fs.realpathSync(name);
        if (!roots.some((dir) => real?.startsWith(dir + path.sep)) || !fs.statSync(real).isFile())
          real = null;
      } catch {
        real = null;
      }
      seen.set(name, real);
      return real;
    };
    /** Folders on the way to a readable root, or inside one. */
    const visible = (/** @type {string} */ dir) =>
      virtual(dir) ||
      roots.some((r) => r === dir || r.startsWith(dir + path.sep) || dir.startsWith(r + path.sep));
    let projectVersion = 0;
    const settings = { ...OPTIONS, baseUrl: root };

    /** @type {ts.LanguageServiceHost} */
    const host = {
      getCompilationSettings: () => settings,
      getScriptFileNames: () => [...files.keys()],
      getScriptVersion: (name) => String(files.get(name)?.version ?? 0),
      getProjectVersion: () => String(projectVersion),
      getScriptSnapshot: (name) => {
        const own = files.get(name);
        if (own) return ts.ScriptSnapshot.fromString(own.text);
        const real = virtual(name) ? null : readable(name);
        return real ? ts.ScriptSnapshot.fromString(fs.readFileSync(real, "utf8")) : undefined;
      },
      getCurrentDirectory: () => root,
      getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
      fileExists: (name) => files.has(name) || (!virtual(name) && readable(name) !== null),
      readFile: (name) => {
        const own = files.get(name);
        if (own) return own.text;
        const real = virtual(name) ? null : readable(name);
        return real ? fs.readFileSync(real, "utf8") : undefined;
      },
      directoryExists: (name) => visible(name) && (virtual(name) || ts.sys.directoryExists(name)),
      getDirectories: (name) =>
        !virtual(name) && roots.some((r) => name === r || name.startsWith(r + path.sep))
          ? ts.sys.getDirectories(name)
          : [],
      realpath: (name) => (virtual(name) ? name : (readable(name) ?? name)),
    };
    this.root = root;
    this.ambientFile = ambientFile;
    this.files = files;
    this.bump = () => projectVersion++;
    this.service = ts.createLanguageService(host, ts.createDocumentRegistry());
  }

  /** @param {Record<string, string>} app */
  update(app) {
    const wanted = new Set([this.ambientFile]);
    for (const [rel, text] of Object.entries(app)) {
      const name = path.join(this.root, rel);
      wanted.add(name);
      const known = this.files.get(name);
      if (known?.text === text) continue;
      this.files.set(name, { text, version: (known?.version ?? 0) + 1 });
      this.bump();
    }
    for (const name of [...this.files.keys()]) {
      if (!wanted.has(name)) {
        this.files.delete(name);
        this.bump();
      }
    }
  }

  /**
   * @param {ts.Diagnostic} d
   * @returns {import("./types").BuildMessage}
   */
  errorOf(d) {
    const text = `${ts.flattenDiagnosticMessageText(d.messageText, "\n")} (TS${d.code})`;
    if (!d.file || d.start === undefined)
      return { text, file: null, line: null, column: null, line_text: null };
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    return {
      text,
      file: path.relative(this.root, d.file.fileName).split(path.sep).join("/"),
      line: line + 1,
      column: character,
      line_text: d.file.text.split(/\r?\n/)[line] ?? null,
    };
  }

  /**
   * The app's type errors (none: `errors` empty). Never throws for a bad app: a check that
   * TypeScript itself cannot finish (a stack overflow on absurd nesting) answers `skipped`.
   * @param {Record<string, string>} appFiles
   * @returns {import("./types").TypecheckAnswer}
   */
  check(appFiles) {
    const started = performance.now();
    const ms = () => Math.round((performance.now() - started) * 10) / 10;
    try {
      const code = Object.fromEntries(
        Object.entries(appFiles).filter(([rel]) => /\.(tsx?|jsx?|json|d\.ts)$/.test(rel)),
      );
      this.update(code);
      /** @type {import("./types").BuildMessage[]} */
      const errors = [];
      for (const rel of Object.keys(code)) {
        if (!/\.(tsx?)$/.test(rel)) continue;
        const name = path.join(this.root, rel);
        const found = [
          ...this.service.getSyntacticDiagnostics(name),
          ...this.service.getSemanticDiagnostics(name),
        ];
        for (const d of found) {
          if (d.category !== ts.DiagnosticCategory.Error) continue;
          errors.push(this.errorOf(d));
          if (errors.length >= MAX_ERRORS) break;
        }
        if (errors.length >= MAX_ERRORS) break;
      }
      return { ok: true, errors, ms: ms() };
    } catch (error) {
      return { ok: false, skipped: String(/** @type {Error} */ (error)?.message ?? error), ms: ms() };
    }
  }
}
