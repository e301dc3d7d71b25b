/** What a research version answers besides the common fields: `final_report` (spec §7 research-versions). */
import type { VersionRow } from "../../services/versions";

export function reportVersionFields(row: VersionRow): Record<string, unknown> {
  return { final_report: row.status === "complete" ? row.content : null };
}
