/**
 * Small building blocks of the offline prototypes: escaping, icons, buttons, badges, avatars and
 * inline-SVG charts, all in Tailwind classes over the theme's named colours (primary, accent,
 * canvas, surface, ink, muted, line, soft) declared in the page's tailwind.config.
 */
import { iconSvg } from "@/server/html/icons";
import { placeholderDataUri } from "@/server/html/placeholder-image";
import type { PrototypeStyle } from "@/server/html/styles";
import type { Theme } from "./screen";

export function esc(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

export function themeOf(style: PrototypeStyle): Theme {
  const p = style.palette;
  return {
    primary: p.primary,
    onPrimary: p.on_primary,
    accent: p.accent,
    canvas: p.background,
    surface: p.surface,
    ink: p.text,
    muted: p.muted,
    line: p.border,
    soft: style.primarySoft,
    radius: style.radius,
    font: style.font_family,
    dark: style.dark,
    scale: style.type_scale,
  };
}

export const icon = (name: string, cls = "h-5 w-5") => iconSvg(name, cls);

export function button(
  label: string,
  opts: {
    kind?: "primary" | "secondary" | "ghost";
    size?: "sm" | "md" | "lg";
    full?: boolean;
    type?: string;
    icon?: string;
  } = {},
): string {
  const size = { sm: "px-3 py-1.5 text-sm", md: "px-4 py-2.5 text-sm", lg: "px-6 py-3 text-base" }[
    opts.size ?? "md"
  ];
  const kind = {
    primary: "bg-primary text-on-primary shadow-sm hover:opacity-90",
    secondary: "bg-surface text-ink border border-line hover:bg-canvas",
    ghost: "text-primary hover:bg-soft",
  }[opts.kind ?? "primary"];
  const lead = opts.icon ? icon(opts.icon, "h-4 w-4") : "";
  return `<button type="${opts.type ?? "button"}" class="inline-flex items-center justify-center gap-2 rounded-card font-semibold transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${size} ${kind}${opts.full ? " w-full" : ""}">${lead}${esc(label)}</button>`;
}

/** A status pill coloured by meaning (good / in progress / attention). */
export function badge(text: string, tone: "good" | "warn" | "bad" | "neutral"): string {
  const cls = {
    good: "bg-emerald-50 text-emerald-800",
    warn: "bg-amber-50 text-amber-800",
    bad: "bg-rose-50 text-rose-800",
    neutral: "bg-soft text-primary",
  }[tone];
  return `<span class="inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${cls}">${esc(text)}</span>`;
}

export function avatar(name: string, theme: Theme, size = 40): string {
  return `<img src="${placeholderDataUri({ width: 160, height: 160, tint: theme.primary, motif: "avatar" })}" alt="${esc(name)}" width="${size}" height="${size}" class="rounded-full object-cover" style="width:${size}px;height:${size}px">`;
}

export function photo(
  alt: string,
  theme: Theme,
  width: number,
  height: number,
  cls = "w-full h-auto rounded-card object-cover",
  tint?: string,
): string {
  return `<img src="${placeholderDataUri({ width, height, tint: tint ?? theme.primary })}" alt="${esc(alt)}" width="${width}" height="${height}" class="${cls}">`;
}

export function logoMark(brand: string, cls = "h-9 w-9"): string {
  return `<span class="grid ${cls} place-items-center rounded-card bg-primary text-on-primary font-bold" aria-hidden="true">${esc([...brand][0] ?? "V")}</span>`;
}

function scaleY(values: number[], height: number, pad: number): (v: number) => number {
  const top = Math.max(...values);
  const bottom = Math.min(...values);
  const max = top + (top - bottom) * 0.15;
  const min = Math.max(0, bottom - (top - bottom) * 0.6);
  return (v) => pad + (height - pad * 2) * (1 - (v - min) / (max - min || 1));
}

/** An area chart with a comparison line, axis labels and a legend-friendly title. */
export function areaChart(opts: {
  labels: string[];
  series: number[];
  compare: number[];
  theme: Theme;
  label: string;
  height?: number;
  width?: number;
}): string {
  const w = opts.width ?? 640;
  const h = opts.height ?? 220;
  const all = [...opts.series, ...opts.compare];
  const y = scaleY(all, h - 24, 12);
  const step = w / Math.max(1, opts.series.length - 1);
  const pts = opts.series.map((v, i) => `${(i * step).toFixed(1)},${y(v).toFixed(1)}`);
  const cmp = opts.compare.map((v, i) => `${(i * step).toFixed(1)},${y(v).toFixed(1)}`);
  const grid = [0.25, 0.5, 0.75]
    .map(
      (f) =>
        `<line x1="0" x2="${w}" y1="${(12 + (h - 48) * f).toFixed(1)}" y2="${(12 + (h - 48) * f).toFixed(1)}" stroke="${opts.theme.line}" stroke-width="1"/>`,
    )
    .join("");
  const labels = opts.labels
    .map(
      (l, i) =>
        `<text x="${(i * step).toFixed(1)}" y="${h - 4}" font-size="12" fill="${opts.theme.muted}" text-anchor="${i === 0 ? "start" : i === opts.labels.length - 1 ? "end" : "middle"}">${esc(l)}</text>`,
    )
    .join("");
  const last = pts[pts.length - 1].split(",");
  return `<svg viewBox="0 0 ${w} ${h}" class="w-full h-auto" role="img" aria-label="${esc(opts.label)}"><defs><linearGradient id="area-fill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${opts.theme.primary}" stop-opacity="0.28"/><stop offset="1" stop-color="${opts.theme.primary}" stop-opacity="0"/></linearGradient></defs>${grid}<polygon points="0,${h - 24} ${pts.join(" ")} ${w},${h - 24}" fill="url(#area-fill)"/><polyline points="${cmp.join(" ")}" fill="none" stroke="${opts.theme.muted}" stroke-width="2" stroke-dasharray="5 5" opacity="0.6"/><polyline points="${pts.join(" ")}" fill="none" stroke="${opts.theme.primary}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/><circle cx="${last[0]}" cy="${last[1]}" r="5" fill="${opts.theme.surface}" stroke="${opts.theme.primary}" stroke-width="3"/>${labels}</svg>`;
}

/** Vertical bars (one per label), the highest bar in the primary colour. */
export function barChart(opts: {
  labels: string[];
  series: number[];
  theme: Theme;
  label: string;
  height?: number;
  width?: number;
}): string {
  const w = opts.width ?? 640;
  const h = opts.height ?? 200;
  const max = Math.max(...opts.series) * 1.1;
  const slot = w / opts.series.length;
  const bw = Math.min(44, slot * 0.56);
  const top = Math.max(...opts.series);
  const bars = opts.series
    .map((v, i) => {
      const bh = ((h - 28) * v) / max;
      const x = i * slot + (slot - bw) / 2;
      return `<rect x="${x.toFixed(1)}" y="${(h - 24 - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" rx="6" fill="${v === top ? opts.theme.primary : opts.theme.soft}"/><text x="${(x + bw / 2).toFixed(1)}" y="${h - 6}" font-size="12" fill="${opts.theme.muted}" text-anchor="middle">${esc(opts.labels[i] ?? "")}</text>`;
    })
    .join("");
  return `<svg viewBox="0 0 ${w} ${h}" class="w-full h-auto" role="img" aria-label="${esc(opts.label)}">${bars}</svg>`;
}

/** A progress ring with its value in the middle. */
export function ring(value: number, theme: Theme, label: string, size = 120): string {
  const r = 46;
  const c = 2 * Math.PI * r;
  const pct = Math.max(0, Math.min(100, value));
  return `<svg viewBox="0 0 120 120" width="${size}" height="${size}" role="img" aria-label="${esc(label)}"><circle cx="60" cy="60" r="${r}" fill="none" stroke="${theme.soft}" stroke-width="12"/><circle cx="60" cy="60" r="${r}" fill="none" stroke="${theme.primary}" stroke-width="12" stroke-linecap="round" stroke-dasharray="${((c * pct) / 100).toFixed(1)} ${c.toFixed(1)}" transform="rotate(-90 60 60)"/><text x="60" y="66" text-anchor="middle" font-size="22" font-weight="700" fill="${theme.ink}">${pct}%</text></svg>`;
}

export function stars(rating: number, label: string): string {
  const full = Math.round(rating);
  return `<span class="inline-flex items-center gap-0.5 text-amber-500" role="img" aria-label="${esc(label)}">${Array.from({ length: 5 }, (_, i) => icon("star", `h-4 w-4 ${i < full ? "fill-current" : "opacity-30"}`)).join("")}</span>`;
}
