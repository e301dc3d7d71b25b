"use client";
/**
 * The PRD viewer and editor (spec §2): the document streams in live while a round writes it,
 * then opens in the rich-text editor. Saving makes a new version (versions are never rewritten);
 * unsaved edits are guarded (prompt on version switch and on leaving, a local draft besides).
 * AI modification rewrites one section; each chart can be redrawn on its own.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import type { Editor } from "@tiptap/react";
import type { ViewerProps } from "../types";
import { handleApiError } from "@/lib/api/handle-api-error";
import { ClientApiError } from "@/lib/api/api-error";
import { useVersionStore } from "@/lib/stores/version-store";
import { parsePrd, plainHeading } from "@/lib/contracts/content/prd";
import { confirmBase } from "@/components/viewer/base-choice";
import { useEditableVersion } from "../shared/use-editable-version";
import { useChatRound } from "@/components/chat/use-chat-round";
import { MarkdownView } from "./markdown-view";
import { PrdEditor, type PrdEditorHandle } from "./editor/prd-editor";
import { PrdEditorContext } from "./editor/prd-editor-context";
import { FormatToolbar } from "./editor/format-toolbar";
import { sectionAtSelection } from "./editor/section-at-selection";
import { PrdActionBar } from "./prd-action-bar";
import { AiModifyDialog } from "./ai-modify-dialog";
import { CompareDialog } from "./compare/compare-dialog";
import { DraftBanner } from "./draft-banner";
import { exportPrdDocx, exportPrdMarkdown } from "./export/export-prd";
import { useExportFileName } from "../shared/use-export-file-name";
import { jobPreview } from "./job-preview";
import { prdKind } from "@/lib/contracts/kinds";
import { ViewerEmpty } from "../shared/viewer-empty";

type Job = { kind: "section" | "chart"; id: string; label: string };

export default function PrdViewer({ chatId, version: current, partial, streaming }: ViewerProps) {
  const t = useTranslations("prdEditor");
  const tViewer = useTranslations("viewer");
  const editorRef = useRef<PrdEditorHandle>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [dirty, setDirty] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [job, setJob] = useState<Job | null>(null);
  const [modifyOpen, setModifyOpen] = useState(false);
  const [modifyTarget, setModifyTarget] = useState<string | null>(null);
  const [compareOpen, setCompareOpen] = useState(false);
  const [initialDraft, setInitialDraft] = useState<string | null>(null);
  // Saving from the keyboard (Save button or Ctrl+S) hides the button and re-mounts the editor
  // on the new version: the cursor goes back into the document, never to <body>.
  const refocusUntil = useRef(0);
  // Load, draft, save, discard and the unsaved-changes guard; the edit lives in the rich-text editor.
  const edits = useEditableVersion({
    chatId,
    kind: prdKind,
    version: current,
    read: () => editorRef.current?.getMarkdown() ?? null,
    dirty,
    isDirtyNow: () => editorRef.current?.isDirty() ?? false,
    onShow: (restored) => {
      setDirty(false);
      setInitialDraft(restored);
    },
    onDiscard: () => {
      editorRef.current?.markClean();
      setInitialDraft(null);
      setDirty(false);
      setResetKey((k) => k + 1);
    },
    onClean: () => {
      editorRef.current?.markClean();
      setDirty(false);
    },
    onSaveStart: () => {
      if (document.activeElement?.closest('[data-testid="prd-viewer"]'))
        refocusUntil.current = Date.now() + 3000;
    },
    draftDelay: 600,
    texts: {
      saved: (number) => t("saved", { number }),
      saveFailed: t("saveFailed"),
      unchanged: tViewer("nothingChanged"),
    },
  });
  const { version, loading, saving, draft, save, discard, editRegion } = edits;
  const versionCount = useVersionStore((s) => s.list(chatId, prdKind.viewer).versions.length);
  const listLoading = useVersionStore((s) => s.list(chatId, prdKind.viewer).isLoading);
  const runRound = useChatRound(chatId);

  const versionId = version?.id ?? null;
  const markdown = version?.content ?? "";
  const writing = partial !== null && streaming && job === null;
  // A part being rewritten: the whole document with that part streaming in place.
  const rewriting = job !== null && partial !== null && streaming ? jobPreview(markdown, partial, job) : null;
  const editable = version !== null && !loading && !streaming && job === null;

  useEffect(() => {
    if (saving || dirty || !editor || editor.isDestroyed || Date.now() > refocusUntil.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('[data-testid="prd-viewer"]')) return;
    editor.commands.focus();
  }, [editor, saving, dirty]);

  const runJob = useCallback(
    async (next: Job, content: string, failure: string) => {
      const saved = dirty ? await save() : versionId;
      // A part of an older version asks where the change goes (the save above has asked already).
      const base = saved && (await confirmBase(chatId, prdKind.viewer, saved));
      if (!base) return;
      setJob(next);
      const result = await runRound({ mode: prdKind.mode, prd_sub_module_id: next.id, content, ...base });
      setJob(null);
      // A refused start (points, a round already running…) says why; a failed round says what failed.
      if (result.error instanceof ClientApiError) handleApiError(result.error, failure);
      else if (!result.ok) toast.error(failure, { duration: 5000 });
    },
    [chatId, dirty, save, versionId, runRound],
  );

  const modifySection = (sectionId: string, instruction: string) => {
    setModifyOpen(false);
    const section = parsePrd(markdown).sections.find((s) => s.id === sectionId);
    void runJob(
      {
        kind: "section",
        id: sectionId,
        label: t("rewriting", { section: plainHeading(section?.title ?? sectionId) }),
      },
      instruction,
      t("moduleFailed"),
    );
  };
  const regenerateChart = (chartId: string) =>
    void runJob(
      { kind: "chart", id: chartId, label: t("redrawing") },
      t("regenerateChartMessage", { number: chartId.replace(/\D/g, "") }),
      t("chartFailed"),
    );

  const currentMarkdown = () => editorRef.current?.getMarkdown() ?? partial ?? markdown;
  const exportName = useExportFileName();
  const fileName = (title: string, extension: string) =>
    exportName({ title, kind: prdKind.id, version: version?.version_number, extension });
  const exportWord = async () => {
    const toastId = toast.loading(t("exporting"));
    try {
      await exportPrdDocx(currentMarkdown(), fileName);
      toast.dismiss(toastId);
    } catch {
      toast.error(t("exportFailed"), { id: toastId, duration: 5000 });
    }
  };

  // Right after a round the list names the new version while its content is on its way: that is
  // loading, not "no PRD yet" (which would tell the user to switch modes for a moment).
  if (!version && partial === null && (loading || streaming || listLoading)) {
    return (
      <div className="flex h-full items-center justify-center p-8" role="status" data-testid="prd-loading">
        <span className="text-sm text-ink-500">{t("loading")}</span>
      </div>
    );
  }
  if (!version && partial === null) {
    return <ViewerEmpty testId="prd-empty" title={t("emptyTitle")} body={t("emptyBody")} />;
  }

  return (
    <PrdEditorContext.Provider
      value={{
        regenerateChart: editable ? regenerateChart : undefined,
        busyChartId: job?.kind === "chart" ? job.id : null,
      }}
    >
      <div className="@container flex h-full min-h-0 flex-col bg-white" data-testid="prd-viewer">
        <PrdActionBar
          canEdit={editable}
          dirty={dirty}
          saving={saving}
          canCompare={versionCount > 1 && !writing}
          canExport={!writing && rewriting === null && version !== null}
          busyLabel={job?.label ?? null}
          onModify={() => {
            setModifyTarget(editor ? sectionAtSelection(editor, markdown) : null);
            setModifyOpen(true);
          }}
          onCompare={() => setCompareOpen(true)}
          onExportMarkdown={() => exportPrdMarkdown(currentMarkdown(), fileName)}
          onExportWord={() => void exportWord()}
          onSave={() => void save()}
          onDiscard={discard}
        />
        {draft && !writing && (
          <DraftBanner
            draft={draft}
            restored={draft.versionId === versionId}
            onOpen={edits.openDraft}
            onDiscard={edits.dropDraft}
          />
        )}
        {version?.status === "failed" && !writing && (
          <p className="border-b border-red-100 bg-red-50 px-4 py-2 text-xs text-red-700">
            {t("failedVersion")}
          </p>
        )}
        {/* Read-only (written live, loading, a part being rewritten) it holds nothing focusable:
            the area itself takes the keyboard so it can be scrolled (axe scrollable-region-focusable). */}
        <div
          ref={editRegion}
          className="relative min-h-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
          data-testid="prd-scroll"
          data-edit-region
          {...(editable ? {} : { tabIndex: 0, role: "region", "aria-label": t("documentLabel") })}
        >
          {editable && editor && (
            <div className="sticky top-0 z-10 border-b border-slate-100 bg-white/95 backdrop-blur">
              <div className="mx-auto max-w-[52rem]">
                <FormatToolbar editor={editor} />
              </div>
            </div>
          )}
          <article className="mx-auto w-full max-w-[46rem] px-5 pt-8 pb-28 sm:px-10" lang={undefined}>
            {writing || rewriting !== null ? (
              <div data-testid="prd-live">
                <MarkdownView markdown={rewriting ?? partial ?? ""} streaming />
              </div>
            ) : version ? (
              <PrdEditor
                key={`${version.id}:${resetKey}:${initialDraft === null ? "" : "draft"}`}
                ref={editorRef}
                onEditor={setEditor}
                markdown={version.content}
                initialDraft={initialDraft}
                editable={editable}
                onDirtyChange={setDirty}
                onChange={edits.keepDraft}
                onLeave={edits.storeDraft}
              />
            ) : null}
          </article>
        </div>
        {version && (
          <AiModifyDialog
            open={modifyOpen}
            onOpenChange={setModifyOpen}
            markdown={version.content}
            initialSectionId={modifyTarget}
            dirty={dirty}
            onSubmit={modifySection}
          />
        )}
        {compareOpen && (
          <CompareDialog
            chatId={chatId}
            currentId={versionId}
            open={compareOpen}
            onOpenChange={setCompareOpen}
          />
        )}
      </div>
    </PrdEditorContext.Provider>
  );
}
