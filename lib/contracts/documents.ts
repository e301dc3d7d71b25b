/**
 * The document calls of spec §7 besides the version lists: `GET/POST /chats/{id}/prd-content
 * ?type=prd|test_case` and `GET/POST /chats/{id}/mermaid`. GET answers the latest complete
 * version with its content (`VersionDto`) or null; POST saves the user's edit as a NEW version
 * (`source: "edited"`) after validation and answers it. A refused save is errno 400 with
 * `details`: `content` (what is wrong) and, for charts, `line` (1-based) and `chart` (the
 * chart's id inside a PRD).
 */
import { z } from "zod";
import { PRD_MAX_CHARS } from "./content/prd";
import { versionSchema } from "./versions";

export const PRD_CONTENT_TYPES = ["prd", "test_case"] as const;
export const prdContentQuerySchema = z.object({ type: z.enum(PRD_CONTENT_TYPES).default("prd") });

export const saveContentSchema = z.object({
  content: z.string().min(1).max(PRD_MAX_CHARS),
  /** The version the edit started from (charts unchanged from it are not re-checked). Default: the latest. */
  base_version_id: z.string().min(1).max(100).optional(),
});
export type SaveContentBody = z.infer<typeof saveContentSchema>;

export const latestContentSchema = versionSchema.nullable();
