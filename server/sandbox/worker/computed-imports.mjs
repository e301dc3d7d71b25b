// @ts-check
/**
 * esbuild turns `import(\`./pages/${name}\`)` and `require("../" + name)` into glob imports: it
 * walks the disk from the pattern's folder itself, without asking any plugin (`../../${x}` walks
 * from `/`, recursively). A lite app imports fixed paths, so an `import()` or `require()` whose
 * path is a template with `${…}` or a string with `+ …` after it is refused before esbuild parses
 * the file. The file is read in esbuild's own printed form (its transform: no comments, no
 * redundant parentheses, one spelling per construct; it keeps comments inside `import()`, which
 * are skipped), so `import(/* … *\/ (\`../${x}\`))` looks like any other; the scan is linear.
 */

/**
 * Where the next character that is neither white space nor inside a comment is.
 * @param {string} js
 * @param {number} i
 */
function skipSpaceAndComments(js, i) {
  for (;;) {
    while (i < js.length && /\s/.test(js[i])) i += 1;
    if (js.startsWith("/*", i)) {
      const end = js.indexOf("*/", i + 2);
      i = end === -1 ? js.length : end + 2;
    } else if (js.startsWith("//", i)) {
      const end = js.indexOf("\n", i + 2);
      i = end === -1 ? js.length : end + 1;
    } else return i;
  }
}

/** The call as the message quotes it: on one line, at most 80 characters. */
function shown(/** @type {string} */ js, /** @type {number} */ start) {
  return js.slice(start, start + 80).replace(/\s+/g, " ");
}

/**
 * The first computed `import()`/`require()` path in printed JavaScript, or null.
 * @param {string} js esbuild's printed output of one file
 * @returns {string | null} the call as written, shortened
 */
export function computedImport(js) {
  const call = /\b(import|require)\(/g;
  for (let m = call.exec(js); m; m = call.exec(js)) {
    const start = m.index;
    let i = skipSpaceAndComments(js, m.index + m[0].length);
    const quote = js[i];
    if (quote === "`") {
      for (i += 1; i < js.length && js[i] !== "`"; i += 1) {
        if (js[i] === "\\") i += 1;
        else if (js[i] === "$" && js[i + 1] === "{") return shown(js, start);
      }
    } else if (quote === '"' || quote === "'") {
      for (i += 1; i < js.length && js[i] !== quote; i += 1) if (js[i] === "\\") i += 1;
      i = skipSpaceAndComments(js, i + 1);
      if (js[i] === "+") return shown(js, start);
    }
    call.lastIndex = Math.max(call.lastIndex, i);
  }
  return null;
}
