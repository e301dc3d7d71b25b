/**
 * Builds a lite app in-process (issue #20 §2, notes/build-in-process.md): esbuild bundles the
 * app's TSX files held in memory, with React from our own node_modules (no network, no install,
 * no container), and Tailwind compiles the classes its files use. The result is one HTML document
 * with the CSS and the script inlined: a preview or a deployment serves it as it is.
 *
 * One esbuild context is reused (a warm rebuild is ~4× faster than a fresh build: react-dom is
 * not re-parsed); a context builds one thing at a time, so builds queue on it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as esbuild from "esbuild";
import { LITE_APP_ENTRY, type LiteAppBuildError, type LiteAppFiles } from "@/lib/contracts/lite-app";
import { compileTailwind } from "@/server/html/tailwind-inline";
import { recordBuild } from "@/server/ops/metrics";

/** Packages a lite app may import (resolved from our own node_modules); anything else is a build error. */
export const LITE_APP_PACKAGES = ["react", "react-dom", "lucide-react"] as const;

export type LiteAppBuildOk = { ok: true; html: string; js: string; css: string; ms: number };
export type LiteAppBuildFailed = { ok: false; errors: LiteAppBuildError[]; log: string; ms: number };
export type LiteAppBuildResult = LiteAppBuildOk | LiteAppBuildFailed;

export type BuildOptions = {
  /** The document's title and language. */
  title: string;
  lang?: string;
  /** A script run before the app (the preview's error reporter); inlined as it is. */
  headScript?: string;
};

const EXTENSIONS = [
  "",
  ".tsx",
  ".ts",
  ".jsx",
  ".js",
  ".css",
  ".json",
  "/index.tsx",
  "/index.ts",
  "/index.jsx",
  "/index.js",
];
const LOADERS: Record<string, esbuild.Loader> = {
  ".tsx": "tsx",
  ".ts": "ts",
  ".jsx": "jsx",
  ".js": "js",
  ".json": "json",
};
const NAMESPACE = "lite-app";
const requireFromApp = createRequire(path.join(process.cwd(), "package.json"));

function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
}

/** The files of the build in progress: the plugin reads them (one build at a time per context). */
let current: LiteAppFiles = {};

/**
 * lucide-react's entry re-exports ~1,700 icon modules: bundling it costs ~650 ms a build even
 * warm (esbuild links and tree-shakes them all), against ~40 ms for an app without it. An app's
 * `import { Plus } from "lucide-react"` is therefore served by a small module re-exporting only
 * the icons the app names, each from its own file (the entry's own `export … from './icons/…'`
 * lines say which). Anything else the app takes from the package (Icon, createLucideIcon, the
 * `icons` object, a namespace import) gets the whole package, as before.
 */
const LUCIDE = "lucide-react";
const LUCIDE_SUBSET = "lucide-subset";
let lucideIcons: Map<string, string> | null = null;

function lucideIconFiles(): Map<string, string> {
  if (lucideIcons) return lucideIcons;
  lucideIcons = new Map();
  try {
    const entry = requireFromApp.resolve(`${LUCIDE}/dist/esm/lucide-react.mjs`);
    const text = readFileSync(entry, "utf8");
    for (const m of text.matchAll(/^export \{([^}]*)\} from '(\.\/icons\/[^']+\.mjs)';$/gm)) {
      const file = path.join(path.dirname(entry), m[2]);
      for (const name of m[1].matchAll(/default as (\w+)/g)) lucideIcons.set(name[1], file);
    }
  } catch {
    // not installed as expected: every app gets the whole package
  }
  return lucideIcons;
}

/** The icon names the app imports from lucide-react, or null when it takes anything else from it. */
function lucideNames(files: LiteAppFiles): string[] | null {
  const icons = lucideIconFiles();
  const names = new Set<string>();
  for (const text of Object.values(files)) {
    if (!text.includes(LUCIDE)) continue;
    for (const m of text.matchAll(/(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']lucide-react["']/g)) {
      if (m[2]) continue; // type-only: erased
      const clause = m[3].trim();
      const braces = clause.match(/^\{([^}]*)\}$/);
      if (!braces) return null; // default, namespace or mixed import
      for (const raw of braces[1].split(",")) {
        const spec = raw.trim();
        if (!spec || spec.startsWith("type ")) continue;
        const name = spec.split(/\s+as\s+/)[0].trim();
        if (!icons.has(name)) return null;
        names.add(name);
      }
    }
    if (/import\s*\(\s*["']lucide-react["']|require\(\s*["']lucide-react["']/.test(text)) return null;
  }
  return [...names].sort();
}

const virtualFiles: esbuild.Plugin = {
  name: "lite-app-files",
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === "entry-point") return { path: args.path, namespace: NAMESPACE };
      // Inside a package (react's own requires): normal resolution.
      if (args.namespace !== NAMESPACE) return undefined;
      const relative = args.path.startsWith("./") || args.path.startsWith("../");
      const aliased = args.path.startsWith("@/") || args.path.startsWith("src/");
      if (relative || aliased) {
        const base = aliased
          ? path.posix.join("src", args.path.replace(/^@\/|^src\//, ""))
          : path.posix.join(path.posix.dirname(args.importer), args.path);
        const found = EXTENSIONS.map((ext) => path.posix.normalize(base + ext)).find(
          (candidate) => candidate in current,
        );
        if (!found)
          return { errors: [{ text: `Could not resolve "${args.path}" (no such file in the app)` }] };
        return { path: found, namespace: NAMESPACE };
      }
      if (args.path === LUCIDE) {
        const names = lucideNames(current);
        if (names) return { path: LUCIDE, namespace: LUCIDE_SUBSET, pluginData: names };
      }
      if (!(LITE_APP_PACKAGES as readonly string[]).includes(packageOf(args.path))) {
        return {
          errors: [
            {
              text: `Could not resolve "${args.path}" (a lite app can import ${LITE_APP_PACKAGES.join(", ")} and its own files)`,
            },
          ],
        };
      }
      return undefined; // our node_modules, from resolveDir
    });
    build.onLoad({ filter: /.*/, namespace: LUCIDE_SUBSET }, (args) => {
      const names = args.pluginData as string[];
      const contents = names
        .map((name) => `export { default as ${name} } from ${JSON.stringify(lucideIconFiles().get(name))};`)
        .join("\n");
      return { contents, loader: "js", resolveDir: process.cwd() };
    });
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
      const ext = path.posix.extname(args.path);
      // CSS is compiled by Tailwind with the classes of every file, not bundled.
      if (ext === ".css") return { contents: "", loader: "empty" };
      return { contents: current[args.path] ?? "", loader: LOADERS[ext] ?? "tsx", resolveDir: process.cwd() };
    });
  },
};

let context: Promise<esbuild.BuildContext> | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** Where a test run finds the builder to stop after each file (tests/helpers/jest-after-env.ts): a live context keeps Node running. */
const openBuilders = globalThis as unknown as { __vsLiteAppBuilder?: () => Promise<void> };

function buildContext(): Promise<esbuild.BuildContext> {
  openBuilders.__vsLiteAppBuilder = disposeLiteAppBuilder;
  context ??= esbuild.context({
    entryPoints: [LITE_APP_ENTRY],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    jsx: "automatic",
    logLevel: "silent",
    define: { "process.env.NODE_ENV": '"production"' },
    absWorkingDir: process.cwd(),
    nodePaths: [path.join(process.cwd(), "node_modules")],
    plugins: [virtualFiles],
  });
  return context;
}

function errorOf(message: esbuild.Message): LiteAppBuildError {
  return {
    text: message.text,
    file: message.location?.file.replace(`${NAMESPACE}:`, "") ?? null,
    line: message.location?.line ?? null,
    column: message.location?.column ?? null,
    line_text: message.location?.lineText ?? null,
  };
}

/** The app's own CSS without what the compiler adds itself (`@import "tailwindcss"`, v3 directives). */
function appCss(files: LiteAppFiles): string {
  return Object.entries(files)
    .filter(([file]) => file.endsWith(".css"))
    .map(([, css]) => css.replace(/@import\s+["']tailwindcss[^;]*;|@tailwind\s+\w+;/g, ""))
    .join("\n");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

/** Inline `<script>`/`<style>` text may not close its own element. */
function inlineSafe(text: string, tag: "script" | "style"): string {
  return text.replace(new RegExp(`</${tag}`, "gi"), `<\\/${tag}`);
}

export function documentOf(js: string, css: string, options: BuildOptions): string {
  const head = options.headScript ? `<script>${inlineSafe(options.headScript, "script")}</script>` : "";
  return [
    `<!doctype html><html lang="${escapeHtml(options.lang ?? "en")}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.title)}</title>`,
    `<style>${inlineSafe(css, "style")}</style>${head}</head>`,
    `<body><div id="root"></div><script>${inlineSafe(js, "script")}</script></body></html>`,
  ].join("");
}

async function buildNow(files: LiteAppFiles, options: BuildOptions): Promise<LiteAppBuildResult> {
  const started = performance.now();
  const ms = () => Math.round((performance.now() - started) * 10) / 10;
  current = files;
  try {
    const ctx = await buildContext();
    let result: esbuild.BuildResult;
    try {
      result = await ctx.rebuild();
    } catch (error) {
      const failure = error as esbuild.BuildFailure;
      const messages = failure.errors ?? [
        { text: String(error), location: null } as unknown as esbuild.Message,
      ];
      const log = (await esbuild.formatMessages(messages, { kind: "error", color: false })).join("\n");
      return { ok: false, errors: messages.map(errorOf), log, ms: ms() };
    }
    const js = result.outputFiles?.[0]?.text ?? "";
    const sources = Object.entries(files)
      .filter(([file]) => /\.(tsx|ts|jsx|js|html)$/.test(file))
      .map(([file, content]) => ({ content, extension: path.posix.extname(file).slice(1) }));
    let css: string;
    try {
      css = await compileTailwind(sources, appCss(files));
    } catch (error) {
      const text = `CSS: ${(error as Error).message}`;
      return {
        ok: false,
        errors: [{ text, file: null, line: null, column: null, line_text: null }],
        log: text,
        ms: ms(),
      };
    }
    return { ok: true, js, css, html: documentOf(js, css, options), ms: ms() };
  } finally {
    current = {};
  }
}

/** Builds `files` (queued behind builds in progress). Never throws for a bad app: it answers why. */
export function buildLiteApp(files: LiteAppFiles, options: BuildOptions): Promise<LiteAppBuildResult> {
  idle?.cancel();
  idle = null;
  pending += 1;
  const run = queue
    .then(() => buildNow(files, options))
    .then((result) => {
      recordBuild(result.ok, result.ms / 1000);
      return result;
    });
  queue = run.catch(() => undefined);
  void queue.then(() => {
    pending -= 1;
    if (pending === 0) idle = disposeWhenIdle();
  });
  return run;
}

/**
 * A live esbuild context keeps its service process, and so the Node process, alive: after
 * BUILDER_IDLE_MS without a build it is disposed (the next build starts a new one, ~250 ms cold
 * instead of ~50 ms warm), so a script or test that built an app can exit, and an idle server
 * gives the memory back. The timer itself never holds the process.
 */
export const BUILDER_IDLE_MS = 30_000;
let pending = 0;
let idle: { cancel: () => void } | null = null;

function disposeWhenIdle(): { cancel: () => void } {
  const timer = setTimeout(() => void disposeLiteAppBuilder(), BUILDER_IDLE_MS);
  timer.unref?.();
  return { cancel: () => clearTimeout(timer) };
}

/** Stops esbuild's service (tests, shutdown). */
export async function disposeLiteAppBuilder(): Promise<void> {
  const ctx = context;
  context = null;
  if (ctx) await (await ctx).dispose();
}
