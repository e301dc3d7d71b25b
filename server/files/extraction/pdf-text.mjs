// @ts-check
/**
 * Text of a PDF (spec §1 "Text is extracted (PDF, …)"): pdf.js through unpdf, page by page,
 * stopped at the character cap. It runs inside the extraction worker like the Office readers,
 * so a PDF built to exhaust memory or time kills only that thread. Scanned PDFs without a text
 * layer give "".
 */
const MAX_PAGES = 500;

/**
 * @param {Uint8Array} bytes
 * @param {number} maxChars
 * @returns {Promise<string>}
 */
export async function pdfText(bytes, maxChars) {
  // Loaded on first use: pdf.js is large, and most tasks never read a PDF.
  const { getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: false, verbosity: 0 });
  try {
    /** @type {string[]} */
    const pages = [];
    let chars = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES) && chars < maxChars; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
        .join("")
        .replace(/[ \t]+\n/g, "\n")
        .trim();
      if (text) {
        pages.push(text);
        chars += text.length;
      }
    }
    return pages.join("\n\n").slice(0, maxChars);
  } finally {
    await pdf.loadingTask.destroy();
  }
}
