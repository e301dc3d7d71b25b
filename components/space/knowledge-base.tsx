"use client";
/**
 * The knowledge base (spec §2, sidebar entry): everything the user has generated, across chats,
 * newest first (GET /space/artifacts), filtered by type and searched by title. Each entry opens
 * its chat with the viewer at that version.
 */
import Link from "next/link";
import { useDeferredValue, useState } from "react";
import useSWRInfinite from "swr/infinite";
import { useFormatter, useTranslations } from "next-intl";
import { fetcher } from "@/lib/api/client";
import { artifactKinds, viewerOf, type ArtifactKind } from "@/lib/contracts/artifacts";
import { SPACE_PAGE_SIZE, type SpaceArtifact, type SpaceArtifactPage } from "@/lib/contracts/space";
import { clientArtifact } from "@/components/artifacts/registry";
import { SearchIcon } from "@/components/ui/icons";
import { secondaryButton, textField } from "@/components/ui/button-styles";
import { WorkspaceTopBar } from "@/components/workspace/workspace-top-bar";

function pagePath(index: number, type: ArtifactKind | null, q: string) {
  const query = new URLSearchParams({ page: String(index + 1), page_size: String(SPACE_PAGE_SIZE) });
  if (type) query.set("type", type);
  if (q) query.set("q", q);
  return `/api/space/artifacts?${query}`;
}

export function KnowledgeBase() {
  const t = useTranslations("workspace.space");
  const tViewer = useTranslations("viewer");
  const [type, setType] = useState<ArtifactKind | null>(null);
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<SpaceArtifactPage>(
    (index, previous: SpaceArtifactPage | null) => (previous && !previous.has_more ? null : pagePath(index, type, q)),
    fetcher,
  );
  const items = data?.flatMap((p) => p.items) ?? [];
  const hasMore = Boolean(data?.[data.length - 1]?.has_more);
  const loadingMore = isValidating && size > (data?.length ?? 0);
  const filtered = Boolean(type || q);

  return (
    <>
      <WorkspaceTopBar title={<h1>{t("title")}</h1>} />
      <main className="min-h-0 flex-1 overflow-y-auto" data-testid="knowledge-base">
        <div className="mx-auto w-full max-w-5xl px-4 pt-2 pb-10 md:px-8">
          <p className="mb-5 max-w-2xl text-sm text-ink-500">{t("intro")}</p>
          <div className="mb-5 flex flex-col gap-3 md:flex-row md:items-center">
            <label className="relative block md:w-72">
              <span className="sr-only">{t("search")}</span>
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-500" />
              <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t("searchPlaceholder")} className={`${textField} pl-9`} />
            </label>
            <div role="group" aria-label={t("typeFilter")} className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1 md:flex-wrap md:overflow-visible md:pb-0">
              {[null, ...artifactKinds().map((k) => k.id)].map((kind) => (
                <button
                  key={kind ?? "all"}
                  type="button"
                  aria-pressed={type === kind}
                  onClick={() => setType(kind)}
                  className="shrink-0 rounded-full border border-slate-200 px-3 py-1 text-[13px] whitespace-nowrap text-ink-700 hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:font-medium aria-pressed:text-ink-900"
                >
                  {kind ? tViewer(`names.${viewerOf(kind)}`) : t("allTypes")}
                </button>
              ))}
            </div>
          </div>

          {isLoading && items.length === 0 && <p className="py-10 text-center text-sm text-ink-500">{t("loading")}</p>}
          {error && items.length === 0 && (
            <div role="alert" className="py-10 text-center text-sm text-ink-700">
              <p>{t("loadFailed")}</p>
              <button type="button" onClick={() => void mutate()} className={`${secondaryButton} mt-3`}>
                {t("retry")}
              </button>
            </div>
          )}
          {!isLoading && !error && items.length === 0 && (
            <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center">
              <p className="font-medium text-ink-900">{filtered ? t("noMatches") : t("emptyTitle")}</p>
              <p className="mt-1 text-sm text-ink-500">{filtered ? t("noMatchesHint") : t("emptyHint")}</p>
              {!filtered && (
                <Link href="/chat" className={`${secondaryButton} mt-4`}>
                  {t("startChat")}
                </Link>
              )}
            </div>
          )}
          {items.length > 0 && (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <li key={item.version_id}>
                  <ArtifactCard item={item} />
                </li>
              ))}
            </ul>
          )}
          {hasMore && (
            <div className="mt-6 text-center">
              <button type="button" onClick={() => void setSize(size + 1)} disabled={loadingMore} className={secondaryButton}>
                {loadingMore ? t("loading") : t("loadMore")}
              </button>
            </div>
          )}
        </div>
      </main>
    </>
  );
}

function ArtifactCard({ item }: { item: SpaceArtifact }) {
  const t = useTranslations("workspace.space");
  const tViewer = useTranslations("viewer");
  const format = useFormatter();
  const { Icon } = clientArtifact(item.kind);
  const href = `/chat/${encodeURIComponent(item.chat_id)}?kind=${item.kind}&version=${encodeURIComponent(item.version_id)}`;
  return (
    <Link
      href={href}
      className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 hover:border-slate-300 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      data-testid="space-item"
    >
      <span className="flex items-center gap-2 text-xs text-ink-500">
        <span className="grid h-6 w-6 place-items-center rounded-md bg-brand-50 text-brand-600">
          <Icon className="h-3.5 w-3.5" />
        </span>
        {tViewer(`names.${viewerOf(item.kind)}`)} · {tViewer("versionLabel", { number: item.version_number })}
        {item.status === "failed" && <span className="rounded-full bg-red-50 px-1.5 text-red-700">{tViewer("failed")}</span>}
      </span>
      <span className="line-clamp-2 font-medium text-ink-900">{item.title}</span>
      <span className="mt-auto truncate text-xs text-ink-500">
        {t("inChat", { title: item.chat_title })} · {format.dateTime(new Date(item.created_at), { dateStyle: "medium" })}
      </span>
    </Link>
  );
}
