"use client";
/** A lite app reverted (a saved message with `extension.revert`): one line in the chat, in the UI's language. */
import { useTranslations } from "next-intl";
import { Undo2 } from "lucide-react";

export function RevertNote({ version, discarded }: { version: number; discarded: number[] }) {
  const t = useTranslations("chat");
  return (
    <p
      role="note"
      className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-[13px] text-ink-700"
      data-testid="revert-note"
    >
      <Undo2 className="h-4 w-4 shrink-0 text-ink-500" aria-hidden />
      <span>{t("revertNote", { version, discarded: discarded.map((n) => `v${n}`).join(", ") })}</span>
    </p>
  );
}
