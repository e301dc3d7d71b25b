"use client";
/** An icon button of the viewer header with a tooltip (its label is also its accessible name). */
import * as Tooltip from "@radix-ui/react-tooltip";
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from "react";

type ToolbarButtonProps = ComponentPropsWithoutRef<"button"> & {
  label: string;
  shortcut?: string;
  active?: boolean;
  children: ReactNode;
};

export const ToolbarButton = forwardRef<HTMLButtonElement, ToolbarButtonProps>(function ToolbarButton(
  { label, shortcut, active, children, className, ...props },
  ref,
) {
  return (
    <Tooltip.Root delayDuration={300}>
      <Tooltip.Trigger asChild>
        <button
          ref={ref}
          type="button"
          aria-label={label}
          aria-pressed={active}
          {...props}
          className={`inline-flex h-8 min-w-8 items-center justify-center gap-1.5 rounded-lg px-1.5 text-ink-700 transition-colors hover:bg-slate-100 hover:text-ink-900 disabled:pointer-events-none disabled:opacity-35 ${
            active
              ? "bg-brand-50 text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 hover:text-brand-700"
              : ""
          } ${className ?? ""}`}
        >
          {children}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={6}
          className="z-[80] rounded-md bg-ink-900 px-2 py-1 text-xs text-white shadow-lg"
        >
          {label}
          {shortcut && <span className="ml-2 text-white/60">{shortcut}</span>}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
});

export function ToolbarDivider() {
  return <span className="mx-0.5 h-5 w-px shrink-0 bg-slate-200" aria-hidden="true" />;
}
