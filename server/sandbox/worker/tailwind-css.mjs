// @ts-check
/**
 * Tailwind CSS v4 without its CLI (notes/build-in-process.md): `compile` with our own stylesheet
 * loader, Oxide's scanner over the sources held in memory (no `sources`: it never walks the
 * disk), lightningcss to minify. One compiler per call: `build()` keeps every candidate it has
 * ever seen. Author CSS is untrusted: it may import only Tailwind's own stylesheets, load no
 * plugin or config, and what it compiles to is capped (chained `@apply` can grow 1 KB of CSS to
 * megabytes); the time and memory it takes are bounded by the worker's deadline and memory cap.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { compile } from "tailwindcss";
import { Scanner } from "@tailwindcss/oxide";
import { transform } from "lightningcss";

const require = createRequire(import.meta.url);
/** @type {string | null} */
let tailwindDir = null;
/** @type {Map<string, string>} */
const sheets = new Map();

function tailwindDirectory() {
  tailwindDir ??= fs.realpathSync(path.dirname(require.resolve("tailwindcss/package.json")));
  return tailwindDir;
}

/**
 * Only Tailwind's own stylesheets: a page's CSS can never make the worker read anything else.
 * @param {string} id
 * @param {string} base
 */
async function loadStylesheet(id, base) {
  const dir = tailwindDirectory();
  const file =
    id === "tailwindcss"
      ? path.join(dir, "index.css")
      : id.startsWith("tailwindcss/")
        ? path.join(dir, `${id.slice(12).replace(/\.css$/, "")}.css`)
        : path.resolve(base, id);
  const refused = () => new Error(`Cannot import ${id.slice(0, 160)}: only Tailwind's own stylesheets`);
  if (!file.startsWith(dir + path.sep) || !file.endsWith(".css")) throw refused();
  let content = sheets.get(file);
  if (content === undefined) {
    let real;
    try {
      real = fs.realpathSync(file);
    } catch {
      throw refused();
    }
    if (!real.startsWith(dir + path.sep) || !fs.statSync(real).isFile()) throw refused();
    content = fs.readFileSync(real, "utf8");
    sheets.set(file, content);
  }
  return { path: file, base: path.dirname(file), content };
}

/** @param {string} css */
function compiler(css) {
  return compile(css, {
    base: tailwindDirectory(),
    loadStylesheet,
    loadModule: async () => Promise.reject(new Error("Plugins are not supported")),
  });
}

/** Loads Tailwind, Oxide and lightningcss (a first compile costs ~200 ms more than the next). */
export async function warmTailwind() {
  await compileCss({
    sources: [{ content: '<p class="p-1"></p>', extension: "html" }],
    css: '@import "tailwindcss";',
    fallbackCss: '@import "tailwindcss";',
    maxBytes: 1 << 20,
  });
}

/**
 * The minified CSS for the classes `sources` use, or why there is none.
 * @param {import("./types").CssInput} input
 * @returns {Promise<import("./types").CssAnswer>}
 */
export async function compileCss({ sources, css, fallbackCss, maxBytes }) {
  try {
    /** @type {Awaited<ReturnType<typeof compile>>} */
    let tw;
    try {
      tw = await compiler(css);
    } catch {
      // Bad author CSS (an @apply of an unknown class…): compile the classes without it.
      tw = await compiler(fallbackCss);
    }
    const out = tw.build(new Scanner({}).scanFiles(sources));
    if (out.length > maxBytes) {
      const mb = (/** @type {number} */ n) => Math.round((n / 2 ** 20) * 10) / 10;
      return {
        ok: false,
        error: `CSS: the styles compile to ${mb(out.length)} MB, more than the ${mb(maxBytes)} MB allowed`,
        refusal: { key: "cssTooLarge", params: { mb: mb(out.length), max: mb(maxBytes) } },
      };
    }
    return {
      ok: true,
      css: transform({ filename: "page.css", code: Buffer.from(out), minify: true }).code.toString(),
    };
  } catch (error) {
    return { ok: false, error: `CSS: ${/** @type {Error} */ (error).message}` };
  }
}
