"use client";
/** The user center (spec §2): profile, points, totals, invite link and list, points rules. */
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useUserInfo, type SessionFallback } from "@/lib/user/user-info-cache";
import { textLink } from "@/components/ui/button-styles";
import { ProfileCard } from "./profile-card";
import { PointsCard } from "./points-card";
import { StatsCard } from "./stats-card";
import { InviteCard } from "./invite-card";
import { PointsRules } from "./points-rules";
import { useAccessRedirect } from "./use-access-redirect";
import { SignOutEverywhere } from "./sign-out-everywhere";

export function UserCenter({ fallback }: { fallback: SessionFallback }) {
  const t = useTranslations("userCenter");
  const { user, isLoading, error } = useUserInfo(fallback);
  useAccessRedirect(error);
  return (
    <div className="min-w-0 flex-1 overflow-y-auto">
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-2">
          <Link href="/chat" className={`${textLink} self-start text-sm`}>
            ← {t("backToChat")}
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">{t("title")}</h1>
        </div>
        <ProfileCard user={user} loading={isLoading} />
        <div className="grid gap-6 md:grid-cols-2">
          <PointsCard />
          <StatsCard />
        </div>
        <InviteCard fallbackCode={user.inviteCode} />
        <PointsRules />
        <SignOutEverywhere />
      </div>
    </div>
  );
}
