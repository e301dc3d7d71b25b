/** Hands a generated file to the browser as a download (data URLs, text, base64). */
import { downloadFile } from "@/components/artifacts/shared/download";

/** The one download helper (components/artifacts/shared/download.ts) for a ready Blob. */
export function downloadBlob(blob: Blob, fileName: string): void {
  downloadFile(blob, fileName, blob.type);
}

export function downloadText(text: string, fileName: string, mime: string): void {
  downloadBlob(new Blob([text], { type: `${mime};charset=utf-8` }), fileName);
}

export function base64ToBlob(base64: string, mime: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: mime });
}

export function dataUrlToBlob(dataUrl: string): Blob {
  const [head, body = ""] = dataUrl.split(",", 2);
  const mime = /^data:([^;,]+)/.exec(head)?.[1] ?? "application/octet-stream";
  return head.includes(";base64")
    ? base64ToBlob(body, mime)
    : new Blob([decodeURIComponent(body)], { type: mime });
}
