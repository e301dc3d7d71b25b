/**
 * zod validation that answers errno 400 with a `details` map (field → message) in the
 * request's language. Messages are ours (messages/*.json → validation.*), not zod's English.
 */
import type { Context } from "hono";
import { z } from "zod";
import { ApiError, ERRNO } from "./api-error";
import { translate } from "../i18n/api-messages";
import type { AppEnv } from "./app-env";

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
      // A refinement names its message key in params (e.g. `params: { key: "required" }`).
      return translate(locale, `validation.${typeof issue.params?.key === "string" ? issue.params.key : "invalid"}`);
    default:
      return translate(locale, "validation.invalid");
  }
}

export function parseInput<S extends z.ZodType>(c: Context<AppEnv>, schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    details[field] ??= messageFor(c, issue);
  }
  throw new ApiError(ERRNO.INVALID, "invalidInput", {}, details);
}

/** Reads a JSON body; an unreadable body is an invalid-input error, not a 500. */
export async function jsonBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  let raw: unknown = {};
  const text = await c.req.text();
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
