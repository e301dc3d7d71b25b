"use client";
/** Says when the viewer shows an older version than the latest, with the way back to the latest. */
import { useTranslations } from "next-intl";
import { LATEST, useVersionStore } from "@/lib/stores/version-store";
import type { ViewerType } from "@/lib/contracts/artifacts";
import { olderVersion } from "./base-choice";
import { confirmLeave, guardKey } from "./unsaved-changes";

export function OlderVersionBar({ chatId, viewer }: { chatId: string; viewer: ViewerType }) {
  const t = useTranslations("viewer");
  const list = useVersionStore((s) => s.list(chatId, viewer));
  const older = olderVersion(list);
  if (!older) return null;
  const goLatest = async () => {
    if (await confirmLeave(guardKey(chatId, viewer)))
      await useVersionStore.getState().selectVersion(chatId, viewer, LATEST);
  };
  return (
    <div
      role="status"
      className="flex shrink-0 items-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-1.5 text-xs text-amber-900"
      data-testid="older-version-bar"
    >
      <span>
        {t("olderVersion", { shown: older.shown.version_number, latest: older.latest.version_number })}
      </span>
      <span aria-hidden>·</span>
      <button
        type="button"
        onClick={() => void goLatest()}
        className="font-medium underline underline-offset-2 hover:text-amber-950"
      >
        {t("goToLatest")}
      </button>
    </div>
  );
}
