"use client";
/**
 * Workspace shortcuts (spec §9): Ctrl/Cmd+K starts a new chat with the cursor in the input,
 * Ctrl/Cmd+/ opens the help listing every shortcut (Ctrl/Cmd+S, saving an editor, lives with the
 * unsaved-changes guard). The help can also be opened from the
 * sidebar (`openShortcutHelp`).
 */
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { requestComposerFocus } from "@/lib/chat/composer-focus";
import { confirmLeave } from "@/components/viewer/unsaved-changes";
import { Dialog, DialogClose } from "./dialog";
import { ghostButton, textLink } from "./button-styles";

const HELP_EVENT = "shortcut-help-open";

export function openShortcutHelp(): void {
  window.dispatchEvent(new Event(HELP_EVENT));
}

/** The shortcuts the help lists, in the order a user meets them. */
export const SHORTCUTS = [
  { keys: ["Enter"], label: "send" },
  { keys: ["Shift", "Enter"], label: "newline" },
  { keys: ["Mod", "K"], label: "newChat" },
  { keys: ["Mod", "S"], label: "save" },
  { keys: ["Mod", "/"], label: "help" },
  { keys: ["Esc"], label: "close" },
] as const;

export function KeyboardShortcuts() {
  const t = useTranslations("shortcuts");
  const router = useRouter();
  const [helpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.isComposing) return;
      if (event.key.toLowerCase() === "k") {
        event.preventDefault();
        setHelpOpen(false);
        // Unsaved edits in a viewer ask first (save, discard or stay).
        void confirmLeave().then((go) => {
          if (!go) return;
          requestComposerFocus();
          router.push("/chat");
        });
      } else if (event.key === "/") {
        event.preventDefault();
        setHelpOpen((open) => !open);
      }
    };
    const onHelp = () => setHelpOpen(true);
    window.addEventListener("keydown", onKey);
    window.addEventListener(HELP_EVENT, onHelp);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener(HELP_EVENT, onHelp);
    };
  }, [router]);

  // The dialog renders only once opened (in the browser), so reading the platform here is safe.
  const mac = helpOpen && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
  const keyName = (key: string) => (key === "Mod" ? (mac ? "⌘" : "Ctrl") : key);
  return (
    <Dialog open={helpOpen} onOpenChange={setHelpOpen} title={t("title")} size="sm" closeLabel={t("close")} testId="shortcut-help">
      <dl className="divide-y divide-slate-100 text-sm">
        {SHORTCUTS.map(({ keys, label }) => (
          <div key={label} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-ink-700">{t(label === "close" ? "closeDialog" : label)}</dt>
            <dd className="flex shrink-0 items-center gap-1">
              {keys.map((key) => (
                <kbd key={key} className="min-w-7 rounded-md border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-mono text-xs text-ink-900 shadow-[0_1px_0_#cbd5e1]">
                  {keyName(key)}
                </kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex items-center justify-between">
        <Link href="/user-manual" className={`${textLink} text-sm`}>
          {t("manual")}
        </Link>
        <DialogClose className={ghostButton}>{t("close")}</DialogClose>
      </div>
    </Dialog>
  );
}
