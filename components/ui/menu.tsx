"use client";
/** The app's one dropdown menu on Radix: a trigger and a list of items (with optional hints). */
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ReactNode } from "react";

export type MenuItem = { key: string; label: string; hint?: string; icon?: ReactNode; onSelect: () => void; disabled?: boolean; testId?: string };

export function Menu({ trigger, items, label, align = "end" }: { trigger: ReactNode; items: (MenuItem | "separator")[]; label: string; align?: "start" | "end" }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          aria-label={label}
          align={align}
          sideOffset={6}
          className="z-50 min-w-[240px] rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          {items.map((item, index) =>
            item === "separator" ? (
              <DropdownMenu.Separator key={`sep-${index}`} className="my-1 h-px bg-slate-100" />
            ) : (
              <DropdownMenu.Item
                key={item.key}
                disabled={item.disabled}
                onSelect={item.onSelect}
                data-testid={item.testId}
                className="flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2 text-sm text-ink-900 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100"
              >
                {item.icon && <span className="mt-0.5 text-ink-500">{item.icon}</span>}
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium">{item.label}</span>
                  {item.hint && <span className="text-xs text-ink-500">{item.hint}</span>}
                </span>
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
