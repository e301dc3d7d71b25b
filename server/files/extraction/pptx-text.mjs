// @ts-check
/**
 * A PowerPoint deck's text: each slide in number order as "Slide N:" and one line per paragraph
 * (`a:p`) of its runs' text (`a:t`). Slides are read as streams; the read stops at the cap.
 */
import { EnoughRead } from "./refusal.mjs";
import { TextSink } from "./package-parts.mjs";
import { readXmlPart } from "./xml-reader.mjs";

/**
 * @param {import("./zip-archive.mjs").Archive} archive
 * @param {import("./types").ExtractLimits} limits
 */
export async function pptxText(archive, limits) {
  const slides = archive
    .names()
    .map((name) => /^ppt\/slides\/slide(\d+)\.xml$/.exec(name))
    .filter((m) => m !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  const sink = new TextSink(limits.maxChars);
  try {
    for (const [name, number] of slides) {
      /** @type {string[]} */
      const lines = [];
      let line = "";
      let inText = false;
      let length = 0;
      await readXmlPart(archive, name, {
        open(tag) {
          if (tag === "t") inText = true;
        },
        close(tag) {
          if (tag === "t") inText = false;
          else if (tag === "p") {
            if (line.trim()) lines.push(line);
            line = "";
          }
        },
        text(text) {
          if (!inText) return;
          line += text;
          length += text.length;
          // One slide alone cannot hold more than the cap: stop reading it there.
          if (sink.length + length >= limits.maxChars) throw new EnoughRead();
        },
      });
      if (line.trim()) lines.push(line);
      if (lines.length) sink.push(`${sink.length ? "\n\n" : ""}Slide ${number}:\n${lines.join("\n")}`);
    }
  } catch (error) {
    if (!(error instanceof EnoughRead)) throw error;
  }
  return sink.text();
}
