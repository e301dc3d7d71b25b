"use client";
/**
 * The viewer's first-run tour (spec §2 "header tour: edit panel, smart-editing chat input"): a
 * few cards pointing at the controls, shown once per browser and again from the help button.
 */
import { useCallback, useEffect, useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslations } from "next-intl";

const SEEN_KEY = "vs.prototype-tour.v1";

/** Steps in order: each points at an element found by this selector (skipped when absent). */
const STEPS = [
  { key: "edit", selector: '[data-tour="edit"]' },
  { key: "chat", selector: '[data-testid="chat-input"]' },
  { key: "share", selector: '[data-tour="share"]' },
] as const;

export function tourSeen(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === "1";
  } catch {
    return true;
  }
}

function markSeen() {
  try {
    localStorage.setItem(SEEN_KEY, "1");
  } catch {
    // storage refused (private mode): the tour just shows again next time
  }
}

type Placement = { top: number; left: number; ring: DOMRect };

export function ViewerTour({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("prototype.tour");
  const [index, setIndex] = useState(0);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const steps = STEPS.filter((step) => typeof document !== "undefined" && document.querySelector(step.selector));
  const step = steps[Math.min(index, steps.length - 1)];

  const finish = useCallback(() => {
    markSeen();
    setIndex(0);
    onClose();
  }, [onClose]);

  useLayoutEffect(() => {
    if (!open || !step) return;
    const place = () => {
      const target = document.querySelector(step.selector);
      if (!target) return;
      const ring = target.getBoundingClientRect();
      const width = 300;
      const below = ring.bottom + 180 < window.innerHeight;
      const left = Math.min(Math.max(12, ring.left + ring.width / 2 - width / 2), window.innerWidth - width - 12);
      setPlacement({ top: below ? ring.bottom + 12 : Math.max(12, ring.top - 12 - 170), left, ring });
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [open, step]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && finish();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, finish]);

  if (!open || !step || !placement) return null;
  const last = index >= steps.length - 1;
  return createPortal(
    <div className="fixed inset-0 z-[70]" data-testid="viewer-tour">
      <div className="absolute inset-0" onClick={finish} aria-hidden="true" />
      <div
        className="pointer-events-none absolute rounded-xl ring-4 ring-brand-500/70 transition-all duration-200"
        style={{
          top: placement.ring.top - 4,
          left: placement.ring.left - 4,
          width: placement.ring.width + 8,
          height: placement.ring.height + 8,
          boxShadow: "0 0 0 9999px rgb(15 23 42 / 0.45)",
        }}
        aria-hidden="true"
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="viewer-tour-title"
        className="absolute w-[300px] rounded-2xl bg-white p-4 shadow-2xl"
        style={{ top: placement.top, left: placement.left }}
      >
        <p className="text-[11px] font-semibold tracking-wide text-brand-700 uppercase">{t("progress", { n: index + 1, total: steps.length })}</p>
        <h2 id="viewer-tour-title" className="mt-1 text-base font-semibold text-ink-900">
          {t(`${step.key}.title`)}
        </h2>
        <p className="mt-1.5 text-sm leading-relaxed text-ink-700">{t(`${step.key}.body`)}</p>
        <div className="mt-4 flex items-center justify-between">
          <button type="button" onClick={finish} className="text-sm text-ink-500 hover:text-ink-900">
            {t("skip")}
          </button>
          <button
            type="button"
            autoFocus
            onClick={() => (last ? finish() : setIndex((i) => i + 1))}
            className="min-h-9 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {last ? t("done") : t("next")}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
