"use client";
/**
 * The one dialog of the product, on Radix (focus trap, Escape, scroll lock, labelled by its
 * title). Three shapes share it: a centred dialog, a left drawer (the sidebar on a phone) and a
 * full-screen sheet (the side viewer on a phone). A dialog without a visible title still gets
 * one for screen readers. Closing gives focus back to the control that opened it (focus-return.ts).
 */
import * as RadixDialog from "@radix-ui/react-dialog";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { currentOpener, returnFocus, trackFocus } from "@/lib/browser/focus-return";
import { CloseIcon } from "./icons";

// Every workspace page loads this module: start remembering focus before any dialog opens.
if (typeof window !== "undefined") trackFocus();

export type DialogVariant = "center" | "drawer" | "sheet";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Shown under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  variant?: DialogVariant;
  /** Width of a centred dialog. */
  size?: "sm" | "md" | "lg" | "xl";
  /** Label of the close (×) button; none is drawn without it. */
  closeLabel?: string;
  footer?: ReactNode;
  children?: ReactNode;
  /** Extra attributes for tests and styling of the content box. */
  testId?: string;
  className?: string;
  onOpenAutoFocus?: (event: Event) => void;
  /** Where the focus goes when it closes (default: back to what had it before). */
  onCloseAutoFocus?: (event: Event) => void;
};

const SIZES = {
  sm: "w-[min(92vw,380px)]",
  md: "w-[min(92vw,480px)]",
  lg: "w-[min(94vw,640px)]",
  xl: "w-[min(96vw,1100px)]",
} as const;

const CONTENT: Record<DialogVariant, string> = {
  center:
    "fixed top-1/2 left-1/2 z-50 flex max-h-[min(88dvh,760px)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-slate-200 bg-white shadow-xl outline-none data-[state=open]:animate-[dialog-in_120ms_ease-out]",
  drawer:
    "fixed inset-y-0 left-0 z-50 flex w-[min(86vw,320px)] flex-col bg-white shadow-xl outline-none data-[state=open]:animate-[drawer-in_160ms_ease-out]",
  sheet: "fixed inset-0 z-50 flex flex-col bg-white outline-none",
};

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideTitle,
  variant = "center",
  size = "md",
  closeLabel,
  footer,
  children,
  testId,
  className = "",
  onOpenAutoFocus,
  onCloseAutoFocus,
}: DialogProps) {
  const framed = variant === "center";
  const opener = useOpener(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 data-[state=open]:animate-[fade-in_120ms_ease-out]" />
        <RadixDialog.Content
          className={`${CONTENT[variant]} ${framed ? SIZES[size] : ""} ${className}`}
          data-testid={testId}
          onOpenAutoFocus={onOpenAutoFocus}
          onEscapeKeyDown={(event) => {
            // A control that answers Escape itself (a cell's editor: cancel the edit) keeps it:
            // Radix listens on the document in the capture phase, before the control could stop it.
            if (event.target instanceof Element && event.target.closest("[data-own-escape]"))
              event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            // A dialog that puts the focus somewhere itself (the base-choice prompt: back to the
            // caret) prevents the default; otherwise it goes back to the control that opened it.
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            returnFocus(opener.current);
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          {framed || !hideTitle ? (
            <div
              className={`flex items-start gap-3 ${framed ? "px-6 pt-5" : "border-b border-slate-200 px-4 py-3"} ${hideTitle ? "sr-only" : ""}`}
            >
              <div className="min-w-0 flex-1">
                <RadixDialog.Title className="text-base font-semibold text-ink-900">
                  {title}
                </RadixDialog.Title>
                {description && (
                  <RadixDialog.Description className="mt-1 text-sm text-ink-500">
                    {description}
                  </RadixDialog.Description>
                )}
              </div>
              {closeLabel && (
                <RadixDialog.Close
                  className="-mr-2 rounded-lg p-1.5 text-ink-500 hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                  aria-label={closeLabel}
                >
                  <CloseIcon className="h-4 w-4" />
                </RadixDialog.Close>
              )}
            </div>
          ) : (
            <>
              <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
              )}
            </>
          )}
          {children !== undefined && (
            <div
              className={framed ? "min-h-0 flex-1 overflow-y-auto px-6 py-4" : "flex min-h-0 flex-1 flex-col"}
            >
              {children}
            </div>
          )}
          {footer && (
            <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 px-6 py-4">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The control focused when `open` turned true (read before the dialog takes focus). */
export function useOpener(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = currentOpener();
  }, [open]);
  return opener;
}

/** A control that closes the enclosing dialog (e.g. a footer "Cancel"). */
export const DialogClose = RadixDialog.Close;
