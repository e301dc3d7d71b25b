"use client";
/** Picks a design style (palette, corners, type) for the next prototype (GET /prototype/styles). */
import * as Popover from "@radix-ui/react-popover";
import useSWR from "swr";
import { useTranslations } from "next-intl";
import type { PrototypeStyleDto } from "@/lib/contracts/prototype";
import { fetchStyles } from "../api";
import { CheckIcon, ChevronDownIcon, PaletteIcon } from "../icons";

function Swatches({ style }: { style: PrototypeStyleDto }) {
  const colors = [style.palette.primary, style.palette.accent, style.palette.surface, style.palette.text];
  return (
    <span className="flex -space-x-1" aria-hidden="true">
      {colors.map((color, i) => (
        <span key={i} className="h-4 w-4 rounded-full ring-2 ring-white" style={{ background: color }} />
      ))}
    </span>
  );
}

export function StylePicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const t = useTranslations("prototype.composer");
  const {
    data: styles,
    error,
    isLoading,
    mutate,
  } = useSWR("prototype-styles", fetchStyles, { revalidateOnFocus: false });
  const chosen = styles?.find((s) => s.id === value) ?? null;
  return (
    <Popover.Root>
      <Popover.Trigger
        className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2.5 text-xs font-medium text-ink-900 hover:bg-slate-50 aria-expanded:bg-slate-100"
        data-testid="style-picker"
      >
        {chosen ? <Swatches style={chosen} /> : <PaletteIcon className="h-3.5 w-3.5 text-ink-500" />}
        <span className="max-w-[9rem] truncate">{chosen ? chosen.name : t("style")}</span>
        <ChevronDownIcon className="h-3.5 w-3.5 text-ink-500" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={6}
          align="start"
          className="z-50 w-[min(92vw,340px)] rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
          aria-label={t("style")}
        >
          <button
            type="button"
            onClick={() => onChange(null)}
            className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-50"
          >
            <span className="grid h-4 w-4 place-items-center">
              {value === null && <CheckIcon className="h-4 w-4 text-brand-600" />}
            </span>
            <span className="font-medium">{t("styleAuto")}</span>
          </button>
          {isLoading && <p className="px-3 py-2 text-xs text-ink-500">{t("loading")}</p>}
          {error && (
            <p className="px-3 py-2 text-xs text-red-600">
              {t("loadFailed")}{" "}
              <button type="button" className="underline" onClick={() => void mutate()}>
                {t("retry")}
              </button>
            </p>
          )}
          <ul className="max-h-80 overflow-y-auto">
            {styles?.map((style) => (
              <li key={style.id}>
                <Popover.Close asChild>
                  <button
                    type="button"
                    onClick={() => onChange(style.id)}
                    className="flex w-full items-start gap-3 rounded-lg px-3 py-2 text-left hover:bg-slate-50"
                  >
                    <span className="mt-0.5 grid h-4 w-4 place-items-center">
                      {value === style.id && <CheckIcon className="h-4 w-4 text-brand-600" />}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex items-center gap-2 text-sm font-medium text-ink-900">
                        {style.name}
                        <Swatches style={style} />
                      </span>
                      <span className="mt-0.5 line-clamp-2 block text-xs text-ink-500">
                        {style.description}
                      </span>
                    </span>
                  </button>
                </Popover.Close>
              </li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
