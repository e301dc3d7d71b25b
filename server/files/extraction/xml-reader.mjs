// @ts-check
/**
 * XML read as a stream of chunks (never as one string) with saxes. A document type declaration
 * is refused outright: Office parts never need one, and it is where entity bombs live. Element
 * names are given without their prefix (`w:t` → `t`): Office prefixes are conventions, not rules.
 */
import { SaxesParser } from "saxes";
import { Refusal } from "./refusal.mjs";

/**
 * @typedef {{
 *   open?: (name: string, attributes: Record<string, string>) => void,
 *   close?: (name: string) => void,
 *   text?: (text: string) => void,
 * }} XmlHandlers
 */

/** @param {string} name */
export const localName = (name) => name.slice(name.indexOf(":") + 1);

/** @param {Uint8Array} head */
function decoderFor(head) {
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder("utf-16le");
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder("utf-16be");
  return new TextDecoder("utf-8");
}

/**
 * A chunk sink for one XML part. Handlers may throw (EnoughRead to stop, a Refusal to refuse).
 * @param {XmlHandlers} handlers
 */
export function xmlReader(handlers) {
  const parser = new SaxesParser({ position: false });
  /** @type {TextDecoder | null} */
  let decoder = null;
  parser.on("doctype", () => {
    throw new Refusal("fileXmlEntities");
  });
  parser.on("error", () => {
    throw new Refusal("fileUnreadable");
  });
  if (handlers.open) {
    const open = handlers.open;
    parser.on("opentag", (tag) =>
      open(localName(tag.name), /** @type {Record<string, string>} */ (tag.attributes)),
    );
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on("closetag", (tag) => close(localName(tag.name)));
  }
  if (handlers.text) {
    const text = handlers.text;
    parser.on("text", text);
    parser.on("cdata", text);
  }
  return {
    /** @param {Uint8Array} chunk */
    write(chunk) {
      decoder ??= decoderFor(chunk);
      parser.write(decoder.decode(chunk, { stream: true }));
    },
    end() {
      if (decoder) parser.write(decoder.decode());
      parser.close();
    },
  };
}

/**
 * Reads one part of the archive through `handlers`; stops early when a handler throws EnoughRead.
 * @param {import("./zip-archive.mjs").Archive} archive
 * @param {string} name
 * @param {XmlHandlers} handlers
 * @param {{ whole?: boolean }} [options]
 */
export async function readXmlPart(archive, name, handlers, options) {
  const reader = xmlReader(handlers);
  if ((await archive.read(name, (chunk) => reader.write(chunk), options)) === "complete") reader.end();
}
