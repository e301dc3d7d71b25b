"use client";
/**
 * Workspace shortcuts (spec §9): Ctrl/Cmd+K starts a new chat with the cursor in the input,
 * Ctrl/Cmd+/ opens the help listing every shortcut (Ctrl/Cmd+S, saving an editor, lives with the
 * unsaved-changes guard). The help can also be opened from the
 * sidebar (`openShortcutHelp`).
 */
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { requestComposerFocus } from "@/lib/chat/composer-focus";
import { trackFocus } from "@/lib/browser/focus-return";
import { confirmLeave } from "@/components/viewer/unsaved-changes";

// The help's dialog (and the dialog library) loads when the help first opens. Focus is remembered
// from the start, so the help (and any dialog) gives it back to the control that had it.
const ShortcutHelp = dynamic(() => import("./shortcut-help").then((m) => m.ShortcutHelp), { ssr: false });
if (typeof window !== "undefined") trackFocus();

const HELP_EVENT = "shortcut-help-open";

export function openShortcutHelp(): void {
  window.dispatchEvent(new Event(HELP_EVENT));
}

export function KeyboardShortcuts() {
  const router = useRouter();
  const [helpOpen, setHelpOpen] = useState(false);
  // Mounted from its first opening on (closing keeps it, so it closes as before).
  const [helpShown, setHelpShown] = useState(false);
  if (helpOpen && !helpShown) setHelpShown(true);

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

  return helpShown ? <ShortcutHelp open={helpOpen} onOpenChange={setHelpOpen} /> : null;
}
