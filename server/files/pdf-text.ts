/**
 * Text of a PDF (spec §1 "Text is extracted (PDF, …)"): pdf.js through unpdf, page by page,
 * stopped at the extractor's character cap. A separate module so the extractor (and its worker
 * pool) can call it like its other readers. Scanned PDFs without a text layer give "".
 */
const MAX_PAGES = 500;

export async function pdfText(bytes: Uint8Array, maxChars: number): Promise<string> {
  // Loaded on first use: pdf.js is large, and most requests never read a PDF.
  const { getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: false, verbosity: 0 });
  try {
    const pages: string[] = [];
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
