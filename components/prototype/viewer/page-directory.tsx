"use client";
/** The page directory of a multi-page prototype (spec §2, §3: id, file_name, timestamp). */
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Menu, MenuItem } from "@/components/ui/menu";
import type { PrototypePage } from "@/lib/contracts/content/prototype";
import { CheckIcon, ChevronDownIcon, PagesIcon } from "../icons";

const Trigger = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<"button"> & { label: string; name: string }
>(function Trigger({ label, name, ...props }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      {...props}
      className="inline-flex h-8 max-w-[220px] min-w-0 items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2.5 text-xs font-medium text-ink-900 shadow-sm hover:bg-slate-50"
      data-testid="page-directory"
    >
      <PagesIcon className="h-4 w-4 shrink-0 text-ink-500" />
      <span className="truncate">{name}</span>
      <ChevronDownIcon className="h-3.5 w-3.5 shrink-0 text-ink-500" />
    </button>
  );
});

export function PageDirectory({
  pages,
  currentId,
  onSelect,
}: {
  pages: PrototypePage[];
  currentId: string | null;
  onSelect: (id: string) => void;
}) {
  const t = useTranslations("prototype.pages");
  const format = useFormatter();
  const current = pages.find((page) => page.id === currentId) ?? pages[0];
  if (!current) return null;
  return (
    <Menu
      label={t("label")}
      align="start"
      className="min-w-64"
      trigger={<Trigger label={t("label")} name={current.title || current.file_name} />}
    >
      {pages.map((page) => (
        <MenuItem
          key={page.id}
          onSelect={() => onSelect(page.id)}
          icon={page.id === current.id ? CheckIcon : Blank}
          testId={`page-${page.file_name}`}
        >
          <span className="flex flex-col py-0.5">
            <span className="truncate font-medium">{page.title || page.file_name}</span>
            <span className="truncate text-xs text-ink-500">
              {page.file_name} ·{" "}
              {format.dateTime(new Date(page.timestamp), { dateStyle: "short", timeStyle: "short" })}
            </span>
          </span>
        </MenuItem>
      ))}
    </Menu>
  );
}

function Blank({ className }: { className?: string }) {
  return <span className={className} aria-hidden="true" />;
}
