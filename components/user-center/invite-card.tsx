"use client";
import { useId, useRef, useSyncExternalStore } from "react";
import useSWR from "swr";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { fetcher } from "@/lib/api/client";
import { INVITE_RECORD_PATH, invitedUsers, type InviteRecord } from "@/lib/user/account";
import { invitePath } from "@/lib/invite/invite-code";
import { copyText } from "@/lib/browser/copy-text";
import { INVITE_ACTIVATION_POINTS, INVITE_FIRST_CREATION_POINTS } from "@/lib/contracts/points";
import { focusRing, primaryButton } from "@/components/ui/button-styles";
import { SectionCard, SectionError, SectionSkeleton } from "./section-card";
import { UserAvatar } from "./user-avatar";
import { useAccessRedirect } from "./use-access-redirect";
import { useAccountFormat } from "./use-account-format";

const noSubscription = () => () => {};
/** The page's origin, known only in the browser (empty while rendering on the server). */
function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
}

/** The invite link with a copy button, and the people who joined with it (spec §2 user center). */
export function InviteCard({ fallbackCode }: { fallbackCode: string | null }) {
  const t = useTranslations("userCenter");
  const { data, error, isLoading, mutate } = useSWR<InviteRecord>(INVITE_RECORD_PATH, fetcher);
  const { date } = useAccountFormat();
  const origin = useOrigin();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useAccessRedirect(error);

  const code = data?.invite_code || fallbackCode;
  const people = data ? invitedUsers(data) : [];
  const link = code && origin ? `${origin}${invitePath(code)}` : null;

  async function copy() {
    if (!link) return;
    if (await copyText(link, input.current)) toast.success(t("copied"));
    else toast.error(t("copyFailed"));
  }

  return (
    <SectionCard id="invite" title={t("inviteHeading")}>
      <p className="mb-4 text-sm text-ink-700">
        {t("inviteIntro", { activation: INVITE_ACTIVATION_POINTS, creation: INVITE_FIRST_CREATION_POINTS })}
      </p>
      {link ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-medium text-ink-900">
            {t("inviteLinkLabel")}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              ref={input}
              id={inputId}
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              className={`min-h-10 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-ink-900 ${focusRing}`}
              data-testid="invite-link"
            />
            <button type="button" onClick={copy} className={primaryButton}>
              {t("copy")}
            </button>
          </div>
        </div>
      ) : isLoading ? (
        <SectionSkeleton lines={1} />
      ) : (
        <p className="text-sm text-ink-700">{t("inviteUnavailable")}</p>
      )}

      <h3 className="mt-6 mb-3 font-semibold text-ink-900">{t("inviteListHeading")}</h3>
      {data ? (
        people.length === 0 ? (
          <p className="text-sm text-ink-700" data-testid="invite-empty">
            {t("inviteEmpty")}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="invite-list">
            {people.map((item, i) => {
              const joined = date(item.joinedAt);
              return (
                <li key={`${item.name}-${item.joinedAt ?? ""}-${i}`} className="flex items-center gap-3 py-3">
                  <UserAvatar name={item.name} src={item.avatar} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-ink-900">{item.name}</p>
                    {joined && <p className="text-xs text-ink-500">{t("inviteJoined", { date: joined })}</p>}
                  </div>
                  <span
                    className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${
                      item.status === "activated"
                        ? "bg-emerald-50 text-emerald-800"
                        : "bg-amber-50 text-amber-800"
                    }`}
                  >
                    {t(`inviteStatus.${item.status === "activated" ? "activated" : "pending"}`)}
                  </span>
                </li>
              );
            })}
          </ul>
        )
      ) : isLoading || !error ? (
        <SectionSkeleton lines={2} />
      ) : (
        <SectionError onRetry={() => void mutate()} />
      )}
    </SectionCard>
  );
}
