/** App sections: stat cards, chart card, table, activity list. */
import { areaChart, badge, barChart, esc, icon } from "../kit";
import { uiText } from "../ui-text";
import type { PageRequest } from "./types";

export function statusTone(req: PageRequest, value: string): "good" | "warn" | "bad" | "neutral" {
  const s = uiText(req.lang).status;
  if (s.good.includes(value)) return "good";
  if (s.warn.includes(value)) return "warn";
  if (s.bad.includes(value)) return "bad";
  return "neutral";
}

export function statCards(req: PageRequest, columns = "sm:grid-cols-2 xl:grid-cols-4"): string {
  const t = uiText(req.lang);
  const cards = req.pack.metrics
    .map(
      (m) =>
        `<li class="rounded-card border border-line bg-surface p-5"><div class="flex items-center justify-between"><p class="text-sm font-medium text-muted">${esc(m.label)}</p><span class="grid h-9 w-9 place-items-center rounded-card bg-soft text-primary">${icon(m.icon, "h-5 w-5")}</span></div><p class="mt-3 text-2xl font-bold tracking-tight text-ink">${esc(m.value)}</p><p class="mt-1 flex items-center gap-1 text-sm"><span class="inline-flex items-center gap-0.5 font-semibold ${m.up ? (req.theme.dark ? "text-emerald-400" : "text-emerald-700") : req.theme.dark ? "text-rose-400" : "text-rose-700"}">${icon(m.up ? "trending-up" : "trending-down", "h-4 w-4")}${esc(m.delta)}</span>${/^[+-]/.test(m.delta) ? `<span class="text-muted">${esc(t.vsLast)}</span>` : ""}</p></li>`,
    )
    .join("");
  return `<ul class="grid grid-cols-2 gap-4 ${columns}">${cards}</ul>`;
}

export function chartCard(req: PageRequest, kind: "area" | "bar" = "area"): string {
  const c = req.pack.chart;
  const t = uiText(req.lang);
  const width = req.device === "mobile" ? 360 : 640;
  const chart =
    kind === "bar"
      ? barChart({ labels: c.labels, series: c.series, theme: req.theme, label: c.title, width })
      : areaChart({
          labels: c.labels,
          series: c.series,
          compare: c.compare,
          theme: req.theme,
          label: c.title,
          width,
        });
  return `<section aria-labelledby="chart-title" class="rounded-card border border-line bg-surface p-5"><div class="flex items-center justify-between gap-3"><div><h2 id="chart-title" class="font-semibold text-ink">${esc(c.title)}</h2><p class="text-sm text-muted">${esc(c.unit)}</p></div><div class="flex rounded-card border border-line p-0.5 text-sm" role="group" aria-label="${esc(c.title)}"><button type="button" class="rounded-card bg-soft px-3 py-1 font-semibold text-primary" aria-pressed="true">${esc(t.thisWeek)}</button><button type="button" class="rounded-card px-3 py-1 text-muted" aria-pressed="false">${esc(t.vsLast)}</button></div></div><div class="mt-5">${chart}</div></section>`;
}

export function tableCard(req: PageRequest): string {
  const tbl = req.pack.table;
  const t = uiText(req.lang);
  const head = tbl.columns
    .map(
      (c, i) =>
        `<th scope="col" class="px-5 py-3 ${i === 2 ? "text-right" : "text-left"} font-medium">${esc(c)}</th>`,
    )
    .join("");
  const rows = tbl.rows
    .map(
      (r) =>
        `<tr class="border-t border-line">${r.map((cell, i) => (i === r.length - 1 ? `<td class="px-5 py-3.5">${badge(cell, statusTone(req, cell))}</td>` : `<td class="px-5 py-3.5 ${i === 0 ? "font-medium text-ink" : "text-muted"} ${i === 2 ? "text-right tabular-nums" : ""}">${esc(cell)}</td>`)).join("")}</tr>`,
    )
    .join("");
  return `<section aria-labelledby="table-title" class="overflow-hidden rounded-card border border-line bg-surface"><div class="flex items-center justify-between px-5 py-4"><h2 id="table-title" class="font-semibold text-ink">${esc(tbl.title)}</h2><a href="#" class="text-sm font-semibold text-primary">${esc(t.viewAll)}</a></div><div class="overflow-x-auto"><table class="w-full text-sm"><thead class="bg-canvas text-muted"><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div></section>`;
}

export function activityList(req: PageRequest): string {
  const a = req.pack.activity;
  const items = a.items
    .map(
      (item, i) =>
        `<li class="flex items-center gap-3 py-3"><span class="grid h-10 w-10 shrink-0 place-items-center rounded-card ${i === 0 ? "bg-primary text-on-primary" : "bg-soft text-primary"}">${icon(req.pack.features[i]?.icon ?? "activity", "h-5 w-5")}</span><div class="min-w-0 flex-1"><p class="truncate text-sm font-semibold text-ink">${esc(item.title)}</p><p class="truncate text-xs text-muted">${esc(item.meta)}</p></div><span class="text-sm font-semibold text-ink">${esc(item.value)}</span></li>`,
    )
    .join("");
  return `<section aria-labelledby="activity-title" class="rounded-card border border-line bg-surface p-5"><h2 id="activity-title" class="font-semibold text-ink">${esc(a.title)}</h2><ul class="mt-2 divide-y divide-line">${items}</ul></section>`;
}

/** A compact list of table rows for small screens (cards instead of a wide table). */
export function rowCards(req: PageRequest): string {
  const tbl = req.pack.table;
  const items = tbl.rows
    .slice(0, 4)
    .map(
      (r) =>
        `<li class="flex items-center gap-3 py-3"><div class="min-w-0 flex-1"><p class="truncate text-sm font-semibold text-ink">${esc(r[0])}</p><p class="truncate text-xs text-muted">${esc(r[1])} · ${esc(r[2])}</p></div>${badge(r[3], statusTone(req, r[3]))}</li>`,
    )
    .join("");
  return `<section aria-labelledby="rows-title" class="rounded-card border border-line bg-surface px-4 py-2"><h2 id="rows-title" class="pt-3 font-semibold text-ink">${esc(tbl.title)}</h2><ul class="divide-y divide-line">${items}</ul></section>`;
}
