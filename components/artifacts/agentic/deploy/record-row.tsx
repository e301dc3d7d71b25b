"use client";
/** One record of the admin page: its JSON, editable in place, and a delete with confirmation. */
import { useState } from "react";
import { useTranslations } from "next-intl";
import type { LiteRecord } from "@/lib/contracts/lite-app";
import { handleApiError } from "@/lib/api/handle-api-error";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ghostButton, primaryButton, textField } from "@/components/ui/button-styles";
import { deleteRecord, saveRecord } from "./api";

type Props = { chatId: string; record: LiteRecord; onChange: () => void };

export function RecordRow({ chatId, record, onChange }: Props) {
  const t = useTranslations("liteDeploy.admin");
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const pretty = JSON.stringify(record.data, null, 2);

  async function save() {
    if (draft === null) return;
    let data: unknown;
    try {
      data = JSON.parse(draft);
    } catch (e) {
      return setProblem(t("invalidJson", { message: (e as Error).message }));
    }
    if (!data || typeof data !== "object" || Array.isArray(data)) return setProblem(t("notObject"));
    setSaving(true);
    try {
      await saveRecord(chatId, record.id, data as Record<string, unknown>);
      setDraft(null);
      setProblem(null);
      onChange();
    } catch (e) {
      handleApiError(e, t("loadFailed"));
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    try {
      await deleteRecord(chatId, record.id);
      onChange();
    } catch (e) {
      handleApiError(e, t("loadFailed"));
      throw e;
    }
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3" data-testid="lite-admin-record">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-500">
        <span className="font-mono">{record.id.slice(0, 8)}</span>
        <span>{t("created", { time: new Date(record.created_at).toLocaleString() })}</span>
      </div>
      {draft === null ? (
        <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-slate-50 p-2 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-ink-900">
          {pretty}
        </pre>
      ) : (
        <>
          <label className="sr-only" htmlFor={`record-${record.id}`}>
            {t("edit")}
          </label>
          <textarea
            id={`record-${record.id}`}
            className={`${textField} mt-2 min-h-40 font-mono text-xs`}
            value={draft}
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              setProblem(null);
            }}
          />
          {problem && (
            <p role="alert" className="mt-1 text-xs text-red-700">
              {problem}
            </p>
          )}
        </>
      )}
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        {draft === null ? (
          <>
            <button
              type="button"
              className={`${ghostButton} border border-slate-200`}
              onClick={() => setDraft(pretty)}
            >
              {t("edit")}
            </button>
            <button
              type="button"
              className={`${ghostButton} text-red-700`}
              onClick={() => setConfirming(true)}
            >
              {t("delete")}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className={ghostButton}
              onClick={() => (setDraft(null), setProblem(null))}
              disabled={saving}
            >
              {t("cancel")}
            </button>
            <button type="button" className={primaryButton} onClick={() => void save()} disabled={saving}>
              {t("save")}
            </button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("confirmDelete")}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        destructive
        onConfirm={remove}
      />
    </li>
  );
}
