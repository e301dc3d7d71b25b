// @ts-check
/**
 * An Office file's zip, read with bounds (notes/bounded-extraction.md): the entry count and each
 * needed entry's declared sizes and ratio are checked before it is inflated; the local header
 * must agree with the central directory; while inflating, every byte is counted against the
 * file's budget and against the entry's declared size (yauzl's byte check), because the
 * declared sizes are the sender's numbers. A reader may stop an entry early (EnoughRead).
 */
import yauzl from "yauzl";
import { EnoughRead, Refusal } from "./refusal.mjs";

/** @typedef {import("./types").ExtractLimits} ExtractLimits */
/** @typedef {import("yauzl").Entry} Entry */
/** @typedef {import("yauzl").ZipFile} ZipFile */

const DATA_DESCRIPTOR = 0x8;
const ZIP64_MARK = 0xffffffff;

/** @param {Buffer} buffer @returns {Promise<ZipFile>} */
function open(buffer) {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      {
        autoClose: false,
        lazyEntries: true,
        validateEntrySizes: true,
        strictFileNames: false,
        decodeStrings: true,
      },
      (error, zip) => (error || !zip ? reject(error) : resolve(zip)),
    );
  });
}

/** @param {ZipFile} zip @returns {Promise<Map<string, Entry>>} */
function listEntries(zip) {
  return new Promise((resolve, reject) => {
    /** @type {Map<string, Entry>} */
    const entries = new Map();
    zip.on("entry", (/** @type {Entry} */ entry) => {
      entries.set(entry.fileName.replace(/^\/+/, ""), entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", reject);
    zip.readEntry();
  });
}

/**
 * @param {Uint8Array} bytes
 * @param {ExtractLimits} limits
 */
export async function openArchive(bytes, limits) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  /** @type {ZipFile} */
  let zip;
  try {
    zip = await open(buffer);
  } catch {
    throw new Refusal("fileUnreadable");
  }
  if (zip.entryCount > limits.maxEntries) throw new Refusal("fileTooManyParts", { limit: limits.maxEntries });
  /** @type {Map<string, Entry>} */
  let entries;
  try {
    entries = await listEntries(zip);
  } catch {
    throw new Refusal("fileUnreadable");
  }
  let inflated = 0;
  const budgetMb = Math.round(limits.maxUnpackedBytes / 2 ** 20);

  /** @param {Entry} entry @param {boolean} whole */
  const checkDeclared = (entry, whole) => {
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.maxRatio)
      throw new Refusal("fileCompressedTooTightly", { ratio: limits.maxRatio });
    // A part read whole (not streamed to a cap) must fit the budget as declared.
    if (whole && inflated + entry.uncompressedSize > limits.maxUnpackedBytes)
      throw new Refusal("fileUnpacksTooLarge", { limit: budgetMb });
  };

  /** @param {Entry} entry */
  const checkLocalHeader = (entry) =>
    new Promise((resolve, reject) => {
      zip.readLocalFileHeader(entry, {}, (error, local) => {
        if (error || !local) return reject(new Refusal("fileArchiveDamaged"));
        const sized =
          !(local.generalPurposeBitFlag & DATA_DESCRIPTOR) &&
          local.uncompressedSize !== ZIP64_MARK &&
          local.compressedSize !== ZIP64_MARK;
        if (
          sized &&
          (local.uncompressedSize !== entry.uncompressedSize || local.compressedSize !== entry.compressedSize)
        )
          return reject(new Refusal("fileArchiveDamaged"));
        resolve(undefined);
      });
    });

  return {
    /** Entry names, as stored. */
    names: () => [...entries.keys()],
    /** @param {string} name */
    has: (name) => entries.has(name),
    /**
     * Inflates `name` chunk by chunk into `onChunk`, which may throw EnoughRead to stop early.
     * `whole`: the part is needed whole (its declared size must fit the budget up front).
     * @param {string} name
     * @param {(chunk: Buffer) => void} onChunk
     * @param {{ whole?: boolean }} [options]
     * @returns {Promise<"complete" | "stopped">} "stopped" when the reader had enough before the end
     */
    async read(name, onChunk, { whole = false } = {}) {
      const entry = entries.get(name);
      if (!entry) throw new Refusal("fileUnreadable");
      checkDeclared(entry, whole);
      await checkLocalHeader(entry);
      /** @type {import("node:stream").Readable} */
      const stream = await new Promise((resolve, reject) =>
        zip.openReadStream(entry, (error, s) =>
          error || !s ? reject(new Refusal("fileUnreadable")) : resolve(s),
        ),
      );
      return new Promise((resolve, reject) => {
        let settled = false;
        /** @param {unknown} error */
        const finish = (error) => {
          if (settled) return;
          settled = true;
          if (error) {
            stream.destroy();
            reject(error);
          } else resolve("complete");
        };
        stream.on("data", (/** @type {Buffer} */ chunk) => {
          if (settled) return;
          inflated += chunk.length;
          if (inflated > limits.maxUnpackedBytes)
            return finish(new Refusal("fileUnpacksTooLarge", { limit: budgetMb }));
          try {
            onChunk(chunk);
          } catch (error) {
            if (error instanceof EnoughRead) {
              settled = true;
              stream.destroy();
              return resolve("stopped");
            }
            finish(error);
          }
        });
        stream.on("end", () => finish(null));
        // yauzl's byte check ("too many bytes in the stream"): the entry inflates past what it declared.
        stream.on("error", (/** @type {Error} */ error) =>
          finish(
            /bytes in the stream/.test(error.message)
              ? new Refusal("fileArchiveDamaged")
              : new Refusal("fileUnreadable"),
          ),
        );
      });
    },
    close: () => zip.close(),
  };
}

/** @typedef {Awaited<ReturnType<typeof openArchive>>} Archive */
