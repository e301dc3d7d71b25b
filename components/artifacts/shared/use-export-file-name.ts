"use client";
/** The one export name rule (lib/contracts/file-names.ts) with the kind in the user's language. */
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { exportFileName, type ExportFileNameInput } from "@/lib/contracts/file-names";

export type ExportNameInput = Omit<ExportFileNameInput, "kindLabel">;

export function useExportFileName(): (input: ExportNameInput) => string {
  const t = useTranslations("exportNames");
  return useCallback((input) => exportFileName({ ...input, kindLabel: t(input.kind) }), [t]);
}
