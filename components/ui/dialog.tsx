"use client";
/**
 * The app's one dialog shell on Radix Dialog: overlay, centred panel (a bottom sheet on phones),
 * title, optional description and a close button. Content is the caller's.
 */
import * as RadixDialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /** Panel width class (default max-w-md). */
  width?: string;
  testId?: string;
};

export function Dialog({ open, onOpenChange, title, description, closeLabel, children, width = "sm:max-w-md", testId }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/45 backdrop-blur-[2px]" />
        <RadixDialog.Content
          data-testid={testId}
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6 ${width}`}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-lg font-semibold text-ink-900">{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className="mt-1 text-sm text-ink-500">{description}</RadixDialog.Description>}
            </div>
            <RadixDialog.Close
              className="-mt-1 -mr-2 rounded-lg p-2 text-ink-500 hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={closeLabel}
            >
              <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </RadixDialog.Close>
          </div>
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
