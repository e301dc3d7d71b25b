"use client";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { usePointsBalance } from "@/lib/user/points-cache";
import { SectionCard, SectionError, SectionSkeleton } from "./section-card";
import { useAccessRedirect } from "./use-access-redirect";
import { useAccountFormat } from "./use-account-format";

/** Available / total / used points and when they were last updated (spec §3 "Points balance"). */
export function PointsCard() {
  const t = useTranslations("points");
  const { balance, isLoading, error, refresh } = usePointsBalance();
  const { date, number } = useAccountFormat();
  useAccessRedirect(error);
  // The balance is cached for 5 minutes (spec §4) for the rest of the workspace; this card is
  // where the user comes to see it, so opening it asks again (a reward may have arrived since).
  useEffect(() => {
    void refresh();
  }, [refresh]);

  let body: React.ReactNode;
  if (balance) {
    const usedShare =
      balance.totalPoints > 0
        ? Math.min(100, Math.round((balance.usedPoints / balance.totalPoints) * 100))
        : 0;
    const updated = date(balance.lastUpdated, true);
    body = (
      <>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <div className="col-span-2">
            <dt className="text-sm text-ink-500">{t("available")}</dt>
            <dd className="text-4xl font-semibold tracking-tight text-ink-900" data-testid="points-available">
              {number(balance.availablePoints)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-500">{t("total")}</dt>
            <dd className="text-lg font-medium text-ink-900" data-testid="points-total">
              {number(balance.totalPoints)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-500">{t("used")}</dt>
            <dd className="text-lg font-medium text-ink-900" data-testid="points-used">
              {number(balance.usedPoints)}
            </dd>
          </div>
        </dl>
        <div aria-hidden className="mt-4 h-2 overflow-hidden rounded-full bg-brand-100">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${usedShare}%` }} />
        </div>
        {updated && <p className="mt-3 text-xs text-ink-500">{t("lastUpdated", { date: updated })}</p>}
      </>
    );
  } else if (isLoading) {
    body = <SectionSkeleton lines={3} />;
  } else {
    body = <SectionError onRetry={() => void refresh()} />;
  }
  return (
    <SectionCard id="points" title={t("heading")}>
      {body}
    </SectionCard>
  );
}
