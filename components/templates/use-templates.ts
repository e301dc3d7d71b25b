"use client";
/** The user's PRD templates (built-ins first, in the request's language), shared by the picker and the manager. */
import useSWR from "swr";
import type { TemplateDto } from "@/lib/contracts/templates";
import { TEMPLATES_KEY, templatesApi } from "./templates-api";

export function useTemplates(enabled = true) {
  return useSWR<TemplateDto[]>(enabled ? TEMPLATES_KEY : null, () => templatesApi.list(), {
    revalidateOnFocus: false,
  });
}
