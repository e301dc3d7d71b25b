"use client";
/**
 * A first-run guided tour: cards pointing at controls found by selector (absent or hidden ones
 * skipped), shown once per browser (`seenKey`) and again on demand. Texts come from `namespace`:
 * `<step>.title`, `<step>.body`, `progress`, `skip`, `next`, `done`.
 *
 * When the controls live in an open modal dialog (the viewer is a full-screen sheet on a phone),
 * the tour is drawn inside that dialog: a modal dialog makes everything outside it inert (no
 * pointer events, no focus), so a tour beside it could be neither clicked nor skipped, and inside
 * it the tour stays under any dialog opened later (share, export).
 */
import { useCallback, useEffect, useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslations } from "next-intl";

export type TourStep = { key: string; selector: string };

/** A control the user can see now: on screen and not hidden behind an open modal dialog. */
function shownTarget(selector: string): Element | null {
  const target = document.querySelector(selector);
  if (!target || target.closest('[aria-hidden="true"], [inert]')) return null;
  const rect = target.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 ? target : null;
}

export function tourSeen(seenKey: string): boolean {
  try {
    return localStorage.getItem(seenKey) === "1";
  } catch {
    return true;
  }
}

function markSeen(seenKey: string) {
  try {
    localStorage.setItem(seenKey, "1");
  } catch {
    // storage refused (private mode): the tour just shows again next time
  }
}

type Placement = { top: number; left: number; ring: DOMRect };

type GuidedTourProps = {
  open: boolean;
  onClose: () => void;
  steps: readonly TourStep[];
  namespace: string;
  seenKey: string;
  testId?: string;
};

export function GuidedTour({
  open,
  onClose,
  steps: allSteps,
  namespace,
  seenKey,
  testId = "guided-tour",
}: GuidedTourProps) {
  const t = useTranslations(namespace);
  const [index, setIndex] = useState(0);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const steps =
    open && typeof document !== "undefined" ? allSteps.filter((step) => shownTarget(step.selector)) : [];
  const step = steps[Math.min(index, steps.length - 1)];

  const finish = useCallback(() => {
    markSeen(seenKey);
    setIndex(0);
    onClose();
  }, [onClose, seenKey]);

  useLayoutEffect(() => {
    if (!open || !step) return;
    const place = () => {
      const target = shownTarget(step.selector);
      if (!target) return;
      const ring = target.getBoundingClientRect();
      const width = 300;
      const below = ring.bottom + 180 < window.innerHeight;
      const left = Math.min(
        Math.max(12, ring.left + ring.width / 2 - width / 2),
        window.innerWidth - width - 12,
      );
      setPlacement({ top: below ? ring.bottom + 12 : Math.max(12, ring.top - 12 - 170), left, ring });
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [open, step]);

  useEffect(() => {
    if (!open) return;
    // Escape ends the tour only, not the dialog it is drawn in: caught on the way down, first.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      finish();
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [open, finish]);

  if (!open || !step || !placement) return null;
  const last = index >= steps.length - 1;
  const host =
    document
      .querySelector(step.selector)
      ?.closest('[role="dialog"][aria-modal="true"], [role="dialog"][data-state="open"]') ?? document.body;
  return createPortal(
    <div className="fixed inset-0 z-[70]" data-testid={testId}>
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
        aria-labelledby={`${testId}-title`}
        className="absolute w-[300px] rounded-2xl bg-white p-4 shadow-2xl"
        style={{ top: placement.top, left: placement.left }}
      >
        <p className="text-[11px] font-semibold tracking-wide text-brand-700 uppercase">
          {t("progress", { n: index + 1, total: steps.length })}
        </p>
        <h2 id={`${testId}-title`} className="mt-1 text-base font-semibold text-ink-900">
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
    host,
  );
}
