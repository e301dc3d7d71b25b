"use client";
/** The background-gradient control of the edit panel: direction and 2-4 colour stops (spec §5). */
import { useTranslations } from "next-intl";
import { PlusIcon, TrashIcon } from "../icons";
import {
  addStop,
  GRADIENT_MAX_STOPS,
  gradientCss,
  removeStop,
  validateGradient,
  type Gradient,
} from "./gradient";

export function GradientEditor({ value, onChange }: { value: Gradient; onChange: (next: Gradient) => void }) {
  const t = useTranslations("editor.gradient");
  const problems = validateGradient(value);
  const full = value.stops.length >= GRADIENT_MAX_STOPS;
  const change = onChange;
  return (
    <div className="space-y-3">
      <div
        className="h-8 rounded-lg ring-1 ring-slate-200"
        style={{ backgroundImage: gradientCss(value) }}
        aria-hidden="true"
      />
      <label className="flex items-center gap-3 text-xs text-ink-700">
        <span className="w-14 shrink-0">{t("angle")}</span>
        <input
          type="range"
          min={0}
          max={360}
          step={5}
          value={value.angle}
          onChange={(e) => change({ ...value, angle: Number(e.target.value) })}
          className="h-1.5 flex-1 accent-brand-600"
          aria-label={t("angle")}
        />
        <span className="w-10 text-right tabular-nums">{value.angle}°</span>
      </label>
      <ul className="space-y-2" aria-label={t("stops")}>
        {value.stops.map((stop, index) => (
          <li key={index} className="flex items-center gap-2">
            <input
              type="color"
              value={stop.color}
              onChange={(e) =>
                change({
                  ...value,
                  stops: value.stops.map((s, i) => (i === index ? { ...s, color: e.target.value } : s)),
                })
              }
              className="h-7 w-9 shrink-0 cursor-pointer rounded border border-slate-300 bg-white p-0.5"
              aria-label={t("stopColor", { n: index + 1 })}
            />
            <input
              type="range"
              min={0}
              max={100}
              value={stop.position}
              onChange={(e) =>
                change({
                  ...value,
                  stops: value.stops.map((s, i) =>
                    i === index ? { ...s, position: Number(e.target.value) } : s,
                  ),
                })
              }
              className="h-1.5 flex-1 accent-brand-600"
              aria-label={t("stopPosition", { n: index + 1 })}
            />
            <span className="w-9 text-right text-xs text-ink-500 tabular-nums">
              {Math.round(stop.position)}%
            </span>
            <button
              type="button"
              onClick={() => change(removeStop(value, index))}
              disabled={value.stops.length <= 2}
              className="rounded-md p-1 text-ink-500 hover:bg-slate-100 hover:text-red-600 disabled:opacity-30"
              aria-label={t("removeStop", { n: index + 1 })}
            >
              <TrashIcon className="h-3.5 w-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          const next = addStop(value);
          if (next) change(next);
        }}
        disabled={full}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-ink-500 disabled:hover:bg-transparent"
      >
        <PlusIcon className="h-3.5 w-3.5" />
        {t("addStop")}
      </button>
      {/* At the limit the rule is said where the next stop would go (spec §5: at most 4 stops). */}
      {full && !problems.includes("tooManyStops") && (
        <p className="text-xs text-ink-500" data-testid="gradient-limit">
          {t("problems.tooManyStops", { max: GRADIENT_MAX_STOPS })}
        </p>
      )}
      {problems.length > 0 && (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-2 py-1.5 text-xs text-red-700"
          data-testid="gradient-error"
        >
          {problems.map((p) => t(`problems.${p}`, { max: GRADIENT_MAX_STOPS })).join(" ")}
        </p>
      )}
    </div>
  );
}
