/**
 * Decides an upload's type from its bytes (spec §5, DESIGN.md §6): PDF, Word, PowerPoint, Excel,
 * CSV and text, and JPG/PNG/GIF/WebP images. The name only tells apart what the bytes cannot
 * (legacy Office files share one container format; text has no signature), and is never
 * trusted over the content: a `.png` that is really HTML is refused.
 */
import { fileTypeFromBuffer } from "file-type/core";
import { IMAGE_CONTENT_TYPES, type UploadKind } from "@/lib/contracts/uploads";
import { officeTypeOfZip } from "./office-container";

export type Sniffed = { contentType: string; kind: UploadKind; text?: string };
export type Refusal = "fileTypeUnsupported" | "wordNotRecognised" | "imageInvalidFormat";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";

const BY_SIGNATURE: Record<string, UploadKind> = {
  "application/pdf": "pdf",
  [DOCX]: "document",
  [XLSX]: "spreadsheet",
  [PPTX]: "presentation",
  ...Object.fromEntries(IMAGE_CONTENT_TYPES.map((type) => [type, "image" as const])),
};

/** Legacy Office files are one OLE container; the name says which one it claims to be. */
const LEGACY_OFFICE: Record<string, Sniffed> = {
  doc: { contentType: "application/msword", kind: "document" },
  xls: { contentType: "application/vnd.ms-excel", kind: "spreadsheet" },
  ppt: { contentType: "application/vnd.ms-powerpoint", kind: "presentation" },
};

const TEXT_TYPES: Record<string, string> = {
  txt: "text/plain",
  text: "text/plain",
  log: "text/plain",
  md: "text/markdown",
  markdown: "text/markdown",
  csv: "text/csv",
  tsv: "text/tab-separated-values",
  json: "application/json",
};

const WORD_NAMES = new Set(["doc", "docx"]);

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
}

/** Valid UTF-8 without NUL bytes (a leading BOM dropped), or null. */
function utf8Text(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

export async function sniffUpload(bytes: Uint8Array, fileName: string): Promise<Sniffed | Refusal> {
  const ext = extensionOf(fileName);
  let detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === "application/zip") {
    const office = await officeTypeOfZip(bytes);
    if (office) detected = { ext: "zip", mime: office } as typeof detected;
  }
  if (detected) {
    const kind = BY_SIGNATURE[detected.mime];
    if (kind) return { contentType: detected.mime, kind };
    if (detected.mime === "application/x-cfb" && LEGACY_OFFICE[ext]) return LEGACY_OFFICE[ext];
    return WORD_NAMES.has(ext) ? "wordNotRecognised" : "fileTypeUnsupported";
  }
  if (WORD_NAMES.has(ext)) return "wordNotRecognised";
  const textType = TEXT_TYPES[ext];
  const text = textType ? utf8Text(bytes) : null;
  // Anything else without a known signature — HTML, SVG, scripts, a renamed file — is refused.
  if (!textType || text === null) return "fileTypeUnsupported";
  return { contentType: `${textType}; charset=utf-8`, kind: "text", text };
}
