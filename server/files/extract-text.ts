/**
 * The text a model may read from an upload (spec §5 "Word and PowerPoint files give text
 * extraction only"): plain text as it is, Word through mammoth, PowerPoint slides and Excel
 * sheets read from their XML (best effort), PDF through ./pdf-text.ts. The legacy binary Office
 * formats have no reader in this build: their status says so instead of pretending.
 */
import JSZip from "jszip";
import ExcelJS from "exceljs";
import mammoth from "mammoth";
import { pdfText } from "./pdf-text";
import type { Sniffed } from "./sniff";
import type { TEXT_STATUSES } from "@/lib/contracts/uploads";

export const MAX_EXTRACTED_CHARS = 200_000;
const MAX_SHEET_ROWS = 2000;

export type Extracted = { text: string | null; status: (typeof TEXT_STATUSES)[number] };

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";

/** Thrown when a file that says it is a Word document cannot be read as one. */
export class UnreadableWordError extends Error {}

const decodeXml = (text: string) =>
  text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n))).replace(/&amp;/g, "&");

async function pptxText(bytes: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const slides = Object.keys(zip.files)
    .map((name) => /^ppt\/slides\/slide(\d+)\.xml$/.exec(name))
    .filter((m): m is RegExpExecArray => Boolean(m))
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  const out: string[] = [];
  for (const [name, number] of slides) {
    const xml = await zip.file(name)!.async("string");
    // Each paragraph (<a:p>) is a line; its runs (<a:t>) are its text.
    const lines = xml.split(/<\/a:p>/).map((p) => [...p.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => decodeXml(m[1])).join("")).filter((l) => l.trim());
    if (lines.length) out.push(`Slide ${number}:\n${lines.join("\n")}`);
  }
  return out.join("\n\n");
}

async function xlsxText(bytes: Uint8Array): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: string[] = [];
  workbook.eachSheet((sheet) => {
    const rows: string[] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      if (rows.length >= MAX_SHEET_ROWS) return;
      const cells = (row.values as unknown[]).slice(1).map((v) => cellText(v));
      if (cells.some(Boolean)) rows.push(cells.join("\t"));
    });
    if (rows.length) out.push(`Sheet: ${sheet.name}\n${rows.join("\n")}`);
  });
  return out.join("\n\n");
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (v.richText) return v.richText.map((r) => r.text).join("");
    if (v.text !== undefined) return String(v.text);
    if (v.result !== undefined) return String(v.result);
    return "";
  }
  return String(value);
}

const clip = (text: string) => text.slice(0, MAX_EXTRACTED_CHARS);

export async function extractText(bytes: Uint8Array, sniffed: Sniffed): Promise<Extracted> {
  if (sniffed.kind === "image") return { text: null, status: "none" };
  if (sniffed.kind === "text") return { text: clip((sniffed.text ?? "").replace(/^\uFEFF/, "")), status: "extracted" };
  if (sniffed.contentType === DOCX) {
    try {
      const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
      return { text: clip(result.value.trim()), status: "extracted" };
    } catch {
      throw new UnreadableWordError();
    }
  }
  try {
    if (sniffed.contentType === "application/pdf") return { text: clip(await pdfText(bytes, MAX_EXTRACTED_CHARS)), status: "extracted" };
    if (sniffed.contentType === PPTX) return { text: clip(await pptxText(bytes)), status: "extracted" };
    if (sniffed.contentType === XLSX) return { text: clip(await xlsxText(bytes)), status: "extracted" };
  } catch {
    return { text: null, status: "failed" };
  }
  return { text: null, status: "unavailable" };
}
