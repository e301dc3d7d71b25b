"use client";
/** The files attached to the next message, each with its state and a remove button. */
import { useTranslations } from "next-intl";
import { CloseIcon, FileIcon } from "@/components/ui/icons";
import type { PendingAttachment } from "@/lib/chat/attachments";

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function AttachmentChips({
  attachments,
  onRemove,
}: {
  attachments: PendingAttachment[];
  onRemove: (key: string) => void;
}) {
  const t = useTranslations("composer");
  if (attachments.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2 px-3 pt-3" aria-label={t("attachments")}>
      {attachments.map((a) => (
        <li
          key={a.key}
          data-testid="attachment-chip"
          data-status={a.status}
          className="flex max-w-[15rem] items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 py-1.5 pr-1 pl-2 text-xs"
        >
          <span className="grid h-7 w-7 shrink-0 place-items-center rounded-lg bg-white text-brand-600 ring-1 ring-slate-200">
            {a.status === "uploading" ? (
              <span
                aria-hidden
                className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
              />
            ) : (
              <FileIcon className="h-3.5 w-3.5" />
            )}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-ink-900" title={a.file_name}>
              {a.file_name}
            </span>
            <span className="block text-ink-500">
              {a.status === "uploading" ? t("uploading") : formatSize(a.size)}
            </span>
          </span>
          <button
            type="button"
            onClick={() => onRemove(a.key)}
            aria-label={t("removeAttachment", { name: a.file_name })}
            className="grid h-6 w-6 shrink-0 place-items-center rounded-md text-ink-500 hover:bg-slate-200 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <CloseIcon className="h-3.5 w-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
