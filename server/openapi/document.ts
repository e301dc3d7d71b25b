/**
 * The OpenAPI 3.1 document of the product API, made from the operation table
 * (server/openapi/operations.ts) and the zod schemas it names, with zod's own JSON Schema
 * conversion (`z.toJSONSchema`, draft 2020-12: the dialect OpenAPI 3.1 uses). Request schemas are
 * converted as inputs (defaults optional, coercions as sent), answers as outputs. What JSON
 * Schema cannot say (refinements, transforms, dates before coercion) is left open (`{}`), never
 * guessed; `oneOf` vocabularies (modes, kinds) are listed as they are registered now.
 */
import { z } from "zod";
import { envelopeOf } from "@/lib/contracts/envelope";
import { oneOfValues } from "@/lib/contracts/one-of";
import { apiOperations } from "./operations";
import type { Answer, Auth, Body, Operation } from "../http/openapi-operation";
import packageJson from "../../package.json";

type Json = Record<string, unknown>;

/** The JSON Schema of a zod schema, without its `$schema` line (the document names the dialect once). */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): Json {
  const out = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
    override: (ctx) => {
      const values = oneOfValues(ctx.zodSchema);
      if (values) Object.assign(ctx.jsonSchema, { type: "string", enum: [...values] });
      // A date's default is computed per request (`default(() => new Date())`): the instant this document was made says nothing.
      const def = ctx.zodSchema._zod.def as { type: string; innerType?: z.ZodType };
      if (def.type === "default" && def.innerType?._zod.def.type === "date") delete ctx.jsonSchema.default;
    },
  }) as Json;
  delete out.$schema;
  return out;
}

const SECURITY: Record<Auth, Json[]> = {
  user: [{ sessionCookie: [] }, { bearerToken: [] }],
  bearer: [{ bearerToken: [] }],
  operator: [{ operatorToken: [] }],
  none: [],
};

function parameters(operation: Operation): Json[] {
  const path = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const query: Json[] = [];
  if (operation.query) {
    const schema = jsonSchemaOf(operation.query, "input");
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(
      (schema.properties as Record<string, Json> | undefined) ?? {},
    )) {
      query.push({ name, in: "query", required: required.has(name), schema: property });
    }
  }
  for (const [name, description] of Object.entries(operation.rawQuery ?? {}))
    query.push({ name, in: "query", required: false, description, schema: { type: "string" } });
  return [...path, ...query];
}

function requestBody(body: Body): Json {
  switch (body.type) {
    case "json": {
      const schemas = Array.isArray(body.schema) ? body.schema : [body.schema];
      const schema =
        schemas.length === 1
          ? jsonSchemaOf(schemas[0], "input")
          : { anyOf: schemas.map((s) => jsonSchemaOf(s, "input")) };
      return {
        required: true,
        ...(body.note ? { description: body.note } : {}),
        content: { "application/json": { schema } },
      };
    }
    case "multipart": {
      const fields = jsonSchemaOf(body.fields, "input");
      const files = Object.fromEntries(
        body.files.map((name) => [name, { type: "string", contentMediaType: "application/octet-stream" }]),
      );
      const schema = {
        ...fields,
        properties: { ...(fields.properties as Json | undefined), ...files },
        required: [...((fields.required as string[] | undefined) ?? []), ...body.files],
      };
      return {
        required: true,
        ...(body.note ? { description: body.note } : {}),
        content: { "multipart/form-data": { schema } },
      };
    }
    case "form":
      return {
        required: true,
        content: {
          "application/x-www-form-urlencoded": {
            schema: {
              type: "object",
              properties: Object.fromEntries(
                Object.entries(body.fields).map(([name, description]) => [
                  name,
                  { type: "string", description },
                ]),
              ),
              required: Object.keys(body.fields),
            },
          },
        },
      };
    case "unexported":
      return {
        required: true,
        description: `Fields: ${body.fields}. Its zod schema is not exported by ${body.where} yet, so it is not spelled out here.`,
        content: { "application/json": { schema: { type: "object" } } },
      };
  }
}

function responses(answer: Answer | undefined): Json {
  const refusal = { $ref: "#/components/responses/Refusal" };
  const a = answer ?? { kind: "envelope" };
  switch (a.kind) {
    case "envelope":
      return {
        "200": {
          description:
            a.note ??
            (a.data
              ? "The envelope with its data."
              : "The envelope; its data has no schema in the contract yet."),
          content: {
            "application/json": { schema: jsonSchemaOf(envelopeOf(a.data ?? z.unknown()), "output") },
          },
        },
        default: refusal,
      };
    case "sse": {
      const content: Json = {
        "text/event-stream": {
          schema: {
            type: "string",
            description:
              "`id: <seq>` and `data: <event JSON>` lines per event; x-event-schema is the event JSON.",
          },
          ...(a.events ? { "x-event-schema": jsonSchemaOf(a.events, "output") } : {}),
        },
      };
      if (a.alsoEnvelope)
        content["application/json"] = { schema: jsonSchemaOf(envelopeOf(a.alsoEnvelope), "output") };
      return {
        "200": { description: "The events of the round (each `data:` line is one event JSON).", content },
        default: refusal,
      };
    }
    case "file":
      return {
        "200": {
          description: `The ${a.mediaType} body.`,
          content: { [a.mediaType]: { schema: { type: "string" } } },
        },
        default: refusal,
      };
    case "empty":
      return { [String(a.status)]: { description: "Done; no body." }, default: refusal };
    case "plainJson":
      return {
        [String(a.status ?? 200)]: {
          description: a.note,
          content: { "application/json": { schema: { type: "object" } } },
        },
        default: { description: "A refusal: `{ error: { code, message } }` (not the envelope)." },
      };
  }
}

/** `get /chats/{id}/messages` → `getChatsIdMessages`. */
function operationId(operation: Operation): string {
  const words = operation.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return operation.method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}

export type OpenApiDocument = {
  openapi: string;
  info: Json;
  paths: Record<string, Record<string, Json>>;
} & Json;

export function buildOpenApiDocument(operations: Operation[] = apiOperations()): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const operation of operations) {
    const at = (paths[`/api${operation.path}`] ??= {});
    if (at[operation.method])
      throw new Error(`OpenAPI table: ${operation.method.toUpperCase()} ${operation.path} is listed twice`);
    const params = parameters(operation);
    at[operation.method] = {
      operationId: operationId(operation),
      summary: operation.summary,
      tags: [operation.tag],
      security: SECURITY[operation.auth],
      ...(params.length ? { parameters: params } : {}),
      ...(operation.body ? { requestBody: requestBody(operation.body) } : {}),
      responses: responses(operation.answer),
    };
  }
  return {
    openapi: "3.1.1",
    info: {
      title: "Vibe Studio product API",
      version: packageJson.version,
      description:
        "The product API behind the app's BFF. Every JSON answer is the envelope `{ errno, errmsg, data }` (errno 0 = ok; DESIGN.md §3); " +
        "a refusal has a non-zero errno, a message in the request's language (Accept-Language) and, for invalid input, `details` (field → message).",
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [
      { url: "/", description: "The app itself (through the BFF) or a separately started API (npm run api)" },
    ],
    paths,
    components: {
      securitySchemes: {
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: "authjs.session-token",
          description:
            "The browser's session (Auth.js; `__Secure-authjs.session-token` over HTTPS), read by the BFF.",
        },
        bearerToken: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description:
            "At the API: the BFF's short-lived token for the signed-in user (signed with AUTH_SECRET). /metrics: METRICS_TOKEN.",
        },
        operatorToken: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description: "`Operator <token>` (OPERATOR_TOKEN or $DATA_DIR/operator-token): `npm run admin`.",
        },
      },
      responses: {
        Refusal: {
          description:
            "A refusal: non-zero errno (400 invalid input, 401, 403, 404, 409, 413, 429, 4001…, 40003, 500) with HTTP status to match.",
          content: { "application/json": { schema: jsonSchemaOf(envelopeOf(z.null()), "output") } },
        },
      },
    },
  };
}

let cached: OpenApiDocument | undefined;

/** The document, made once per process (the kinds are registered by then). */
export function openApiDocument(): OpenApiDocument {
  return (cached ??= buildOpenApiDocument());
}
