"use client";
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { setClientMessages } from "@/lib/api/client-messages";

/**
 * Installs the API layer's own texts (no answer, timeout, failed request, HTTP failure, unknown
 * error, expired session) in the UI language (spec §8) for every page of the workspace. Renders nothing.
 */
export function ClientMessages() {
  const t = useTranslations("errors");
  useEffect(() => {
    setClientMessages({
      network: t("network"),
      requestFailed: t("requestFailed"),
      timeout: (seconds) => t("timeout", { seconds }),
      apiResponse: (status, statusText) => t("apiResponse", { status, statusText }),
      unknown: t("unknown"),
      notLoggedIn: t("notLoggedIn"),
    });
  }, [t]);
  return null;
}
