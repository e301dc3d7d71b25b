"use client";
/**
 * The test-case viewer: the cases of a version (or, while a round writes them, every case already
 * complete in the streaming JSON), filtered by module and priority, edited in place and saved as a
 * new version, exported as CSV, Markdown or Excel.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import type { ViewerProps } from "../types";
import { handleApiError } from "@/lib/api/handle-api-error";
import { useVersionStore } from "@/lib/stores/version-store";
import { guardKey, useUnsavedGuard } from "@/components/viewer/unsaved-changes";
import { parsePartialTestCases, parseTestCases, serializeTestCases, testCaseContentSchema, TEST_CASE_PRIORITIES, TEST_CASE_TYPES, type TestCase } from "@/lib/contracts/content/test-case";
import { documentsApi } from "../shared/documents-api";
import { useSteadyVersion } from "../shared/use-steady-version";
import { clearDraft, readDraft, writeDraft } from "../shared/local-draft";
import { downloadFile, fileNameOf } from "../shared/download";
import { TestCaseTable } from "./test-case-table";
import { TestCaseToolbar } from "./test-case-toolbar";
import { filterCases, modulesOf, NO_FILTER, type TestCaseFilter } from "./test-case-filters";
import { TEST_CASE_COLUMNS, type TestCaseLabels } from "./export/test-case-columns";
import { testCasesToCsv } from "./export/test-case-csv";
import { testCasesToMarkdown } from "./export/test-case-markdown";
import { testCaseFileTitle } from "./export/test-case-file-name";
import { testCaseKind } from "@/lib/contracts/kinds";

export default function TestCaseViewer({ chatId, version: current, partial, streaming }: ViewerProps) {
  const t = useTranslations("testCaseView");
  const { shown: version, loading } = useSteadyVersion(chatId, testCaseKind.viewer, current);
  const writing = partial !== null && streaming;
  const stored = useMemo(() => (version ? parseTestCases(version.content) : null), [version]);
  const [edited, setEdited] = useState<TestCase[] | null>(null);
  const [filter, setFilter] = useState<TestCaseFilter>(NO_FILTER);
  const [saving, setSaving] = useState(false);

  // Another version shown: its own cases (or a draft of it left earlier).
  const [seenVersion, setSeenVersion] = useState<string | null>(null);
  if ((version?.id ?? null) !== seenVersion) {
    setSeenVersion(version?.id ?? null);
    const draft = version ? readDraft(chatId, testCaseKind.viewer, version.id) : null;
    const parsed = draft && draft.content !== version?.content ? parseTestCases(draft.content) : null;
    setEdited(parsed?.ok ? parsed.content.cases : null);
  }

  const storedCases = useMemo(() => (stored?.ok ? stored.content.cases : []), [stored]);
  const liveCases = useMemo(() => (writing ? parsePartialTestCases(partial ?? "") : null), [writing, partial]);
  const cases = liveCases ?? edited ?? storedCases;
  const shown = useMemo(() => filterCases(cases, filter), [cases, filter]);
  const dirty = edited !== null && version !== null && serializeTestCases({ cases: edited }) !== version.content;

  const labels: TestCaseLabels = {
    columns: Object.fromEntries(TEST_CASE_COLUMNS.map((c) => [c, t(`columns.${c}`)])) as TestCaseLabels["columns"],
    types: Object.fromEntries(TEST_CASE_TYPES.map((type) => [type, t(`types.${type}`)])),
  };

  const onEdit = useCallback(
    (id: string, change: Partial<TestCase>) => setEdited((current) => (current ?? storedCases).map((c) => (c.id === id ? { ...c, ...change } : c))),
    [storedCases],
  );

  const save = useCallback(async (): Promise<boolean> => {
    if (!version || !edited) return true;
    const checked = testCaseContentSchema.safeParse({ cases: edited });
    if (!checked.success) {
      toast.error(t("invalid"), { duration: 5000 });
      return false;
    }
    const content = serializeTestCases(checked.data);
    if (content === version.content) {
      setEdited(null);
      return true;
    }
    setSaving(true);
    try {
      const saved = await documentsApi.saveContent(chatId, testCaseKind.id, content, version.id);
      clearDraft(chatId, testCaseKind.viewer, version.id);
      toast.success(t("saved", { number: saved.version_number }));
      await useVersionStore.getState().versionCreated(chatId, testCaseKind.viewer);
      return true;
    } catch (error) {
      handleApiError(error, t("saveFailed"));
      return false;
    } finally {
      setSaving(false);
    }
  }, [chatId, edited, t, version]);

  const discard = useCallback(() => {
    if (version) clearDraft(chatId, testCaseKind.viewer, version.id);
    setEdited(null);
  }, [chatId, version]);

  useUnsavedGuard(guardKey(chatId, testCaseKind.viewer), { isDirty: () => dirty, save, discard });
  useEffect(() => {
    if (!version) return;
    if (dirty && edited) writeDraft(chatId, testCaseKind.viewer, { versionId: version.id, versionNumber: version.version_number, content: serializeTestCases({ cases: edited }), savedAt: Date.now() });
    else clearDraft(chatId, testCaseKind.viewer, version.id);
  }, [chatId, dirty, edited, version]);

  const exportAs = async (kind: "csv" | "md" | "xlsx") => {
    try {
      const title = await testCaseFileTitle(chatId, version, t("fileName"));
      if (kind === "csv") downloadFile(testCasesToCsv(shown, labels), fileNameOf(title, t("fileName"), "csv"), "text/csv;charset=utf-8");
      else if (kind === "md") downloadFile(testCasesToMarkdown(shown, labels, title), fileNameOf(title, t("fileName"), "md"), "text/markdown;charset=utf-8");
      else {
        const { testCasesToXlsx } = await import("./export/test-case-xlsx");
        const bytes = await testCasesToXlsx(shown, labels, t("sheetName"));
        downloadFile(bytes as BlobPart, fileNameOf(title, t("fileName"), "xlsx"), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
      }
    } catch {
      toast.error(t("exportFailed"), { duration: 5000 });
    }
  };

  if (!version && !writing) {
    return (
      <div className="flex h-full items-center justify-center p-8 text-center" data-testid="test-case-empty">
        <div className="max-w-sm">
          <p className="text-base font-semibold text-ink-900">{t("emptyTitle")}</p>
          <p className="mt-2 text-sm text-ink-500">{t("emptyBody")}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="@container flex h-full min-h-0 flex-col bg-white" data-testid="test-case-viewer">
      <TestCaseToolbar
        modules={modulesOf(cases)}
        priorities={TEST_CASE_PRIORITIES}
        filter={filter}
        onFilter={setFilter}
        shown={shown.length}
        total={cases.length}
        busy={writing}
        dirty={dirty}
        saving={saving}
        onSave={() => void save()}
        onDiscard={discard}
        onExport={(kind) => void exportAs(kind)}
      />
      {stored && !stored.ok && !writing && <p className="border-b border-red-100 bg-red-50 px-4 py-2 text-xs text-red-700">{t("unreadable")}</p>}
      <div className="min-h-0 flex-1 overflow-auto" data-testid="test-case-scroll">
        <TestCaseTable cases={shown} editable={!streaming && !loading && version !== null && stored?.ok === true} onEdit={onEdit} />
        {writing && <p className="px-4 py-3 text-xs text-brand-700" role="status" data-testid="test-cases-writing">{t("writing", { count: cases.length })}</p>}
        {!writing && shown.length === 0 && cases.length > 0 && <p className="px-4 py-10 text-center text-sm text-ink-500">{t("noMatch")}</p>}
      </div>
    </div>
  );
}
