"use client";
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { handleApiError, type ApiErrorOutcome } from "./handle-api-error";

/** handleApiError with the notices in the UI language. */
export function useApiErrorHandler(): (error: unknown, fallback?: string) => ApiErrorOutcome {
  const t = useTranslations("errors");
  return useCallback(
    (error: unknown, fallback?: string) =>
      handleApiError(error, fallback ?? t("requestFailed"), { notLoggedIn: t("notLoggedIn") }),
    [t],
  );
}
