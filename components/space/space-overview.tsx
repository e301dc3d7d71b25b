"use client";
/** The stats overview: items, favorites, storage, Deleted — and the count of each type (a click filters by it). */
import { useLocale, useTranslations } from "next-intl";
import { spaceItemTypes, type SpaceItemType } from "@/lib/contracts/space-item-types";
import type { SpaceStats } from "@/lib/contracts/space-items";
import { ItemTypeIcon } from "./item-type-icon";
import { formatBytes } from "./item-meta";
import { useItemTypeLabel } from "./item-type-label";

export function SpaceOverview({
  stats,
  type,
  onType,
}: {
  stats: SpaceStats | undefined;
  type: SpaceItemType | null;
  onType: (type: SpaceItemType | null) => void;
}) {
  const t = useTranslations("space");
  const typeLabel = useItemTypeLabel();
  const locale = useLocale();
  const tiles = [
    { label: t("stats.total"), value: stats ? String(stats.total) : "–" },
    { label: t("stats.favorites"), value: stats ? String(stats.favorites) : "–" },
    { label: t("stats.storage"), value: stats ? formatBytes(stats.storage_bytes, locale) : "–" },
    { label: t("stats.deleted"), value: stats ? String(stats.deleted) : "–" },
  ];
  const present = spaceItemTypes().filter((k) => (stats?.by_type[k] ?? 0) > 0);
  return (
    <section
      aria-label={t("stats.label")}
      data-tour="stats"
      data-testid="space-stats"
      className="rounded-xl border border-slate-200 bg-white"
    >
      <dl className="grid grid-cols-2 divide-slate-100 sm:grid-cols-4 sm:divide-x">
        {tiles.map((tile, i) => (
          <div
            key={tile.label}
            className={`px-4 py-3 ${i < 2 ? "border-b border-slate-100 sm:border-b-0" : ""} ${i % 2 === 0 ? "border-r border-slate-100 sm:border-r-0" : ""}`}
          >
            <dt className="text-xs text-ink-500">{tile.label}</dt>
            <dd className="mt-0.5 text-xl font-semibold tracking-tight text-ink-900 tabular-nums">
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>
      {present.length > 0 && (
        <div
          className="flex gap-1.5 overflow-x-auto border-t border-slate-100 px-3 py-2.5"
          role="group"
          aria-label={t("filters.type")}
        >
          {present.map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={type === kind}
              onClick={() => onType(type === kind ? null : kind)}
              className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-transparent py-0.5 pr-2.5 pl-0.5 text-xs text-ink-700 hover:bg-slate-100 aria-pressed:border-brand-200 aria-pressed:bg-brand-50 aria-pressed:text-ink-900"
            >
              <ItemTypeIcon type={kind} size="sm" />
              {typeLabel(kind)}
              <span className="font-medium text-ink-900 tabular-nums">{stats?.by_type[kind]}</span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
