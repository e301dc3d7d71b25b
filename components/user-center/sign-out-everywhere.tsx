"use client";
/**
 * "Sign out everywhere" (DESIGN.md §6): after a confirmation, ends every session of the account
 * on the server (all devices and browsers, this one included) and signs this browser out.
 * A plain form post to /auth/logout, so it works the same as the sidebar's sign-out.
 */
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { SectionCard } from "./section-card";

export function SignOutEverywhere() {
  const t = useTranslations("signOutEverywhere");
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  return (
    <SectionCard id="sessions" title={t("heading")}>
      <p className="text-sm text-ink-700">{t("description")}</p>
      <form ref={form} action="/auth/logout" method="post" onSubmit={() => setPending(true)}>
        <input type="hidden" name="scope" value="everywhere" />
      </form>
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild>
          <button type="button" className={`${secondaryButton} mt-4`} disabled={pending}>
            {pending ? t("pending") : t("button")}
          </button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,420px)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-semibold text-ink-900">{t("confirmTitle")}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-ink-700">{t("confirmBody")}</AlertDialog.Description>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel className={secondaryButton}>{t("cancel")}</AlertDialog.Cancel>
              {/* Submitted from here: closing the dialog unmounts this button before a native submit would run. */}
              <AlertDialog.Action className={primaryButton} onClick={() => form.current?.requestSubmit()}>
                {t("confirm")}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </SectionCard>
  );
}
