/**
 * Every operation of the product API, for the OpenAPI document (server/openapi/document.ts,
 * served at GET /api/openapi.json). The zod schemas named here are the very objects the routes
 * validate with (imported from lib/contracts or exported by the route files), so the document
 * cannot drift from the validation. An answer's `data` schema is named only where the contract
 * has one. tests/api/ops/openapi.test.ts checks that this table and the mounted routes agree.
 *
 * Paths are under /api, in OpenAPI form (`{id}`). The version and edit routes are made from the
 * registered artifact kinds, and so are their entries here. A kind's own calls are listed in its
 * folder (`openapi` of its ServerArtifact) and placed here in the registry's order; the entries'
 * types and helpers are in server/http/openapi-operation.ts.
 */
import { z } from "zod";
import { artifactKinds, type KindDefinition } from "@/lib/contracts/artifacts";
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
import { env, json, op, sse, type Operation } from "../http/openapi-operation";
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
import { createBody as createChatBody, listQuery as chatListQuery, roundBody } from "../routes/chats";

/** The generic calls listed before the kinds' own. */
const beforeKinds: Operation[] = [
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
];

/** The generic calls listed after the kinds' own (the document keeps the order it has always had). */
const afterKinds: Operation[] = [
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

/** The whole table (made on call: kinds registered later are in it), each kind's own calls in registry order. */
export function apiOperations(): Operation[] {
  const kindOperations = serverArtifacts().flatMap((artifact) => artifact.openapi ?? []);
  return [...beforeKinds, ...kindOperations, ...afterKinds, ...versionOperations(), ...editOperations()];
}
