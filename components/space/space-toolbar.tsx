"use client";
/** Search, the status switcher, the filters (type, tag, time, favorites) and the view switcher. */
import { useTranslations } from "next-intl";
import { FolderIcon, GridIcon, RowsIcon, SearchIcon, StarFilledIcon, StarIcon } from "@/components/ui/icons";
import { spaceItemTypes, SPACE_ITEM_STATUSES, type SpaceItemType } from "@/lib/contracts/space-item-types";
import type { SpaceStats } from "@/lib/contracts/space-items";
import { TIME_RANGES, type SpaceState, type TimeRange } from "./use-space-items";
import { useItemTypeLabel } from "./item-type-label";

export const SPACE_VIEWS = ["cards", "table", "folders"] as const;
export type SpaceView = (typeof SPACE_VIEWS)[number];

const segment =
  "inline-flex min-h-8 items-center justify-center rounded-md px-3 text-[13px] font-medium text-ink-700 hover:text-ink-900 aria-pressed:bg-white aria-pressed:text-ink-900 aria-pressed:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600";
const select =
  "h-8 w-full min-w-0 sm:w-auto rounded-lg border border-slate-200 bg-white py-0 pr-7 pl-2.5 text-[13px] text-ink-900 hover:border-slate-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none";

const VIEW_ICONS = { cards: GridIcon, table: RowsIcon, folders: FolderIcon } as const;

function ViewIcon({ view }: { view: SpaceView }) {
  const Icon = VIEW_ICONS[view];
  return <Icon className="h-4 w-4" />;
}

export function SpaceToolbar({
  space,
  stats,
  view,
  onView,
}: {
  space: SpaceState;
  stats: SpaceStats | undefined;
  view: SpaceView;
  onView: (view: SpaceView) => void;
}) {
  const t = useTranslations("space");
  const typeLabel = useItemTypeLabel();
  const { filters, setFilters } = space;
  return (
    <div className="flex flex-col gap-2.5">
      <div className="flex flex-wrap items-center gap-2">
        <label className="relative order-1 min-w-0 flex-1 basis-full sm:basis-64" data-tour="search">
          <span className="sr-only">{t("search")}</span>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-500" />
          <input
            type="search"
            value={space.search}
            onChange={(e) => space.setSearch(e.target.value)}
            placeholder={t("searchPlaceholder")}
            data-testid="space-search"
            className="h-9 w-full rounded-lg border border-slate-200 bg-white pr-3 pl-9 text-sm text-ink-900 placeholder:text-ink-500 hover:border-slate-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
        </label>
        <div
          role="group"
          aria-label={t("status.label")}
          className="order-2 inline-flex rounded-lg bg-slate-100 p-0.5"
        >
          {SPACE_ITEM_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              aria-pressed={filters.status === status}
              onClick={() => setFilters({ status })}
              className={segment}
              data-testid={`status-${status}`}
            >
              {t(`status.${status}`)}
            </button>
          ))}
        </div>
        <div
          role="group"
          aria-label={t("views.label")}
          className="order-3 ml-auto inline-flex rounded-lg bg-slate-100 p-0.5 sm:ml-0"
          data-tour="views"
        >
          {SPACE_VIEWS.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className={`${segment} gap-1.5 px-2.5`}
              title={t(`views.${v}`)}
              data-testid={`view-${v}`}
            >
              <ViewIcon view={v} />
              <span className="hidden lg:inline">{t(`views.${v}`)}</span>
              <span className="sr-only lg:hidden">{t(`views.${v}`)}</span>
            </button>
          ))}
        </div>
      </div>
      {/* Two even columns on a phone (type | tag, time | favorites), one row from sm up. */}
      <div className="grid grid-cols-2 items-center gap-2 sm:flex sm:flex-wrap" data-tour="filters">
        <label className="sr-only" htmlFor="space-type">
          {t("filters.type")}
        </label>
        <select
          id="space-type"
          value={filters.type ?? ""}
          onChange={(e) => setFilters({ type: (e.target.value || null) as SpaceItemType | null })}
          className={select}
          data-testid="filter-type"
        >
          <option value="">{t("filters.allTypes")}</option>
          {spaceItemTypes().map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="space-tag">
          {t("filters.tag")}
        </label>
        <select
          id="space-tag"
          value={filters.tag ?? ""}
          onChange={(e) => setFilters({ tag: e.target.value || null })}
          className={select}
          disabled={!stats?.tags.length && !filters.tag}
        >
          <option value="">{t("filters.allTags")}</option>
          {stats?.tags.map(({ tag, count }) => (
            <option key={tag} value={tag}>
              #{tag} ({count})
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="space-time">
          {t("filters.time")}
        </label>
        <select
          id="space-time"
          value={filters.time}
          onChange={(e) => setFilters({ time: e.target.value as TimeRange })}
          className={select}
        >
          {TIME_RANGES.map((range) => (
            <option key={range} value={range}>
              {range === "any" ? t("filters.anyTime") : t(`filters.${range}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-pressed={filters.favorite}
          onClick={() => setFilters({ favorite: !filters.favorite })}
          className="inline-flex h-8 items-center justify-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2.5 text-[13px] text-ink-700 hover:border-slate-300 aria-pressed:border-amber-300 aria-pressed:bg-amber-50 aria-pressed:text-ink-900"
        >
          {filters.favorite ? (
            <StarFilledIcon className="h-3.5 w-3.5 text-amber-500" />
          ) : (
            <StarIcon className="h-3.5 w-3.5" />
          )}
          {t("filters.favorite")}
        </button>
        {space.filtered && (
          <button
            type="button"
            onClick={space.clearFilters}
            className="h-8 rounded-lg px-2 text-[13px] font-medium text-brand-700 hover:bg-brand-50"
          >
            {t("filters.clear")}
          </button>
        )}
        <span
          className="col-span-2 text-right text-xs text-ink-500 tabular-nums sm:ml-auto"
          aria-live="polite"
          data-testid="space-count"
        >
          {space.isLoading ? "" : t("count", { count: space.total })}
        </span>
      </div>
    </div>
  );
}
