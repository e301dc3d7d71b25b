import { readableFileBase } from "@/lib/contracts/file-names";

/** Saves bytes or text as a file the browser downloads. */
export function downloadFile(content: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** A file name from a document's title: no path or reserved characters, at most 80, cut between words. */
export function fileNameOf(title: string, fallback: string, extension: string): string {
  return `${readableFileBase(title, fallback)}.${extension}`;
}
