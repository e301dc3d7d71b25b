"use client";
/**
 * The file selector of the chat input (spec §2): pick knowledge-base items to send with the
 * message. Search is the space's own (full text, Chinese and English); at most 20 items, as
 * the stream request allows.
 */
import dynamic from "next/dynamic";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { iconButton } from "@/components/ui/button-styles";
import { BookIcon, CloseIcon } from "@/components/ui/icons";
import { useDraftStore, type PickedKnowledge } from "@/lib/stores/draft-store";
import { ItemTypeIcon } from "./item-type-icon";

// The picker's dialog (search, list, the dialog library) loads when it first opens, not with the chat input.
const PickerDialog = dynamic(() => import("./knowledge-picker-dialog").then((m) => m.PickerDialog), {
  ssr: false,
});

export function KnowledgePickerButton({
  draftKey,
  picked,
  disabled,
}: {
  draftKey: string;
  picked: PickedKnowledge[];
  disabled?: boolean;
}) {
  const t = useTranslations("space.picker");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={disabled}
        className={`${iconButton} ${picked.length ? "text-brand-600" : ""}`}
        aria-label={t("open")}
        title={t("open")}
        data-testid="knowledge-picker-button"
      >
        <BookIcon className="h-[18px] w-[18px]" />
      </button>
      {open && (
        <PickerDialog
          picked={picked}
          onClose={() => setOpen(false)}
          onConfirm={(items) => {
            useDraftStore.getState().setKnowledge(draftKey, items);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

/** The knowledge picked for the next message, each removable. */
export function KnowledgeChips({
  knowledge,
  onRemove,
}: {
  knowledge: PickedKnowledge[];
  onRemove: (id: string) => void;
}) {
  const t = useTranslations("space.picker");
  if (knowledge.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5 px-3 pt-3" aria-label={t("title")}>
      {knowledge.map((k) => (
        <li
          key={k.id}
          className="flex max-w-[15rem] items-center gap-1.5 rounded-lg border border-brand-100 bg-brand-50/60 py-1 pr-1 pl-1.5 text-xs"
          data-testid="knowledge-chip"
        >
          <ItemTypeIcon type={k.type} size="sm" />
          <span className="min-w-0 flex-1 truncate font-medium text-ink-900">{k.title}</span>
          <button
            type="button"
            onClick={() => onRemove(k.id)}
            aria-label={t("remove", { title: k.title })}
            className="rounded p-0.5 text-ink-500 hover:bg-white hover:text-ink-900"
          >
            <CloseIcon className="h-3 w-3" />
          </button>
        </li>
      ))}
    </ul>
  );
}
