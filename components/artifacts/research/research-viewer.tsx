"use client";
/**
 * The research viewer: while a round runs, its progress (steps, reading n of m, the
 * chapter being written) above the report as it is written; then the report with a table of
 * contents and citations that show their source, edited as Markdown and saved as a new version
 * (`research-save`), exported as Markdown or PDF. The versions are the workspace's shared version picker.
 */
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import type { ViewerProps } from "../types";
import { downloadFile } from "../shared/download";
import { useExportFileName } from "../shared/use-export-file-name";
import { ResearchProgressView } from "./research-progress";
import { ReportMarkdown, reportToc } from "./report-markdown";
import { apiRequest } from "@/lib/api/client";
import { researchKind } from "@/lib/contracts/kinds";
import { reportPdfPath, researchSavePath, type ReportPdfDto } from "@/lib/contracts/research";
import type { VersionDto } from "@/lib/contracts/versions";
import { useResearchProgress } from "./progress-store";
import { useVersionStore } from "@/lib/stores/version-store";

/** Printing waits for a page of the shared export browser. */
const PDF_TIMEOUT_MS = 120_000;

const barButton =
  "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-[13px] font-medium text-ink-700 hover:bg-slate-100 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-45 focus-visible:outline-2 focus-visible:outline-brand-600";

export default function ResearchViewer({ chatId, version, partial, streaming }: ViewerProps) {
  const t = useTranslations("researchView");
  const tv = useTranslations("viewer");
  const exportName = useExportFileName();
  const progress = useResearchProgress(chatId);
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [exporting, setExporting] = useState(false);
  const article = useRef<HTMLDivElement>(null);
  const shown = partial ?? version?.content ?? "";
  const toc = reportToc(shown);

  async function save() {
    if (draft === null) return;
    // Saved as it is (line ends and surrounding blank lines aside): no copy of the version.
    const plain = (text: string) => text.replace(/\r\n?/g, "\n").trim();
    if (version && plain(draft) === plain(version.content)) {
      setDraft(null);
      toast.info(tv("nothingChanged"), { id: "nothing-changed" });
      return;
    }
    setSaving(true);
    try {
      await apiRequest<VersionDto>(researchSavePath(chatId), {
        method: "POST",
        json: { content: draft, ...(version ? { base_version_id: version.id } : {}) },
      });
      setDraft(null);
      toast.success(t("saved"));
      await useVersionStore.getState().versionCreated(chatId, researchKind.viewer);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t("saveFailed"));
    } finally {
      setSaving(false);
    }
  }

  /** The report as the viewer shows it (charts drawn), printed to PDF by the server. */
  async function exportPdf() {
    if (!article.current) return;
    setExporting(true);
    try {
      const pdf = await apiRequest<ReportPdfDto>(reportPdfPath(chatId), {
        method: "POST",
        json: { html: article.current.innerHTML, ...(version ? { version_id: version.id } : {}) },
        timeoutMs: PDF_TIMEOUT_MS,
      });
      const bytes = Uint8Array.from(atob(pdf.data_url.slice(pdf.data_url.indexOf(",") + 1)), (ch) =>
        ch.charCodeAt(0),
      );
      downloadFile(bytes, pdf.file_name, pdf.mime);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t("exportPdfFailed"));
    } finally {
      setExporting(false);
    }
  }

  const exportMarkdown = () =>
    downloadFile(
      shown,
      exportName({
        title: version?.title ?? toc[0]?.title,
        kind: "report",
        version: version?.version_number,
        extension: "md",
      }),
      "text/markdown;charset=utf-8",
    );

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="research-viewer">
      <div className="flex flex-wrap items-center gap-1 border-b border-slate-200 px-3 py-1.5">
        {draft === null ? (
          <>
            <button
              type="button"
              className={barButton}
              disabled={streaming || !version}
              onClick={() => setDraft(version?.content ?? "")}
              data-testid="research-edit"
            >
              {t("edit")}
            </button>
            <button
              type="button"
              className={barButton}
              disabled={!shown}
              onClick={exportMarkdown}
              data-testid="research-export-md"
            >
              {t("exportMarkdown")}
            </button>
            <button
              type="button"
              className={barButton}
              disabled={!version || streaming || exporting}
              onClick={() => void exportPdf()}
              data-testid="research-export-pdf"
            >
              {exporting ? t("exportingPdf") : t("exportPdf")}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className={barButton}
              disabled={saving}
              onClick={() => void save()}
              data-testid="research-save"
            >
              {saving ? t("saving") : t("save")}
            </button>
            <button type="button" className={barButton} disabled={saving} onClick={() => setDraft(null)}>
              {t("cancel")}
            </button>
          </>
        )}
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-auto p-4 lg:flex-row">
        {draft === null && toc.length > 0 && (
          <nav
            aria-label={t("contents")}
            className="shrink-0 text-[13px] lg:sticky lg:top-0 lg:w-52"
            data-testid="research-toc"
          >
            <h2 className="mb-2 font-semibold text-ink-900">{t("contents")}</h2>
            <ol className="flex flex-col gap-1 pointer-coarse:gap-0">
              {toc.map((entry) => (
                <li key={entry.id}>
                  {/* A row of its own: on a touch screen a 44 px tall target (app/globals.css). */}
                  <a
                    href={`#${entry.id}`}
                    className="block text-ink-700 hover:text-brand-700 pointer-coarse:flex pointer-coarse:items-center"
                  >
                    {entry.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="min-w-0 flex-1">
          {streaming && progress.steps.length > 0 && <ResearchProgressView progress={progress} />}
          {draft !== null ? (
            <textarea
              aria-label={t("editorLabel")}
              data-testid="research-editor"
              className="h-[70vh] w-full rounded-lg border border-slate-300 p-3 font-mono text-[13px]"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          ) : shown ? (
            <div className="mt-4" ref={article}>
              <ReportMarkdown markdown={shown} />
            </div>
          ) : (
            !streaming && <p className="text-sm text-ink-500">{t("empty")}</p>
          )}
        </div>
      </div>
    </div>
  );
}
