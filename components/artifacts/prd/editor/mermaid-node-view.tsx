"use client";
/** A chart inside the PRD: drawn, its source editable under it, and redrawn by AI on request. */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { NodeViewWrapper, type ReactNodeViewProps } from "@tiptap/react";
import { MermaidChart } from "@/components/mermaid/mermaid-chart";
import { ChartZoomDialog } from "@/components/mermaid/chart-zoom-dialog";
import { FitIcon, RefreshIcon } from "@/components/ui/icons";
import { usePrdEditorActions } from "./prd-editor-context";
import { useDebounced } from "../../shared/use-debounced";
import { chartIdAt } from "./chart-ids";

const toolButton =
  "inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-ink-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand-600";

export function MermaidNodeView({ node, updateAttributes, editor, getPos, selected }: ReactNodeViewProps) {
  const t = useTranslations("prdEditor");
  const { regenerateChart, busyChartId } = usePrdEditorActions();
  const [editing, setEditing] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const code = String(node.attrs.code ?? "");
  const shown = useDebounced(code, 350);
  const pos = typeof getPos === "function" ? getPos() : undefined;
  const chartId = pos === undefined ? null : chartIdAt(editor.state.doc, pos);
  const busy = chartId !== null && busyChartId === chartId;
  const editable = editor.isEditable;

  return (
    <NodeViewWrapper
      className="my-5"
      data-testid="prd-chart"
      data-chart-id={chartId ?? undefined}
      contentEditable={false}
    >
      <figure
        className={`prd-block-frame overflow-hidden rounded-xl border bg-white ${selected ? "border-brand-500" : "border-slate-200"}`}
      >
        <figcaption className="flex flex-wrap items-center justify-between gap-1 border-b border-slate-100 bg-slate-50/70 px-3 py-1.5">
          <span className="text-xs font-medium text-ink-500">{t("chart")}</span>
          <span className="flex flex-wrap items-center gap-0.5">
            <button
              type="button"
              className={toolButton}
              onClick={() => setZoomed(true)}
              aria-label={t("expandChart")}
              title={t("expandChart")}
              data-testid="expand-chart"
            >
              <FitIcon className="h-3.5 w-3.5" strokeWidth={2} />
            </button>
            <button
              type="button"
              className={toolButton}
              aria-expanded={editing}
              onClick={() => setEditing((v) => !v)}
              disabled={!editable}
            >
              {editing ? t("hideSource") : t("editSource")}
            </button>
            {regenerateChart && chartId && (
              <button
                type="button"
                className={toolButton}
                onClick={() => regenerateChart(chartId)}
                disabled={!editable || busy}
                data-testid="regenerate-chart"
              >
                <RefreshIcon className="h-3.5 w-3.5" strokeWidth={2} />
                {busy ? t("regenerating") : t("regenerateChart")}
              </button>
            )}
          </span>
        </figcaption>
        <div className={`px-3 py-4 ${busy ? "animate-pulse opacity-50" : ""}`}>
          <MermaidChart source={shown} />
        </div>
        {editing && (
          <label className="block border-t border-slate-100 bg-slate-50 p-2">
            <span className="sr-only">{t("chartSource")}</span>
            <textarea
              value={code}
              onChange={(e) => updateAttributes({ code: e.target.value })}
              spellCheck={false}
              rows={Math.min(18, Math.max(4, code.split("\n").length + 1))}
              className="w-full resize-y rounded-md border border-slate-200 bg-white p-2 font-mono text-xs leading-5 text-ink-900 outline-none focus:border-brand-500"
              data-testid="chart-source"
            />
          </label>
        )}
      </figure>
      {zoomed && <ChartZoomDialog source={code} open={zoomed} onOpenChange={setZoomed} />}
    </NodeViewWrapper>
  );
}
