"use client";
/** Picks which version a viewer shows: "latest" (follows new versions) or a numbered one. */
import { useTranslations } from "next-intl";
import { LATEST, useVersionStore } from "@/lib/stores/version-store";
import type { ViewerType } from "@/lib/contracts/artifacts";
import { mayLeave } from "./leave-guard";

export function VersionPicker({ chatId, viewer }: { chatId: string; viewer: ViewerType }) {
  const t = useTranslations("viewer");
  const list = useVersionStore((s) => s.list(chatId, viewer));
  if (list.versions.length === 0) return null;
  return (
    <label className="flex items-center gap-1 text-xs text-ink-500">
      <span className="sr-only">{t("version")}</span>
      <select
        value={list.currentVersionId}
        onChange={async (e) => {
          const next = e.target.value;
          // Unsaved edits in the viewer: ask before they are lost (spec §4).
          if (await mayLeave(chatId, viewer)) void useVersionStore.getState().selectVersion(chatId, viewer, next);
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs text-ink-900"
        data-testid="version-picker"
      >
        <option value={LATEST}>{t("latest", { number: list.versions[0].version_number })}</option>
        {list.versions.map((v) => (
          <option key={v.id} value={v.id}>
            {t("versionLabel", { number: v.version_number })}
            {v.status === "failed" ? ` · ${t("failed")}` : ""}
          </option>
        ))}
      </select>
    </label>
  );
}
