"use client";
/** The app's source (spec §2 agentic viewer): its files as a list and the chosen one with line numbers. */
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import type { LiteAppFiles } from "@/lib/contracts/lite-app";
import { LITE_APP_ENTRY } from "@/lib/contracts/lite-app";
import { iconButton } from "@/components/ui/button-styles";
import { CopyIcon } from "@/components/ui/icons";

/** Source files first (the entry, then by path); config files after. */
function ordered(files: LiteAppFiles): string[] {
  return Object.keys(files).sort(
    (a, b) =>
      Number(!a.startsWith("src/")) - Number(!b.startsWith("src/")) ||
      Number(b === LITE_APP_ENTRY) - Number(a === LITE_APP_ENTRY) ||
      a.localeCompare(b),
  );
}

export function LiteAppCode({ files }: { files: LiteAppFiles }) {
  const t = useTranslations("liteApp.code");
  const paths = useMemo(() => ordered(files), [files]);
  const [chosen, setChosen] = useState<string | null>(null);
  const path = chosen && chosen in files ? chosen : (paths.find((p) => p.endsWith("App.tsx")) ?? paths[0]!);
  const lines = (files[path] ?? "").split("\n");
  const copy = () =>
    navigator.clipboard.writeText(files[path] ?? "").then(
      () => toast.success(t("copied")),
      () => toast.error(t("copyFailed")),
    );
  return (
    <div className="flex h-full min-h-0 flex-col sm:flex-row" data-testid="lite-app-code">
      <nav
        aria-label={t("files")}
        className="max-h-36 shrink-0 overflow-auto border-b border-slate-200 bg-slate-50 py-2 sm:max-h-none sm:w-56 sm:border-r sm:border-b-0"
      >
        <ul>
          {paths.map((p) => (
            <li key={p}>
              <button
                type="button"
                onClick={() => setChosen(p)}
                aria-current={p === path ? "true" : undefined}
                className={`block w-full truncate px-3 py-1 text-left font-mono text-[12.5px] ${p === path ? "bg-white font-medium text-brand-700" : "text-ink-700 hover:bg-white"}`}
                title={p}
              >
                {p}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">
        <div className="flex items-center border-b border-slate-200 px-3 py-1">
          <span className="min-w-0 flex-1 truncate font-mono text-xs text-ink-500">{path}</span>
          <button type="button" className={iconButton} onClick={() => void copy()} aria-label={t("copy")}>
            <CopyIcon className="h-4 w-4" />
          </button>
        </div>
        {/* It scrolls, and holds nothing else that takes the keyboard: it takes it itself. */}
        <pre
          tabIndex={0}
          role="region"
          aria-label={t("sourceLabel", { path })}
          className="min-h-0 flex-1 overflow-auto bg-white py-2 font-mono text-[12.5px] leading-5 text-ink-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
          data-testid="lite-app-source"
        >
          {lines.map((line, i) => (
            <div key={i} className="flex">
              <span className="w-10 shrink-0 select-none pr-3 text-right text-ink-500">{i + 1}</span>
              <code className="whitespace-pre pr-4">{line}</code>
            </div>
          ))}
        </pre>
      </div>
    </div>
  );
}
