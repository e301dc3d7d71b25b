/**
 * Every operation of the product API, for the OpenAPI document (server/openapi/document.ts,
 * served at GET /api/openapi.json). The zod schemas named here are the very objects the routes
 * validate with (imported from lib/contracts or exported by the route files), so the document
 * cannot drift from the validation. An answer's `data` schema is named only where the contract
 * has one. tests/api/ops/openapi.test.ts checks that this table and the mounted routes agree.
 *
 * Paths are under /api, in OpenAPI form (`{id}`). The version and edit routes are made from the
 * registered artifact kinds, and so are their entries here.
 */
import { z } from "zod";
import { artifactKinds, type KindDefinition } from "@/lib/contracts/artifacts";
import { pictureKind } from "@/lib/contracts/kinds";
import {
  chatConfigSchema,
  chatDetailSchema,
  chatPageSchema,
  chatSchema,
  messageSchema,
  streamRequestSchema,
} from "@/lib/contracts/chat";
import {
  appendMessageRequestSchema,
  buttonClickAnswerSchema,
  buttonClickRequestSchema,
  chatModesAnswerSchema,
  chatTitleAnswerSchema,
  chatTitleRequestSchema,
  favoriteRequestSchema,
  likeAnswerSchema,
  likeRequestSchema,
  setConfigRequestSchema,
} from "@/lib/contracts/chat-actions";
import { streamEventSchema } from "@/lib/contracts/stream-events";
import {
  examplePromptsAnswerSchema,
  examplePromptsQuerySchema,
  optimizePromptAnswerSchema,
  optimizePromptEventSchema,
  optimizePromptRequestSchema,
} from "@/lib/contracts/prompts";
import { modelListSchema } from "@/lib/contracts/models";
import {
  authStateAnswerSchema,
  authStateRequestSchema,
  bindRegisterCodeAnswerSchema,
  clearCookiesAnswerSchema,
  inviteAcceptSchema,
  inviteCheckSchema,
  inviteRecordSchema,
  joinWaitListAnswerSchema,
  logoutAnswerSchema,
  pointsBalanceAnswerSchema,
  productStatsSchema,
  userInfoSchema,
} from "@/lib/contracts/user";
import { loginRequestSchema } from "@/lib/contracts/sign-in";
import { chatVersionListsSchema, versionListSchema, versionSchema } from "@/lib/contracts/versions";
import { latestContentSchema, saveEditSchema } from "@/lib/contracts/documents";
import {
  templateCopySchema,
  templateInputSchema,
  templateListSchema,
  templateSchema,
} from "@/lib/contracts/templates";
import {
  codeExportSchema,
  designExportSchema,
  exportToDesignBody,
  getCodeBody,
  multPrototypeContentsBody,
  multPrototypeContentsSchema,
  multPrototypeHtmlCodeBody,
  multPrototypeShareBody,
  prototypeContentDtoSchema,
  prototypeHtmlCodeBody,
  prototypeShareBody,
  prototypeStyleSchema,
  saveAsImageBody,
  savedImageSchema,
  shareSchema,
  sharedContentSchema,
  templateDetailSchema,
  templateSummarySchema,
  templateTagSchema,
  templatesQuery,
} from "@/lib/contracts/prototype";
import { reportPdfBodySchema, researchSaveSchema, researchVersionSchema } from "@/lib/contracts/research";
import { createPictureSchema } from "@/lib/contracts/pictures";
import {
  deployStateSchema,
  deployRequestSchema,
  deploymentSchema,
  domainMappingSchema,
  liteAdminOverviewSchema,
  liteRecordSchema,
} from "@/lib/contracts/lite-app";
import { spaceArtifactPageSchema, spaceArtifactsQuerySchema } from "@/lib/contracts/space";
import {
  spaceBatchAnswerSchema,
  spaceBatchRequestSchema,
  spaceItemDetailSchema,
  spaceItemPageSchema,
  spaceItemUpdateSchema,
  spaceItemsQuerySchema,
  spaceStatsSchema,
} from "@/lib/contracts/space-items";
import {
  fileUrlAnswerSchema,
  fileUrlRequestSchema,
  knowledgeCreateAnswerSchema,
  knowledgeCreateSchema,
  knowledgeSchema,
  knowledgeUpdateSchema,
} from "@/lib/contracts/knowledge";
import { deleteUploadAnswerSchema, uploadFieldsSchema, uploadSchema } from "@/lib/contracts/uploads";
import { feedbackAnswerSchema, feedbackRequestSchema } from "@/lib/contracts/feedback";
import { serverArtifacts } from "../artifacts/registry";
import { kindsByPath } from "../routes/versions";
import {
  approveBody,
  capacityBody,
  codesBody,
  feedbackQuery,
  invitesBody,
  notificationBody,
} from "../routes/operator";
import { bindBody, joinWaitListBody } from "../routes/user-registration";
import { inviteAcceptBody } from "../routes/user-invites";
import { logoutBody } from "../routes/user";
import { liteRecordUpdateBody, mappingBody } from "../artifacts/agentic/deploy/routes";
import { pageQuery } from "../artifacts/prototype/routes/public-routes";
import { sharesQuery } from "../artifacts/prototype/routes/share-routes";
import { createBody as createChatBody, listQuery as chatListQuery, roundBody } from "../routes/chats";
import { cancelBody, generateBody, resumeBody, revertBody, versionQuery } from "../artifacts/agentic/routes";

/**
 * Who may call: `user` — a signed-in user (the browser's session cookie at the BFF, which calls
 * the API with its signed Bearer token); `bearer` — a Bearer token that is not a user's session
 * (sign-in: the BFF's token with the provider's claims; metrics: METRICS_TOKEN); `operator` —
 * `Authorization: Operator <token>`; `none` — anyone.
 */
export type Auth = "user" | "bearer" | "operator" | "none";

/** What a success answers; the default is the JSON envelope `{errno, errmsg, data}`. */
export type Answer =
  | { kind: "envelope"; data?: z.ZodType; note?: string }
  | { kind: "sse"; events?: z.ZodType; alsoEnvelope?: z.ZodType }
  | { kind: "file"; mediaType: string }
  | { kind: "empty"; status: 200 | 204 }
  | { kind: "plainJson"; status?: number; note: string };

export type Body =
  | { type: "json"; schema: z.ZodType | z.ZodType[]; note?: string }
  | { type: "multipart"; fields: z.ZodType; files: string[]; note?: string }
  | { type: "form"; fields: Record<string, string> }
  /** A body whose zod schema is not exported by its route file: documented by its fields' names only. */
  | { type: "unexported"; where: string; fields: string };

export type Operation = {
  method: "get" | "post" | "put" | "delete";
  path: string;
  summary: string;
  tag: string;
  auth: Auth;
  body?: Body;
  query?: z.ZodType;
  /** Query parameters a handler reads without a schema (name → description). */
  rawQuery?: Record<string, string>;
  answer?: Answer;
};

const env = (data?: z.ZodType, note?: string): Answer => ({ kind: "envelope", data, note });
const json = (schema: z.ZodType | z.ZodType[], note?: string): Body => ({ type: "json", schema, note });
const unexported = (where: string, fields: string): Body => ({ type: "unexported", where, fields });
const sse = (events?: z.ZodType): Answer => ({ kind: "sse", events });

const op = (
  method: Operation["method"],
  path: string,
  tag: string,
  auth: Auth,
  summary: string,
  rest: Partial<Operation> = {},
): Operation => ({ method, path, tag, auth, summary, ...rest });

const fixed: Operation[] = [
  op("get", "/health", "Operations", "none", "Liveness: the process answers"),
  op(
    "get",
    "/ready",
    "Operations",
    "none",
    "Readiness: database, Redis (when configured) and file storage answer; 503 naming the check that failed",
  ),
  op(
    "get",
    "/metrics",
    "Operations",
    "bearer",
    "Prometheus metrics (Bearer METRICS_TOKEN; 404 when METRICS_TOKEN is unset)",
    { answer: { kind: "file", mediaType: "text/plain" } },
  ),
  op("get", "/openapi.json", "Operations", "none", "This document", {
    answer: { kind: "plainJson", note: "An OpenAPI 3.1 document (not enveloped)." },
  }),

  op(
    "post",
    "/user/login",
    "Session",
    "bearer",
    "Sign-in: the BFF's token carries the provider's claims; creates the user on first sign-in and a server session",
    { body: json(loginRequestSchema) },
  ),
  op(
    "post",
    "/auth/backchannel-logout",
    "Session",
    "none",
    "OpenID Connect back-channel logout: the provider's signed logout token ends its sessions",
    {
      body: { type: "form", fields: { logout_token: "The provider's logout token (a signed JWT)" } },
      answer: { kind: "empty", status: 200 },
    },
  ),
  op(
    "post",
    "/user/clear-cookies",
    "Session",
    "none",
    "The cookies a client clears after a 401, and the ones it keeps",
    { answer: env(clearCookiesAnswerSchema) },
  ),
  op(
    "post",
    "/user/auth/create/state",
    "Session",
    "none",
    "A signed login state (product type, invite, where to return)",
    { body: json(authStateRequestSchema), answer: env(authStateAnswerSchema) },
  ),
  op(
    "get",
    "/user/invite/check/{code}",
    "Invites",
    "none",
    "Whether an invite code is valid (rate-limited yes/no)",
    { answer: env(inviteCheckSchema) },
  ),
  op("get", "/user/info", "User", "user", "The signed-in user", { answer: env(userInfoSchema) }),
  op("post", "/user/logout", "Session", "user", "Ends this sign-in, or every sign-in of the user", {
    body: json(logoutBody),
    answer: env(logoutAnswerSchema),
  }),
  op("get", "/user/product-stats", "User", "user", "Counts of the user's chats and artifacts", {
    answer: env(productStatsSchema),
  }),
  op("get", "/user/points/balance", "User", "user", "Points balance", {
    answer: env(pointsBalanceAnswerSchema),
  }),
  op("post", "/user/invite/accept", "Invites", "user", "Accept an invite code", {
    body: json(inviteAcceptBody),
    answer: env(inviteAcceptSchema),
  }),
  op("get", "/user/invite/record", "Invites", "user", "The user's invite code, link and invited users", {
    answer: env(inviteRecordSchema),
  }),
  op(
    "post",
    "/user/bind/register/code",
    "Registration gate",
    "user",
    "Bind a registration code (admits the user)",
    { body: json(bindBody), answer: env(bindRegisterCodeAnswerSchema) },
  ),
  op("post", "/user/join/waiting/list", "Registration gate", "user", "Join the wait list", {
    body: json(joinWaitListBody),
    answer: env(joinWaitListAnswerSchema),
  }),

  op("get", "/operator/feedback", "Operator", "operator", "Feedback sent by users", { query: feedbackQuery }),
  op("post", "/operator/codes", "Operator", "operator", "Create registration codes", {
    body: json(codesBody),
  }),
  op("get", "/operator/codes", "Operator", "operator", "List registration codes"),
  op("get", "/operator/waitlist", "Operator", "operator", "The wait list"),
  op(
    "post",
    "/operator/waitlist/approve",
    "Operator",
    "operator",
    "Admit a waiting user (by id or e-mail) and tell them",
    { body: json(approveBody) },
  ),
  op("get", "/operator/settings", "Operator", "operator", "Registration capacity and invites setting"),
  op("put", "/operator/settings/capacity", "Operator", "operator", "Set the registration capacity", {
    body: json(capacityBody),
  }),
  op("put", "/operator/settings/invites", "Operator", "operator", "Turn invites on or off", {
    body: json(invitesBody),
  }),
  op("post", "/operator/notifications", "Operator", "operator", "Publish a notification", {
    body: json(notificationBody),
  }),
  op("get", "/operator/notifications", "Operator", "operator", "Active notifications"),

  op("get", "/models", "Models", "user", "The models the configuration provides", {
    answer: env(modelListSchema),
  }),

  op("get", "/chats/modes", "Chats", "user", "Chat modes: cost, availability, artifact kind", {
    answer: env(chatModesAnswerSchema),
  }),
  op("get", "/chats/prompts/{mode}", "Chats", "user", "Example prompts of a mode", {
    query: examplePromptsQuerySchema,
    answer: env(examplePromptsAnswerSchema),
  }),
  op(
    "post",
    "/chats/optimize-prompt",
    "Chats",
    "user",
    "Improve a prompt: an event stream, or JSON with ?format=json or Accept: application/json",
    {
      body: json(optimizePromptRequestSchema),
      answer: { kind: "sse", events: optimizePromptEventSchema, alsoEnvelope: optimizePromptAnswerSchema },
    },
  ),
  op("get", "/chats", "Chats", "user", "The user's chats, newest first", {
    query: chatListQuery,
    answer: env(chatPageSchema),
  }),
  op("post", "/chats", "Chats", "user", "Create a chat", {
    body: json(createChatBody),
    answer: env(chatSchema),
  }),
  op("get", "/chats/{id}", "Chats", "user", "A chat with its messages and its running round", {
    answer: env(chatDetailSchema),
  }),
  op("delete", "/chats/{id}", "Chats", "user", "Delete a chat"),
  op("get", "/chats/{id}/messages", "Chats", "user", "The chat's messages", {
    answer: env(z.array(messageSchema)),
  }),
  op(
    "post",
    "/chats/{id}/stream",
    "Chats",
    "user",
    "Send a message: the round's events (text/event-stream; resume with Last-Event-ID)",
    {
      body: json(
        streamRequestSchema,
        "Also refused without content unless the request carries its own input (a copy, a template, a button, an import).",
      ),
      answer: sse(streamEventSchema),
    },
  ),
  op("get", "/chats/{id}/stream/{roundId}", "Chats", "user", "Resume a round's events (Last-Event-ID)", {
    answer: sse(streamEventSchema),
  }),
  op("post", "/chats/{id}/stop", "Chats", "user", "Stop a running round, keeping what it wrote", {
    body: json(roundBody),
  }),
  op(
    "put",
    "/chats/{id}/title",
    "Chats",
    "user",
    "Rename a chat, or have its title written from the user's words",
    { body: json(chatTitleRequestSchema), answer: env(chatTitleAnswerSchema) },
  ),
  op("put", "/chats/{id}/favorite", "Chats", "user", "Mark or unmark a favourite", {
    body: json(favoriteRequestSchema),
    answer: env(chatSchema),
  }),
  op("post", "/chats/{id}/toggle-favorite", "Chats", "user", "Toggle favourite", { answer: env(chatSchema) }),
  op("post", "/chats/{id}/set_config", "Chats", "user", "Save the chat's settings", {
    body: json(setConfigRequestSchema),
    answer: env(chatConfigSchema),
  }),
  op("get", "/chats/{id}/get_config", "Chats", "user", "The chat's settings", {
    answer: env(chatConfigSchema),
  }),
  op("post", "/chats/{id}/messages", "Chats", "user", "Append a user message without a round", {
    body: json(appendMessageRequestSchema),
    answer: env(messageSchema),
  }),
  op("post", "/chats/{id}/button-click", "Chats", "user", "Record a click on a message's button", {
    body: json(buttonClickRequestSchema),
    answer: env(buttonClickAnswerSchema),
  }),
  op("post", "/messages/{id}/like", "Chats", "user", "Like or dislike a reply", {
    body: json(likeRequestSchema),
    answer: env(likeAnswerSchema),
  }),

  op("get", "/templates", "PRD templates", "user", "PRD templates (built-in and the user's)", {
    answer: env(templateListSchema),
  }),
  op("get", "/templates/{id}", "PRD templates", "user", "A PRD template", { answer: env(templateSchema) }),
  op("post", "/templates", "PRD templates", "user", "Create a template, or copy one (`copy_of`)", {
    body: json([templateInputSchema, templateCopySchema]),
    answer: env(templateSchema),
  }),
  op("put", "/templates/{id}", "PRD templates", "user", "Update a template", {
    body: json(templateInputSchema),
    answer: env(templateSchema),
  }),
  op("delete", "/templates/{id}", "PRD templates", "user", "Delete a template"),

  op(
    "get",
    "/chats/{id}/prototype-content",
    "Prototype",
    "user",
    "The latest prototype with its preview address (null when none)",
    { answer: env(prototypeContentDtoSchema) },
  ),
  op("post", "/chats/prototype-html-code", "Prototype", "user", "Save edited HTML as a new version", {
    body: json(prototypeHtmlCodeBody),
    answer: env(prototypeContentDtoSchema),
  }),
  op("get", "/prototype/tags", "Prototype", "user", "Template gallery tags (errno 1 when it fails)", {
    answer: env(z.array(templateTagSchema)),
  }),
  op("get", "/prototype/templates", "Prototype", "user", "Template gallery (errno 1 when it fails)", {
    query: templatesQuery,
    answer: env(z.array(templateSummarySchema)),
  }),
  op(
    "get",
    "/prototype/templates/{id}",
    "Prototype",
    "user",
    "A gallery template with its HTML (errno 1 when it fails)",
    { answer: env(templateDetailSchema) },
  ),
  op("get", "/prototype/styles", "Prototype", "user", "Prototype styles (errno 1 when it fails)", {
    answer: env(z.array(prototypeStyleSchema)),
  }),
  op("post", "/prototype/share", "Prototype", "user", "Share a prototype version (errno 1 when it fails)", {
    body: json(prototypeShareBody),
    answer: env(shareSchema),
  }),
  op("get", "/prototype/shares", "Prototype", "user", "The chat's shares", {
    query: sharesQuery,
    answer: env(z.array(shareSchema)),
  }),
  op("delete", "/prototype/share/{shareId}", "Prototype", "user", "Revoke a share"),
  op(
    "post",
    "/prototype/export_to_mastergo",
    "Prototype",
    "user",
    "Export a page as design-tool SVG (errno 1 when it fails)",
    { body: json(exportToDesignBody), answer: env(designExportSchema) },
  ),
  op("get", "/prototype/export_to_mastergo/{taskId}", "Prototype", "user", "Download an exported SVG", {
    answer: { kind: "file", mediaType: "image/svg+xml" },
  }),
  op(
    "post",
    "/prototype/save_as_image",
    "Prototype",
    "user",
    "Render a page as PNG (errno 1 when it fails)",
    { body: json(saveAsImageBody), answer: env(savedImageSchema) },
  ),
  op(
    "post",
    "/prototype/get_code",
    "Prototype",
    "user",
    "A page's code as HTML, React or a zip (errno 1 when it fails)",
    { body: json(getCodeBody), answer: env(codeExportSchema) },
  ),
  op(
    "get",
    "/prototype/html/{chatId}",
    "Prototype (public)",
    "none",
    "The latest version's page for the sandboxed preview (the id is the secret)",
    { query: pageQuery },
  ),
  op(
    "get",
    "/prototype/html/{chatId}/{versionId}",
    "Prototype (public)",
    "none",
    "A version's page for the sandboxed preview",
    { query: pageQuery },
  ),
  op("get", "/prototype/shared/{shareId}", "Prototype (public)", "none", "A shared prototype (no login)", {
    answer: env(sharedContentSchema),
  }),
  op(
    "get",
    "/prototype/shared/{shareId}/html",
    "Prototype (public)",
    "none",
    "A shared prototype's page (no login)",
    { query: pageQuery },
  ),

  op(
    "post",
    "/chats/mult-prototype-html-code",
    "Multi-page prototype",
    "user",
    "Save one page's edited HTML as a new version",
    { body: json(multPrototypeHtmlCodeBody), answer: env(versionSchema) },
  ),
  op(
    "post",
    "/chats/mult-prototype-contents",
    "Multi-page prototype",
    "user",
    "A version's pages with preview addresses (null when none)",
    { body: json(multPrototypeContentsBody), answer: env(multPrototypeContentsSchema) },
  ),
  op(
    "post",
    "/mult_prototype/share",
    "Multi-page prototype",
    "user",
    "Share a multi-page version (errno 1 when it fails)",
    { body: json(multPrototypeShareBody), answer: env(shareSchema) },
  ),

  op("get", "/chats/{id}/report", "Research", "user", "The latest report (null when none)", {
    answer: env(researchVersionSchema.nullable()),
  }),
  op("post", "/chats/{id}/research-save", "Research", "user", "Save an edited report as a new version", {
    body: json(researchSaveSchema),
    answer: env(researchVersionSchema),
  }),
  op("post", "/chats/{id}/report/pdf", "Research", "user", "The report as PDF (a data: URL)", {
    body: json(reportPdfBodySchema),
  }),

  op(
    "post",
    "/chats/create_picture",
    "Picture",
    "user",
    "Make a picture (JSON, or multipart with reference images)",
    {
      body: json(
        createPictureSchema,
        "Or multipart/form-data: the same fields, reference_ids repeated, and up to 4 `reference` image files.",
      ),
    },
  ),
  op(
    "get",
    `/chats/{id}/${pictureKind.id}`,
    "Picture",
    "user",
    "The latest picture version (null when none)",
    { answer: env(latestContentSchema) },
  ),

  op("get", "/chats/lite_app/types", "Lite apps", "user", "App types, labelled in the request's language"),
  op("get", "/chats/lite_app/styles", "Lite apps", "user", "App styles, labelled in the request's language"),
  op(
    "post",
    "/chats/{id}/agentic",
    "Lite apps",
    "user",
    "Build or change the app: the round's events (CRLF event stream)",
    {
      body: json(generateBody),
      answer: sse(streamEventSchema),
    },
  ),
  op("post", "/chats/{id}/agentic/cancel", "Lite apps", "user", "Stop the app's running round", {
    body: json(cancelBody),
  }),
  op("post", "/chats/{id}/agentic/resume", "Lite apps", "user", "Resume the round's events (Last-Event-ID)", {
    body: json(resumeBody),
    answer: sse(streamEventSchema),
  }),
  op(
    "get",
    "/chats/{id}/agentic",
    "Lite apps",
    "user",
    "A version (latest when no version_id): its files, status, build errors and log",
    { query: versionQuery },
  ),
  op(
    "post",
    "/chats/{id}/agentic/revert",
    "Lite apps",
    "user",
    "Go back to a version (later versions become `reverted`)",
    { body: json(revertBody) },
  ),
  op(
    "post",
    "/deploy/real",
    "Lite apps",
    "user",
    "Deploy a version (optionally copying the preview's records into an empty live app)",
    {
      body: json(deployRequestSchema),
      answer: env(deploymentSchema),
    },
  ),
  op(
    "get",
    "/deploy/chat/{id}",
    "Lite apps",
    "user",
    "The chat's deployment, custom sub-domains and records per data store",
    {
      answer: env(deployStateSchema),
    },
  ),
  op("post", "/domain-mapping", "Lite apps", "user", "Add a custom sub-domain", {
    body: json(mappingBody),
    answer: env(domainMappingSchema),
  }),
  op("delete", "/domain-mapping/{id}", "Lite apps", "user", "Remove a custom sub-domain"),
  op("get", "/domain-mapping/chat/{id}", "Lite apps", "user", "The chat's sub-domains", {
    answer: env(z.array(domainMappingSchema)),
  }),
  op("get", "/domain-mapping/version/{id}", "Lite apps", "user", "A version's sub-domains", {
    answer: env(z.array(domainMappingSchema)),
  }),
  op(
    "get",
    "/product/{id}/download/{x}",
    "Lite apps",
    "user",
    "A version's source as a zip (x: version id or number)",
    { answer: { kind: "file", mediaType: "application/zip" } },
  ),
  op("get", "/lite-admin/{id}", "Lite apps", "user", "The app's data: deployment, collections, limits", {
    answer: env(liteAdminOverviewSchema),
  }),
  op("get", "/lite-admin/{id}/records", "Lite apps", "user", "A collection's records", {
    rawQuery: { collection: "The collection's name" },
  }),
  op("put", "/lite-admin/{id}/records/{recordId}", "Lite apps", "user", "Change a record", {
    body: json(liteRecordUpdateBody),
    answer: env(liteRecordSchema),
  }),
  op("delete", "/lite-admin/{id}/records/{recordId}", "Lite apps", "user", "Delete a record"),
  op(
    "get",
    "/agentic/preview/{versionId}",
    "Lite apps (public)",
    "none",
    "A complete version's built document, for the preview (the id is the secret)",
  ),
  ...liteDataOperations(
    "/agentic/preview/{versionId}/__data",
    "A preview's data API (CORS for the preview's opaque origin)",
  ),
  op(
    "get",
    "/lite-host/{label}/document",
    "Lite apps (public)",
    "none",
    "A deployed app's document (what its host serves)",
    {
      rawQuery: { host: "The host name shown on the no-app page" },
      answer: { kind: "file", mediaType: "text/html" },
    },
  ),
  ...liteDataOperations("/lite-host/{label}/__data", "A deployed app's data API"),

  op("get", "/notifications", "Notifications", "user", "Active notifications, in the request's language"),
  op("post", "/feedback", "Feedback", "user", "Send feedback", {
    body: json(feedbackRequestSchema),
    answer: env(feedbackAnswerSchema),
  }),
  op("get", "/space/artifacts", "Space", "user", "The user's artifacts across chats", {
    query: spaceArtifactsQuerySchema,
    answer: env(spaceArtifactPageSchema),
  }),
  op("post", "/files", "Files", "user", "Upload a file (multipart)", {
    body: { type: "multipart", fields: uploadFieldsSchema, files: ["file"] },
    answer: env(uploadSchema),
  }),
  op("post", "/files/url", "Files", "user", "Import web pages by link", {
    body: json(fileUrlRequestSchema),
    answer: env(fileUrlAnswerSchema),
  }),
  op("get", "/files/{id}", "Files", "user", "An uploaded file's bytes", {
    answer: { kind: "file", mediaType: "application/octet-stream" },
  }),
  op("delete", "/files/{id}", "Files", "user", "Delete an upload", { answer: env(deleteUploadAnswerSchema) }),
  op("get", "/knowledge-base/items", "Knowledge", "user", "Knowledge-base items (search, filter, page)", {
    query: spaceItemsQuerySchema,
    answer: env(spaceItemPageSchema),
  }),
  op("get", "/knowledge-base/stats", "Knowledge", "user", "Knowledge-base counts and limits", {
    answer: env(spaceStatsSchema),
  }),
  op("post", "/knowledge-base/items/batch", "Knowledge", "user", "Act on several items at once", {
    body: json(spaceBatchRequestSchema),
    answer: env(spaceBatchAnswerSchema),
  }),
  op("get", "/knowledge-base/items/{id}", "Knowledge", "user", "An item", {
    answer: env(spaceItemDetailSchema),
  }),
  op("put", "/knowledge-base/items/{id}", "Knowledge", "user", "Change an item", {
    body: json(spaceItemUpdateSchema),
    answer: env(spaceItemDetailSchema),
  }),
  op("post", "/knowledge", "Knowledge", "user", "Add knowledge (a note, or uploaded files)", {
    body: json(knowledgeCreateSchema),
    answer: env(knowledgeCreateAnswerSchema),
  }),
  op("get", "/knowledge/{id}", "Knowledge", "user", "A knowledge entry", { answer: env(knowledgeSchema) }),
  op("put", "/knowledge/{id}", "Knowledge", "user", "Change a knowledge entry", {
    body: json(knowledgeUpdateSchema),
    answer: env(knowledgeSchema),
  }),
];

/** The plain-JSON data API a lite app calls (its own answers, not the envelope). */
function liteDataOperations(base: string, what: string): Operation[] {
  const plain = (status: number, note: string): Answer => ({ kind: "plainJson", status, note });
  const data = unexported("server/artifacts/agentic/deploy/public-routes.ts", "data (an object)");
  return [
    op("get", `${base}/{collection}`, "Lite apps (public)", "none", `${what}: a collection's records`, {
      answer: plain(200, "{ records: [...] }"),
    }),
    op("post", `${base}/{collection}`, "Lite apps (public)", "none", `${what}: add a record`, {
      body: data,
      answer: plain(201, "The record."),
    }),
    op("put", `${base}/{collection}/{id}`, "Lite apps (public)", "none", `${what}: change a record`, {
      body: data,
      answer: plain(200, "The record."),
    }),
    op("delete", `${base}/{collection}/{id}`, "Lite apps (public)", "none", `${what}: delete a record`, {
      answer: { kind: "empty", status: 204 },
    }),
  ];
}

/** Version lists of every registered kind (server/routes/versions.ts), grouped by path as the routes are. */
function versionOperations(): Operation[] {
  const ops = [
    op("get", "/chats/{id}/version-lists", "Versions", "user", "Every kind's versions of the chat", {
      answer: env(chatVersionListsSchema),
    }),
  ];
  for (const { path, query } of kindsByPath(artifactKinds(), (kind) => kind.versions)) {
    ops.push(
      op("get", `/chats/{id}/${path}`, "Versions", "user", `Versions (${kindsAt(path, (k) => k.versions)})`, {
        query,
        answer: env(versionListSchema),
      }),
      op(
        "get",
        `/chats/{id}/${path}/{vid}`,
        "Versions",
        "user",
        `A version with its content (${kindsAt(path, (k) => k.versions)})`,
        {
          query,
          answer: env(
            versionSchema,
            "Some kinds add their own fields (research: final_report; lite apps: build_errors).",
          ),
        },
      ),
    );
  }
  return ops;
}

/** Edits of the kinds that take them (server/routes/artifact-edits.ts): the body follows `?type=`. */
function editOperations(): Operation[] {
  const editable = serverArtifacts()
    .filter((artifact) => artifact.storeEdit && artifact.kind.edits)
    .map((artifact) => artifact.kind);
  return kindsByPath(editable, (kind) => kind.edits).flatMap(({ path, query }) => {
    const kinds = editable.filter((kind) => kind.edits?.path === path);
    const names = kinds.map((kind) => kind.id).join(", ");
    return [
      op(
        "get",
        `/chats/{id}/${path}`,
        "Documents",
        "user",
        `The latest version with its content, or null (${names})`,
        { query, answer: env(latestContentSchema) },
      ),
      op("post", `/chats/{id}/${path}`, "Documents", "user", `Save an edit as a new version (${names})`, {
        query,
        body: json(kinds.map((kind) => saveEditSchema(kind))),
        answer: env(versionSchema),
      }),
    ];
  });
}

function kindsAt(path: string, route: (kind: KindDefinition) => { path: string } | undefined): string {
  return artifactKinds()
    .filter((kind) => route(kind)?.path === path)
    .map((kind) => kind.id)
    .join(", ");
}

/** The whole table (made on call: kinds registered later are in it). */
export function apiOperations(): Operation[] {
  return [...fixed, ...versionOperations(), ...editOperations()];
}
