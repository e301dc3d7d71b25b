/**
 * How one operation of the product API is described for the OpenAPI document
 * (server/openapi/document.ts): the table's types and the helpers that write its entries. It
 * imports nothing of the server, so the generic table (server/openapi/operations.ts) and each
 * kind's own entries (`openapi` of its ServerArtifact) both use it without an import loop.
 */
import type { z } from "zod";

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

export const env = (data?: z.ZodType, note?: string): Answer => ({ kind: "envelope", data, note });
export const json = (schema: z.ZodType | z.ZodType[], note?: string): Body => ({
  type: "json",
  schema,
  note,
});
export const unexported = (where: string, fields: string): Body => ({ type: "unexported", where, fields });
export const sse = (events?: z.ZodType): Answer => ({ kind: "sse", events });

export const op = (
  method: Operation["method"],
  path: string,
  tag: string,
  auth: Auth,
  summary: string,
  rest: Partial<Operation> = {},
): Operation => ({ method, path, tag, auth, summary, ...rest });
