"use client";
/**
 * "Sign out everywhere" (DESIGN.md §6): after a confirmation, ends every session of the account
 * on the server (all devices and browsers, this one included) and signs this browser out.
 * A plain form post to /auth/logout, so it works the same as the sidebar's sign-out.
 * The confirmation (and the dialog library) loads when the button is first pressed.
 */
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { secondaryButton } from "@/components/ui/button-styles";
import { SectionCard } from "./section-card";

const SignOutEverywhereDialog = dynamic(
  () => import("./sign-out-everywhere-dialog").then((m) => m.SignOutEverywhereDialog),
  { ssr: false },
);

export function SignOutEverywhere() {
  const t = useTranslations("signOutEverywhere");
  const [pending, setPending] = useState(false);
  const [open, setOpen] = useState<boolean | null>(null); // null: never opened (not loaded)
  const form = useRef<HTMLFormElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <SectionCard id="sessions" title={t("heading")}>
      <p className="text-sm text-ink-700">{t("description")}</p>
      <form ref={form} action="/auth/logout" method="post" onSubmit={() => setPending(true)}>
        <input type="hidden" name="scope" value="everywhere" />
      </form>
      {/* What a Radix trigger would say: it opens a dialog, open or not. */}
      <button
        ref={button}
        type="button"
        className={`${secondaryButton} mt-4`}
        disabled={pending}
        aria-haspopup="dialog"
        aria-expanded={open === true}
        data-state={open ? "open" : "closed"}
        onClick={() => setOpen(true)}
      >
        {pending ? t("pending") : t("button")}
      </button>
      {open !== null && (
        <SignOutEverywhereDialog
          open={open}
          onOpenChange={setOpen}
          onConfirm={() => form.current?.requestSubmit()}
          opener={button}
        />
      )}
    </SectionCard>
  );
}
