"use client";
/**
 * The detail dialog: an artifact is shown by its own viewer at that version, a picture as
 * itself, and text (knowledge, file text, an imported page) as text — with the item's facts.
 */
import useSWR from "swr";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { secondaryButton } from "@/components/ui/button-styles";
import { clientArtifact } from "@/components/artifacts/registry";
import { fetcher } from "@/lib/api/client";
import { versionPath } from "@/lib/contracts/artifacts";
import type { VersionDto } from "@/lib/contracts/versions";
import { isSpaceArtifactKind, KNOWLEDGE_BASE_PATH } from "@/lib/contracts/space-item-types";
import type { SpaceItem, SpaceItemDetail } from "@/lib/contracts/space-items";
import { ItemTypeIcon } from "./item-type-icon";
import { formatBytes } from "./item-meta";
import { useItemTypeLabel } from "./item-type-label";

function ArtifactPreview({ item }: { item: SpaceItem }) {
  const t = useTranslations("space.detail");
  const kind = isSpaceArtifactKind(item.type) ? item.type : null;
  const { data, error } = useSWR<VersionDto>(
    kind && item.chat_id && item.version_id ? versionPath(kind, item.chat_id, item.version_id) : null,
    fetcher,
  );
  if (!kind || !item.chat_id) return null;
  if (error) return <p className="p-4 text-sm text-ink-700">{t("loadFailed")}</p>;
  const { Viewer } = clientArtifact(kind);
  return (
    <div
      className="h-[min(60dvh,560px)] overflow-hidden rounded-xl border border-slate-200"
      data-testid="item-preview"
    >
      {data ? (
        <Viewer chatId={item.chat_id} version={data} partial={null} streaming={false} />
      ) : (
        <p className="p-4 text-sm text-ink-500">…</p>
      )}
    </div>
  );
}

export function ItemDetailDialog({
  item,
  onClose,
  actions,
}: {
  item: SpaceItem;
  onClose: () => void;
  actions: React.ReactNode;
}) {
  const t = useTranslations("space");
  const typeLabel = useItemTypeLabel();
  const format = useFormatter();
  const locale = useLocale();
  const { data } = useSWR<SpaceItemDetail>(
    `${KNOWLEDGE_BASE_PATH}/items/${encodeURIComponent(item.id)}`,
    fetcher,
  );
  const isArtifact = isSpaceArtifactKind(item.type) && item.version_id;
  const isImage = item.content_type?.startsWith("image/");
  const facts: [string, React.ReactNode][] = [
    [t("detail.type"), typeLabel(item.type)],
    ...(item.chat_title ? [[t("detail.chat"), item.chat_title] as [string, React.ReactNode]] : []),
    ...(item.version_number
      ? [[t("detail.version"), t("version", { number: item.version_number })] as [string, React.ReactNode]]
      : []),
    ...(item.file_name ? [[t("detail.file"), item.file_name] as [string, React.ReactNode]] : []),
    ...(item.file_size
      ? [[t("detail.size"), formatBytes(item.file_size, locale)] as [string, React.ReactNode]]
      : []),
    ...(item.source_url
      ? [
          [
            t("detail.source"),
            <a
              key="s"
              href={item.source_url}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all text-brand-700 underline underline-offset-2"
            >
              {item.source_url}
            </a>,
          ] as [string, React.ReactNode],
        ]
      : []),
    [
      t("detail.created"),
      format.dateTime(new Date(item.created_at), { dateStyle: "medium", timeStyle: "short" }),
    ],
  ];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        <span className="flex items-center gap-2.5">
          <ItemTypeIcon type={item.type} size="sm" />
          {item.title}
        </span>
      }
      closeLabel={t("detail.close")}
      size="xl"
      testId="item-detail-dialog"
    >
      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_240px]">
        <div className="min-w-0">
          {isArtifact ? (
            <ArtifactPreview item={item} />
          ) : isImage && item.file_url ? (
            // eslint-disable-next-line @next/next/no-img-element -- the user's own upload, served by the API
            <img
              src={item.file_url}
              alt={item.title}
              className="max-h-[60dvh] rounded-xl border border-slate-200 object-contain"
            />
          ) : (
            <div className="max-h-[60dvh] overflow-y-auto rounded-xl border border-slate-200 bg-slate-50/50 p-4">
              {data ? (
                data.text ? (
                  <pre
                    className="font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-ink-900"
                    data-testid="item-text"
                  >
                    {data.text}
                  </pre>
                ) : (
                  <p className="text-sm text-ink-500">{t("detail.noText")}</p>
                )
              ) : (
                <p className="text-sm text-ink-500">{t("loading")}</p>
              )}
              {data?.text_truncated && <p className="mt-3 text-xs text-ink-500">{t("detail.truncated")}</p>}
            </div>
          )}
        </div>
        <aside className="flex flex-col gap-4 text-sm">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-ink-500">{label}</dt>
                <dd className="min-w-0 break-words text-ink-900">{value}</dd>
              </div>
            ))}
          </dl>
          {item.tags.length > 0 && (
            <div className="flex flex-wrap gap-1">
              {item.tags.map((tag) => (
                <span key={tag} className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs text-ink-700">
                  #{tag}
                </span>
              ))}
            </div>
          )}
          {item.notes && (
            <p className="rounded-lg bg-amber-50/70 p-3 text-[13px] leading-relaxed whitespace-pre-wrap text-ink-900">
              {item.notes}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {actions}
            {item.file_url && (
              <a href={item.file_url} download={item.file_name ?? undefined} className={secondaryButton}>
                {t("actions.download")}
              </a>
            )}
          </div>
        </aside>
      </div>
    </Dialog>
  );
}
