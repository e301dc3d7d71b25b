/** What a stored page must pass (DESIGN.md §4: HTML by a parser), and its deterministic repair: shared by both prototype kinds. */
import type { ContentChecks } from "@/server/validate/validation-problem";
import { repairPage } from "@/server/html/page-transform";
import { validatePage } from "@/server/html/validate-page";

export const PAGE_CHECKS = {
  validate: async (content) => validatePage(content),
  repair: (content) => repairPage(content),
} satisfies ContentChecks;
