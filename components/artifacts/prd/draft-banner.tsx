"use client";
/** Tells the user about unsaved edits kept from an earlier visit: restored here, or of another version. */
import { useFormatter, useNow, useTranslations } from "next-intl";
import type { LocalDraft } from "../shared/local-draft";

type Props = { draft: LocalDraft; restored: boolean; onOpen: () => void; onDiscard: () => void };

export function DraftBanner({ draft, restored, onOpen, onDiscard }: Props) {
  const t = useTranslations("prdEditor.draft");
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const when = draft.savedAt ? format.relativeTime(draft.savedAt, now) : "";
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-amber-100 bg-amber-50 px-4 py-2 text-xs text-amber-900"
      role="status"
      data-testid="draft-banner"
    >
      <span className="min-w-0 flex-1">
        {restored ? t("restored", { when }) : t("elsewhere", { number: draft.versionNumber, when })}
      </span>
      {!restored && (
        <button
          type="button"
          onClick={onOpen}
          className="font-medium underline underline-offset-2 hover:text-amber-700"
        >
          {t("open")}
        </button>
      )}
      <button
        type="button"
        onClick={onDiscard}
        className="font-medium underline underline-offset-2 hover:text-amber-700"
      >
        {t("discard")}
      </button>
    </div>
  );
}
