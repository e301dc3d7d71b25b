"use client";
/** The batch bar: what is selected and what can be done to all of it at once. */
import { useTranslations } from "next-intl";
import { CloseIcon, RefreshIcon, StarIcon, TrashIcon } from "@/components/ui/icons";
import type { SpaceBatchAction } from "@/lib/contracts/space-items";
import type { SpaceState } from "./use-space-items";

const action =
  "inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-white/90 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white";

export function SelectionBar({
  space,
  onAct,
}: {
  space: SpaceState;
  onAct: (action: SpaceBatchAction) => void;
}) {
  const t = useTranslations("space");
  const active = space.filters.status === "active";
  return (
    <div
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-3"
      data-testid="selection-bar"
    >
      <div
        role="toolbar"
        aria-label={t("selected", { count: space.selected.size })}
        className="pointer-events-auto flex max-w-full items-center gap-1 overflow-x-auto rounded-xl bg-ink-900 py-1.5 pr-1.5 pl-4 text-white shadow-xl"
      >
        <span className="mr-2 shrink-0 text-sm font-medium tabular-nums">
          {t("selected", { count: space.selected.size })}
        </span>
        {active ? (
          <>
            <button type="button" className={action} onClick={() => onAct("favorite")}>
              <StarIcon className="h-4 w-4" />
              <span className="hidden sm:inline">{t("actions.favorite")}</span>
            </button>
            <button
              type="button"
              className={action}
              onClick={() => onAct("archive")}
              data-testid="batch-archive"
            >
              <TrashIcon className="h-4 w-4" />
              {t("actions.archive")}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className={action}
              onClick={() => onAct("restore")}
              data-testid="batch-restore"
            >
              <RefreshIcon className="h-4 w-4" />
              {t("actions.restore")}
            </button>
            <button
              type="button"
              className={`${action} text-red-200 hover:text-red-100`}
              onClick={() => onAct("delete")}
              data-testid="batch-delete"
            >
              <TrashIcon className="h-4 w-4" />
              {t("actions.delete")}
            </button>
          </>
        )}
        <button
          type="button"
          className={`${action} px-2`}
          onClick={space.clearSelection}
          aria-label={t("clearSelection")}
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
