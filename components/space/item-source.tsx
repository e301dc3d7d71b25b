"use client";
/** Where an item came from: its chat (and version), the page it was imported from, or the user's own knowledge. */
import { useTranslations } from "next-intl";
import type { SpaceItem } from "@/lib/contracts/space-items";
import { hostOf } from "./item-meta";

export function ItemSource({ item }: { item: SpaceItem }) {
  const t = useTranslations("space");
  const host = hostOf(item.source_url);
  if (item.chat_id) {
    return (
      <span className="truncate">
        {t("inChat", { title: item.chat_title ?? "" })}
        {item.version_number ? ` · ${t("version", { number: item.version_number })}` : ""}
      </span>
    );
  }
  return <span className="truncate">{host ?? t("noChat")}</span>;
}
