/**
 * The edit calls of spec §7 for document kinds, made from each kind's `edits` route
 * (lib/contracts/kinds/): `GET/POST /chats/{id}/prd-content?type=prd|test_case` and
 * `GET/POST /chats/{id}/mermaid`. GET answers the latest complete version with its content
 * (`VersionDto`) or null; POST saves the user's edit as a NEW version (`source: "edited"`) after
 * validation and answers it. A refused save is errno 400 with `details`: `content` (what is
 * wrong) and, for charts, `line` (1-based) and `chart` (the chart's id inside a PRD).
 */
import { z } from "zod";
import type { KindDefinition } from "./kinds/definition";
import { baseChoiceSchema, versionSchema } from "./versions";

/** The longest edit of a kind stored as JSON text (a text kind's own content schema says its length). */
export const JSON_EDIT_MAX_CHARS = 200_000;

/** The body of an edit of `kind`: its content, and the version the edit started from (default: the latest). */
export function saveEditSchema(kind: KindDefinition) {
  return z.object({
    content:
      kind.content.format === "text"
        ? (kind.content.schema as z.ZodType<string>)
        : z.string().min(1).max(JSON_EDIT_MAX_CHARS),
    /** Charts unchanged from the base version are not re-checked. */
    base_version_id: z.string().min(1).max(100).optional(),
    /** Needed when `base_version_id` is not the latest version (lib/contracts/versions.ts). */
    base_choice: baseChoiceSchema.optional(),
  });
}

export const latestContentSchema = versionSchema.nullable();
