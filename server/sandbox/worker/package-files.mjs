// @ts-check
/**
 * The only way a build reaches a file on disk: a bare specifier of an allowed package, mapped
 * through that package's own `exports` (or `main`) to a regular file whose real path lies inside
 * that package's real folder; or a relative import from one such file, held to the same folder.
 * A lite app may name the packages it was given; a package may name itself and its own
 * dependencies (react-dom → scheduler), never anything else. Every spelling goes through the
 * same checks: percent-encoding, `?`/`#`, back-slashes and URL schemes (`file:`, `data:`,
 * `node:`…) are refused before anything is looked up, so no path is ever decoded and the path
 * checked is the path read; `..` and empty segments are refused; what `exports` wildcards make
 * of the rest is checked again against the package's folder, before and after `realpath`.
 */
import fs from "node:fs";
import path from "node:path";
import { exports as exportsOf } from "resolve.exports";

/** How esbuild reads each kind of package file; no other file of a package is ever read. */
export const PACKAGE_LOADERS = /** @type {const} */ ({
  ".js": "js",
  ".mjs": "js",
  ".cjs": "js",
  ".json": "json",
});
const PROBE = ["", ".js", ".mjs", ".cjs", ".json", "/index.js", "/index.mjs", "/index.cjs", "/index.json"];
const SHOWN = 160;

/** An import the build refuses: its message says why, in words a "fix" prompt can act on. */
export class NotAllowed extends Error {}

/** @param {string} specifier */
export function shown(specifier) {
  return specifier.length > SHOWN ? `${specifier.slice(0, SHOWN)}…` : specifier;
}

/**
 * Why a specifier may not be looked up at all, or null. Applies to every import of a build.
 * @param {string} specifier
 */
export function badSpelling(specifier) {
  if (/[\0-\x1f]/.test(specifier)) return "control characters";
  if (specifier.includes("%")) return "percent-encoding";
  if (specifier.includes("\\")) return "back-slashes";
  if (/[?#]/.test(specifier)) return "query strings and hashes (?raw, #…)";
  if (/^[a-z][a-z0-9+.-]*:/i.test(specifier)) return "URLs and node: modules";
  if (specifier.startsWith("/")) return "absolute paths";
  return null;
}

/** @param {string} root @param {string} file */
function inside(root, file) {
  return file.startsWith(root + path.sep);
}

/** @typedef {{ name: string; root: string; json: Record<string, any>; deps: Set<string> }} Package */
/** @typedef {{ path: string; pkg: Package }} PackageFile */

export class PackageFiles {
  /**
   * @param {string} nodeModules the folder the allowed packages are installed in
   * @param {readonly string[]} allowed what the app itself may import
   */
  constructor(nodeModules, allowed) {
    this.nodeModules = nodeModules;
    this.allowed = new Set(allowed);
    this.list = [...allowed].join(", ");
    /** @type {Map<string, Package | null>} */
    this.packages = new Map();
    /** Every file this resolver handed out, with its package: the only files a build loads. */
    /** @type {Map<string, Package>} */
    this.files = new Map();
    /** @type {Map<string, string>} */
    this.texts = new Map();
  }

  /** @param {string} name */
  package(name) {
    if (this.packages.has(name)) return this.packages.get(name) ?? null;
    /** @type {Package | null} */
    let pkg = null;
    try {
      const root = fs.realpathSync(path.join(this.nodeModules, name));
      const json = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
      const deps = new Set(
        [...Object.keys(json.dependencies ?? {}), ...Object.keys(json.peerDependencies ?? {})].filter(
          (dep) => !dep.startsWith("@types/"),
        ),
      );
      deps.add(name);
      pkg = { name, root, json, deps };
    } catch {
      pkg = null;
    }
    this.packages.set(name, pkg);
    return pkg;
  }

  /**
   * @param {string} specifier
   * @param {string} [detail]
   */
  refuse(specifier, detail) {
    return new NotAllowed(
      `"${shown(specifier)}" is not allowed: a lite app can import ${this.list} and its own files${detail ? ` (${detail})` : ""}`,
    );
  }

  /**
   * A bare specifier (`react`, `react-dom/client`, `lucide-react/icons/plus`).
   * @param {string} specifier
   * @param {Package | null} from the package importing it; null for the app
   * @param {string} kind esbuild's import kind
   * @returns {PackageFile}
   */
  bare(specifier, from, kind) {
    const spelling = badSpelling(specifier);
    if (spelling) throw this.refuse(specifier, `${spelling} cannot be imported`);
    const parts = specifier.split("/");
    const scoped = specifier.startsWith("@");
    const name = parts.slice(0, scoped ? 2 : 1).join("/");
    const sub = parts.slice(scoped ? 2 : 1);
    if (sub.some((part) => part === "" || part === "." || part === ".."))
      throw this.refuse(specifier, "`.`, `..` and empty parts cannot be used in a package path");
    if (!(from ? from.deps : this.allowed).has(name)) throw this.refuse(specifier);
    const pkg = this.package(name);
    if (!pkg) throw this.refuse(specifier, `${name} is not installed`);
    const entry = sub.length ? `./${sub.join("/")}` : ".";
    /** @type {string | undefined} */
    let target;
    if (pkg.json.exports !== undefined) {
      try {
        target = exportsOf(pkg.json, entry, {
          browser: true,
          require: kind === "require-call" || kind === "require-resolve",
          conditions: ["module"],
        })?.[0];
      } catch {
        target = undefined;
      }
      if (!target) throw this.refuse(specifier, `${name} has no "${entry}"`);
    } else if (entry === ".") {
      const main =
        typeof pkg.json.browser === "string" ? pkg.json.browser : (pkg.json.module ?? pkg.json.main);
      target = typeof main === "string" ? main : "./index.js";
    } else target = entry;
    return this.fileIn(pkg, path.resolve(pkg.root, target), specifier);
  }

  /**
   * A relative import inside a package (react's own `require("./cjs/react.production.js")`).
   * @param {string} specifier
   * @param {string} importer the real path of the importing file
   * @returns {PackageFile}
   */
  relative(specifier, importer) {
    const pkg = this.files.get(importer);
    const spelling = badSpelling(specifier);
    if (!pkg || spelling)
      throw this.refuse(specifier, spelling ? `${spelling} cannot be imported` : undefined);
    return this.fileIn(pkg, path.resolve(path.dirname(importer), specifier), specifier);
  }

  /**
   * @param {Package} pkg
   * @param {string} base
   * @param {string} specifier
   * @returns {PackageFile}
   */
  fileIn(pkg, base, specifier) {
    const outside = () => this.refuse(specifier, `it leads outside ${pkg.name}`);
    if (!inside(pkg.root, base)) throw outside();
    for (const ext of PROBE) {
      /** @type {string} */
      let real;
      try {
        real = fs.realpathSync(base + ext);
      } catch {
        continue;
      }
      // A symlink may point anywhere: the file read is the one its real path names.
      if (!inside(pkg.root, real)) throw outside();
      // Only regular files: a directory is probed further, a FIFO or device is never opened.
      if (!fs.statSync(real).isFile()) continue;
      if (!(path.extname(real) in PACKAGE_LOADERS))
        throw this.refuse(specifier, `${path.basename(real)} is not a JavaScript or JSON file`);
      this.files.set(real, pkg);
      return { path: real, pkg };
    }
    throw this.refuse(specifier, `${pkg.name} has no such file`);
  }

  /**
   * The text of a file this resolver handed out (package files do not change while we run).
   * @param {string} file
   */
  read(file) {
    if (!this.files.has(file)) throw new NotAllowed(`${file} was not resolved by the build`);
    let text = this.texts.get(file);
    if (text === undefined) {
      text = fs.readFileSync(file, "utf8");
      this.texts.set(file, text);
    }
    return text;
  }
}
