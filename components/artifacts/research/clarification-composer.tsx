"use client";
/** The research mode's composer part: ask clarifying questions first (`enable_clarification`). */
import { useTranslations } from "next-intl";
import type { ComposerProps } from "../types";
import { useComposerStore } from "@/lib/stores/composer-store";

export function ResearchClarificationComposer({ chatId }: ComposerProps) {
  const t = useTranslations("researchView");
  const enabled = useComposerStore((s) => s.get(chatId).options.enable_clarification) === true;
  const toggle = (on: boolean) =>
    useComposerStore.getState().setOptions(chatId, { enable_clarification: on || undefined });
  return (
    <label
      className="inline-flex items-center gap-1.5 text-xs text-ink-700"
      data-testid="research-clarify-toggle"
    >
      <input
        type="checkbox"
        className="size-3.5 accent-brand-600 pointer-coarse:size-5"
        checked={enabled}
        onChange={(e) => toggle(e.target.checked)}
      />
      {t("clarifyFirst")}
    </label>
  );
}
