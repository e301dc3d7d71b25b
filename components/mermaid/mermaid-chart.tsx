"use client";
/** A chart rendered from its source (strict mode), or why it could not be drawn. */
import { useTranslations } from "next-intl";
import { useMermaidSvg } from "./use-mermaid-svg";

type Props = {
  source: string;
  /** While the fence is still being written: show the last picture, no error yet. */
  incomplete?: boolean;
  className?: string;
};

export function MermaidChart({ source, incomplete = false, className = "" }: Props) {
  const t = useTranslations("mermaidView");
  const { svg, problem, pending } = useMermaidSvg(incomplete ? null : source);
  if (svg) {
    return (
      <div className={`relative ${className}`}>
        <div
          className={`mermaid-svg flex justify-center overflow-x-auto ${problem ? "opacity-40" : ""}`}
          role="img"
          aria-label={t("chartLabel")}
          // mermaid's strict mode sanitises the SVG (DOMPurify) before it reaches us
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        {problem && (
          <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-xs text-red-700">
            {t("renderFailed", { line: problem.line ?? "?" })}
          </p>
        )}
      </div>
    );
  }
  if (problem && !incomplete) {
    return (
      <div className={`rounded-lg border border-red-200 bg-red-50 p-3 text-xs text-red-700 ${className}`}>
        <p className="font-medium">{t("renderFailed", { line: problem.line ?? "?" })}</p>
        <pre className="mt-2 overflow-x-auto whitespace-pre-wrap font-mono text-[11px] text-red-800">
          {source}
        </pre>
      </div>
    );
  }
  return (
    <div
      className={`flex h-32 items-center justify-center rounded-lg bg-slate-50 text-xs text-ink-500 ${className}`}
      aria-busy={pending || incomplete}
    >
      {t("drawing")}
    </div>
  );
}
