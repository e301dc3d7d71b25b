// @ts-check
/**
 * An Excel workbook's text: "Sheet: <name>" then one tab-separated line per non-empty row, at
 * most `maxSheetRows` rows a sheet. Sheets are read as streams and each read stops at its row
 * cap (or the character cap); shared strings are read afterwards, keeping only the ones the
 * kept rows use and stopping after the last of them. Dates (by the cell's number format) read
 * as YYYY-MM-DD, booleans as TRUE/FALSE.
 */
import { EnoughRead } from "./refusal.mjs";
import { mainDocument, readRelationships } from "./package-parts.mjs";
import { readXmlPart } from "./xml-reader.mjs";

/** @typedef {string | { shared: number }} Cell */

// Built-in number formats that are dates or times (ECMA-376 §18.8.30, and the CJK ones).
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** A custom format is a date when, outside quotes and [colour] brackets, it has d, m, y, h or s. */
const isDateFormat = (/** @type {string} */ code) =>
  /[dmyhs]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ""));

/** Column number (1-based) of a cell reference such as "AB12". */
function columnOf(/** @type {string | undefined} */ ref) {
  let column = 0;
  for (const ch of ref ?? "") {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column;
}

/** Serial day number → YYYY-MM-DD (1900 system, with its phantom 29 Feb 1900; or 1904). */
function serialDate(/** @type {number} */ serial, /** @type {boolean} */ date1904) {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  const date = new Date(epoch + Math.round(serial * 86_400_000));
  return Number.isNaN(date.getTime()) ? String(serial) : date.toISOString().slice(0, 10);
}

/**
 * @param {import("./zip-archive.mjs").Archive} archive
 * @param {import("./types").ExtractLimits} limits
 */
export async function xlsxText(archive, limits) {
  const workbook = await mainDocument(archive, "xl/workbook.xml");
  const baseDir = workbook.includes("/") ? workbook.slice(0, workbook.lastIndexOf("/") + 1) : "";
  const relsName = `${baseDir}_rels/${workbook.slice(baseDir.length)}.rels`;

  /** @type {{ name: string, rid: string }[]} */
  const sheets = [];
  let date1904 = false;
  await readXmlPart(
    archive,
    workbook,
    {
      open(name, attributes) {
        if (name === "workbookPr") date1904 = attributes.date1904 === "1" || attributes.date1904 === "true";
        if (name !== "sheet") return;
        const rid =
          Object.entries(attributes).find(([key]) => key === "id" || key.endsWith(":id"))?.[1] ?? "";
        sheets.push({ name: attributes.name ?? "", rid });
      },
    },
    { whole: true },
  );
  const rels = await readRelationships(archive, relsName, baseDir);
  const partOf = (/** @type {string} */ type) =>
    [...rels.values()].find((rel) => rel.type.endsWith(`/${type}`) && archive.has(rel.target))?.target;
  const dateStyles = await readDateStyles(archive, partOf("styles"));

  // Pass 1: the kept rows of each sheet, shared strings as indexes.
  /** @type {{ name: string, rows: Cell[][] }[]} */
  const read = [];
  /** @type {Set<number>} */
  const needed = new Set();
  let cells = 0;
  for (const sheet of sheets) {
    const part = rels.get(sheet.rid)?.target;
    if (!part || !archive.has(part)) continue;
    /** @type {Cell[][]} */
    const rows = [];
    /** @type {Cell[]} */
    let row = [];
    let cell = { column: 0, type: "", style: 0, value: "", inValue: false, inInline: false };
    await readXmlPart(archive, part, {
      open(name, attributes) {
        if (name === "row") row = [];
        else if (name === "c")
          cell = {
            column: columnOf(attributes.r) || row.length + 1,
            type: attributes.t ?? "n",
            style: Number(attributes.s ?? 0),
            value: "",
            inValue: false,
            inInline: false,
          };
        else if (name === "v") cell.inValue = true;
        else if (name === "t" && cell.type === "inlineStr") cell.inInline = true;
      },
      text(text) {
        if (cell.inValue || cell.inInline) cell.value += text;
      },
      close(name) {
        if (name === "v") cell.inValue = false;
        else if (name === "t") cell.inInline = false;
        else if (name === "c") {
          /** @type {Cell} */
          let value = cell.value;
          if (cell.type === "s") {
            const index = Number(cell.value);
            if (Number.isInteger(index) && index >= 0) {
              value = { shared: index };
              needed.add(index);
            } else value = "";
          } else if (cell.type === "b")
            value = cell.value === "1" ? "TRUE" : cell.value === "0" ? "FALSE" : cell.value;
          else if (cell.type === "n" && cell.value && dateStyles.has(cell.style))
            value = serialDate(Number(cell.value), date1904);
          row[cell.column - 1] = value;
          cells += 1;
        } else if (name === "row") {
          if (row.some((v) => v !== "" && v !== undefined)) rows.push(row);
          // Each cell is at least a character of the text: past the cap nothing more can be kept.
          if (rows.length >= limits.maxSheetRows || cells >= limits.maxChars) throw new EnoughRead();
        }
      },
    });
    if (rows.length) read.push({ name: sheet.name, rows });
    if (cells >= limits.maxChars) break;
  }

  const strings = await readSharedStrings(archive, partOf("sharedStrings"), needed, limits.maxChars);
  const cellText = (/** @type {Cell | undefined} */ v) =>
    v === undefined ? "" : typeof v === "string" ? v : (strings.get(v.shared) ?? "");
  const text = read
    .map(
      (sheet) =>
        `Sheet: ${sheet.name}\n${sheet.rows.map((r) => Array.from(r, cellText).join("\t")).join("\n")}`,
    )
    .join("\n\n");
  return text.slice(0, limits.maxChars);
}

/**
 * Style indexes (cellXfs) whose number format is a date.
 * @param {import("./zip-archive.mjs").Archive} archive
 * @param {string | undefined} part
 */
async function readDateStyles(archive, part) {
  /** @type {Set<number>} */
  const dates = new Set();
  if (!part) return dates;
  /** @type {Map<number, string>} */
  const custom = new Map();
  /** @type {number[]} */
  const xfs = [];
  let inCellXfs = false;
  await readXmlPart(
    archive,
    part,
    {
      open(name, attributes) {
        if (name === "numFmt") custom.set(Number(attributes.numFmtId), attributes.formatCode ?? "");
        else if (name === "cellXfs") inCellXfs = true;
        else if (name === "xf" && inCellXfs) xfs.push(Number(attributes.numFmtId ?? 0));
      },
      close(name) {
        if (name === "cellXfs") inCellXfs = false;
      },
    },
    { whole: true },
  );
  xfs.forEach((id, index) => {
    const code = custom.get(id);
    if (code !== undefined ? isDateFormat(code) : DATE_FORMAT_IDS.has(id)) dates.add(index);
  });
  return dates;
}

/**
 * The shared strings at `needed` indexes (rich-text runs joined, phonetic runs skipped), each
 * at most `maxChars`; the read stops after the highest needed index.
 * @param {import("./zip-archive.mjs").Archive} archive
 * @param {string | undefined} part
 * @param {Set<number>} needed
 * @param {number} maxChars
 */
async function readSharedStrings(archive, part, needed, maxChars) {
  /** @type {Map<number, string>} */
  const strings = new Map();
  if (!part || needed.size === 0) return strings;
  let last = 0;
  for (const i of needed) if (i > last) last = i;
  let index = -1;
  let current = "";
  let inText = false;
  let phonetic = 0;
  await readXmlPart(archive, part, {
    open(name) {
      if (name === "si") {
        index += 1;
        current = "";
      } else if (name === "rPh") phonetic += 1;
      else if (name === "t") inText = true;
    },
    text(text) {
      if (inText && !phonetic && needed.has(index) && current.length < maxChars) current += text;
    },
    close(name) {
      if (name === "t") inText = false;
      else if (name === "rPh") phonetic -= 1;
      else if (name === "si") {
        if (needed.has(index)) strings.set(index, current.slice(0, maxChars));
        if (index >= last) throw new EnoughRead();
      }
    },
  });
  return strings;
}
