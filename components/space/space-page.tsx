"use client";
/**
 * The personal space (spec §2 /chat/space): stats overview, search, filters, the status switcher
 * (active / deleted), batch archive, restore and delete, card/table/folder views, a guided tour on
 * the first visit, and the knowledge, edit and detail dialogs.
 */
import { useEffect, useState } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { WorkspaceTopBar } from "@/components/workspace/workspace-top-bar";
import { GuidedTour, tourSeen } from "@/components/ui/guided-tour";
import { ghostButton, primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { PlusIcon } from "@/components/ui/icons";
import { useApiErrorHandler } from "@/lib/api/use-api-error-handler";
import { isSpaceArtifactKind, type SpaceBatchAction } from "@/lib/contracts/space-item-types";
import type { SpaceItem } from "@/lib/contracts/space-items";
import { useSpaceItems } from "./use-space-items";
import { spaceApi } from "./space-api";
import { SpaceOverview } from "./space-overview";
import { SPACE_VIEWS, SpaceToolbar, type SpaceView } from "./space-toolbar";
import { CardView } from "./card-view";
import { TableView } from "./table-view";
import { FolderView } from "./folder-view";
import { SelectionBar } from "./selection-bar";
import type { ItemHandlers } from "./item-actions";

// The item dialogs load when one first opens, not with the list.
const KnowledgeDialog = dynamic(() => import("./knowledge-dialog").then((m) => m.KnowledgeDialog), {
  ssr: false,
});
const EditItemDialog = dynamic(() => import("./edit-item-dialog").then((m) => m.EditItemDialog), {
  ssr: false,
});
const ItemDetailDialog = dynamic(() => import("./item-detail-dialog").then((m) => m.ItemDetailDialog), {
  ssr: false,
});
// The delete confirmation (and the dialog library) loads when it is first asked for.
const ConfirmDialog = dynamic(() => import("@/components/ui/confirm-dialog").then((m) => m.ConfirmDialog), {
  ssr: false,
});

const VIEW_KEY = "vs.space-view";
const TOUR_KEY = "vs.space-tour.v1";
const TOUR_STEPS = [
  { key: "stats", selector: '[data-tour="stats"]' },
  { key: "search", selector: '[data-tour="search"]' },
  { key: "filters", selector: '[data-tour="filters"]' },
  { key: "views", selector: '[data-tour="views"]' },
  { key: "add", selector: '[data-tour="add"]' },
] as const;

export function SpacePage() {
  const t = useTranslations("space");
  const router = useRouter();
  const handleError = useApiErrorHandler();
  const space = useSpaceItems();
  const [view, setView] = useState<SpaceView>("cards");
  const [dialog, setDialog] = useState<
    null | { kind: "knowledge" } | { kind: "edit" | "detail"; item: SpaceItem }
  >(null);
  const [confirmDelete, setConfirmDelete] = useState<string[] | null>(null);
  const [confirmShown, setConfirmShown] = useState(false); // mounted from its first opening on
  if (confirmDelete !== null && !confirmShown) setConfirmShown(true);
  const [tour, setTour] = useState(false);

  // The saved view and the first-visit tour live in this browser: read them once mounted (the
  // server render cannot know them), in a frame callback so the first paint is not redone.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const saved = localStorage.getItem(VIEW_KEY) as SpaceView | null;
      if (saved && (SPACE_VIEWS as readonly string[]).includes(saved)) setView(saved);
      if (!tourSeen(TOUR_KEY)) setTour(true);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const chooseView = (next: SpaceView) => {
    setView(next);
    localStorage.setItem(VIEW_KEY, next);
  };

  async function act(ids: string[], action: SpaceBatchAction) {
    if (action === "delete") return setConfirmDelete(ids);
    try {
      const answer = await spaceApi.batch(ids, action);
      space.clearSelection();
      await space.refresh();
      const message =
        action === "favorite" || action === "unfavorite"
          ? t(`done.${action}`)
          : t(`done.${action}`, { count: answer.updated });
      // Archive and restore can be taken back at once.
      const undo = action === "archive" ? "restore" : action === "restore" ? "archive" : null;
      toast.success(
        message,
        undo && answer.ids.length
          ? {
              action: {
                label: t("done.undo"),
                onClick: () => void spaceApi.batch(answer.ids, undo).then(space.refresh),
              },
            }
          : undefined,
      );
    } catch (error) {
      handleError(error);
    }
  }

  const handlers: ItemHandlers = {
    open: (item) => setDialog({ kind: "detail", item }),
    openChat: (item) => {
      if (!item.chat_id) return;
      const query =
        isSpaceArtifactKind(item.type) && item.version_id
          ? `?kind=${item.type}&version=${encodeURIComponent(item.version_id)}`
          : "";
      router.push(`/chat/${encodeURIComponent(item.chat_id)}${query}`);
    },
    edit: (item) => setDialog({ kind: "edit", item }),
    act: (ids, action) => void act(ids, action),
  };

  const { items, filters } = space;
  const empty = !space.isLoading && !space.error && items.length === 0;
  const viewProps = { items, selected: space.selected, toggle: space.toggle, handlers };

  return (
    <>
      <WorkspaceTopBar title={<h1>{t("title")}</h1>}>
        <button
          type="button"
          onClick={() => setTour(true)}
          className={`${ghostButton} max-sm:hidden`}
          data-testid="space-tour-button"
        >
          {t("help")}
        </button>
        <button
          type="button"
          onClick={() => setDialog({ kind: "knowledge" })}
          className={`${primaryButton} min-h-9 gap-1.5 px-3`}
          data-tour="add"
          data-testid="add-knowledge"
        >
          <PlusIcon className="h-4 w-4" />
          {/* A phone keeps the bar for the page's title: the button says it to screen readers only. */}
          <span className="max-sm:sr-only">{t("add")}</span>
        </button>
      </WorkspaceTopBar>
      <div className="min-h-0 flex-1 overflow-y-auto bg-slate-50/40" data-testid="knowledge-base">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 pt-2 pb-24 md:px-8">
          <p className="max-w-2xl text-sm text-ink-500">{t("intro")}</p>
          <SpaceOverview
            stats={space.stats}
            type={filters.type}
            onType={(type) => space.setFilters({ type })}
          />
          <SpaceToolbar space={space} stats={space.stats} view={view} onView={chooseView} />

          {space.isLoading && items.length === 0 && (
            <p className="py-16 text-center text-sm text-ink-500">{t("loading")}</p>
          )}
          {space.error && items.length === 0 && (
            <div role="alert" className="py-16 text-center text-sm text-ink-700">
              <p>{t("loadFailed")}</p>
              <button
                type="button"
                onClick={() => void space.refresh()}
                className={`${secondaryButton} mt-3`}
              >
                {t("retry")}
              </button>
            </div>
          )}
          {empty && (
            <div
              className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
              data-testid="space-empty"
            >
              <p className="font-medium text-ink-900">
                {space.filtered
                  ? t("empty.noMatches")
                  : filters.status === "deleted"
                    ? t("empty.deletedTitle")
                    : t("empty.title")}
              </p>
              <p className="mx-auto mt-1 max-w-md text-sm text-ink-500">
                {space.filtered
                  ? t("empty.noMatchesHint")
                  : filters.status === "deleted"
                    ? t("empty.deletedHint")
                    : t("empty.hint")}
              </p>
              {space.filtered ? (
                <button type="button" onClick={space.clearFilters} className={`${secondaryButton} mt-4`}>
                  {t("filters.clear")}
                </button>
              ) : filters.status === "active" ? (
                <button
                  type="button"
                  onClick={() => setDialog({ kind: "knowledge" })}
                  className={`${secondaryButton} mt-4 gap-1.5`}
                >
                  <PlusIcon className="h-4 w-4" />
                  {t("add")}
                </button>
              ) : null}
            </div>
          )}
          {items.length > 0 && view === "cards" && <CardView {...viewProps} />}
          {items.length > 0 && view === "table" && <TableView {...viewProps} selectAll={space.selectAll} />}
          {items.length > 0 && view === "folders" && <FolderView {...viewProps} />}
          {space.hasMore && (
            <div className="text-center">
              <button
                type="button"
                onClick={() => void space.loadMore()}
                disabled={space.loadingMore}
                className={secondaryButton}
              >
                {space.loadingMore ? t("loading") : t("loadMore")}
              </button>
            </div>
          )}
        </div>
      </div>
      {space.selected.size > 0 && (
        <SelectionBar space={space} onAct={(action) => void act([...space.selected], action)} />
      )}

      {dialog?.kind === "knowledge" && (
        <KnowledgeDialog
          limits={space.stats?.limits}
          onClose={() => setDialog(null)}
          onSaved={() => void space.refresh()}
        />
      )}
      {dialog?.kind === "edit" && (
        <EditItemDialog
          item={dialog.item}
          onClose={() => setDialog(null)}
          onSaved={() => void space.refresh()}
        />
      )}
      {dialog?.kind === "detail" && (
        <ItemDetailDialog
          item={dialog.item}
          onClose={() => setDialog(null)}
          actions={
            <>
              {dialog.item.chat_id && (
                <button
                  type="button"
                  onClick={() => handlers.openChat(dialog.item)}
                  className={primaryButton}
                >
                  {t("actions.openChat")}
                </button>
              )}
              {dialog.item.status === "active" && (
                <button
                  type="button"
                  onClick={() => setDialog({ kind: "edit", item: dialog.item })}
                  className={secondaryButton}
                >
                  {t("actions.edit")}
                </button>
              )}
            </>
          }
        />
      )}
      {confirmShown && (
        <ConfirmDialog
          open={confirmDelete !== null}
          onOpenChange={(open) => !open && setConfirmDelete(null)}
          title={t("confirmDelete.title")}
          description={t("confirmDelete.body", { count: confirmDelete?.length ?? 0 })}
          confirmLabel={t("confirmDelete.confirm")}
          cancelLabel={t("confirmDelete.cancel")}
          destructive
          onConfirm={async () => {
            const answer = await spaceApi.batch(confirmDelete ?? [], "delete");
            space.clearSelection();
            await space.refresh();
            toast.success(t("done.delete", { count: answer.updated }));
          }}
        />
      )}
      <GuidedTour
        open={tour}
        onClose={() => setTour(false)}
        steps={TOUR_STEPS}
        namespace="space.tour"
        seenKey={TOUR_KEY}
        testId="space-tour"
      />
    </>
  );
}
