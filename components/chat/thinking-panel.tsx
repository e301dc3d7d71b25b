"use client";
/**
 * The model's reasoning (spec §2 "thinking-process panel"): fed by `think` events while a round
 * streams (open, with a live label), saved with the message afterwards (folded). Collapsible.
 */
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { BrainIcon, ChevronRightIcon } from "@/components/ui/icons";

export function ThinkingPanel({ text, active }: { text: string; active: boolean }) {
  const t = useTranslations("chat");
  // Open while thinking streams in, folded once the answer starts — unless the user chose.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? active;
  const id = useId();
  if (!text) return null;
  return (
    <section className="mb-3" data-testid="thinking-panel" aria-label={t("thinkingLabel")}>
      <button
        type="button"
        onClick={() => setChosen(!open)}
        aria-expanded={open}
        aria-controls={id}
        className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-[13px] text-ink-500 hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <BrainIcon
          className={`h-3.5 w-3.5 ${active ? "animate-pulse text-brand-600 motion-reduce:animate-none" : ""}`}
        />
        <span>{active ? t("thinkingActive") : t("thinkingDone")}</span>
        <ChevronRightIcon className={`h-3.5 w-3.5 transition-transform ${open ? "rotate-90" : ""}`} />
      </button>
      <div
        id={id}
        hidden={!open}
        className="mt-1.5 ml-3 border-l-2 border-slate-200 pl-3 text-[13px] leading-6 whitespace-pre-wrap text-ink-500"
      >
        {text}
      </div>
    </section>
  );
}
