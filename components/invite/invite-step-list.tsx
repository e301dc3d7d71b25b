"use client";
import { useTranslations } from "next-intl";
import { INVITE_STEPS, runningStep, type InviteState, type StepStatus } from "@/lib/invite/invite-steps";

const ICON_STYLES: Record<StepStatus, string> = {
  pending: "border-2 border-slate-300 bg-white",
  running: "border-2 border-brand-600 border-t-transparent animate-spin motion-reduce:animate-none",
  done: "bg-emerald-700 text-white",
  failed: "bg-red-700 text-white",
};

const STATUS_TEXT_STYLES: Record<StepStatus, string> = {
  pending: "text-ink-500",
  running: "text-brand-700",
  done: "text-emerald-800",
  failed: "text-red-700",
};

function StepIcon({ status }: { status: StepStatus }) {
  return (
    <span
      aria-hidden
      className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${ICON_STYLES[status]}`}
    >
      {status === "done" ? "✓" : status === "failed" ? "✕" : null}
    </span>
  );
}

/** The four steps as an ordered list; each says its state in words, and changes are announced. */
export function InviteStepList({ state }: { state: InviteState }) {
  const t = useTranslations("invite");
  const running = runningStep(state);
  const spoken =
    running ??
    state.failure?.step ??
    [...INVITE_STEPS].reverse().find((s) => state.steps[s] === "done") ??
    null;
  return (
    <>
      <ol aria-label={t("progressLabel")} className="flex flex-col gap-4">
        {INVITE_STEPS.map((step) => {
          const status = state.steps[step];
          const note = state.notes[step];
          return (
            <li
              key={step}
              aria-current={status === "running" ? "step" : undefined}
              className="flex items-start gap-3"
              data-testid={`invite-step-${step}`}
              data-status={status}
            >
              <StepIcon status={status} />
              <div className="min-w-0">
                <p className={`font-medium ${status === "pending" ? "text-ink-700" : "text-ink-900"}`}>
                  {t(`steps.${step}`)}
                </p>
                <p className={`text-sm ${STATUS_TEXT_STYLES[status]}`}>{t(`status.${status}`)}</p>
                {note && <p className="text-sm text-ink-700">{t(`notes.${note}`)}</p>}
              </div>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" role="status" className="sr-only">
        {spoken
          ? t("stepAnnouncement", { step: t(`steps.${spoken}`), status: t(`status.${state.steps[spoken]}`) })
          : ""}
      </p>
    </>
  );
}
