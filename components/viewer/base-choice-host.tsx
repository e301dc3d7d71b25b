"use client";
/** Draws the prompt of `base-choice.ts`: build on the version shown, or on the latest. */
import { useRef } from "react";
import { useTranslations } from "next-intl";
import { restoreCaret, type Caret } from "@/lib/browser/caret";
import { Dialog } from "@/components/ui/dialog";
import { ghostButton, primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { useBaseChoiceStore } from "./base-choice";

export function BaseChoiceHost() {
  const t = useTranslations("viewer.baseChoice");
  const prompt = useBaseChoiceStore((s) => s.prompt);
  // Kept past the prompt's end: the dialog gives the focus back after it has closed.
  const caret = useRef<Caret | null>(null);
  const choose = (choice: "shown" | "latest" | null) => {
    caret.current = prompt?.caret ?? null;
    prompt?.resolve(choice);
  };
  return (
    <Dialog
      open={prompt !== null}
      onOpenChange={(open) => !open && choose(null)}
      title={t("title", { shown: prompt?.shown ?? 0, latest: prompt?.latest ?? 0 })}
      description={t("description", { shown: prompt?.shown ?? 0, latest: prompt?.latest ?? 0 })}
      size="sm"
      testId="base-choice-dialog"
      // Back to where the user was typing, caret and all (not just the editor's first line).
      onCloseAutoFocus={(event) => {
        if (restoreCaret(caret.current)) event.preventDefault();
        caret.current = null;
      }}
      footer={
        <>
          <button type="button" className={`${ghostButton} mr-auto`} onClick={() => choose(null)}>
            {t("cancel")}
          </button>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => choose("shown")}
            data-testid="base-choice-shown"
          >
            {t("shown", { shown: prompt?.shown ?? 0 })}
          </button>
          <button
            type="button"
            className={primaryButton}
            onClick={() => choose("latest")}
            data-testid="base-choice-latest"
          >
            {t("latest", { latest: prompt?.latest ?? 0 })}
          </button>
        </>
      }
    />
  );
}
