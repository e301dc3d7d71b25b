"use client";
/** The mode of the next message (spec §2), each with its points cost (spec §9). */
import { useTranslations } from "next-intl";
import { Menu, MenuLabel, MenuRadioGroup, MenuRadioItem } from "@/components/ui/menu";
import { ChevronDownIcon } from "@/components/ui/icons";
import { useModes } from "@/lib/chat/use-models";
import { isChatMode, roundCost, type ChatMode } from "@/lib/contracts/modes";
import { ModeIcon } from "./mode-icon";

export function ModePicker({
  mode,
  onChange,
  disabled,
}: {
  mode: ChatMode;
  onChange: (mode: ChatMode) => void;
  disabled?: boolean;
}) {
  const t = useTranslations("composer");
  const tModes = useTranslations("chat.modes");
  const modes = useModes();
  const cost = (m: ChatMode) => roundCost(m);
  return (
    <Menu
      align="start"
      side="top"
      label={t("modeLabel")}
      className="w-72"
      trigger={
        <button
          type="button"
          disabled={disabled}
          // The name holds every word shown (the cost too), so speech input can say what it sees.
          aria-label={
            cost(mode) > 0
              ? `${t("modeButton", { mode: tModes(mode) })} · ${t("cost", { points: cost(mode) })}`
              : t("modeButton", { mode: tModes(mode) })
          }
          data-testid="mode-picker"
          data-mode={mode}
          className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border pointer-coarse:min-w-0 pointer-coarse:shrink border-slate-200 px-2.5 text-[13px] text-ink-700 hover:bg-slate-50 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
        >
          <ModeIcon mode={mode} className="h-3.5 w-3.5 shrink-0 text-brand-600" />
          {/* The mode's name is never cut (the model picker beside it gives way); on a phone the
              cost stays in the menu, where every mode shows its own. */}
          {/* Whole with a mouse (it fits); on a phone's row of 44 px controls it gives way before Send does. */}
          <span className="whitespace-nowrap pointer-coarse:min-w-0 pointer-coarse:truncate">
            {tModes(mode)}
          </span>
          {cost(mode) > 0 && (
            <span className="hidden shrink-0 whitespace-nowrap text-ink-500 sm:inline">
              · {t("cost", { points: cost(mode) })}
            </span>
          )}
          <ChevronDownIcon className="h-3.5 w-3.5 shrink-0 text-ink-500" />
        </button>
      }
    >
      <MenuLabel>{t("modeLabel")}</MenuLabel>
      <MenuRadioGroup value={mode} onValueChange={(value) => isChatMode(value) && onChange(value)}>
        {modes.map(({ mode: m, available }) => (
          <MenuRadioItem key={m} value={m} testId={`mode-option-${m}`} disabled={!available && m !== mode}>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="flex items-center gap-2">
                <ModeIcon mode={m} className="h-3.5 w-3.5 text-ink-500" />
                <span className="truncate">{tModes(m)}</span>
              </span>
              <span className="mt-0.5 text-xs font-normal text-ink-500">
                {available ? t(`modeHints.${m}`) : t("modeUnavailable")}
              </span>
            </span>
            <span className="shrink-0 self-start text-xs font-normal text-ink-500">
              {cost(m) > 0 ? t("cost", { points: cost(m) }) : t("free")}
            </span>
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </Menu>
  );
}
