/**
 * The lite-app kind's own calls for the OpenAPI document (server/openapi/document.ts): the round,
 * versions and revert, deploy, sub-domains, download, the admin data, and the public preview and
 * hosts with their data API.
 */
import { z } from "zod";
import {
  deployRequestSchema,
  deployStateSchema,
  deploymentSchema,
  domainMappingSchema,
  liteAdminOverviewSchema,
  liteRecordSchema,
} from "@/lib/contracts/lite-app";
import { streamEventSchema } from "@/lib/contracts/stream-events";
import { env, json, op, sse, unexported, type Answer, type Operation } from "@/server/http/openapi-operation";
import { liteRecordUpdateBody, mappingBody } from "./deploy/routes";
import { cancelBody, generateBody, resumeBody, revertBody, versionQuery } from "./routes";

export const agenticOpenApi: readonly Operation[] = [
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
