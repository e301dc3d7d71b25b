"use client";
/** Cards: type, title, a few lines of the item's text (matches marked), where it came from and when. */
import { useFormatter, useTranslations } from "next-intl";
import type { SpaceItem } from "@/lib/contracts/space-items";
import { Highlighted } from "./highlighted";
import { ItemTypeIcon } from "./item-type-icon";
import { FavoriteButton, ItemActions, type ItemHandlers } from "./item-actions";
import { ItemSource } from "./item-source";
import { useItemTypeLabel } from "./item-type-label";

type ViewProps = {
  items: SpaceItem[];
  selected: Set<string>;
  toggle: (id: string) => void;
  handlers: ItemHandlers;
};

export function SelectBox({
  item,
  selected,
  toggle,
  className = "",
}: {
  item: SpaceItem;
  selected: boolean;
  toggle: (id: string) => void;
  className?: string;
}) {
  const t = useTranslations("space");
  return (
    <input
      type="checkbox"
      checked={selected}
      onChange={() => toggle(item.id)}
      onClick={(e) => e.stopPropagation()}
      aria-label={t("select", { title: item.title })}
      className={`h-4 w-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600 ${className}`}
    />
  );
}

export function CardView({ items, selected, toggle, handlers }: ViewProps) {
  const typeLabel = useItemTypeLabel();
  const format = useFormatter();
  const selecting = selected.size > 0;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="space-cards">
      {items.map((item) => {
        const isSelected = selected.has(item.id);
        return (
          <li key={item.id}>
            <article
              onClick={() => handlers.open(item)}
              data-testid="space-item"
              className={`group relative flex h-full cursor-pointer flex-col rounded-xl border bg-white p-4 transition-shadow hover:shadow-[0_2px_12px_rgb(15_23_42/0.06)] ${
                isSelected
                  ? "border-brand-500 ring-1 ring-brand-500"
                  : "border-slate-200 hover:border-slate-300"
              }`}
            >
              <div className="flex items-center gap-2.5">
                <ItemTypeIcon type={item.type} />
                <div className="min-w-0 flex-1 text-xs text-ink-500">
                  <span className="font-medium text-ink-700">{typeLabel(item.type)}</span>
                  {item.file_name && item.type !== "attachment" && item.knowledge_type === "file" ? (
                    <span> · {item.file_name.split(".").pop()?.toUpperCase()}</span>
                  ) : null}
                </div>
                <SelectBox
                  item={item}
                  selected={isSelected}
                  toggle={toggle}
                  className={
                    selecting
                      ? ""
                      : "opacity-100 md:opacity-0 md:group-hover:opacity-100 md:focus:opacity-100"
                  }
                />
              </div>
              <h3 className="mt-3 line-clamp-2 text-[15px] leading-snug font-semibold text-ink-900">
                <button
                  type="button"
                  onClick={(e) => (e.stopPropagation(), handlers.open(item))}
                  className="text-left outline-none focus-visible:underline"
                >
                  <Highlighted text={item.title} ranges={item.title_highlights} />
                </button>
              </h3>
              {item.excerpt?.text ? (
                <p className="mt-1.5 line-clamp-3 text-[13px] leading-relaxed break-words text-ink-500">
                  <Highlighted text={item.excerpt.text} ranges={item.excerpt.highlights} />
                </p>
              ) : null}
              {item.tags.length > 0 && (
                <div className="mt-2.5 flex flex-wrap gap-1">
                  {item.tags.slice(0, 4).map((tag) => (
                    <span
                      key={tag}
                      className="rounded-md bg-slate-100 px-1.5 py-0.5 text-[11px] text-ink-700"
                    >
                      #{tag}
                    </span>
                  ))}
                </div>
              )}
              <div className="mt-auto flex items-center gap-1 pt-3 text-xs text-ink-500">
                <div className="flex min-w-0 flex-1 items-center gap-1.5">
                  <ItemSource item={item} />
                  <span aria-hidden="true">·</span>
                  <time dateTime={item.created_at} className="shrink-0">
                    {format.dateTime(new Date(item.created_at), { month: "short", day: "numeric" })}
                  </time>
                </div>
                <FavoriteButton item={item} handlers={handlers} />
                <ItemActions item={item} handlers={handlers} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
