"use client";
/** Invite (spec §2): the user's invite link with a copy button, and what an invite earns. */
import { useRef, useSyncExternalStore } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Dialog } from "@/components/ui/dialog";
import { primaryButton, textField, textLink } from "@/components/ui/button-styles";
import { useUserInfo } from "@/lib/user/user-info-cache";
import { invitePath } from "@/lib/invite/invite-code";
import { copyText } from "@/lib/browser/copy-text";
import { INVITE_ACTIVATION_POINTS, INVITE_FIRST_CREATION_POINTS } from "@/lib/contracts/points";

const noSubscription = () => () => {};

export function InviteDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("sidebar");
  const { user, isLoading } = useUserInfo();
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
  const input = useRef<HTMLInputElement>(null);
  const link = user.inviteCode && origin ? `${origin}${invitePath(user.inviteCode)}` : null;

  async function copy() {
    if (!link) return;
    if (await copyText(link, input.current)) toast.success(t("inviteCopied"));
    else toast.error(t("inviteCopyFailed"));
  }

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t("inviteTitle")}
      description={t("inviteBody", {
        activation: INVITE_ACTIVATION_POINTS,
        creation: INVITE_FIRST_CREATION_POINTS,
      })}
      closeLabel={t("close")}
      testId="invite-dialog"
    >
      {link ? (
        <div className="flex flex-col gap-2">
          <label htmlFor="invite-link" className="text-sm font-medium text-ink-900">
            {t("inviteLink")}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="invite-link"
              ref={input}
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              className={`${textField} bg-slate-50`}
            />
            <button type="button" onClick={copy} className={primaryButton}>
              {t("inviteCopy")}
            </button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-ink-700">{isLoading ? t("inviteLoading") : t("inviteUnavailable")}</p>
      )}
      <Link
        href="/chat/info#invite"
        onClick={() => onOpenChange(false)}
        className={`${textLink} mt-4 inline-block text-sm`}
      >
        {t("inviteRecords")}
      </Link>
    </Dialog>
  );
}
