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
import { confirmLeave, guardKey, useUnsavedGuard } from "@/components/viewer/unsaved-changes";
import { confirmBase, useBaseGate } from "@/components/viewer/base-choice";
import { documentsApi } from "../shared/documents-api";
import { useDocumentRound } from "../shared/use-document-round";
import { useSteadyVersion } from "../shared/use-steady-version";
import { clearDraft, listDrafts, readDraft, writeDraft, type LocalDraft } from "../shared/local-draft";
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
import { jobPreview } from "./job-preview";
import { prdKind } from "@/lib/contracts/kinds";

type Job = { kind: "section" | "chart"; id: string; label: string };

export default function PrdViewer({ chatId, version: current, partial, streaming }: ViewerProps) {
  const t = useTranslations("prdEditor");
  // While the next version's content loads, the last one stays (read-only) instead of a blank.
  const { shown: version, loading } = useSteadyVersion(chatId, prdKind.viewer, current);
  const editorRef = useRef<PrdEditorHandle>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [job, setJob] = useState<Job | null>(null);
  const [modifyOpen, setModifyOpen] = useState(false);
  const [modifyTarget, setModifyTarget] = useState<string | null>(null);
  const [compareOpen, setCompareOpen] = useState(false);
  const [draft, setDraft] = useState<LocalDraft | null>(null);
  const [initialDraft, setInitialDraft] = useState<string | null>(null);
  const versionCount = useVersionStore((s) => s.list(chatId, prdKind.viewer).versions.length);
  const listLoading = useVersionStore((s) => s.list(chatId, prdKind.viewer).isLoading);
  const runRound = useDocumentRound(chatId);

  const versionId = version?.id ?? null;
  const markdown = version?.content ?? "";
  const writing = partial !== null && streaming && job === null;
  // A part being rewritten: the whole document with that part streaming in place.
  const rewriting = job !== null && partial !== null && streaming ? jobPreview(markdown, partial, job) : null;
  const editable = version !== null && !loading && !streaming && job === null;

  // Drafts left from an earlier visit: this version's is restored, another version's is offered.
  // (Worked out when the version changes, during render: the editor mounts with the draft.)
  const [seenVersion, setSeenVersion] = useState<string | null>(null);
  if (versionId !== seenVersion) {
    setSeenVersion(versionId);
    setDirty(false);
    const own = versionId ? readDraft(chatId, prdKind.viewer, versionId) : null;
    const restored = own && own.content !== markdown ? own : null;
    setInitialDraft(restored?.content ?? null);
    setDraft(restored ?? (versionId ? (listDrafts(chatId, prdKind.viewer).find((d) => d.versionId !== versionId) ?? null) : null));
  }

  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Saving from the keyboard (Save button or Ctrl+S) hides the button and re-mounts the editor
  // on the new version: the cursor goes back into the document, never to <body>.
  const refocusUntil = useRef(0);
  const save = useCallback(async (): Promise<string | null> => {
    const handle = editorRef.current;
    if (!handle || !version) return null;
    if (document.activeElement?.closest('[data-testid="prd-viewer"]')) refocusUntil.current = Date.now() + 3000;
    const content = handle.getMarkdown();
    if (content === version.content) {
      handle.markClean();
      clearDraft(chatId, prdKind.viewer, version.id);
      setDirty(false);
      return version.id;
    }
    const base = await confirmBase(chatId, prdKind.viewer, version.id);
    if (!base) return null;
    setSaving(true);
    if (draftTimer.current) clearTimeout(draftTimer.current);
    try {
      const saved = await documentsApi.saveContent(chatId, prdKind.id, content, base);
      handle.markClean();
      clearDraft(chatId, prdKind.viewer, version.id);
      setDraft((d) => (d?.versionId === version.id ? null : d));
      setDirty(false);
      toast.success(t("saved", { number: saved.version_number }));
      await useVersionStore.getState().versionCreated(chatId, prdKind.viewer);
      return saved.id;
    } catch (error) {
      // A refused save names what is wrong (e.g. the chart and line with a syntax error).
      if (error instanceof ClientApiError && error.details?.content) toast.error(`${error.message} — ${error.details.content}`, { duration: 8000 });
      else handleApiError(error, t("saveFailed"));
      return null;
    } finally {
      setSaving(false);
    }
  }, [chatId, version, t]);

  useEffect(() => {
    if (saving || dirty || !editor || editor.isDestroyed || Date.now() > refocusUntil.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && !active.closest('[data-testid="prd-viewer"]')) return;
    editor.commands.focus();
  }, [editor, saving, dirty]);

  const discard = useCallback(() => {
    if (draftTimer.current) clearTimeout(draftTimer.current);
    editorRef.current?.markClean();
    if (versionId) clearDraft(chatId, prdKind.viewer, versionId);
    setDraft((d) => (d?.versionId === versionId ? null : d));
    setInitialDraft(null);
    setDirty(false);
    setResetKey((k) => k + 1);
  }, [chatId, versionId]);

  // The version picker and links out of the chat ask before unsaved edits are dropped.
  useUnsavedGuard(guardKey(chatId, prdKind.viewer), {
    isDirty: () => editorRef.current?.isDirty() ?? false,
    save: async () => (await save()) !== null,
    discard,
  });
  useBaseGate(chatId, prdKind.viewer, versionId, dirty, discard);

  // Unsaved edits are kept locally as they are typed.
  const onChange = useCallback(() => {
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => {
      const handle = editorRef.current;
      if (!handle || !version) return;
      if (handle.isDirty()) writeDraft(chatId, prdKind.viewer, { versionId: version.id, versionNumber: version.version_number, content: handle.getMarkdown(), savedAt: Date.now() });
      else clearDraft(chatId, prdKind.viewer, version.id);
    }, 600);
  }, [chatId, version]);
  useEffect(() => () => void (draftTimer.current && clearTimeout(draftTimer.current)), []);

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
    void runJob({ kind: "section", id: sectionId, label: t("rewriting", { section: plainHeading(section?.title ?? sectionId) }) }, instruction, t("moduleFailed"));
  };
  const regenerateChart = (chartId: string) =>
    void runJob({ kind: "chart", id: chartId, label: t("redrawing") }, t("regenerateChartMessage", { number: chartId.replace(/\D/g, "") }), t("chartFailed"));

  const currentMarkdown = () => editorRef.current?.getMarkdown() ?? partial ?? markdown;
  const exportFallback = t("exportFileName");
  const exportWord = async () => {
    const toastId = toast.loading(t("exporting"));
    try {
      await exportPrdDocx(currentMarkdown(), exportFallback);
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
    return (
      <div className="flex h-full items-center justify-center p-8 text-center" data-testid="prd-empty">
        <div className="max-w-sm">
          <p className="text-base font-semibold text-ink-900">{t("emptyTitle")}</p>
          <p className="mt-2 text-sm text-ink-500">{t("emptyBody")}</p>
        </div>
      </div>
    );
  }

  return (
    <PrdEditorContext.Provider value={{ regenerateChart: editable ? regenerateChart : undefined, busyChartId: job?.kind === "chart" ? job.id : null }}>
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
          onExportMarkdown={() => exportPrdMarkdown(currentMarkdown(), exportFallback)}
          onExportWord={() => void exportWord()}
          onSave={() => void save()}
          onDiscard={discard}
        />
        {draft && !writing && (
          <DraftBanner
            draft={draft}
            restored={draft.versionId === versionId}
            onOpen={() =>
              void confirmLeave(guardKey(chatId, prdKind.viewer)).then((ok) => {
                if (ok) void useVersionStore.getState().selectVersion(chatId, prdKind.viewer, draft.versionId);
              })
            }
            onDiscard={() => {
              if (draft.versionId === versionId) discard();
              else {
                clearDraft(chatId, prdKind.viewer, draft.versionId);
                setDraft(null);
              }
            }}
          />
        )}
        {version?.status === "failed" && !writing && <p className="border-b border-red-100 bg-red-50 px-4 py-2 text-xs text-red-700">{t("failedVersion")}</p>}
        <div className="relative min-h-0 flex-1 overflow-y-auto" data-testid="prd-scroll">
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
                onChange={onChange}
                onLeave={(content) =>
                  writeDraft(chatId, prdKind.viewer, { versionId: version.id, versionNumber: version.version_number, content, savedAt: Date.now() })
                }
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
        {compareOpen && <CompareDialog chatId={chatId} currentId={versionId} open={compareOpen} onOpenChange={setCompareOpen} />}
      </div>
    </PrdEditorContext.Provider>
  );
}
