"use client";
/**
 * The label of a space item's type: an artifact kind is called what its viewer is called
 * (`viewer.names.<viewer type>`, which every kind brings — docs/adding-a-kind.md §4), so the space
 * keeps no list of kind names of its own; attachments and knowledge have theirs in `space.types`.
 */
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { viewerOf } from "@/lib/contracts/artifacts";
import { isSpaceArtifactKind, type SpaceItemType } from "@/lib/contracts/space-item-types";

export function useItemTypeLabel(): (type: SpaceItemType) => string {
  const t = useTranslations("space.types");
  const viewerNames = useTranslations("viewer.names");
  return useCallback(
    (type: SpaceItemType) =>
      isSpaceArtifactKind(type) ? viewerNames(viewerOf(type)) : t(type as "attachment" | "knowledge"),
    [t, viewerNames],
  );
}
