/** The prototype kind's own calls (content, gallery, shares, export, public views) for the OpenAPI document. */
import { z } from "zod";
import {
  codeExportSchema,
  designExportSchema,
  exportToDesignBody,
  getCodeBody,
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
import { env, json, op, type Operation } from "@/server/http/openapi-operation";
import { pageQuery } from "./routes/public-routes";
import { sharesQuery } from "./routes/share-routes";

export const prototypeOpenApi: readonly Operation[] = [
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
];
