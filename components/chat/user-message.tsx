"use client";
/** The user's message: their text as written (no markdown), with the files they attached. */
import { useTranslations } from "next-intl";
import { FileIcon } from "@/components/ui/icons";
import type { AttachmentRef } from "@/lib/contracts/chat";

export function UserMessage({ content, attachments }: { content: string; attachments?: AttachmentRef[] }) {
  const t = useTranslations("chat");
  return (
    <article data-role="user" aria-label={t("yourMessage")} className="flex flex-col items-end gap-2">
      {attachments && attachments.length > 0 && (
        <ul className="flex max-w-[85%] flex-wrap justify-end gap-1.5" aria-label={t("attachmentsLabel")}>
          {attachments.map((a) => (
            <li
              key={a.id}
              className="flex max-w-[14rem] items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2 py-1 text-xs text-ink-700"
            >
              <FileIcon className="h-3.5 w-3.5 shrink-0 text-brand-600" />
              <span className="truncate">{a.file_name}</span>
            </li>
          ))}
        </ul>
      )}
      {content && (
        <div className="max-w-[85%] rounded-3xl bg-slate-100 px-4 py-2.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-ink-900 sm:max-w-[75%]">
          {content}
        </div>
      )}
    </article>
  );
}
