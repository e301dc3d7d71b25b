"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { apiRequest } from "@/lib/api/client";
import { JOIN_WAIT_LIST_PATH, type JoinWaitListAnswer } from "@/lib/contracts/user";
import { isUnauthorized } from "@/lib/api/api-error";
import { restartLogin } from "@/lib/api/handle-api-error";
import { WAIT_ESTIMATE_DAYS } from "@/lib/constants/wait-list";
import { secondaryButton } from "@/components/ui/button-styles";

/** "Apply for Join": joins the waiting queue; once waiting, says so instead of offering the button. */
export function WaitListApply({
  waiting,
  email,
  onJoined,
}: {
  waiting: boolean;
  email: string | null;
  onJoined: (answer: JoinWaitListAnswer) => void;
}) {
  const t = useTranslations("wait");
  const tErrors = useTranslations("errors");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const days = { min: WAIT_ESTIMATE_DAYS.min, max: WAIT_ESTIMATE_DAYS.max };

  if (waiting) {
    return (
      <div
        role="status"
        className="rounded-xl border border-emerald-200 bg-emerald-50 p-4"
        data-testid="wait-list-waiting"
      >
        <p className="font-medium text-emerald-800">{t("waitingTitle")}</p>
        <p className="mt-1 text-sm text-emerald-800">
          {email ? t("waitingBody", { email, ...days }) : t("waitingBodyNoEmail", days)}
        </p>
      </div>
    );
  }

  async function apply() {
    setBusy(true);
    setFailed(false);
    try {
      onJoined(await apiRequest<JoinWaitListAnswer>(JOIN_WAIT_LIST_PATH, { method: "POST" }));
    } catch (failure) {
      if (isUnauthorized(failure)) {
        restartLogin(tErrors("notLoggedIn"));
        return;
      }
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-700">{t("queueIntro", days)}</p>
      <div>
        <button type="button" onClick={apply} disabled={busy} className={secondaryButton}>
          {busy ? t("applying") : t("applyForJoin")}
        </button>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t("applyFailed")}
        </p>
      )}
    </div>
  );
}
