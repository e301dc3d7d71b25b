"use client";
/**
 * Draws the prompt of `base-choice.ts`: build on the version shown, or on the latest.
 *
 * A prompt raised by typing (use-typing-gate.ts) takes the keys typed while it is open into what
 * it holds (no button has the focus: a space must not answer it), shows them, and puts them in
 * where the user was typing once they build on the version shown. On the latest, the text is
 * offered to copy; cancelled, it is dropped with the change. Afterwards the cursor is back in the
 * editor — in the editor now in that place when the answer replaced it.
 */
import { useRef } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { focusRegion, restoreCaret, type Caret } from "@/lib/browser/caret";
import { Dialog } from "@/components/ui/dialog";
import { ghostButton, primaryButton, secondaryButton } from "@/components/ui/button-styles";
import type { BaseChoice } from "@/lib/contracts/versions";
import { addTyped, useBaseChoiceStore } from "./base-choice";

type Answer = { caret: Caret | null; typed: string | null; choice: BaseChoice | null };

/** After the answer the editor may be replaced (a discarded edit, another version): follow it for a moment. */
const FOLLOW_MS = 3000;

function keepInEditor(caret: Caret | null) {
  const old = caret?.element;
  if (!old || !caret.region) return;
  const until = performance.now() + FOLLOW_MS;
  const check = () => {
    const active = document.activeElement;
    // The user went somewhere else on purpose: leave them there.
    if (active && active !== document.body && active !== old && !caret.region?.contains(active)) return;
    if (!old.isConnected) {
      void focusRegion(caret);
      return;
    }
    if (performance.now() < until) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

export function BaseChoiceHost() {
  const t = useTranslations("viewer.baseChoice");
  const prompt = useBaseChoiceStore((s) => s.prompt);
  const holder = useRef<HTMLDivElement>(null);
  // Kept past the prompt's end: the dialog gives the focus back after it has closed.
  const answer = useRef<Answer | null>(null);
  const choose = (choice: BaseChoice | null) => {
    answer.current = { caret: prompt?.caret ?? null, typed: prompt?.typed ?? null, choice };
    prompt?.resolve(choice);
  };
  const typing = prompt?.typed !== undefined && prompt?.typed !== null;

  const afterClose = (event: Event) => {
    const { caret, typed, choice } = answer.current ?? { caret: null, typed: null, choice: null };
    answer.current = null;
    if (restoreCaret(caret)) {
      event.preventDefault();
      // Back where they were typing, on the version they chose to build on: their text goes in.
      if (choice === "shown" && typed) document.execCommand("insertText", false, typed);
    } else if (caret?.region?.isConnected) {
      event.preventDefault();
      void focusRegion(caret);
    }
    keepInEditor(caret);
    if (choice === "latest" && typed) {
      toast(t("typedNotAdded", { text: typed }), {
        duration: 10_000,
        action: { label: t("copyTyped"), onClick: () => void navigator.clipboard?.writeText(typed) },
      });
    }
  };

  const onHolderKey = (event: React.KeyboardEvent) => {
    if (event.key === "Backspace") {
      event.preventDefault();
      addTyped((typed) => Array.from(typed).slice(0, -1).join(""));
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      addTyped((typed) => typed + event.key);
    } else if (event.key === "Enter") {
      // Enter answers nothing here: the user was writing, not choosing.
      event.preventDefault();
    }
  };

  return (
    <Dialog
      open={prompt !== null}
      onOpenChange={(open) => !open && choose(null)}
      title={t("title", { shown: prompt?.shown ?? 0, latest: prompt?.latest ?? 0 })}
      description={t("description", { shown: prompt?.shown ?? 0, latest: prompt?.latest ?? 0 })}
      size="sm"
      testId="base-choice-dialog"
      onOpenAutoFocus={(event) => {
        if (!typing) return;
        event.preventDefault();
        holder.current?.focus();
      }}
      // Back to where the user was typing, caret and all (not just the editor's first line).
      onCloseAutoFocus={afterClose}
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
    >
      {typing ? (
        <div
          ref={holder}
          tabIndex={-1}
          role="status"
          onKeyDown={onHolderKey}
          onPaste={(event) => {
            event.preventDefault();
            const text = event.clipboardData.getData("text/plain");
            addTyped((typed) => typed + text);
          }}
          className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-2 text-sm break-words text-ink-700 outline-none focus-visible:border-brand-500"
          data-testid="base-choice-typed"
        >
          {prompt?.typed ? t("typed", { text: prompt.typed }) : t("typingHeld")}
        </div>
      ) : undefined}
    </Dialog>
  );
}
