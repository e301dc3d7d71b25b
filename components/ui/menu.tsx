"use client";
/**
 * The one menu of the product (Radix DropdownMenu: arrow keys, typeahead, Escape, focus
 * return). `trigger` must be a single focusable element (it is used `asChild`).
 * A menu never leaves the window: Radix flips and shifts it on collision, and a list taller than
 * the room left (the mode list in a short window) is capped at that room and scrolls inside.
 */
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ComponentType, ReactNode } from "react";
import { CheckIcon } from "./icons";

type MenuProps = {
  trigger: ReactNode;
  children: ReactNode;
  align?: "start" | "center" | "end";
  side?: "top" | "right" | "bottom" | "left";
  /** A label for the menu itself (read when it opens). */
  label?: string;
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

export function Menu({ trigger, children, align = "end", side = "bottom", label, onOpenChange, className = "" }: MenuProps) {
  return (
    <DropdownMenu.Root modal={false} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          side={side}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          className={`z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-48 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-1 text-sm shadow-lg outline-none ${className}`}
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

type MenuItemProps = {
  onSelect: () => void;
  children: ReactNode;
  icon?: ComponentType<{ className?: string }>;
  destructive?: boolean;
  disabled?: boolean;
  /** Something shown at the end of the row (a shortcut, a badge). */
  hint?: ReactNode;
  testId?: string;
};

export function MenuItem({ onSelect, children, icon: Icon, destructive, disabled, hint, testId }: MenuItemProps) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      disabled={disabled}
      data-testid={testId}
      className={`flex cursor-default items-center gap-2.5 rounded-lg px-2.5 py-2 outline-none select-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-brand-600 data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 ${
        destructive ? "text-red-700 data-[highlighted]:bg-red-50" : "text-ink-900"
      }`}
    >
      {Icon && <Icon className={`h-4 w-4 shrink-0 ${destructive ? "text-red-600" : "text-ink-500"}`} />}
      <span className="min-w-0 flex-1 truncate">{children}</span>
      {hint && <span className="shrink-0 text-xs text-ink-500">{hint}</span>}
    </DropdownMenu.Item>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />;
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className="px-2.5 pt-2 pb-1 text-xs font-medium text-ink-500">{children}</DropdownMenu.Label>;
}

/** A radio group of choices inside a menu (the mode and model pickers). */
export function MenuRadioGroup({ value, onValueChange, children }: { value: string; onValueChange: (value: string) => void; children: ReactNode }) {
  return (
    <DropdownMenu.RadioGroup value={value} onValueChange={onValueChange}>
      {children}
    </DropdownMenu.RadioGroup>
  );
}

export function MenuRadioItem({ value, children, testId, disabled }: { value: string; children: ReactNode; testId?: string; disabled?: boolean }) {
  return (
    <DropdownMenu.RadioItem
      value={value}
      disabled={disabled}
      data-testid={testId}
      className="relative flex cursor-default items-center gap-2.5 rounded-lg py-2 pr-2.5 pl-8 text-ink-900 outline-none select-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-brand-600 data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 data-[state=checked]:font-medium"
    >
      <DropdownMenu.ItemIndicator className="absolute left-2.5 inline-flex">
        <CheckIcon className="h-4 w-4 text-brand-600" strokeWidth={2.2} />
      </DropdownMenu.ItemIndicator>
      {children}
    </DropdownMenu.RadioItem>
  );
}
