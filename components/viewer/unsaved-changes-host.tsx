"use client";
/**
 * Draws the save-or-discard prompt of `unsaved-changes.ts`, and holds the user back from
 * leaving with unsaved edits: a link out of the page asks first, closing or reloading the tab
 * gets the browser's own warning; Ctrl+S / ⌘S saves. (Edits also survive as a local draft — see the PRD viewer.)
 */
import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Dialog } from "@/components/ui/dialog";
import { ghostButton, primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { confirmLeave, hasUnsavedChanges, saveAll, useUnsavedStore } from "./unsaved-changes";

function useLeaveGuards() {
  const router = useRouter();
  const tViewer = useTranslations("viewer");
  const anyGuard = useUnsavedStore((s) => Object.keys(s.guards).length > 0);
  useEffect(() => {
    if (!anyGuard) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      event.returnValue = "";
    };
    const click = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      if (!hasUnsavedChanges()) return;
      // Captured before React's listeners: the link's own navigation never starts.
      event.preventDefault();
      event.stopPropagation();
      void confirmLeave().then((ok) => ok && router.push(url.pathname + url.search + url.hash));
    };
    // Ctrl+S / ⌘S saves in every editor (never the browser's "save page").
    const saveKey = (event: KeyboardEvent) => {
      if (
        !(event.ctrlKey || event.metaKey) ||
        event.altKey ||
        event.shiftKey ||
        event.key.toLowerCase() !== "s"
      )
        return;
      event.preventDefault();
      if (useUnsavedStore.getState().prompt) return;
      // An editor open with nothing to save: said, so the key is not taken for broken.
      if (!hasUnsavedChanges()) toast.info(tViewer("nothingChanged"), { id: "nothing-changed" });
      else void saveAll();
    };
    window.addEventListener("beforeunload", beforeUnload);
    window.addEventListener("keydown", saveKey);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("keydown", saveKey);
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [anyGuard, router, tViewer]);
}

export function UnsavedChangesHost() {
  const t = useTranslations("viewer.unsaved");
  const prompt = useUnsavedStore((s) => s.prompt);
  const labels = useUnsavedStore((s) => (s.prompt ? s.guards[s.prompt.key]?.labels : undefined));
  // The prompt being saved (a new prompt is never "saving").
  const [savingFor, setSavingFor] = useState<typeof prompt>(null);
  const saving = prompt !== null && savingFor === prompt;
  useLeaveGuards();
  const choose = (choice: "save" | "discard" | "cancel") => {
    if (choice === "save") setSavingFor(prompt);
    prompt?.resolve(choice);
  };
  return (
    <Dialog
      open={prompt !== null}
      onOpenChange={(open) => !open && !saving && choose("cancel")}
      title={labels?.title ?? t("title")}
      description={labels?.description ?? t("description")}
      size="sm"
      testId="unsaved-changes-dialog"
      footer={
        <>
          <button
            type="button"
            className={`${ghostButton} mr-auto`}
            onClick={() => choose("cancel")}
            disabled={saving}
          >
            {t("cancel")}
          </button>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => choose("discard")}
            disabled={saving}
          >
            {t("discard")}
          </button>
          <button
            type="button"
            className={primaryButton}
            onClick={() => choose("save")}
            disabled={saving}
            aria-busy={saving || undefined}
          >
            {saving ? t("saving") : t("save")}
          </button>
        </>
      }
    />
  );
}
