/**
 * Research reports: the payloads of the research stream events (spec §7), the
 * sources a report cites and the stored report, written once for the API and the client.
 * A report is Markdown: chapters citing sources as `[n]`, then a sources list whose lines are
 * `[n] title — URL or knowledge item — accessed date`. A citation never names a source that
 * is not in that list (only sources that were read are listed).
 */
import { z } from "zod";
import { versionSchema } from "./versions";

export const RESEARCH_STEP_IDS = [
  "clarify",
  "plan",
  "search",
  "read",
  "extract",
  "write",
  "holistic",
  "finalize",
] as const;
export const researchStepIdSchema = z.enum(RESEARCH_STEP_IDS);
export type ResearchStepId = z.infer<typeof researchStepIdSchema>;

export const researchStepStateSchema = z.enum(["pending", "running", "done", "skipped"]);
export type ResearchStepState = z.infer<typeof researchStepStateSchema>;

export const researchStepSchema = z.object({
  id: researchStepIdSchema,
  title: z.string(),
  state: researchStepStateSchema,
});
export type ResearchStep = z.infer<typeof researchStepSchema>;

/** Deep research or a competitor report (matrix, strengths and weaknesses, positioning chart). */
export const researchReportTypeSchema = z.enum(["deep", "competitor"]);
export type ResearchReportType = z.infer<typeof researchReportTypeSchema>;

export const researchSourceOriginSchema = z.enum(["knowledge", "attachment", "web"]);

/** A source that was read: what a citation `[n]` may point at. */
export const researchSourceSchema = z.object({
  n: z.number().int().min(1),
  title: z.string(),
  origin: researchSourceOriginSchema,
  /** The page's address (web) or null (knowledge item, attachment). */
  url: z.string().nullable(),
  /** The knowledge item or attachment id. */
  item_id: z.string().nullable(),
  accessed_at: z.string(),
});
export type ResearchSource = z.infer<typeof researchSourceSchema>;

export const researchChapterSchema = z.object({ index: z.number().int().min(0), title: z.string() });
export type ResearchChapter = z.infer<typeof researchChapterSchema>;

/** The payloads of the status events, by type (the round runner adds round_id and message_id). */
export const researchEventPayloads = {
  research_steps: z.object({
    report_type: researchReportTypeSchema,
    steps: z.array(researchStepSchema),
    chapters: z.array(researchChapterSchema),
  }),
  research_steps_update: z.object({ step: researchStepIdSchema, state: researchStepStateSchema }),
  search: z.object({
    engine: z.enum(["knowledge", "searxng", "tavily"]),
    queries: z.array(z.string()),
    hits: z.array(
      z.object({ title: z.string(), url: z.string().nullable(), origin: researchSourceOriginSchema }),
    ),
  }),
  reading_progress: z.object({
    done: z.number().int().min(0),
    total: z.number().int().min(0),
    title: z.string().optional(),
  }),
  core_info_extracted: z.object({
    facts: z.array(z.object({ text: z.string(), source: z.number().int().min(1) })),
    sources: z.array(researchSourceSchema),
  }),
  chapter_writing: researchChapterSchema.extend({ total: z.number().int().min(1) }),
  write_section: researchChapterSchema.extend({ content: z.string() }),
  generate_holistic_report: z.object({ content: z.string() }),
  finalize_report: z.object({
    title: z.string(),
    sources: z.array(researchSourceSchema),
    partial: z.boolean(),
  }),
} as const;
export type ResearchEventType = keyof typeof researchEventPayloads;
export type ResearchEventPayload<T extends ResearchEventType> = z.infer<(typeof researchEventPayloads)[T]>;

/** What `POST /chats/{id}/research-save` takes: the edited Markdown (a new immutable version). */
export const RESEARCH_MAX_CHARS = 200_000;
export const researchSaveSchema = z.object({
  content: z.string().trim().min(1).max(RESEARCH_MAX_CHARS),
  base_version_id: z.string().max(100).optional(),
});
export type ResearchSave = z.infer<typeof researchSaveSchema>;

/** A research version as `GET /chats/{id}/report` and `/research-versions/{vid}` answer it. */
export const researchVersionSchema = versionSchema.extend({ final_report: z.string().nullable() });
export type ResearchVersion = z.infer<typeof researchVersionSchema>;

/** The sources list's heading in each language (the report's last section). */
export const SOURCES_HEADINGS = { en: "Sources", zh: "参考来源" } as const;

const SOURCE_LINE = /^\s*(?:[-*]\s*)?\[(\d{1,3})\]\s+(.+)$/;

/** The sources list of a report: its numbered lines under the sources heading. */
export function reportSources(markdown: string): Map<number, string> {
  const lines = markdown.split("\n");
  const start = lines.findIndex(
    (l) =>
      /^##\s+/.test(l) && Object.values(SOURCES_HEADINGS).some((h) => l.replace(/^##\s+/, "").trim() === h),
  );
  const found = new Map<number, string>();
  if (start === -1) return found;
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,2}\s/.test(line)) break;
    const m = SOURCE_LINE.exec(line);
    if (m) found.set(Number(m[1]), m[2].trim());
  }
  return found;
}

/** The body of a report (everything before the sources list). */
export function reportBody(markdown: string): string {
  const lines = markdown.split("\n");
  const start = lines.findIndex(
    (l) =>
      /^##\s+/.test(l) && Object.values(SOURCES_HEADINGS).some((h) => l.replace(/^##\s+/, "").trim() === h),
  );
  return start === -1 ? markdown : lines.slice(0, start).join("\n");
}

/** The citation numbers `[n]` the body uses (code blocks and the sources list excluded). */
export function reportCitations(markdown: string): number[] {
  const body = reportBody(markdown).replace(/```[\s\S]*?```/g, "");
  const found = new Set<number>();
  for (const m of body.matchAll(/\[(\d{1,3})\](?!\()/g)) found.add(Number(m[1]));
  return [...found].sort((a, b) => a - b);
}

/** `POST /chats/{id}/research-save` and `GET /chats/{id}/report`, as the browser calls them (through the BFF). */
export const researchSavePath = (chatId: string) => `/api/chats/${encodeURIComponent(chatId)}/research-save`;
export const researchReportPath = (chatId: string) => `/api/chats/${encodeURIComponent(chatId)}/report`;

/** `POST /chats/{id}/report/pdf`: the report as the viewer rendered it (charts drawn), printed to PDF. */
export const reportPdfPath = (chatId: string) => `/api/chats/${encodeURIComponent(chatId)}/report/pdf`;
export const reportPdfBodySchema = z.object({
  version_id: z.string().min(1).max(100).optional(),
  /** The rendered article's HTML (scripts and handlers are dropped on the server). */
  html: z.string().min(1).max(3_000_000),
});
export type ReportPdfDto = { file_name: string; mime: "application/pdf"; data_url: string };
