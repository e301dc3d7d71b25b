"use client";
/** One item's actions (open, open in chat, edit, favorite, archive/restore, delete for good), in a menu. */
import { useTranslations } from "next-intl";
import { Menu, MenuItem, MenuSeparator } from "@/components/ui/menu";
import { iconButton } from "@/components/ui/button-styles";
import {
  ExternalIcon,
  MoreIcon,
  PencilIcon,
  RefreshIcon,
  StarFilledIcon,
  StarIcon,
  TrashIcon,
} from "@/components/ui/icons";
import type { SpaceBatchAction, SpaceItem } from "@/lib/contracts/space-items";

export type ItemHandlers = {
  open: (item: SpaceItem) => void;
  openChat: (item: SpaceItem) => void;
  edit: (item: SpaceItem) => void;
  act: (ids: string[], action: SpaceBatchAction) => void;
};

export function ItemActions({ item, handlers }: { item: SpaceItem; handlers: ItemHandlers }) {
  const t = useTranslations("space.actions");
  const active = item.status === "active";
  return (
    <Menu
      label={t("more", { title: item.title })}
      trigger={
        <button
          type="button"
          className={`${iconButton} h-8 w-8`}
          aria-label={t("more", { title: item.title })}
          data-testid="item-menu"
          onClick={(e) => e.stopPropagation()}
        >
          <MoreIcon className="h-4 w-4" />
        </button>
      }
    >
      <MenuItem onSelect={() => handlers.open(item)}>{t("open")}</MenuItem>
      {item.chat_id && (
        <MenuItem icon={ExternalIcon} onSelect={() => handlers.openChat(item)}>
          {t("openChat")}
        </MenuItem>
      )}
      {active && (
        <MenuItem icon={PencilIcon} onSelect={() => handlers.edit(item)}>
          {t("edit")}
        </MenuItem>
      )}
      {active && (
        <MenuItem
          icon={item.is_favorite ? StarFilledIcon : StarIcon}
          onSelect={() => handlers.act([item.id], item.is_favorite ? "unfavorite" : "favorite")}
        >
          {item.is_favorite ? t("unfavorite") : t("favorite")}
        </MenuItem>
      )}
      <MenuSeparator />
      {active ? (
        <MenuItem icon={TrashIcon} onSelect={() => handlers.act([item.id], "archive")} testId="item-archive">
          {t("archive")}
        </MenuItem>
      ) : (
        <>
          <MenuItem
            icon={RefreshIcon}
            onSelect={() => handlers.act([item.id], "restore")}
            testId="item-restore"
          >
            {t("restore")}
          </MenuItem>
          <MenuItem icon={TrashIcon} destructive onSelect={() => handlers.act([item.id], "delete")}>
            {t("delete")}
          </MenuItem>
        </>
      )}
    </Menu>
  );
}

/** The star: toggles favorite in place (active items). */
export function FavoriteButton({ item, handlers }: { item: SpaceItem; handlers: ItemHandlers }) {
  const t = useTranslations("space.actions");
  if (item.status !== "active") return null;
  const label = item.is_favorite ? t("unfavorite") : t("favorite");
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={item.is_favorite}
      title={label}
      onClick={(e) => {
        e.stopPropagation();
        handlers.act([item.id], item.is_favorite ? "unfavorite" : "favorite");
      }}
      className={`${iconButton} h-8 w-8 ${item.is_favorite ? "text-amber-500 hover:text-amber-600" : ""}`}
    >
      {item.is_favorite ? <StarFilledIcon className="h-4 w-4" /> : <StarIcon className="h-4 w-4" />}
    </button>
  );
}
