"use client";
/** The workspace start-up splash, shown at least 1 s (spec §9) on the first load of a tab. */
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";

export const SPLASH_MIN_MS = 1000;

export function StartupSplash() {
  const t = useTranslations("splash");
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), SPLASH_MIN_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="startup-splash"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-white"
    >
      <span className="text-2xl font-semibold text-brand-700">Vibe Studio</span>
      <span className="h-1 w-40 overflow-hidden rounded-full bg-brand-100">
        <span className="block h-full w-1/2 animate-pulse rounded-full bg-brand-600" />
      </span>
      <span className="text-sm text-ink-500">{t("loading")}</span>
    </div>
  );
}
