/** The multi-page prototype kind's own calls for the OpenAPI document (server/openapi/document.ts). */
import {
  multPrototypeContentsBody,
  multPrototypeContentsSchema,
  multPrototypeHtmlCodeBody,
  multPrototypeShareBody,
  shareSchema,
} from "@/lib/contracts/prototype";
import { versionSchema } from "@/lib/contracts/versions";
import { env, json, op, type Operation } from "@/server/http/openapi-operation";

export const multPrototypeOpenApi: readonly Operation[] = [
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
];
