"use client";
/** The knowledge picker's dialog (knowledge-picker.tsx): loaded when it first opens. */
import { useDeferredValue, useState } from "react";
import useSWR from "swr";
import { useTranslations } from "next-intl";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { ghostButton, primaryButton } from "@/components/ui/button-styles";
import { SearchIcon } from "@/components/ui/icons";
import { fetcher } from "@/lib/api/client";
import type { PickedKnowledge } from "@/lib/stores/draft-store";
import type { SpaceItemPage } from "@/lib/contracts/space-items";
import { itemsPath } from "./space-api";
import { ItemTypeIcon } from "./item-type-icon";
import { Highlighted } from "./highlighted";
import { useItemTypeLabel } from "./item-type-label";

/** At most this many items go with a message (the stream request allows 20). */
const MAX_PICKED = 20;

export function PickerDialog({
  picked,
  onClose,
  onConfirm,
}: {
  picked: PickedKnowledge[];
  onClose: () => void;
  onConfirm: (items: PickedKnowledge[]) => void;
}) {
  const t = useTranslations("space.picker");
  const typeLabel = useItemTypeLabel();
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const [chosen, setChosen] = useState<PickedKnowledge[]>(picked);
  const { data, isLoading } = useSWR<SpaceItemPage>(
    itemsPath({ status: "active", q: q || undefined, page_size: 50 }),
    fetcher,
    { keepPreviousData: true },
  );
  const isChosen = (id: string) => chosen.some((c) => c.id === id);
  const toggle = (item: PickedKnowledge) =>
    setChosen((list) =>
      isChosen(item.id)
        ? list.filter((c) => c.id !== item.id)
        : list.length >= MAX_PICKED
          ? list
          : [...list, item],
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("title")}
      description={t("description")}
      closeLabel={t("cancel")}
      size="lg"
      testId="knowledge-picker"
    >
      <div className="flex flex-col gap-3">
        <label className="relative block">
          <span className="sr-only">{t("search")}</span>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-500" />
          <input
            type="search"
            autoFocus
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t("search")}
            className="h-9 w-full rounded-lg border border-slate-300 pr-3 pl-9 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
        </label>
        <ul className="-mx-1 max-h-[min(50dvh,420px)] overflow-y-auto" aria-busy={isLoading}>
          {data?.items.map((item) => (
            <li key={item.id}>
              <label
                className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50"
                data-testid="picker-item"
              >
                <input
                  type="checkbox"
                  checked={isChosen(item.id)}
                  onChange={() => toggle({ id: item.id, title: item.title, type: item.type })}
                  className="mt-1.5 h-4 w-4 shrink-0 accent-brand-600"
                />
                <ItemTypeIcon type={item.type} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-ink-900">
                    <Highlighted text={item.title} ranges={item.title_highlights} />
                  </span>
                  <span className="block truncate text-xs text-ink-500">
                    {typeLabel(item.type)}
                    {item.excerpt?.text ? " · " : ""}
                    {item.excerpt?.text ? (
                      <Highlighted text={item.excerpt.text} ranges={item.excerpt.highlights} />
                    ) : null}
                  </span>
                </span>
              </label>
            </li>
          ))}
          {data && data.items.length === 0 && (
            <li className="px-2 py-8 text-center text-sm text-ink-500">{t("empty")}</li>
          )}
        </ul>
        <div className="flex items-center justify-end gap-2 border-t border-slate-100 pt-3">
          <span className="mr-auto text-xs text-ink-500" aria-live="polite">
            {t("selected", { count: chosen.length })}
            {chosen.length >= MAX_PICKED ? ` · ${t("max", { max: MAX_PICKED })}` : ""}
          </span>
          <DialogClose type="button" className={ghostButton}>
            {t("cancel")}
          </DialogClose>
          <button
            type="button"
            onClick={() => onConfirm(chosen)}
            className={primaryButton}
            data-testid="picker-confirm"
          >
            {t("confirm")}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
