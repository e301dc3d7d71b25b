// @ts-check
/**
 * The Open Packaging parts every Office reader needs: relationships (`_rels/*.rels`) and the
 * main document they name; plus a text sink that stops the read at the character cap.
 */
import { EnoughRead } from "./refusal.mjs";
import { readXmlPart } from "./xml-reader.mjs";

/**
 * Relationship id → { type, target } of one .rels part; targets resolved against `baseDir`.
 * @param {import("./zip-archive.mjs").Archive} archive
 * @param {string} relsName
 * @param {string} baseDir folder the targets are relative to ("" for the package root)
 */
export async function readRelationships(archive, relsName, baseDir) {
  /** @type {Map<string, { type: string, target: string }>} */
  const rels = new Map();
  if (!archive.has(relsName)) return rels;
  await readXmlPart(
    archive,
    relsName,
    {
      open(name, attributes) {
        if (name !== "Relationship" || attributes.TargetMode === "External") return;
        rels.set(attributes.Id ?? "", {
          type: attributes.Type ?? "",
          target: resolvePart(baseDir, attributes.Target ?? ""),
        });
      },
    },
    { whole: true },
  );
  return rels;
}

/**
 * `xl/` + `worksheets/sheet1.xml` → `xl/worksheets/sheet1.xml`; `/xl/…` is from the root.
 * @param {string} baseDir @param {string} target
 */
export function resolvePart(baseDir, target) {
  const parts = (target.startsWith("/") ? target.slice(1) : `${baseDir}${target}`).split("/");
  /** @type {string[]} */
  const out = [];
  for (const part of parts) {
    if (part === "..") out.pop();
    else if (part && part !== ".") out.push(part);
  }
  return out.join("/");
}

/**
 * The package's main document (the root relationship of type officeDocument), else `fallback`.
 * @param {import("./zip-archive.mjs").Archive} archive
 * @param {string} fallback
 */
export async function mainDocument(archive, fallback) {
  const rels = await readRelationships(archive, "_rels/.rels", "");
  for (const rel of rels.values())
    if (/\/officeDocument$/.test(rel.type) && archive.has(rel.target)) return rel.target;
  return fallback;
}

/** Collects text up to `maxChars`; past it, the read stops (EnoughRead) instead of trimming later. */
export class TextSink {
  /** @param {number} maxChars */
  constructor(maxChars) {
    this.maxChars = maxChars;
    /** @type {string[]} */
    this.parts = [];
    this.length = 0;
  }

  /** @param {string} text */
  push(text) {
    if (!text) return;
    this.parts.push(text);
    this.length += text.length;
    if (this.length >= this.maxChars) throw new EnoughRead();
  }

  get full() {
    return this.length >= this.maxChars;
  }

  text() {
    return this.parts.join("").slice(0, this.maxChars);
  }
}
