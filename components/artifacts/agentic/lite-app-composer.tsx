"use client";
/**
 * The lite-app mode's composer part: the app's type and style (`GET /chats/lite_app/types` and
 * `/styles` list the same values; their labels are our messages). "Auto" leaves the choice to the
 * model, which reads it from the request.
 */
import { liteAppRequestOptions } from "@/lib/contracts/kinds/agentic";
import { useTranslations } from "next-intl";
import { Palette, Shapes } from "lucide-react";
import { Menu, MenuLabel, MenuRadioGroup, MenuRadioItem } from "@/components/ui/menu";
import { ChevronDownIcon } from "@/components/ui/icons";
import { useComposerStore } from "@/lib/stores/composer-store";
import {
  LITE_APP_STYLES,
  LITE_APP_TYPES,
  type LiteAppStyle,
  type LiteAppType,
} from "@/lib/contracts/lite-app";
import type { ComposerProps } from "../types";
import { composerPill } from "@/components/ui/button-styles";

export function LiteAppComposer({ chatId }: ComposerProps) {
  const t = useTranslations("liteApp");
  const appType = useComposerStore((s) => s.get(chatId).options.agentic?.app_type);
  const appStyle = useComposerStore((s) => s.get(chatId).options.agentic?.style);
  // Only what the user picked is sent: an unpicked style never restyles an app on a follow-up.
  const set = (change: { app_type?: LiteAppType; style?: LiteAppStyle }) => {
    const current = useComposerStore.getState().get(chatId).options.agentic ?? {};
    const next = { ...current, ...change };
    for (const key of ["app_type", "style"] as const) if (!next[key]) delete next[key];
    useComposerStore
      .getState()
      .setOptions(chatId, liteAppRequestOptions(Object.keys(next).length ? next : undefined));
  };
  return (
    <div className="flex min-w-0 items-center gap-1.5" data-testid="lite-app-options">
      <Menu
        label={t("composer.type")}
        align="start"
        side="top"
        trigger={
          <button type="button" className={composerPill} data-testid="lite-app-type">
            <Shapes className="h-3.5 w-3.5 shrink-0 text-brand-600" strokeWidth={2} aria-hidden />
            <span className="text-ink-500">{t("composer.type")}</span>
            <span className="truncate font-medium text-ink-900">
              {appType ? t(`types.${appType}`) : t("composer.auto")}
            </span>
            <ChevronDownIcon className="h-3.5 w-3.5 shrink-0 text-ink-500" />
          </button>
        }
      >
        <MenuLabel>{t("composer.type")}</MenuLabel>
        <MenuRadioGroup
          value={appType ?? ""}
          onValueChange={(value) => set({ app_type: (value || undefined) as LiteAppType | undefined })}
        >
          <MenuRadioItem value="">{t("composer.auto")}</MenuRadioItem>
          {LITE_APP_TYPES.map((type) => (
            <MenuRadioItem key={type} value={type} testId={`lite-app-type-${type}`}>
              {t(`types.${type}`)}
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </Menu>
      <Menu
        label={t("composer.style")}
        align="start"
        side="top"
        trigger={
          <button type="button" className={composerPill} data-testid="lite-app-style">
            <Palette className="h-3.5 w-3.5 shrink-0 text-brand-600" strokeWidth={2} aria-hidden />
            <span className="text-ink-500">{t("composer.style")}</span>
            <span className="truncate font-medium text-ink-900">
              {appStyle ? t(`styles.${appStyle}`) : t("composer.auto")}
            </span>
            <ChevronDownIcon className="h-3.5 w-3.5 shrink-0 text-ink-500" />
          </button>
        }
      >
        <MenuLabel>{t("composer.style")}</MenuLabel>
        <MenuRadioGroup
          value={appStyle ?? ""}
          onValueChange={(value) => set({ style: (value || undefined) as LiteAppStyle | undefined })}
        >
          <MenuRadioItem value="">{t("composer.auto")}</MenuRadioItem>
          {LITE_APP_STYLES.map((style) => (
            <MenuRadioItem key={style} value={style} testId={`lite-app-style-${style}`}>
              {t(`styles.${style}`)}
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </Menu>
    </div>
  );
}
