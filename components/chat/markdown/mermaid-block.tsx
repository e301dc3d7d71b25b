"use client";
/**
 * A ```mermaid block drawn in the browser (spec §2). mermaid is loaded on first use, runs with
 * `securityLevel: 'strict'` (no scripts, no HTML labels: its SVG is sanitised), and draws once the
 * block is complete; while a reply streams the source is shown. A diagram that does not parse
 * shows its source with the reason.
 */
import { useEffect, useId, useState } from "react";
import { useTranslations } from "next-intl";

type MermaidApi = typeof import("mermaid").default;
let loading: Promise<MermaidApi> | null = null;

function loadMermaid(): Promise<MermaidApi> {
  loading ??= import("mermaid").then(({ default: mermaid }) => {
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: "strict",
      theme: "neutral",
      fontFamily: "inherit",
    });
    return mermaid;
  });
  return loading;
}

export function MermaidBlock({ code, streaming }: { code: string; streaming: boolean }) {
  const t = useTranslations("chat");
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const [svg, setSvg] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showSource, setShowSource] = useState(false);

  useEffect(() => {
    if (streaming) return;
    let live = true;
    loadMermaid()
      .then((mermaid) => mermaid.render(id, code))
      .then(
        ({ svg: drawn }) => live && (setSvg(drawn), setError(null)),
        (reason: unknown) => {
          if (!live) return;
          setSvg(null);
          setError(reason instanceof Error ? reason.message.split("\n")[0] : String(reason));
          document.getElementById(`d${id}`)?.remove(); // mermaid leaves its scratch element on failure
        },
      );
    return () => {
      live = false;
    };
  }, [code, id, streaming]);

  const source = (
    <pre className="mermaid-source">
      <code>{code}</code>
    </pre>
  );
  return (
    <figure className="mermaid-block" data-testid="mermaid-block">
      <figcaption className="flex items-center justify-between gap-2 px-3 py-1.5 text-xs text-ink-500">
        <span>{t("diagram")}</span>
        {svg && (
          <button
            type="button"
            onClick={() => setShowSource((v) => !v)}
            className="rounded-md px-1.5 py-0.5 hover:bg-slate-100 hover:text-ink-900"
            aria-pressed={showSource}
          >
            {t("diagramSource")}
          </button>
        )}
      </figcaption>
      {svg && !showSource ? (
        <div
          className="overflow-x-auto bg-white p-3 [&_svg]:mx-auto [&_svg]:h-auto [&_svg]:max-w-full"
          role="img"
          aria-label={t("diagram")}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : (
        <>
          {error && (
            <p role="note" className="px-3 pt-2 text-xs text-amber-700">
              {t("diagramFailed", { reason: error })}
            </p>
          )}
          {!svg && !error && !streaming && (
            <p className="px-3 pt-2 text-xs text-ink-500">{t("diagramDrawing")}</p>
          )}
          {source}
        </>
      )}
    </figure>
  );
}
