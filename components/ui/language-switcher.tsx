"use client";
/**
 * The language switcher (spec §2, §4). The trigger is tiny; the dialog, the server action and the
 * toast library load on first open, keeping them out of the public pages' first-load JavaScript.
 * Labels arrive as props (see languageSwitcherLabels) so public pages need no client-side i18n.
 */
import dynamic from "next/dynamic";
import { useState } from "react";
// The globe alone, not components/ui/icons: that module builds the whole workspace set, which a
// public page must not load.
import { Globe } from "lucide-react";
import type { Locale } from "@/lib/i18n/config";
import type { LanguageSwitcherLabels } from "@/lib/i18n/language-labels";

const LanguageDialog = dynamic(() => import("./language-dialog"), { ssr: false });

type LanguageSwitcherProps = { current: Locale; labels: LanguageSwitcherLabels; className?: string };

export function LanguageSwitcher({ current, labels, className = "" }: LanguageSwitcherProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={`rounded-md px-2 py-1 text-sm text-ink-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
      >
        <Globe strokeWidth={1.8} aria-hidden className="mr-1 inline h-4 w-4 align-[-2px]" />
        {labels.button}
      </button>
      {open && <LanguageDialog current={current} labels={labels} onOpenChange={setOpen} />}
    </>
  );
}
