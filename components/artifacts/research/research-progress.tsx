"use client";
/** The research round's progress (issue #19): its steps with their states, reading n of m, the chapter being written. */
import { useTranslations } from "next-intl";
import { Check, Circle, Loader2, MinusCircle } from "lucide-react";
import type { ResearchProgress } from "./progress-store";
import type { ResearchStepState } from "@/lib/contracts/research";

const STATE_ICON: Record<ResearchStepState, React.ReactNode> = {
  pending: <Circle className="size-4 text-ink-400" aria-hidden />,
  running: <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden />,
  done: <Check className="size-4 text-emerald-600" aria-hidden />,
  skipped: <MinusCircle className="size-4 text-ink-300" aria-hidden />,
};

export function ResearchProgressView({ progress }: { progress: ResearchProgress }) {
  const t = useTranslations("researchView");
  const chapter =
    progress.writing === null ? null : progress.chapters.find((c) => c.index === progress.writing);
  return (
    <section
      aria-label={t("progressTitle")}
      data-testid="research-progress"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 className="mb-3 text-sm font-semibold text-ink-900">{t("progressTitle")}</h2>
      <ol className="flex flex-col gap-1.5" aria-label={t("steps")}>
        {progress.steps.map((step) => (
          <li
            key={step.id}
            data-testid="research-step"
            data-state={step.state}
            className="flex items-center gap-2 text-[13px] text-ink-700"
          >
            {STATE_ICON[step.state]}
            <span className={step.state === "running" ? "font-medium text-ink-900" : ""}>{step.title}</span>
            <span className="sr-only">{t(`states.${step.state}`)}</span>
          </li>
        ))}
      </ol>
      {progress.reading && progress.reading.total > 0 && (
        <p className="mt-3 text-[13px] text-ink-700" data-testid="research-reading">
          {t("reading", { done: progress.reading.done, total: progress.reading.total })}
        </p>
      )}
      {chapter && (
        <p className="mt-1 text-[13px] text-ink-700" data-testid="research-writing" aria-live="polite">
          {t("writing", { title: chapter.title })} ·{" "}
          {t("chapterOf", { n: chapter.index + 1, total: progress.chapters.length })}
        </p>
      )}
    </section>
  );
}
