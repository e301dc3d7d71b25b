"use client";
/**
 * Picks which version a viewer shows: "latest" (follows new versions) or a numbered one. A viewer
 * with unsaved edits is asked first (save or discard, see unsaved-changes.ts).
 */
import { useTranslations } from "next-intl";
import { LATEST, newestVersion, useVersionStore } from "@/lib/stores/version-store";
import type { ViewerType } from "@/lib/contracts/artifacts";
import { confirmLeave, guardKey } from "./unsaved-changes";
import { UnsavedChangesHost } from "./unsaved-changes-host";

export function VersionPicker({ chatId, viewer }: { chatId: string; viewer: ViewerType }) {
  const t = useTranslations("viewer");
  const list = useVersionStore((s) => s.list(chatId, viewer));
  async function select(versionId: string) {
    if (versionId === list.currentVersionId) return;
    if (!(await confirmLeave(guardKey(chatId, viewer)))) return;
    await useVersionStore.getState().selectVersion(chatId, viewer, versionId);
  }
  return (
    <>
      <UnsavedChangesHost />
      {list.versions.length > 0 && (
        <label className="flex items-center gap-1 text-xs text-ink-500">
          <span className="sr-only">{t("version")}</span>
          <select
            value={list.currentVersionId}
            onChange={(e) => void select(e.target.value)}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs text-ink-900"
            data-testid="version-picker"
          >
            <option value={LATEST}>
              {t("latest", { number: newestVersion(list.versions)?.version_number ?? 0 })}
            </option>
            {list.versions.map((v) => (
              <option key={v.id} value={v.id}>
                {t("versionLabel", { number: v.version_number })}
                {v.status === "failed" ? ` · ${t("failed")}` : ""}
              </option>
            ))}
          </select>
        </label>
      )}
    </>
  );
}
