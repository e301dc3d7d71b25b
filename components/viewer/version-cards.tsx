"use client";
/** The versions a message's round produced, as cards that open the viewer at that version. */
import { useTranslations } from "next-intl";
import { clientArtifact } from "@/components/artifacts/registry";
import { openViewer } from "./close-viewer";
import { confirmLeave, guardKey } from "./unsaved-changes";
import { useVersionStore } from "@/lib/stores/version-store";
import { viewerOf } from "@/lib/contracts/artifacts";
import type { VersionRef } from "@/lib/contracts/versions";

export function VersionCards({ chatId, versions }: { chatId: string; versions: VersionRef[] }) {
  const t = useTranslations("viewer");
  if (versions.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {versions.map((ref) => {
        const viewer = viewerOf(ref.kind);
        const { Icon } = clientArtifact(ref.kind);
        return (
          <button
            key={ref.id}
            type="button"
            data-testid="version-card"
            data-version-id={ref.id}
            onClick={async () => {
              if (!(await openViewer(chatId, viewer))) return;
              if (!(await confirmLeave(guardKey(chatId, viewer)))) return;
              void useVersionStore.getState().selectVersion(chatId, viewer, ref.id);
            }}
            className="flex items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2 text-left text-sm hover:border-brand-500 hover:bg-white"
          >
            <Icon className="h-4 w-4 text-brand-600" />
            <span className="font-medium">{t(`names.${viewer}`)}</span>
            <span className="text-ink-500">{t("versionLabel", { number: ref.version_number })}</span>
          </button>
        );
      })}
    </div>
  );
}
