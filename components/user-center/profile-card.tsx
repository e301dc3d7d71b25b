"use client";
import { useTranslations } from "next-intl";
import type { ResolvedUser } from "@/lib/user/user-info-cache";
import { card } from "@/components/ui/button-styles";
import { UserAvatar } from "./user-avatar";
import { useAccountFormat } from "./use-account-format";

/** Avatar, name, e-mail and joined date (spec §2 user center). */
export function ProfileCard({ user, loading }: { user: ResolvedUser; loading: boolean }) {
  const t = useTranslations("userCenter");
  const { date } = useAccountFormat();
  const joined = date(user.joinedAt);
  const name = user.name || user.displayName || user.email || "";
  return (
    <section
      aria-labelledby="profile-name"
      className={`${card} flex items-center gap-4`}
      data-testid="user-center-profile"
    >
      <UserAvatar name={name} src={user.avatar ?? user.photo} size="lg" />
      <div className="min-w-0">
        <h2
          id="profile-name"
          className="truncate text-xl font-semibold text-ink-900"
          data-testid="profile-name"
        >
          {name}
        </h2>
        {user.email && user.email !== name && <p className="truncate text-sm text-ink-700">{user.email}</p>}
        {loading ? (
          <div
            aria-hidden
            className="mt-2 h-4 w-40 animate-pulse rounded bg-slate-200 motion-reduce:animate-none"
          />
        ) : (
          <p className="mt-1 text-sm text-ink-500" data-testid="profile-joined">
            {joined ? t("joinedOn", { date: joined }) : t("joinedUnknown")}
          </p>
        )}
        {!loading && user.source === "session" && (
          <p className="mt-1 text-xs text-ink-500">{t("profileFallback")}</p>
        )}
      </div>
    </section>
  );
}
