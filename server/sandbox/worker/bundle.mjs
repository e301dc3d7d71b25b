// @ts-check
/**
 * Bundles a lite app held in memory with esbuild (notes/build-in-process.md). Every import of a
 * build is answered by the plugin below, in every namespace, so nothing falls through to
 * esbuild's own resolution or file loading: the app's files are virtual (`lite-app:`), the
 * packages' files come from ./package-files.mjs, which alone decides what may be read, and
 * `onLoad` reads only what it handed out. Import attributes (`with { type: "text" }`, which
 * would inline any file) are refused on everything but the app's own `.json` files.
 *
 * One esbuild context stays warm between builds (react-dom is not parsed again); it builds one
 * thing at a time, which is all a worker is ever given.
 */
import path from "node:path";
import * as esbuild from "esbuild";
import { badSpelling, NotAllowed, PACKAGE_LOADERS, PackageFiles, shown } from "./package-files.mjs";
import { computedImport } from "./computed-imports.mjs";
import { LUCIDE, lucideIconFiles, lucideNames } from "./lucide-names.mjs";

const APP = "lite-app";
const PACKAGE = "package";
const SUBSET = "lucide-subset";

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
/** @type {Record<string, esbuild.Loader>} */
const LOADERS = { ".tsx": "tsx", ".ts": "ts", ".jsx": "jsx", ".js": "js", ".json": "json" };

/** @param {esbuild.Message} message @returns {import("./types").BuildMessage} */
function messageOf(message) {
  const file = message.location?.file ?? null;
  return {
    text: message.text,
    // Never a path of the server: the app's own path, or the package file's path from node_modules.
    file: file?.replace(`${APP}:`, "").replace(/^package:.*\/node_modules\//, "node_modules/") ?? null,
    line: message.location?.line ?? null,
    column: message.location?.column ?? null,
    line_text: message.location?.lineText ?? null,
  };
}

/**
 * @param {Record<string, string>} attributes
 * @returns {string}
 */
function attributesText(attributes) {
  return `with { ${Object.entries(attributes)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join(", ")} }`;
}

/**
 * The first import path of a file that is built at run time (esbuild would expand it on disk).
 * @param {string} contents
 * @param {esbuild.Loader} loader
 */
async function computedImportIn(contents, loader) {
  if (!/\b(import|require)\b/.test(contents)) return null;
  try {
    const printed = await esbuild.transform(contents, { loader, legalComments: "none", target: "esnext" });
    return computedImport(printed.code);
  } catch {
    return null; // a syntax error: the build itself reports it
  }
}

export class Bundler {
  /**
   * @param {string} nodeModules
   * @param {import("./types").AppPolicy} policy
   */
  constructor(nodeModules, policy) {
    this.policy = policy;
    this.packages = new PackageFiles(nodeModules, policy.packages);
    /** The files of the build in progress (one build at a time). */
    /** @type {Record<string, string>} */
    this.files = {};
    /** @type {Map<string, string> | null} */
    this.icons = null;
    /** @type {Promise<esbuild.BuildContext> | null} */
    this.context = null;
    /** @type {Map<string, string | null>} */
    this.checked = new Map();
  }

  /** lucide-react's icon files by name (empty when the app may not import it). */
  lucideIcons() {
    if (this.icons) return this.icons;
    this.icons = new Map();
    if (!this.policy.packages.includes(LUCIDE)) return this.icons;
    try {
      const entry = this.packages.bare(`${LUCIDE}/dist/esm/lucide-react.mjs`, null, "import-statement");
      this.icons = lucideIconFiles(this.packages.read(entry.path));
    } catch {
      // not installed as expected: every app gets the whole package
    }
    return this.icons;
  }

  /** @param {string} importer @param {string} specifier */
  appFile(importer, specifier) {
    const aliased = specifier.startsWith("@/") || specifier.startsWith("src/");
    const base = aliased
      ? path.posix.join("src", specifier.replace(/^@\/|^src\//, ""))
      : path.posix.join(path.posix.dirname(importer), specifier);
    return EXTENSIONS.map((ext) => path.posix.normalize(base + ext)).find(
      (candidate) => Object.hasOwn(this.files, candidate) && !candidate.startsWith("../"),
    );
  }

  /**
   * @param {esbuild.OnResolveArgs} args
   * @returns {esbuild.OnResolveResult}
   */
  resolve(args) {
    if (args.kind === "entry-point") return { path: args.path, namespace: APP };
    const specifier = args.path;
    const attributes = args.with ?? {};
    const attributed = Object.keys(attributes).length > 0;
    const relative = specifier.startsWith("./") || specifier.startsWith("../");
    if (args.namespace === APP && (relative || specifier.startsWith("@/") || specifier.startsWith("src/"))) {
      const spelling = badSpelling(specifier);
      if (spelling) throw this.packages.refuse(specifier, `${spelling} cannot be imported`);
      const found = this.appFile(args.importer, specifier);
      if (!found)
        return { errors: [{ text: `Could not resolve "${shown(specifier)}" (no such file in the app)` }] };
      if (
        attributed &&
        !(found.endsWith(".json") && attributes.type === "json" && Object.keys(attributes).length === 1)
      )
        throw this.refuseAttributes(specifier, attributes);
      return { path: found, namespace: APP };
    }
    if (attributed) throw this.refuseAttributes(specifier, attributes);
    if (args.namespace === PACKAGE) {
      const owner = this.packages.files.get(args.importer) ?? null;
      const file = relative
        ? this.packages.relative(specifier, args.importer)
        : this.packages.bare(specifier, owner, args.kind);
      return this.packageResult(file);
    }
    if (args.namespace !== APP && args.namespace !== SUBSET) throw this.packages.refuse(specifier);
    if (args.namespace === APP && specifier === LUCIDE) {
      const names = lucideNames(this.files, this.lucideIcons());
      if (names) return { path: LUCIDE, namespace: SUBSET, pluginData: names };
    }
    return this.packageResult(this.packages.bare(specifier, null, args.kind));
  }

  /**
   * `computedImportIn`, remembered by file text: a rebuild checks only the files that changed.
   * @param {string} contents
   * @param {esbuild.Loader} loader
   */
  async computedImport(contents, loader) {
    const key = `${loader}\0${contents}`;
    if (this.checked.has(key)) return this.checked.get(key) ?? null;
    const found = await computedImportIn(contents, loader);
    if (this.checked.size >= 500) this.checked.clear();
    this.checked.set(key, found);
    return found;
  }

  /** @param {import("./package-files.mjs").PackageFile} file @returns {esbuild.OnResolveResult} */
  packageResult(file) {
    return {
      path: file.path,
      namespace: PACKAGE,
      // esbuild reads `sideEffects` only for its own files: say it here, or unused icons stay.
      ...(file.pkg.json.sideEffects === false ? { sideEffects: false } : {}),
    };
  }

  /** @param {string} specifier @param {Record<string, string>} attributes */
  refuseAttributes(specifier, attributes) {
    return new NotAllowed(
      `"${shown(specifier)}" ${attributesText(attributes)} is not allowed: import attributes are only for the app's own .json files (with { type: "json" })`,
    );
  }

  /** @returns {esbuild.Plugin} */
  plugin() {
    return {
      name: "lite-app-sealed",
      setup: (build) => {
        build.onResolve({ filter: /.*/ }, (args) => {
          try {
            return this.resolve(args);
          } catch (error) {
            if (error instanceof NotAllowed) return { errors: [{ text: error.message }] };
            throw error;
          }
        });
        build.onLoad({ filter: /.*/ }, async (args) => {
          if (args.namespace === APP) {
            const ext = path.posix.extname(args.path);
            // CSS is compiled by Tailwind with the classes of every file, not bundled.
            if (ext === ".css") return { contents: "", loader: "empty" };
            if (!Object.hasOwn(this.files, args.path))
              return { errors: [{ text: `No such file in the app: ${args.path}` }] };
            const contents = this.files[args.path];
            const loader = LOADERS[ext] ?? "tsx";
            const computed = loader === "json" ? null : await this.computedImport(contents, loader);
            if (computed)
              return {
                errors: [
                  {
                    text: `${computed} is not allowed: an import path built at run time would make the build search the disk; import each file by its fixed path`,
                  },
                ],
              };
            return { contents, loader };
          }
          if (args.namespace === SUBSET) {
            const icons = this.lucideIcons();
            const names = /** @type {string[]} */ (args.pluginData);
            const contents = names
              .map((name) => `export { default as ${name} } from ${JSON.stringify(icons.get(name))};`)
              .join("\n");
            return { contents, loader: "js" };
          }
          if (args.namespace === PACKAGE) {
            const ext = /** @type {keyof typeof PACKAGE_LOADERS} */ (path.extname(args.path));
            try {
              return { contents: this.packages.read(args.path), loader: PACKAGE_LOADERS[ext] };
            } catch (error) {
              if (error instanceof NotAllowed) return { errors: [{ text: error.message }] };
              throw error;
            }
          }
          // Nothing else is ever loaded, and its path is not repeated: it may name a file of the server.
          return {
            errors: [{ text: "A file outside the app and its packages cannot be part of the build" }],
          };
        });
      },
    };
  }

  contextNow() {
    this.context ??= esbuild.context({
      entryPoints: [this.policy.entry],
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
      plugins: [this.plugin()],
    });
    return this.context;
  }

  /**
   * @param {Record<string, string>} files
   * @returns {Promise<{ ok: true; js: string } | { ok: false; errors: import("./types").BuildMessage[]; log: string }>}
   */
  async bundle(files) {
    this.files = files;
    try {
      const ctx = await this.contextNow();
      const result = await ctx.rebuild();
      return { ok: true, js: result.outputFiles?.[0]?.text ?? "" };
    } catch (error) {
      const failure = /** @type {esbuild.BuildFailure} */ (error);
      const messages = failure.errors ?? [
        /** @type {esbuild.Message} */ (/** @type {unknown} */ ({ text: String(error), location: null })),
      ];
      const log = (await esbuild.formatMessages(messages, { kind: "error", color: false })).join("\n");
      return { ok: false, errors: messages.map(messageOf), log };
    } finally {
      this.files = {};
    }
  }
}
