/**
 * The events of a chat stream (spec §7, DESIGN.md §3), written once for the API that emits them
 * and the client that reads them. Each SSE `data:` line is one of these as JSON.
 */
import { z } from "zod";
import { artifactEventTypeSchema, artifactKindSchema } from "./artifact-schemas";
import { versionRefSchema } from "./versions";

const ids = { round_id: z.string().optional(), message_id: z.string().optional() };

/** A piece of the chat reply (append). */
export const contentEventSchema = z.object({ type: z.literal("content"), content: z.string(), ...ids });
/** A piece of the model's reasoning (append); shown in the thinking panel, saved with the message. */
export const thinkEventSchema = z.object({ type: z.literal("think"), content: z.string(), ...ids });

/**
 * An artifact being written. `append` adds text to the partial content; `replace` swaps the
 * whole partial (after a repair or for structured content); `saved` names the version it became;
 * `failed` says why it was not saved. Multi-page prototypes name the page.
 */
export const artifactEventSchema = z.object({
  type: artifactEventTypeSchema,
  kind: artifactKindSchema,
  op: z.enum(["append", "replace", "saved", "failed"]),
  content: z.string().optional(),
  version: versionRefSchema.optional(),
  page: z.object({ id: z.string(), file_name: z.string() }).optional(),
  error: z.string().optional(),
  ...ids,
});

/** Progress of a long generation (validation, repair attempts, research steps…). */
export const statusEventSchema = z
  .object({
    type: z.enum([
      "search",
      "research_steps",
      "research_steps_update",
      "reading_progress",
      "chapter_writing",
      "core_info_extracted",
      "write_section",
      "generate_holistic_report",
      "finalize_report",
      "runtime",
      "alert",
    ]),
    ...ids,
  })
  .catchall(z.unknown());

export const clarificationEventSchema = z.object({
  type: z.literal("clarification"),
  content: z.string(),
  questions: z.array(z.string()).optional(),
  ...ids,
});

/** A button offered with `done` (spec §7 `done` may carry a button); clicking posts button-click. */
export const doneButtonSchema = z.object({
  type: z.string(),
  label: z.string(),
  payload: z.record(z.string(), z.unknown()).optional(),
});
export type DoneButton = z.infer<typeof doneButtonSchema>;

export const doneEventSchema = z.object({
  type: z.literal("done"),
  status: z.enum(["done", "stopped"]),
  button: doneButtonSchema.optional(),
  versions: z.array(versionRefSchema).optional(),
  ...ids,
});

export const errorEventSchema = z.object({
  type: z.literal("error"),
  errno: z.number().int(),
  errmsg: z.string(),
  ...ids,
});

export const streamEventSchema = z.union([
  contentEventSchema,
  thinkEventSchema,
  artifactEventSchema,
  statusEventSchema,
  clarificationEventSchema,
  doneEventSchema,
  errorEventSchema,
]);

export type ContentEvent = z.infer<typeof contentEventSchema>;
export type ThinkEvent = z.infer<typeof thinkEventSchema>;
export type ArtifactEvent = z.infer<typeof artifactEventSchema>;
export type StatusEvent = z.infer<typeof statusEventSchema>;
export type DoneEvent = z.infer<typeof doneEventSchema>;
export type ErrorEvent = z.infer<typeof errorEventSchema>;
export type StreamEvent = z.infer<typeof streamEventSchema>;
/** An event as a generator emits it: the round runner adds round_id and message_id. */
export type EmittedEvent = StreamEvent extends infer E
  ? E extends unknown
    ? Omit<E, "round_id" | "message_id">
    : never
  : never;

export function isArtifactEvent(event: StreamEvent): event is ArtifactEvent {
  return "kind" in event && "op" in event;
}
