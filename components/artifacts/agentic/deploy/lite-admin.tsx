"use client";
/**
 * The owner's admin page of a deployed lite app (the kind's page `admin`, at
 * `/kinds/<kind>/admin/<chat id>`): the app's collections, their records, and editing or
 * deleting a record — through the signed-in admin routes.
 */
import { useState } from "react";
import Link from "next/link";
import useSWR from "swr";
import { useTranslations } from "next-intl";
import { ArrowLeftIcon, ExternalIcon } from "@/components/ui/icons";
import { card, ghostButton } from "@/components/ui/button-styles";
import { adminKey, fetchOverview, fetchRecords, recordsKey } from "./api";
import { RecordRow } from "./record-row";
import type { KindPageProps } from "../../types";

export function LiteAdmin({ id: chatId }: KindPageProps) {
  const t = useTranslations("liteDeploy.admin");
  const overview = useSWR(adminKey(chatId), fetchOverview, { revalidateOnFocus: true });
  const [chosen, setChosen] = useState<string | null>(null);
  const collections = overview.data?.collections ?? [];
  const collection =
    chosen && collections.some((c) => c.name === chosen) ? chosen : (collections[0]?.name ?? null);
  const records = useSWR(collection ? recordsKey(chatId, collection) : null, fetchRecords);
  const refresh = () => void Promise.all([overview.mutate(), records.mutate()]);

  const used = collections.reduce((n, c) => n + c.count, 0);
  const kb = Math.ceil(collections.reduce((n, c) => n + c.bytes, 0) / 1024);

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <Link href={`/chat/${encodeURIComponent(chatId)}`} className={`${ghostButton} -ml-3`}>
        <ArrowLeftIcon className="h-4 w-4" />
        {t("back")}
      </Link>
      <header className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold text-ink-900">{t("title")}</h1>
          {overview.data && (
            <p className="mt-1 text-sm text-ink-700">{t("subtitle", { title: overview.data.chat.title })}</p>
          )}
        </div>
        {overview.data?.deployment && (
          <a
            href={overview.data.deployment.preview_url}
            target="_blank"
            rel="noopener noreferrer"
            className={`${ghostButton} border border-slate-200`}
          >
            <ExternalIcon className="h-4 w-4" />
            {t("openApp")}
          </a>
        )}
      </header>

      {overview.error ? (
        <p className="mt-8 text-sm text-red-700">{t("loadFailed")}</p>
      ) : !overview.data ? (
        <p className="mt-8 text-sm text-ink-500">…</p>
      ) : !overview.data.deployment && collections.length === 0 ? (
        <p className={`${card} mt-8 text-sm text-ink-700`}>{t("notDeployed")}</p>
      ) : (
        <>
          <p className="mt-2 text-xs text-ink-500">
            {t("usage", {
              records: used,
              maxRecords: overview.data.limits.records,
              kb,
              maxKb: Math.round(overview.data.limits.total_bytes / 1024),
            })}
          </p>
          {collections.length === 0 ? (
            <p className={`${card} mt-6 text-sm text-ink-700`}>{t("noCollections")}</p>
          ) : (
            <div className="mt-6 grid gap-6 md:grid-cols-[14rem_1fr]">
              <nav aria-label={t("collections")}>
                <h2 className="mb-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">
                  {t("collections")}
                </h2>
                <ul className="flex gap-2 overflow-x-auto md:flex-col">
                  {collections.map((c) => (
                    <li key={c.name}>
                      <button
                        type="button"
                        onClick={() => setChosen(c.name)}
                        aria-current={c.name === collection ? "true" : undefined}
                        className={`flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm whitespace-nowrap ${c.name === collection ? "bg-brand-50 font-medium text-brand-700" : "text-ink-700 hover:bg-slate-100"}`}
                      >
                        <span className="font-mono">{c.name}</span>
                        <span className="text-xs text-ink-500">{t("count", { count: c.count })}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </nav>
              <section aria-label={t("records")} className="min-w-0">
                <h2 className="mb-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">
                  {t("records")}
                </h2>
                {records.data && records.data.records.length === 0 && (
                  <p className="text-sm text-ink-500">{t("noRecords")}</p>
                )}
                <ul className="space-y-3">
                  {records.data?.records.map((r) => (
                    <RecordRow
                      key={`${r.id}-${r.updated_at}`}
                      chatId={chatId}
                      record={r}
                      onChange={refresh}
                    />
                  ))}
                </ul>
              </section>
            </div>
          )}
        </>
      )}
    </main>
  );
}
