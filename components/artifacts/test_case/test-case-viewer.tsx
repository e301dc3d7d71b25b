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
import {
  parsePartialTestCases,
  parseTestCases,
  serializeTestCases,
  testCaseContentSchema,
  TEST_CASE_PRIORITIES,
  TEST_CASE_TYPES,
  type TestCase,
} from "@/lib/contracts/content/test-case";
import { useEditableVersion } from "../shared/use-editable-version";
import { downloadFile } from "../shared/download";
import { useExportFileName } from "../shared/use-export-file-name";
import { TestCaseTable } from "./test-case-table";
import { TestCaseToolbar } from "./test-case-toolbar";
import { filterCases, modulesOf, NO_FILTER, type TestCaseFilter } from "./test-case-filters";
import { TEST_CASE_COLUMNS, type TestCaseLabels } from "./export/test-case-columns";
import { testCasesToCsv } from "./export/test-case-csv";
import { testCasesToMarkdown } from "./export/test-case-markdown";
import { testCaseSubject } from "./export/test-case-file-name";
import { testCaseKind } from "@/lib/contracts/kinds";
import { ViewerEmpty } from "../shared/viewer-empty";

export default function TestCaseViewer({ chatId, version: current, partial, streaming }: ViewerProps) {
  const t = useTranslations("testCaseView");
  const tViewer = useTranslations("viewer");
  const exportName = useExportFileName();
  const [edited, setEdited] = useState<TestCase[] | null>(null);
  const [filter, setFilter] = useState<TestCaseFilter>(NO_FILTER);
  // Load, draft, save, discard and the unsaved-changes guard; the edit is the list of cases.
  const edits = useEditableVersion({
    chatId,
    kind: testCaseKind,
    version: current,
    read: () => (edited ? serializeTestCases({ cases: edited }) : null),
    // Another version shown: its own cases (or a draft of it left earlier).
    onShow: (restored) => {
      const parsed = restored !== null ? parseTestCases(restored) : null;
      setEdited(parsed?.ok ? parsed.content.cases : null);
    },
    onDiscard: () => setEdited(null),
    prepare: () => {
      const checked = testCaseContentSchema.safeParse({ cases: edited });
      if (checked.success) return serializeTestCases(checked.data);
      toast.error(t("invalid"), { duration: 5000 });
      return null;
    },
    texts: {
      saved: (number) => t("saved", { number }),
      saveFailed: t("saveFailed"),
      unchanged: tViewer("nothingChanged"),
    },
  });
  const { version, loading, dirty, saving, save, discard, keepDraft, editRegion, beginEdit } = edits;
  const writing = partial !== null && streaming;
  const stored = useMemo(() => (version ? parseTestCases(version.content) : null), [version]);
  const storedCases = useMemo(() => (stored?.ok ? stored.content.cases : []), [stored]);
  const liveCases = useMemo(
    () => (writing ? parsePartialTestCases(partial ?? "") : null),
    [writing, partial],
  );
  const cases = liveCases ?? edited ?? storedCases;
  const shown = useMemo(() => filterCases(cases, filter), [cases, filter]);
  // Each edit is kept locally at once (nothing lost on a closed tab).
  useEffect(() => keepDraft(), [keepDraft, edited]);

  const labels: TestCaseLabels = {
    columns: Object.fromEntries(
      TEST_CASE_COLUMNS.map((c) => [c, t(`columns.${c}`)]),
    ) as TestCaseLabels["columns"],
    types: Object.fromEntries(TEST_CASE_TYPES.map((type) => [type, t(`types.${type}`)])),
  };

  const onEdit = useCallback(
    (id: string, change: Partial<TestCase>) =>
      setEdited((current) => (current ?? storedCases).map((c) => (c.id === id ? { ...c, ...change } : c))),
    [storedCases],
  );

  const exportAs = async (kind: "csv" | "md" | "xlsx") => {
    try {
      // Named after the whole set (the PRD it tests, else its modules), whatever the filter shows.
      const subject = await testCaseSubject(chatId, version, cases);
      const fileName = exportName({
        title: subject,
        kind: "testCases",
        version: version?.version_number,
        extension: kind,
      });
      if (kind === "csv") downloadFile(testCasesToCsv(shown, labels), fileName, "text/csv;charset=utf-8");
      else if (kind === "md")
        downloadFile(
          testCasesToMarkdown(shown, labels, subject ? `${subject} - ${t("fileName")}` : t("fileName")),
          fileName,
          "text/markdown;charset=utf-8",
        );
      else {
        const { testCasesToXlsx } = await import("./export/test-case-xlsx");
        const bytes = await testCasesToXlsx(shown, labels, t("sheetName"));
        downloadFile(
          bytes as BlobPart,
          fileName,
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        );
      }
    } catch {
      toast.error(t("exportFailed"), { duration: 5000 });
    }
  };

  if (!version && !writing) {
    return <ViewerEmpty testId="test-case-empty" title={t("emptyTitle")} body={t("emptyBody")} />;
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
      {stored && !stored.ok && !writing && (
        <p className="border-b border-red-100 bg-red-50 px-4 py-2 text-xs text-red-700">{t("unreadable")}</p>
      )}
      <div
        ref={editRegion}
        className="min-h-0 flex-1 overflow-auto"
        data-testid="test-case-scroll"
        data-edit-region
      >
        <TestCaseTable
          cases={shown}
          editable={!streaming && !loading && version !== null && stored?.ok === true}
          onEdit={onEdit}
          beforeEdit={beginEdit}
        />
        {writing && (
          <p className="px-4 py-3 text-xs text-brand-700" role="status" data-testid="test-cases-writing">
            {t("writing", { count: cases.length })}
          </p>
        )}
        {!writing && shown.length === 0 && cases.length > 0 && (
          <p className="px-4 py-10 text-center text-sm text-ink-500">{t("noMatch")}</p>
        )}
      </div>
    </div>
  );
}
