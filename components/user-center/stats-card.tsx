"use client";
import useSWR from "swr";
import { useTranslations } from "next-intl";
import { fetcher } from "@/lib/api/client";
import { PRODUCT_STATS_PATH, type ProductStats } from "@/lib/user/account";
import { SectionCard, SectionError, SectionSkeleton } from "./section-card";
import { useAccessRedirect } from "./use-access-redirect";
import { useAccountFormat } from "./use-account-format";

const STATS: { key: keyof ProductStats; label: string }[] = [
  { key: "chats", label: "chats" },
  { key: "prds", label: "prds" },
  { key: "prototypes", label: "prototypes" },
  { key: "flowcharts", label: "flowcharts" },
  { key: "research_reports", label: "researchReports" },
  { key: "versions", label: "versions" },
  { key: "invite_count", label: "inviteCount" },
];

/** Totals: chats, PRDs, prototypes, flowcharts, research reports (artifacts), their versions, invite count (spec §2). */
export function StatsCard() {
  const t = useTranslations("userCenter");
  const { data, error, isLoading, mutate } = useSWR<ProductStats>(PRODUCT_STATS_PATH, fetcher);
  const { number } = useAccountFormat();
  useAccessRedirect(error);
  return (
    <SectionCard id="stats" title={t("statsHeading")}>
      {data ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {STATS.map(({ key, label }) => (
            <div key={key} className="rounded-xl bg-slate-50 px-3 py-2">
              <dt className="text-xs text-ink-700">{t(`stats.${label}`)}</dt>
              <dd className="text-xl font-semibold text-ink-900" data-testid={`stat-${key}`}>
                {number(data[key] ?? 0)}
              </dd>
            </div>
          ))}
        </dl>
      ) : isLoading || !error ? (
        <SectionSkeleton lines={3} />
      ) : (
        <SectionError onRetry={() => void mutate()} />
      )}
    </SectionCard>
  );
}
