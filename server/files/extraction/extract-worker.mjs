// @ts-check
/**
 * The extraction worker (a piscina task function): reads one Office file's text inside a thread
 * with a heap cap, so a file that tries to exhaust memory or time kills only this thread
 * (server/files/extraction-pool.ts). PDFs are not archives: pdf.js reads them directly. Plain JavaScript: it runs as it is in the app, under
 * Jest and in benches, with no loader. Answers data, never throws for a bad file.
 */
import { Refusal } from "./refusal.mjs";
import { openArchive } from "./zip-archive.mjs";
import { docxText } from "./docx-text.mjs";
import { xlsxText } from "./xlsx-text.mjs";
import { pptxText } from "./pptx-text.mjs";
import { pdfText } from "./pdf-text.mjs";

const READERS = { docx: docxText, xlsx: xlsxText, pptx: pptxText };

/**
 * @param {import("./types").ExtractTask} task
 * @returns {Promise<import("./types").WorkerAnswer>}
 */
export default async function extract({ bytes, format, limits }) {
  /** @type {import("./zip-archive.mjs").Archive | null} */
  let archive = null;
  try {
    if (format === "pdf") return { ok: true, text: await pdfText(bytes, limits.maxChars) };
    archive = await openArchive(bytes, limits);
    return { ok: true, text: await READERS[format](archive, limits) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: { key: error.key, params: error.params } };
    return { ok: false, reason: { key: "fileUnreadable", params: {} } };
  } finally {
    archive?.close();
  }
}
