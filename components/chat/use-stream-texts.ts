"use client";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { StreamTexts } from "@/lib/api/sse";

/** The stream reader's error texts in the current language (spec §8). */
export function useStreamTexts(): StreamTexts {
  const t = useTranslations("errors");
  return useMemo(
    () => ({
      httpError: (status: number) => t("httpError", { status }),
      parseError: t("sseParse"),
      notLoggedIn: t("notLoggedIn"),
      idleTimeout: t("streamTimeout"),
      unsupported: t("streamUnsupported"),
      missingBody: t("streamMissingBody"),
      requestTimeout: (seconds: number) => t("timeout", { seconds }),
    }),
    [t],
  );
}
