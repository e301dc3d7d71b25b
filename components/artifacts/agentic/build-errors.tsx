"use client";
/** A failed build's compiler messages (file:line:column and the text), with the full log to unfold. */
import { useTranslations } from "next-intl";
import type { LiteAppBuildError } from "@/lib/contracts/lite-app";

export function BuildErrors({ errors, log }: { errors: LiteAppBuildError[]; log: string | null }) {
  const t = useTranslations("liteApp");
  return (
    <div className="mt-3 flex flex-col gap-2" data-testid="lite-app-build-errors">
      <ul className="flex flex-col gap-1.5">
        {errors.slice(0, 8).map((error, i) => (
          <li
            key={i}
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-[13px] text-red-900"
          >
            {error.file && (
              <span className="font-mono text-xs text-red-700">
                {error.file}
                {error.line !== null && `:${error.line}`}
                {error.column !== null && `:${error.column + 1}`}
              </span>
            )}
            <p className="break-words">{error.text}</p>
            {error.line_text && (
              <pre className="mt-1 overflow-x-auto font-mono text-xs text-red-800">{error.line_text}</pre>
            )}
          </li>
        ))}
      </ul>
      {log && (
        <details className="text-xs text-ink-500">
          <summary className="cursor-pointer select-none">{t("buildLog")}</summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-[12px] leading-relaxed text-slate-100">
            {log}
          </pre>
        </details>
      )}
    </div>
  );
}
