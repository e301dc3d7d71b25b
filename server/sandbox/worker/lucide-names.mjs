// @ts-check
/**
 * lucide-react's entry re-exports ~1,700 icon modules: bundling it costs ~650 ms a build even
 * warm, against ~40 ms for an app without it. An app's `import { Plus } from "lucide-react"` is
 * therefore served by a small module re-exporting only the icons the app names, each from its
 * own file (the entry's own `export … from './icons/…'` lines say which). Anything else the app
 * takes from the package (Icon, createLucideIcon, the `icons` object, a namespace import) gets
 * the whole package.
 *
 * The scan of the app's files is linear in their size: each quoted "lucide-react" is read back
 * to the `import`/`export` before it, and no stretch of text is read twice (a file of repeated
 * `import ` made a backtracking pattern quadratic).
 */

export const LUCIDE = "lucide-react";
const QUOTED = /["']lucide-react["']/g;
const DYNAMIC = /\b(import|require)\s*\(\s*["']lucide-react["']/;

/**
 * The icon names and the specifier of each one's file, read from the package's ESM entry.
 * @param {string} entryText the text of lucide-react/dist/esm/lucide-react.mjs
 * @returns {Map<string, string>}
 */
export function lucideIconFiles(entryText) {
  /** @type {Map<string, string>} */
  const icons = new Map();
  for (const m of entryText.matchAll(/^export \{([^}\n]*)\} from '\.\/icons\/([\w-]+)\.mjs';$/gm))
    for (const name of m[1].matchAll(/default as (\w+)/g))
      icons.set(name[1], `${LUCIDE}/dist/esm/icons/${m[2]}.mjs`);
  return icons;
}

const IDENTIFIER = /[\w$]/;

/**
 * Where the last `word` that stands as a keyword (not inside a name) starts in `text`, or -1.
 * Each step moves left, so the whole search reads `text` at most once.
 * @param {string} text
 * @param {string} word
 */
function lastKeyword(text, word) {
  for (let at = text.lastIndexOf(word); at !== -1; at = at === 0 ? -1 : text.lastIndexOf(word, at - 1)) {
    const before = at > 0 ? text[at - 1] : " ";
    const after = text[at + word.length] ?? " ";
    if (!IDENTIFIER.test(before) && !IDENTIFIER.test(after)) return at;
  }
  return -1;
}

/**
 * The icon names the app imports from lucide-react, or null when it takes anything else from it.
 * @param {Record<string, string>} files
 * @param {Map<string, string>} icons
 * @returns {string[] | null}
 */
export function lucideNames(files, icons) {
  if (!icons.size) return null;
  /** @type {Set<string>} */
  const names = new Set();
  for (const text of Object.values(files)) {
    if (!text.includes(LUCIDE)) continue;
    if (DYNAMIC.test(text)) return null;
    let from = 0;
    for (const m of text.matchAll(QUOTED)) {
      const before = text.slice(from, m.index);
      from = (m.index ?? 0) + m[0].length;
      const tail = before.trimEnd();
      if (!tail.endsWith("from")) continue; // a string, or `import "lucide-react"` (nothing named)
      const keyword = Math.max(lastKeyword(tail, "import"), lastKeyword(tail, "export"));
      if (keyword === -1) return null;
      const clause = tail.slice(keyword + 6, -4).trim();
      if (clause.includes(";")) return null;
      if (/^type\s/.test(clause)) continue; // type-only: erased
      if (!clause.startsWith("{") || !clause.endsWith("}")) return null; // default, namespace, `*`
      for (const raw of clause.slice(1, -1).split(",")) {
        const spec = raw.trim();
        if (!spec || spec.startsWith("type ")) continue;
        const name = spec.split(/\s+as\s+/)[0].trim();
        if (!icons.has(name)) return null;
        names.add(name);
      }
    }
  }
  return [...names].sort();
}
