"use client";
/**
 * The flowchart viewer (spec §2): the chart drawn in strict mode on a zoom-and-pan canvas, its
 * source in a CodeMirror editor checked live by mermaid's parser (the error and its line), saved
 * as a new version (the API checks it again), exported as SVG or PNG.
 */
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import type { ViewerProps } from "../types";
import { Menu, MenuItem } from "@/components/ui/menu";
import { CodeIcon, DownloadIcon, FileIcon } from "@/components/ui/icons";
import { MermaidSourceEditor } from "@/components/mermaid/mermaid-source-editor";
import { ZoomPanCanvas } from "@/components/mermaid/zoom-pan-canvas";
import { useMermaidSvg } from "@/components/mermaid/use-mermaid-svg";
import { renderMermaid, validateMermaid, type MermaidProblem } from "@/components/mermaid/mermaid-runtime";
import { shortMessage } from "@/components/mermaid/mermaid-lint";
import { standaloneSvg, svgToPng } from "@/components/mermaid/mermaid-image";
import { useDebounced } from "../shared/use-debounced";
import { useEditableVersion } from "../shared/use-editable-version";
import { downloadFile } from "../shared/download";
import { useExportFileName } from "../shared/use-export-file-name";
import { mermaidKind } from "@/lib/contracts/kinds";
import { IMAGE_SCALES, type ImageScale } from "@/lib/contracts/image-scales";
import { ViewerEmpty } from "../shared/viewer-empty";

const barButton =
  "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-[13px] font-medium text-ink-700 hover:bg-slate-100 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-45 focus-visible:outline-2 focus-visible:outline-brand-600";

export default function MermaidViewer({ chatId, version: current, partial, streaming }: ViewerProps) {
  const t = useTranslations("mermaidView");
  const tViewer = useTranslations("viewer");
  const exportName = useExportFileName();
  const [source, setSource] = useState("");
  const [problem, setProblem] = useState<MermaidProblem | null>(null);
  const [editing, setEditing] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const [restored, setRestored] = useState(false);
  // Load, draft, save, discard and the unsaved-changes guard; the edit is the chart's source.
  const edits = useEditableVersion({
    chatId,
    kind: mermaidKind,
    version: current,
    read: () => source,
    // Another version shown: start from its text (or from a draft of it left earlier).
    onShow: (draft, shown) => {
      setSource(draft ?? shown?.content ?? "");
      setRestored(draft !== null);
      if (draft !== null) setEditing(true);
      setProblem(null);
      setEditorKey((k) => k + 1);
    },
    onDiscard: () => {
      setSource(version?.content ?? "");
      setRestored(false);
      setProblem(null);
      setEditorKey((k) => k + 1);
    },
    // mermaid's own parser first: the error and its line, before anything is sent.
    prepare: async (content) => {
      const found = await validateMermaid(content);
      if (!found) return content;
      setProblem(found);
      setEditing(true);
      toast.error(t("fixBeforeSave", { line: found.line ?? 1 }), { duration: 5000 });
      return null;
    },
    draftDelay: 500,
    texts: {
      saved: (number) => t("saved", { number }),
      saveFailed: t("saveFailed"),
      unchanged: tViewer("nothingChanged"),
    },
  });
  const { version, dirty, saving, save, discard, keepDraft, editRegion } = edits;
  const writing = partial !== null && streaming;
  const stored = version?.content ?? "";
  const shownSource = useDebounced(writing ? (partial ?? "") : source, writing ? 150 : 300);
  const { svg, problem: drawProblem } = useMermaidSvg(shownSource.trim() ? shownSource : null);

  // The edit is kept locally as it is typed (nothing lost on a closed tab).
  useEffect(() => keepDraft(), [keepDraft, source]);

  const exportAs = async (kind: "svg" | "png", scale: ImageScale = 1) => {
    // What is on screen: the edited source when it draws, else the saved chart.
    let result = await renderMermaid(source || stored);
    if (!result.ok && source !== stored && stored) result = await renderMermaid(stored);
    if (!result.ok) {
      toast.error(t("exportFailed"), { duration: 5000 });
      return;
    }
    const named = { title: version?.title, kind: "flowchart", version: version?.version_number } as const;
    try {
      if (kind === "svg")
        downloadFile(
          standaloneSvg(result.svg).svg,
          exportName({ ...named, extension: "svg" }),
          "image/svg+xml;charset=utf-8",
        );
      else
        downloadFile(
          (await svgToPng(result.svg, scale)).data as BlobPart,
          exportName({ ...named, extension: "png", scale }),
          "image/png",
        );
    } catch {
      toast.error(t("exportFailed"), { duration: 5000 });
    }
  };

  if (!version && !writing) {
    return <ViewerEmpty testId="mermaid-empty" title={t("emptyTitle")} body={t("emptyBody")} />;
  }

  const zoomLabels = {
    zoomIn: t("zoomIn"),
    zoomOut: t("zoomOut"),
    reset: t("fit"),
    canvas: t("chartLabel"),
    zoomLevel: (percent: number) => `${percent}%`,
  };
  const shownProblem = problem ?? (editing ? null : drawProblem);

  return (
    <div className="@container flex h-full min-h-0 flex-col bg-white" data-testid="mermaid-viewer">
      <div className="flex items-center gap-1 border-b border-slate-200 px-2 py-1.5 sm:px-3">
        <button
          type="button"
          className={barButton}
          aria-pressed={editing}
          onClick={() => setEditing((v) => !v)}
          disabled={writing}
          data-testid="toggle-source"
        >
          <CodeIcon className="h-4 w-4" />
          {editing ? t("hideSource") : t("editSource")}
        </button>
        <Menu
          label={t("export")}
          trigger={
            <button type="button" className={barButton} disabled={writing} data-testid="export-chart">
              <DownloadIcon className="h-4 w-4" />
              {t("export")}
            </button>
          }
        >
          <MenuItem icon={FileIcon} onSelect={() => void exportAs("svg")} testId="export-svg">
            {t("exportSvg")}
          </MenuItem>
          {IMAGE_SCALES.map((scale) => (
            <MenuItem
              key={scale}
              icon={FileIcon}
              onSelect={() => void exportAs("png", scale)}
              testId={scale === 1 ? "export-png" : `export-png-${scale}x`}
            >
              {t("exportPngScaled", { scale })}
            </MenuItem>
          ))}
        </Menu>
        {dirty && !writing && (
          <div className="ml-auto flex items-center gap-1.5">
            <span className="hidden items-center gap-1.5 text-xs text-amber-700 @md:flex" role="status">
              <span className="h-2 w-2 rounded-full bg-amber-500" />
              {t("unsaved")}
            </span>
            <button type="button" className={barButton} onClick={discard} disabled={saving}>
              {t("discard")}
            </button>
            <button
              type="button"
              className="inline-flex h-8 items-center rounded-lg bg-brand-600 px-3 text-[13px] font-medium text-white hover:bg-brand-700 disabled:opacity-60"
              onClick={() => void save()}
              disabled={saving || problem !== null}
              aria-busy={saving || undefined}
              data-testid="save-chart"
            >
              {saving ? t("saving") : t("save")}
            </button>
          </div>
        )}
      </div>
      {restored && dirty && (
        <p className="border-b border-amber-100 bg-amber-50 px-4 py-2 text-xs text-amber-900" role="status">
          {t("draftRestored")}
        </p>
      )}
      {/* Tracks are bounded (minmax(0, …)): an implicit track grows to the chart's full size (a tall
          or wide sequence diagram), pushing the zoom controls out of the window and the fit to 100%. */}
      <div
        className={`grid min-h-0 flex-1 ${editing ? "grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)_minmax(0,1fr)] @3xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] @3xl:grid-rows-[minmax(0,1fr)]" : "grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)]"}`}
      >
        <div className="relative min-h-0 min-w-0">
          {svg ? (
            <ZoomPanCanvas svg={svg} labels={zoomLabels} dimmed={drawProblem !== null && !writing} />
          ) : (
            <div className="flex h-full items-center justify-center text-sm text-ink-500">
              {drawProblem ? t("cannotDraw") : t("drawing")}
            </div>
          )}
        </div>
        {editing && (
          <div
            ref={editRegion}
            className="flex min-h-0 flex-col border-t border-slate-200 @3xl:border-t-0 @3xl:border-l"
            data-edit-region
          >
            <div className="min-h-0 flex-1">
              <MermaidSourceEditor
                key={editorKey}
                initial={source}
                label={t("sourceLabel")}
                readOnly={writing}
                validate={validateMermaid}
                onChange={setSource}
                onProblem={setProblem}
              />
            </div>
            <div
              className={`border-t px-3 py-2 text-xs ${shownProblem ? "border-red-100 bg-red-50 text-red-700" : "border-slate-100 bg-slate-50 text-emerald-700"}`}
              role="status"
              data-testid="mermaid-status"
            >
              {shownProblem ? (
                <span data-testid="mermaid-error">
                  {t("problem", {
                    line: shownProblem.line ?? 1,
                    message: shortMessage(shownProblem.message),
                  })}
                </span>
              ) : (
                t("valid")
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
