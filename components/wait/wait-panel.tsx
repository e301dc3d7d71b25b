"use client";
/**
 * The wait page's body (spec §2, §4): bind a registration code ("Join Now") or join the
 * waiting queue ("Apply for Join"). A user whose gated calls already succeed is offered the chat.
 */
import { useEffect, useEffectEvent, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { isUnauthorized } from "@/lib/api/api-error";
import { restartLogin } from "@/lib/api/handle-api-error";
import { invalidatePoints } from "@/lib/user/points-cache";
import {
  invalidateUserInfo,
  useUserInfo,
  type ResolvedUser,
  type SessionFallback,
} from "@/lib/user/user-info-cache";
import { card, primaryButton } from "@/components/ui/button-styles";
import { RegistrationCodeForm } from "./registration-code-form";
import { WaitListApply } from "./wait-list-apply";
import { WaitContact } from "./wait-contact";

type Access = "checking" | "admitted" | "gated";

/**
 * Whether the user is already past the registration gate. GET /user/info is open to held users
 * and says so (`admitted`), so the page asks it rather than probing a gated call: a held user's
 * visit to the workspace then costs no 403 at all.
 */
function useGateAccess(fallback: SessionFallback): { access: Access; user: ResolvedUser } {
  const tErrors = useTranslations("errors");
  const { user, isLoading, error } = useUserInfo(fallback);
  const signInAgain = useEffectEvent(() => restartLogin(tErrors("notLoggedIn")));
  const unauthorized = error !== undefined && isUnauthorized(error);
  useEffect(() => {
    if (unauthorized) signInAgain();
  }, [unauthorized]);
  if (isLoading || unauthorized) return { access: "checking", user };
  // The API's answer decides; when the call could not run, offer both ways in.
  return { access: user.source === "api" && user.admitted ? "admitted" : "gated", user };
}

export function WaitPanel({ fallback }: { fallback: SessionFallback }) {
  const t = useTranslations("wait");
  const router = useRouter();
  const { access, user } = useGateAccess(fallback);
  const [joined, setJoined] = useState(false);

  function verified() {
    toast.success(t("codeSuccess"));
    invalidateUserInfo();
    invalidatePoints();
    router.replace("/chat");
  }

  function onJoined() {
    toast.success(t("applySuccess"));
    setJoined(true);
    invalidateUserInfo();
  }

  const ready = access !== "checking";
  const waiting = joined || user.waitListStatus === "waiting";

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">{t("title")}</h1>
        {user.name && <p className="mt-1 text-sm text-ink-700">{t("signedInAs", { name: user.name })}</p>}
      </div>

      {!ready && (
        <p role="status" className="text-sm text-ink-700">
          {t("checking")}
        </p>
      )}

      {ready && access === "admitted" && (
        <section className={card} aria-labelledby="wait-admitted-title" data-testid="wait-admitted">
          <h2 id="wait-admitted-title" className="text-lg font-semibold text-ink-900">
            {t("admittedTitle")}
          </h2>
          <p className="mt-1 text-sm text-ink-700">{t("admittedBody")}</p>
          <Link href="/chat" className={`${primaryButton} mt-4`}>
            {t("goToChat")}
          </Link>
        </section>
      )}

      {ready && access === "gated" && (
        <>
          <p className="text-ink-700">{t("intro")}</p>
          <section className={card} aria-labelledby="wait-code-title">
            <h2 id="wait-code-title" className="mb-3 text-lg font-semibold text-ink-900">
              {t("codeSectionTitle")}
            </h2>
            <RegistrationCodeForm onVerified={verified} />
          </section>
          <section className={card} aria-labelledby="wait-queue-title">
            <h2 id="wait-queue-title" className="mb-3 text-lg font-semibold text-ink-900">
              {t("queueSectionTitle")}
            </h2>
            <WaitListApply waiting={waiting} email={user.email} onJoined={onJoined} />
          </section>
        </>
      )}

      <WaitContact />
    </div>
  );
}
