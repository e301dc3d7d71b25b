/**
 * Lite apps (spec §2 agentic viewer, §3, §7; issue #20), for both sides: what a lite-app version
 * holds, the plan a round shows as todos, the build statuses and errors, the app types and styles
 * the composer offers, and the progress events an agentic stream carries besides the chat reply.
 *
 * A version's content is JSON: the app's source files (a small React + TypeScript app styled with
 * Tailwind classes) keyed by path. Its build is derived from them (server/artifacts/agentic/build/),
 * never stored as the source of truth: a version is rebuilt from its files whenever needed.
 */
import { z } from "zod";

/** The module the build starts from; `index.html` is generated around it. */
export const LITE_APP_ENTRY = "src/main.tsx";

export const LITE_APP_LIMITS = {
  /** Files in one app. */
  files: 40,
  /** Characters of one file. */
  fileChars: 200_000,
  /** Characters of all files together. */
  totalChars: 600_000,
  /** Automatic "fix" rounds after a failed build before the round stops and shows the error (issue #20 §2). */
  fixAttempts: 3,
} as const;

/**
 * A path inside the app: `src/…` or a root config file, forward slashes, no `..`, no absolute
 * path, only ordinary characters (it becomes a zip entry and an esbuild module id).
 */
export const liteAppPathSchema = z
  .string()
  .min(1)
  .max(160)
  .regex(
    /^(?!\/)(?!.*\.\.)(?!.*\/\/)[A-Za-z0-9_\-./]+\.(tsx|ts|jsx|js|css|json|md|html)$/,
    "not a valid app file path",
  );

export const liteAppFilesSchema = z
  .record(liteAppPathSchema, z.string().max(LITE_APP_LIMITS.fileChars))
  .refine(
    (files) => Object.keys(files).length >= 1 && Object.keys(files).length <= LITE_APP_LIMITS.files,
    `1 to ${LITE_APP_LIMITS.files} files`,
  )
  .refine(
    (files) => Object.values(files).reduce((n, text) => n + text.length, 0) <= LITE_APP_LIMITS.totalChars,
    "the app is too large",
  )
  .refine((files) => LITE_APP_ENTRY in files, `the app needs ${LITE_APP_ENTRY}`);
export type LiteAppFiles = z.infer<typeof liteAppFilesSchema>;

/** App types and styles (`GET /chats/lite_app/types`, `GET /chats/lite_app/styles`); labels come from messages (liteApp.types.*, liteApp.styles.*). */
export const LITE_APP_TYPES = [
  "tool",
  "tracker",
  "board",
  "quiz",
  "timer",
  "form",
  "dashboard",
  "game",
] as const;
export type LiteAppType = (typeof LITE_APP_TYPES)[number];
export const LITE_APP_STYLES = ["clean", "playful", "dark", "corporate", "warm"] as const;
export type LiteAppStyle = (typeof LITE_APP_STYLES)[number];

/** A lite-app version's stored content (`versions.content`, JSON). */
export const liteAppContentSchema = z.object({
  title: z.string().max(120),
  app_type: z.enum(LITE_APP_TYPES),
  style: z.enum(LITE_APP_STYLES),
  files: liteAppFilesSchema,
});
export type LiteAppContent = z.infer<typeof liteAppContentSchema>;

/** One step of a round's plan (the client state's agentic todos, spec §3). */
export const agenticTodoSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(["pending", "in_progress", "done"]),
});
export type AgenticTodo = z.infer<typeof agenticTodoSchema>;

/** Statuses of a build (`agentic_builds.status`); a version's status follows its last build (spec §3). */
export const BUILD_STATUSES = ["init", "building", "complete", "failed"] as const;
export type BuildStatus = (typeof BUILD_STATUSES)[number];

/** A compiler message, as esbuild reports it (line 1-based, column 0-based). */
export const liteAppBuildErrorSchema = z.object({
  text: z.string(),
  file: z.string().nullable(),
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  line_text: z.string().nullable(),
});
export type LiteAppBuildError = z.infer<typeof liteAppBuildErrorSchema>;

/**
 * The progress an agentic stream carries (event type `runtime`, spec §7), besides the chat reply
 * (`content`), the saved version (`agentic` artifact event, op `saved`) and warnings (`alert`).
 */
export const liteAppRuntimeEventSchema = z.discriminatedUnion("step", [
  /** The round's plan; sent again whole when a todo changes. */
  z.object({ type: z.literal("runtime"), step: z.literal("plan"), todos: z.array(agenticTodoSchema) }),
  /** A file written, changed or removed (full text of the file as it now is). */
  z.object({
    type: z.literal("runtime"),
    step: z.literal("file"),
    op: z.enum(["write", "edit", "delete"]),
    path: liteAppPathSchema,
    content: z.string().optional(),
  }),
  /** A build's status; `errors` and `log` when it failed; `attempt` counts fix attempts (0 = first build). */
  z.object({
    type: z.literal("runtime"),
    step: z.literal("build"),
    status: z.enum(BUILD_STATUSES),
    version_id: z.string(),
    attempt: z.number().int(),
    errors: z.array(liteAppBuildErrorSchema).optional(),
    log: z.string().optional(),
  }),
  /** A complete version's preview address (spec §4: raised when a version's status is complete). */
  z.object({
    type: z.literal("runtime"),
    step: z.literal("open-url"),
    version_id: z.string(),
    view_url: z.string(),
  }),
]);
export type LiteAppRuntimeEvent = z.infer<typeof liteAppRuntimeEventSchema>;

/** `user_input` of `POST /chats/{id}/agentic` (spec §7). */
export const agenticUserInputSchema = z.object({
  text: z.string().max(20_000),
  html_snippets: z.array(z.string().max(20_000)).max(10).default([]),
  attachments: z.array(z.string().max(200)).max(10).default([]),
  javascript_error_stack: z.string().max(20_000).optional(),
});
export type AgenticUserInput = z.infer<typeof agenticUserInputSchema>;

/** A custom sub-domain: one DNS label, lower case (issue #20 §3). */
export const subdomainLabelSchema = z
  .string()
  .min(3)
  .max(63)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, "letters, digits and inner hyphens only");

// ---- la-server (issue #20 §1–§3): the preview's error message, the version answer ----

/** `type` of the message a lite-app preview posts to its parent for an uncaught error (`{ type, message, stack }`). */
export const LITE_APP_PREVIEW_ERROR = "lite-app-error";
export const liteAppPreviewErrorSchema = z.object({
  type: z.literal(LITE_APP_PREVIEW_ERROR),
  message: z.string(),
  stack: z.string(),
});
export type LiteAppPreviewError = z.infer<typeof liteAppPreviewErrorSchema>;

/** Optional choices of a lite-app round besides the user's text (`POST /chats/{id}/agentic`, or `agentic` of a stream request). */
export const agenticRoundOptionsSchema = z.object({
  app_type: z.enum(LITE_APP_TYPES).optional(),
  style: z.enum(LITE_APP_STYLES).optional(),
  html_snippets: z.array(z.string().max(20_000)).max(10).optional(),
  javascript_error_stack: z.string().max(20_000).optional(),
});
export type AgenticRoundOptions = z.infer<typeof agenticRoundOptionsSchema>;

/**
 * A warning of a lite-app round (event type `alert`): `fixLimit` (still failing after the automatic
 * fixes: `errors` and `version_id` of the last build), `noApp` (the answer held no files), `invalid`
 * (files that make no app), `dropped` (a file cut off before its end: `paths`), `noFix` (a fix answer
 * that changed no file: `errors` of the last build), `modelFailed`.
 * `message` is in the round's language.
 */
export const LITE_APP_ALERT_CODES = [
  "fixLimit",
  "noApp",
  "invalid",
  "dropped",
  "noFix",
  "modelFailed",
] as const;
export const liteAppAlertEventSchema = z.object({
  type: z.literal("alert"),
  level: z.enum(["error", "warning"]),
  code: z.enum(LITE_APP_ALERT_CODES),
  message: z.string(),
  errors: z.array(liteAppBuildErrorSchema).optional(),
  version_id: z.string().optional(),
  paths: z.array(z.string()).optional(),
});
export type LiteAppAlertEvent = z.infer<typeof liteAppAlertEventSchema>;

// ---- la-deploy: deployments, custom sub-domains and a deployed app's data (issue #20 §3) ----

/** `POST /deploy/real` → the chat's deployment (one per chat; a redeploy keeps its sub-domain). */
export const deploymentSchema = z.object({
  id: z.string(),
  chat_id: z.string(),
  version_id: z.string(),
  subdomain: z.string(),
  preview_url: z.string(),
  admin_url: z.string(),
  created_at: z.string(),
});
export type Deployment = z.infer<typeof deploymentSchema>;

/** A custom sub-domain (`POST /domain-mapping`, `GET /domain-mapping/chat|version/{id}`). */
export const domainMappingSchema = z.object({
  id: z.string(),
  chat_id: z.string(),
  deploy_version_id: z.string(),
  domain: z.string(),
  url: z.string(),
  created_at: z.string(),
});
export type DomainMapping = z.infer<typeof domainMappingSchema>;

/**
 * A lite app's data lives in two stores per chat: what its previews read and write (every version
 * of the chat shares it, so test data survives the next version) and what the deployed app's
 * visitors do (every deployment of the chat shares it). Neither sees the other's records.
 */
export const LITE_DATA_STORES = ["preview", "live"] as const;
export type LiteDataStore = (typeof LITE_DATA_STORES)[number];

/** `POST /deploy/real`: the version, and whether to copy the preview's records into a live app that has none. */
export const deployRequestSchema = z.object({
  chat_id: z.string().trim().min(1).max(100),
  version_id: z.string().trim().min(1).max(100),
  copy_preview_records: z.boolean().optional(),
});
export type DeployRequest = z.infer<typeof deployRequestSchema>;

/** `GET /deploy/chat/{id}`: what the deploy popover shows. */
export const deployStateSchema = z.object({
  deployment: deploymentSchema.nullable(),
  domains: z.array(domainMappingSchema),
  domain_limit: z.number().int(),
  /** Records in each of the chat's data stores (the popover offers the copy while the live one is empty). */
  records: z.object({ preview: z.number().int(), live: z.number().int() }),
});
export type DeployState = z.infer<typeof deployStateSchema>;

/** One record of a deployed app's data API (`/__data/{collection}`), also in the admin page. */
export const liteRecordSchema = z.object({
  id: z.string(),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LiteRecord = z.infer<typeof liteRecordSchema>;

/** `GET /lite-admin/{chatId}`: the owner's view of the app's data. */
export const liteAdminOverviewSchema = z.object({
  chat: z.object({ id: z.string(), title: z.string() }),
  deployment: deploymentSchema.nullable(),
  collections: z.array(z.object({ name: z.string(), count: z.number().int(), bytes: z.number().int() })),
  limits: z.object({
    records: z.number().int(),
    total_bytes: z.number().int(),
    record_bytes: z.number().int(),
  }),
});
export type LiteAdminOverview = z.infer<typeof liteAdminOverviewSchema>;
