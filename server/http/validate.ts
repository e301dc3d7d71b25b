/**
 * zod validation that answers errno 400 with a `details` map (field → message) in the
 * request's language. Messages are ours (messages/*.json → validation.*), not zod's English.
 *
 * Before any schema runs, every string of the input (nested objects and arrays, keys too) is
 * checked for U+0000: PostgreSQL cannot store it in text or jsonb, so a NUL byte would otherwise
 * fail deep in a write as a 500. Refusing it here gives every route the same 400 for free.
 */
import type { Context } from "hono";
import { z } from "zod";
import { ApiError, ERRNO } from "./api-error";
import { translate } from "../i18n/api-messages";
import type { AppEnv } from "./app-env";
import { asTooLarge } from "./body-limit";

function placeholders(params: Record<string, unknown> | undefined): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params ?? {}).filter((entry): entry is [string, string | number] => typeof entry[1] === "string" || typeof entry[1] === "number"));
}

function messageFor(c: Context<AppEnv>, issue: z.core.$ZodIssue): string {
  const locale = c.get("locale") ?? "en";
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined
        ? translate(locale, "validation.required")
        : translate(locale, "validation.invalidType", { expected: String(issue.expected) });
    case "too_small":
      return issue.origin === "string" && Number(issue.minimum) === 1
        ? translate(locale, "validation.required")
        : translate(locale, "validation.tooSmall", { min: Number(issue.minimum) });
    case "too_big":
      return translate(locale, "validation.tooBig", { max: Number(issue.maximum) });
    case "invalid_value":
      return translate(locale, "validation.oneOf", { values: issue.values.map(String).join(", ") });
    case "custom":
      // A refinement names its message key in params (e.g. `params: { key: "required" }`); its
      // other string and number params fill the message's placeholders ({max}).
      return translate(locale, `validation.${typeof issue.params?.key === "string" ? issue.params.key : "invalid"}`, placeholders(issue.params));
    default:
      return translate(locale, "validation.invalid");
  }
}

const MAX_DEPTH = 64;

/** Paths (`a.b.0`) of the strings and keys in `value` that contain U+0000. */
export function fieldsWithNul(value: unknown, path: string[] = [], found: string[] = [], depth = 0): string[] {
  if (typeof value === "string") {
    if (value.includes("\u0000")) found.push(path.join(".") || "_");
  } else if (Array.isArray(value)) {
    if (depth < MAX_DEPTH) value.forEach((item, i) => fieldsWithNul(item, [...path, String(i)], found, depth + 1));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const at = [...path, key.replaceAll("\u0000", "\\0")];
      if (key.includes("\u0000")) found.push(at.join("."));
      else if (depth < MAX_DEPTH) fieldsWithNul(item, at, found, depth + 1);
    }
  }
  return found;
}

export function nulError(locale: AppEnv["Variables"]["locale"], fields: string[]): ApiError {
  const message = translate(locale ?? "en", "validation.nulByte");
  return new ApiError(ERRNO.INVALID, "invalidInput", {}, Object.fromEntries(fields.map((f) => [f, message])));
}

export function parseInput<S extends z.ZodType>(c: Context<AppEnv>, schema: S, input: unknown): z.infer<S> {
  const withNul = fieldsWithNul(input);
  if (withNul.length) throw nulError(c.get("locale"), withNul);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    details[field] ??= messageFor(c, issue);
  }
  throw new ApiError(ERRNO.INVALID, "invalidInput", {}, details);
}

/**
 * Reads a JSON body; an unreadable body is an invalid-input error, not a 500. The body arrives
 * through the body-limit middleware, so reading stops with 413 once it passes the limit.
 */
export async function jsonBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  let raw: unknown = {};
  let text: string;
  try {
    text = await c.req.text();
  } catch (error) {
    throw asTooLarge(error) ?? new ApiError(ERRNO.INVALID, "invalidJson", {}, { _: translate(c.get("locale"), "validation.invalidJson") });
  }
  if (text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ApiError(ERRNO.INVALID, "invalidJson", {}, { _: translate(c.get("locale"), "validation.invalidJson") });
    }
  }
  return parseInput(c, schema, raw);
}

export function queryInput<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.infer<S> {
  return parseInput(c, schema, c.req.query());
}
