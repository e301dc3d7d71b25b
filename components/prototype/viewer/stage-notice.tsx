"use client";
/**
 * What the stage shows without a page: nothing generated yet, a version that failed, or a version
 * stopped before it held a page that can be shown (what was written is kept in that version).
 */
import { useTranslations } from "next-intl";
import { PrototypeIcon } from "../icons";

export function StageNotice({
  kind,
  versionNumber,
}: {
  kind: "empty" | "failed" | "stopped";
  versionNumber?: number;
}) {
  const t = useTranslations("prototype.stage");
  return (
    <div className="absolute inset-0 grid place-items-center p-6">
      <div className="max-w-sm rounded-2xl border border-slate-200 bg-white/90 p-6 text-center shadow-sm backdrop-blur">
        <span
          className={`mx-auto grid h-12 w-12 place-items-center rounded-xl ${kind !== "empty" ? "bg-red-50 text-red-600" : "bg-brand-50 text-brand-600"}`}
        >
          <PrototypeIcon className="h-6 w-6" />
        </span>
        <h3 className="mt-4 text-base font-semibold text-ink-900">{t(`${kind}.title`)}</h3>
        <p className="mt-1.5 text-sm leading-relaxed text-ink-700">
          {t(`${kind}.body`, { number: versionNumber ?? 0 })}
        </p>
      </div>
    </div>
  );
}

/** The page frame while a round has started but no page body has arrived yet. */
export function PageSkeleton() {
  return (
    <div className="h-full w-full animate-pulse bg-white p-10" aria-hidden="true">
      <div className="h-10 w-1/3 rounded-lg bg-slate-200" />
      <div className="mt-8 h-48 rounded-2xl bg-slate-100" />
      <div className="mt-6 grid grid-cols-3 gap-6">
        <div className="h-32 rounded-xl bg-slate-100" />
        <div className="h-32 rounded-xl bg-slate-100" />
        <div className="h-32 rounded-xl bg-slate-100" />
      </div>
      <div className="mt-6 h-4 w-2/3 rounded bg-slate-100" />
      <div className="mt-3 h-4 w-1/2 rounded bg-slate-100" />
    </div>
  );
}
