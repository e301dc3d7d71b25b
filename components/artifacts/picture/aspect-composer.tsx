"use client";
/**
 * The picture mode's composer part: the picture's aspect. "Auto" reads it from the prompt's words
 * ("16:9", "a tall poster", "竖版"…); a choice here wins over them.
 */
import { useTranslations } from "next-intl";
import { RectangleHorizontal } from "lucide-react";
import { Menu, MenuLabel, MenuRadioGroup, MenuRadioItem } from "@/components/ui/menu";
import { ChevronDownIcon } from "@/components/ui/icons";
import { useComposerStore } from "@/lib/stores/composer-store";
import { PICTURE_ASPECTS, type PictureAspect } from "@/lib/contracts/pictures";
import type { ComposerProps } from "../types";
import { composerPill } from "@/components/ui/button-styles";

export function PictureAspectComposer({ chatId }: ComposerProps) {
  const t = useTranslations("pictureView.aspect");
  const aspect = useComposerStore((s) => s.get(chatId).options.aspect);
  const choose = (value: string) =>
    useComposerStore
      .getState()
      .setOptions(chatId, { aspect: (value || undefined) as PictureAspect | undefined });
  return (
    <div className="flex min-w-0 items-center gap-1.5" data-testid="picture-aspect">
      <Menu
        label={t("label")}
        align="start"
        side="top"
        trigger={
          <button type="button" className={composerPill} data-testid="picture-aspect-trigger">
            <RectangleHorizontal
              className="h-3.5 w-3.5 shrink-0 text-brand-600"
              strokeWidth={2}
              aria-hidden
            />
            <span className="text-ink-500">{t("label")}</span>
            <span className="truncate font-medium text-ink-900">{aspect ?? t("auto")}</span>
            <ChevronDownIcon className="h-3.5 w-3.5 shrink-0 text-ink-500" />
          </button>
        }
      >
        <MenuLabel>{t("label")}</MenuLabel>
        <MenuRadioGroup value={aspect ?? ""} onValueChange={choose}>
          <MenuRadioItem value="" testId="picture-aspect-auto">
            {t("auto")}
          </MenuRadioItem>
          {PICTURE_ASPECTS.map((value) => (
            <MenuRadioItem key={value} value={value} testId={`picture-aspect-${value.replace(":", "x")}`}>
              <span className="min-w-0 flex-1">{value}</span>
              <span className="ml-3 text-xs text-ink-500">{t(`names.${value.replace(":", "x")}`)}</span>
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </Menu>
    </div>
  );
}
