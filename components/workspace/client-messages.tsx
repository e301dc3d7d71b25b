"use client";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { setClientMessages } from "@/lib/api/client";

/**
 * Installs the API client's own texts (no answer, timeout, failed request) in the UI language
 * (spec §8) for every page of the workspace. Renders nothing.
 */
export function ClientMessages() {
  const t = useTranslations("errors");
  useEffect(() => {
    setClientMessages({ network: t("network"), requestFailed: t("requestFailed"), timeout: (seconds) => t("timeout", { seconds }) });
  }, [t]);
  return null;
}
