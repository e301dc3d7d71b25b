"use client";
/** The keyboard shortcuts' help (Ctrl/Cmd+/ or the account menu): loaded when it first opens. */
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Dialog, DialogClose } from "./dialog";
import { ghostButton, textLink } from "./button-styles";

/** The shortcuts the help lists, in the order a user meets them. */
const SHORTCUTS = [
  { keys: ["Enter"], label: "send" },
  { keys: ["Shift", "Enter"], label: "newline" },
  { keys: ["Mod", "K"], label: "newChat" },
  { keys: ["Mod", "S"], label: "save" },
  { keys: ["Mod", "/"], label: "help" },
  { keys: ["Esc"], label: "close" },
] as const;

export function ShortcutHelp({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("shortcuts");
  // The dialog renders only once opened (in the browser), so reading the platform here is safe.
  const mac = open && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
  const keyName = (key: string) => (key === "Mod" ? (mac ? "⌘" : "Ctrl") : key);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      size="sm"
      closeLabel={t("close")}
      testId="shortcut-help"
    >
      <dl className="divide-y divide-slate-100 text-sm">
        {SHORTCUTS.map(({ keys, label }) => (
          <div key={label} className="flex items-center justify-between gap-4 py-2.5">
            <dt className="text-ink-700">{t(label === "close" ? "closeDialog" : label)}</dt>
            <dd className="flex shrink-0 items-center gap-1">
              {keys.map((key) => (
                <kbd
                  key={key}
                  className="min-w-7 rounded-md border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-mono text-xs text-ink-900 shadow-[0_1px_0_#cbd5e1]"
                >
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
