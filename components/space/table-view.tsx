"use client";
/** A table: dense rows for scanning many items; type, source and size columns fold away on a phone. */
import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { SpaceItem } from "@/lib/contracts/space-items";
import { Highlighted } from "./highlighted";
import { ItemTypeIcon } from "./item-type-icon";
import { FavoriteButton, ItemActions, type ItemHandlers } from "./item-actions";
import { ItemSource } from "./item-source";
import { SelectBox } from "./card-view";
import { formatBytes } from "./item-meta";
import { useItemTypeLabel } from "./item-type-label";

type ViewProps = {
  items: SpaceItem[];
  selected: Set<string>;
  toggle: (id: string) => void;
  selectAll: (ids: string[]) => void;
  handlers: ItemHandlers;
};

export function TableView({ items, selected, toggle, selectAll, handlers }: ViewProps) {
  const t = useTranslations("space");
  const typeLabel = useItemTypeLabel();
  const format = useFormatter();
  const locale = useLocale();
  const all = items.length > 0 && items.every((i) => selected.has(i.id));
  const th = "px-3 py-2.5 text-left text-xs font-medium text-ink-500";
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white" data-testid="space-table">
      <table className="w-full table-fixed text-sm">
        <thead className="border-b border-slate-200 bg-slate-50/60">
          <tr>
            <th className="w-10 py-2.5 pl-3">
              <input
                type="checkbox"
                checked={all}
                onChange={() => selectAll(items.map((i) => i.id))}
                aria-label={t("selectAll")}
                className="h-4 w-4 cursor-pointer accent-brand-600"
              />
            </th>
            <th className={th}>{t("table.title")}</th>
            <th className={`${th} hidden w-36 md:table-cell`}>{t("table.type")}</th>
            <th className={`${th} hidden w-56 lg:table-cell`}>{t("table.source")}</th>
            <th className={`${th} hidden w-24 md:table-cell`}>{t("table.size")}</th>
            <th className={`${th} w-24 sm:w-28`}>{t("table.created")}</th>
            <th className="w-[4.5rem] px-2 py-2.5">
              <span className="sr-only">{t("table.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr
              key={item.id}
              onClick={() => handlers.open(item)}
              className={`cursor-pointer hover:bg-slate-50 ${selected.has(item.id) ? "bg-brand-50/60" : ""}`}
              data-testid="space-item"
            >
              <td className="py-2 pl-3">
                <SelectBox item={item} selected={selected.has(item.id)} toggle={toggle} />
              </td>
              <td className="px-3 py-2">
                <div className="flex min-w-0 items-center gap-2.5">
                  <ItemTypeIcon type={item.type} size="sm" />
                  <span className="truncate font-medium text-ink-900">
                    <Highlighted text={item.title} ranges={item.title_highlights} />
                  </span>
                </div>
              </td>
              <td className="hidden truncate px-3 py-2 text-ink-700 md:table-cell">{typeLabel(item.type)}</td>
              <td className="hidden px-3 py-2 text-ink-500 lg:table-cell">
                <div className="flex min-w-0">
                  <ItemSource item={item} />
                </div>
              </td>
              <td className="hidden px-3 py-2 text-ink-500 tabular-nums md:table-cell">
                {formatBytes(item.file_size, locale)}
              </td>
              <td className="px-3 py-2 text-ink-500 tabular-nums">
                <time dateTime={item.created_at}>
                  {format.dateTime(new Date(item.created_at), { month: "short", day: "numeric" })}
                </time>
              </td>
              <td className="px-1 py-1">
                <div className="flex items-center justify-end">
                  <span className="hidden sm:inline-flex">
                    <FavoriteButton item={item} handlers={handlers} />
                  </span>
                  <ItemActions item={item} handlers={handlers} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
