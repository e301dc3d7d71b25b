"use client";
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import type { ModelOption } from "@/lib/chat/use-models";

/** A model's name for the UI: the built-in Offline model's name is translated, others are as configured. */
export function useModelLabel(): (model: ModelOption) => string {
  const t = useTranslations("composer");
  return useCallback((model: ModelOption) => (model.offline ? t("offlineModel") : model.label), [t]);
}
