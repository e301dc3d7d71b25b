/**
 * The OpenAPI document (issue #21 §4): served at GET /api/openapi.json without a session; every
 * endpoint the app mounts is in it and everything in it is mounted (read from the live routing
 * table, `app.routes`, not from a list kept by hand); and it is a valid OpenAPI 3.1 document
 * (@seriousme/openapi-schema-validator, plus the checks below).
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { z } from "zod";
import { createTestApp, readSse, type TestApp } from "../../helpers/test-app";
import { buildOpenApiDocument, jsonSchemaOf, type OpenApiDocument } from "@/server/openapi/document";
import { chatModes } from "@/lib/contracts/modes";
import { codesBody } from "@/server/routes/operator";
import { apiOperations } from "@/server/openapi/operations";
import { envelopeOf } from "@/lib/contracts/envelope";

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  doc = buildOpenApiDocument();
});
afterAll(async () => t.close());

/**
 * Entries of `app.routes` that are not endpoints, each with the reason. Anything else the app
 * mounts is an endpoint and must be documented; a new entry that is not one must be named here.
 */
const NOT_ENDPOINTS: Record<string, string> = {
  "ALL /api/*": "middleware: request id and log, path guards, body limit, session, registration gate",
  "ALL /api": "`/api` itself names nothing: 404 for any method",
  "ALL /api/operator/*": "middleware: the operator token",
  "ALL /api/agentic/preview/:versionId/__data/*":
    "the preview data API's CORS middleware, and its 404 for any other path",
  "ALL /api/lite-host/:label/__data/*": "a deployed app's data API: 404 for any other path",
  "POST /api/messages/*": "`/messages//like` (an empty id) refused as invalid input, other paths 404",
};

/** Hono's `:id` → OpenAPI's `{id}` (a regex constraint dropped); an optional last parameter is two paths. */
function openApiPaths(honoPath: string): string[] {
  const segments = honoPath
    .split("/")
    .map((s) => (s.startsWith(":") ? `{${s.slice(1).replace(/\{.*\}$/, "")}}` : s));
  const last = segments.at(-1)!;
  if (!last.endsWith("?}")) return [segments.join("/")];
  const base = segments.slice(0, -1);
  return [base.join("/"), [...base, last.replace("?}", "}")].join("/")];
}

function mountedEndpoints(): { endpoints: Set<string>; skipped: Set<string> } {
  const endpoints = new Set<string>();
  const skipped = new Set<string>();
  for (const route of t.app.routes) {
    const key = `${route.method} ${route.path}`;
    if (key in NOT_ENDPOINTS) {
      skipped.add(key);
      continue;
    }
    for (const path of openApiPaths(route.path)) endpoints.add(`${route.method} ${path}`);
  }
  return { endpoints, skipped };
}

function documented(): Set<string> {
  const ops = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths))
    for (const method of Object.keys(item)) ops.add(`${method.toUpperCase()} ${path}`);
  return ops;
}

test("served without a session, as the document itself (not the envelope)", async () => {
  const res = await t.app.request("/api/openapi.json");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  const served = await res.json();
  expect(served.openapi).toMatch(/^3\.1\.\d+$/);
  expect(served).toEqual(JSON.parse(JSON.stringify(doc)));
});

test("every mounted endpoint is documented, and every documented operation is mounted", () => {
  const { endpoints, skipped } = mountedEndpoints();
  // Every exception still names something mounted (none is stale).
  expect([...skipped].sort()).toEqual(Object.keys(NOT_ENDPOINTS).sort());
  expect(endpoints.size).toBeGreaterThan(100);
  const ops = documented();
  expect([...endpoints].filter((e) => !ops.has(e)).sort()).toEqual([]);
  expect([...ops].filter((o) => !endpoints.has(o)).sort()).toEqual([]);
});

test("a valid OpenAPI 3.1 document", async () => {
  const validator = new Validator();
  const result = await validator.validate(JSON.parse(JSON.stringify(doc)));
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  expect(validator.version).toBe("3.1");
});

test("its shape: info, unique operation ids, declared path parameters, a JSON Schema for every body", () => {
  expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
  expect(doc.info).toMatchObject({
    title: expect.any(String),
    version: expect.stringMatching(/^\d+\.\d+\.\d+/),
  });
  const ids = new Set<string>();
  let bodies = 0;
  for (const [path, item] of Object.entries(doc.paths)) {
    expect(path).toMatch(/^\/api\//);
    for (const [method, operation] of Object.entries(item) as [string, Record<string, unknown>][]) {
      const label = `${method} ${path}`;
      expect([label, ["get", "post", "put", "delete", "patch"].includes(method)]).toEqual([label, true]);
      expect(ids.has(operation.operationId as string)).toBe(false);
      ids.add(operation.operationId as string);
      expect(Array.isArray(operation.security)).toBe(true);
      expect(Object.keys(operation.responses as object).length).toBeGreaterThan(0);
      const declared = ((operation.parameters as { name: string; in: string }[] | undefined) ?? [])
        .filter((p) => p.in === "path")
        .map((p) => p.name);
      expect([label, declared.sort()]).toEqual([
        label,
        [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort(),
      ]);
      const body = operation.requestBody as
        { content: Record<string, { schema?: Record<string, unknown> }> } | undefined;
      if (!body) continue;
      bodies++;
      const media = Object.values(body.content);
      expect(media.length).toBeGreaterThan(0);
      for (const m of media)
        expect([
          label,
          typeof m.schema === "object" && m.schema !== null && Object.keys(m.schema).length > 0,
        ]).toEqual([label, true]);
    }
  }
  expect(bodies).toBeGreaterThan(40);
  // zod writes `#/$defs/…` references for recursive schemas: inline in OpenAPI they would point at nothing.
  expect(JSON.stringify(doc)).not.toContain('"#/$defs');
});

test("the schemas are the contract's: request bodies as the routes validate them, answers in the envelope", () => {
  const post = (path: string) =>
    (doc.paths[path].post as { requestBody: { content: Record<string, { schema: unknown }> } }).requestBody
      .content;
  // The operator route's own zod object, as its input (defaults make fields optional).
  expect(post("/api/operator/codes")["application/json"].schema).toEqual(jsonSchemaOf(codesBody, "input"));
  // A `oneOf` vocabulary (modes) is listed as it is registered.
  const stream = post("/api/chats/{id}/stream")["application/json"].schema as {
    properties: { mode: { enum: string[] } };
  };
  expect(stream.properties.mode.enum).toEqual([...chatModes()]);
  // An answer is the envelope around the contract's data schema.
  const info = (
    doc.paths["/api/user/info"].get as {
      responses: {
        "200": {
          content: {
            "application/json": { schema: { properties: Record<string, unknown>; required: string[] } };
          };
        };
      };
    }
  ).responses["200"].content["application/json"].schema;
  expect(info.required).toEqual(expect.arrayContaining(["errno", "errmsg", "data"]));
  expect(info.properties.errno).toEqual(jsonSchemaOf(z.number().int(), "output"));
});

test("the answers the table names are what the routes answer (every GET with a data schema that a chat id or nothing fills)", async () => {
  const { token } = await t.signIn("openapi@example.com");
  const chat = (await (await t.call("/api/chats", { method: "POST", token, json: {} })).json()).data;
  await readSse(
    await t.call(`/api/chats/${chat.id}/stream`, {
      method: "POST",
      token,
      json: { content: "A flowchart of a library book loan", mode: "mermaid" },
    }),
  );
  await t.app.services.registry.drain();

  const checked: string[] = [];
  const wrong: string[] = [];
  for (const operation of apiOperations()) {
    if (
      operation.method !== "get" ||
      operation.auth !== "user" ||
      operation.answer?.kind !== "envelope" ||
      !operation.answer.data
    )
      continue;
    // `{id}` filled only where it names a chat (`/chats/{id}`, `/deploy/chat/{id}`, `/lite-admin/{id}`…).
    const params = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    if (
      params.some((p) => p !== "id" && p !== "mode") ||
      (params.includes("id") && !/\/(chats|chat|lite-admin)\/\{id\}/.test(operation.path))
    )
      continue;
    const query =
      operation.query && "chat_id" in (operation.query as z.ZodObject).shape ? `?chat_id=${chat.id}` : "";
    const path = `/api${operation.path.replace("{id}", chat.id).replace("{mode}", "mermaid")}${query}`;
    const res = await t.call(path, { token });
    const parsed = envelopeOf(operation.answer.data).safeParse(await res.json());
    checked.push(path);
    if (res.status !== 200 || !parsed.success)
      wrong.push(
        `${path} ${res.status}: ${parsed.error?.issues
          .slice(0, 2)
          .map((i) => `${i.path.join(".")} ${i.message}`)
          .join("; ")}`,
      );
  }
  expect(wrong).toEqual([]);
  expect(checked.length).toBeGreaterThan(20);
});
