"use client";
/** Processes an invite link (spec §2): four visible steps, then sign-in, /chat or /wait. */
import { useEffect, useEffectEvent, useReducer, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiRequest } from "@/lib/api/client";
import { browserNavigation, restartLogin } from "@/lib/api/handle-api-error";
import { forgetInviteCode, rememberInviteCode } from "@/lib/invite/invite-code";
import {
  initialInviteState,
  inviteReducer,
  isComplete,
  runInviteFlow,
  type AcceptAnswer,
  type InviteEffects,
  type FailureReason,
} from "@/lib/invite/invite-steps";
import { invalidatePoints } from "@/lib/user/points-cache";
import { invalidateUserInfo, reloadUserInfo } from "@/lib/user/user-info-cache";
import { card, primaryButton, secondaryButton, textLink } from "@/components/ui/button-styles";
import { InviteStepList } from "./invite-step-list";

export function InviteFlow({ code, signedIn }: { code: string; signedIn: boolean }) {
  const t = useTranslations("invite");
  const tErrors = useTranslations("errors");
  const router = useRouter();
  const [state, dispatch] = useReducer(inviteReducer, undefined, initialInviteState);
  const [attempt, setAttempt] = useState(0);

  // Effect events: the run below must not restart when the router or translations object changes.
  const navigate = useEffectEvent((to: string) =>
    to.startsWith("/auth/") ? browserNavigation.assign(to) : router.replace(to),
  );
  const signInAgain = useEffectEvent((returnTo: string) => restartLogin(tErrors("notLoggedIn"), returnTo));

  useEffect(() => {
    const controller = new AbortController();
    const effects: InviteEffects = {
      check: (c) =>
        apiRequest<{ valid: boolean }>(`/api/user/invite/check/${encodeURIComponent(c)}`, {
          signal: controller.signal,
        }),
      accept: (c) =>
        apiRequest<AcceptAnswer>("/api/user/invite/accept", { method: "POST", json: { inviteCode: c } }),
      rememberCode: rememberInviteCode,
      forgetCode: forgetInviteCode,
      async prepareSession() {
        invalidateUserInfo();
        invalidatePoints();
        await reloadUserInfo();
      },
      navigate: (to) => navigate(to),
      restartLogin: (returnTo) => signInAgain(returnTo),
      pause: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    };
    void runInviteFlow(code, signedIn, dispatch, effects, controller.signal);
    return () => controller.abort();
  }, [code, signedIn, attempt]);

  const failure = state.failure;
  const failureTitle: Record<FailureReason, string> = {
    invalid: t("invalidTitle"),
    ownCode: t("ownCodeTitle"),
    error: t("errorTitle"),
  };
  const failureBody: Record<FailureReason, string | undefined> = {
    invalid: t("invalidBody"),
    ownCode: t("ownCodeBody"),
    error: failure?.message,
  };
  return (
    <div className={`${card} flex flex-col gap-6`}>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink-900">{t("title")}</h1>
        <p className="mt-1 break-all text-sm text-ink-700">{t("intro", { code })}</p>
      </div>

      <InviteStepList state={state} />

      {failure && (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4"
          data-testid="invite-failure"
        >
          <p className="font-medium text-red-700">{failureTitle[failure.reason]}</p>
          <p className="mt-1 text-sm text-red-700">{failureBody[failure.reason]}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            {failure.reason === "error" && (
              <button type="button" className={primaryButton} onClick={() => setAttempt((n) => n + 1)}>
                {t("retry")}
              </button>
            )}
            {signedIn && (
              <Link href="/chat" className={secondaryButton}>
                {t("goToChat")}
              </Link>
            )}
            <Link href="/" className={secondaryButton}>
              {t("backHome")}
            </Link>
          </div>
        </div>
      )}

      {isComplete(state) && state.destination && (
        <p className="text-sm">
          <a href={state.destination} className={textLink}>
            {t("continue")}
          </a>
        </p>
      )}
    </div>
  );
}
