// @ts-check
/**
 * A Word document's text, read from its main part as a stream: runs' text (`w:t`), tabs and
 * breaks, one blank line after each paragraph (the raw-text shape mammoth gives). Deleted text
 * and field codes are other elements and are skipped. Stops at the character cap.
 */
import { Refusal } from "./refusal.mjs";
import { mainDocument, TextSink } from "./package-parts.mjs";
import { readXmlPart } from "./xml-reader.mjs";

/**
 * @param {import("./zip-archive.mjs").Archive} archive
 * @param {import("./types").ExtractLimits} limits
 */
export async function docxText(archive, limits) {
  const main = await mainDocument(archive, "word/document.xml");
  if (!archive.has(main)) throw new Refusal("fileUnreadable");
  const sink = new TextSink(limits.maxChars);
  let inText = false;
  await readXmlPart(archive, main, {
    open(name) {
      if (name === "t") inText = true;
      else if (name === "tab") sink.push("\t");
      else if (name === "br" || name === "cr") sink.push("\n");
    },
    close(name) {
      if (name === "t") inText = false;
      else if (name === "p") sink.push("\n\n");
    },
    text(text) {
      if (inText) sink.push(text);
    },
  });
  return sink.text().trim();
}
