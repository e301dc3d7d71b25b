"use client";
/** The confirmation of "Sign out everywhere": loaded when the button is first pressed. */
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useTranslations } from "next-intl";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The button that opened it: focus goes back there when it closes (it is no Radix trigger). */
  opener: React.RefObject<HTMLButtonElement | null>;
};

export function SignOutEverywhereDialog({ open, onOpenChange, onConfirm, opener }: Props) {
  const t = useTranslations("signOutEverywhere");
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,420px)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold text-ink-900">
            {t("confirmTitle")}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-700">
            {t("confirmBody")}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={secondaryButton}>{t("cancel")}</AlertDialog.Cancel>
            {/* Submitted from here: closing the dialog unmounts this button before a native submit would run. */}
            <AlertDialog.Action className={primaryButton} onClick={onConfirm}>
              {t("confirm")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
