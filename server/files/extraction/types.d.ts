/** Shapes shared by the extraction worker (plain JavaScript, checked by tsc) and the app. */

/** What an upload's reader must stay within; the app passes them with each task. */
export type ExtractLimits = {
  /** Characters of text kept (the read stops there). */
  maxChars: number;
  /** Rows kept per sheet (the sheet's read stops there). */
  maxSheetRows: number;
  /** Parts (zip entries) an Office file may hold. */
  maxEntries: number;
  /** Bytes the reader may inflate in all, counted while inflating (declared sizes can lie). */
  maxUnpackedBytes: number;
  /** Declared uncompressed/compressed ratio an entry may have once it is larger than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
};

export type OfficeFormat = "docx" | "xlsx" | "pptx" | "pdf";

export type ExtractTask = { bytes: Uint8Array; format: OfficeFormat; limits: ExtractLimits };

/** Limit keys name a cap the file went past; `unreadable` is a file the reader could not parse. */
export type ReasonKey =
  | "fileUnpacksTooLarge"
  | "fileCompressedTooTightly"
  | "fileTooManyParts"
  | "fileArchiveDamaged"
  | "fileXmlEntities"
  | "fileReadTimeout"
  | "fileReadMemory"
  | "fileReadBusy"
  | "fileUnreadable";

export type ExtractReason = { key: ReasonKey; params: Record<string, number> };

export type WorkerAnswer = { ok: true; text: string } | { ok: false; reason: ExtractReason };
