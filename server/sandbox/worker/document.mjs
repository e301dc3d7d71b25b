// @ts-check
/** The one HTML document of a built lite app: its CSS and script inlined, served as it is. */

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(
    /[&<>"]/g,
    (c) =>
      /** @type {Record<string, string>} */ ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c],
  );
}

/**
 * Inline `<script>`/`<style>` text may not close its own element.
 * @param {string} text
 * @param {"script" | "style"} tag
 */
function inlineSafe(text, tag) {
  return text.replace(new RegExp(`</${tag}`, "gi"), `<\\/${tag}`);
}

/**
 * @param {string} js
 * @param {string} css
 * @param {{ title: string; lang?: string; headScript?: string }} options
 */
export function documentOf(js, css, options) {
  const head = options.headScript ? `<script>${inlineSafe(options.headScript, "script")}</script>` : "";
  return [
    `<!doctype html><html lang="${escapeHtml(options.lang ?? "en")}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.title)}</title>`,
    `<style>${inlineSafe(css, "style")}</style>${head}</head>`,
    `<body><div id="root"></div><script>${inlineSafe(js, "script")}</script></body></html>`,
  ].join("");
}
