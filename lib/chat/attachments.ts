/**
 * Attachments of the next message (spec §5, §9): at most 5 per message (extras are skipped with
 * a warning), uploaded through POST /files, where the type is checked by content. Pictures over
 * 10 MB are refused here already, so the user is not made to wait for the upload to fail.
 */
import { apiRequest } from "@/lib/api/client";
import type { AttachmentRef } from "@/lib/contracts/chat";
import { MAX_ATTACHMENTS } from "@/lib/contracts/chat-limits";
import {
  ACCEPTED_FILE_EXTENSIONS,
  FILES_PATH,
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_MB,
  type UploadDto,
} from "@/lib/contracts/uploads";

export { IMAGE_MAX_MB };
export const UPLOAD_TIMEOUT_MS = 2 * 60 * 1000;

/** What the file picker offers (spec §5: PDF, Word, PowerPoint, Excel, CSV, text and images). */
export const ATTACHMENT_ACCEPT = [...ACCEPTED_FILE_EXTENSIONS, ...IMAGE_CONTENT_TYPES].join(",");

export type PendingAttachment = {
  /** Local key while uploading; the server id once uploaded. */
  key: string;
  file_name: string;
  size: number;
  status: "uploading" | "ready" | "failed";
  ref?: AttachmentRef;
  error?: string;
};

/** Splits a pick into the files that fit beside those already attached, and how many were skipped. */
export function fitAttachments(existing: number, picked: File[]): { accepted: File[]; skipped: number } {
  const room = Math.max(0, MAX_ATTACHMENTS - existing);
  return { accepted: picked.slice(0, room), skipped: Math.max(0, picked.length - room) };
}

export function isImage(file: { type: string; name: string }): boolean {
  return (
    (IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type) ||
    /\.(jpe?g|png|gif|webp)$/i.test(file.name)
  );
}

/** Network seam for tests. */
export const uploadApi = {
  async upload(
    file: File,
    opts: { chatId?: string | null; signal?: AbortSignal } = {},
  ): Promise<AttachmentRef> {
    const body = new FormData();
    body.append("file", file, file.name);
    if (opts.chatId) body.append("chat_id", opts.chatId);
    const uploaded = await apiRequest<UploadDto>(FILES_PATH, {
      method: "POST",
      body,
      signal: opts.signal,
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
    return {
      id: uploaded.id,
      file_name: uploaded.file_name,
      content_type: uploaded.content_type,
      size: uploaded.size,
    };
  },
};
