/**
 * zod validation that answers errno 400 with a `details` map (field → message) in the
 * request's language. Messages are ours (messages/*.json → validation.*), not zod's English.
 *
 * Before any schema runs, every string of the input (nested objects and arrays, keys too) is
 * checked for what PostgreSQL cannot store in text or jsonb — U+0000 and lone UTF-16 surrogates
 * (`"\ud800"` in JSON) — and the input for nesting deeper than MAX_DEPTH. Either would otherwise
 * fail deep in a write as a 500 (or slip past this check below the depth it walks). Refusing
 * them here gives every route the same 400, field named, for free.
 */
import type { Context } from "hono";
import { z } from "zod";
import { ApiError, ERRNO } from "./api-error";
import { translate } from "../i18n/api-messages";
import type { AppEnv } from "./app-env";
import { asTooLarge } from "./body-limit";

function placeholders(params: Record<string, unknown> | undefined): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params ?? {}).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === "string" || typeof entry[1] === "number",
    ),
  );
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
      return translate(
        locale,
        `validation.${typeof issue.params?.key === "string" ? issue.params.key : "invalid"}`,
        placeholders(issue.params),
      );
    default:
      return translate(locale, "validation.invalid");
  }
}

export const MAX_DEPTH = 64;
/** Fields named in one refusal (a body of a million bad strings gets a short answer). */
const MAX_REPORTED = 20;

type TextProblem = "nulByte" | "loneSurrogate" | "tooDeep";

// String.prototype.isWellFormed / toWellFormed: in Node 20, not yet in TypeScript's ES2023 lib.
type WellFormed = { isWellFormed(): boolean; toWellFormed(): string };
const isWellFormed = (text: string) => (text as unknown as WellFormed).isWellFormed();
const stringProblem = (text: string): TextProblem | null =>
  text.includes("\u0000") ? "nulByte" : isWellFormed(text) ? null : "loneSurrogate";
/** A key as it can be named in `details` (itself JSON text): NUL shown as \0, lone surrogates as U+FFFD. */
const printable = (key: string) => (key as unknown as WellFormed).toWellFormed().replaceAll("\u0000", "\\0");

/** Field path (`a.b.0`, `_` for the whole input) → what is wrong with the text there. */
export function textProblems(
  value: unknown,
  path: string[] = [],
  found = new Map<string, TextProblem>(),
  depth = 0,
): Map<string, TextProblem> {
  const field = path.join(".") || "_";
  if (typeof value === "string") {
    const problem = stringProblem(value);
    if (problem) found.set(field, problem);
    return found;
  }
  if (!value || typeof value !== "object") return found;
  if (depth >= MAX_DEPTH) {
    found.set(field, "tooDeep");
    return found;
  }
  const items = Array.isArray(value)
    ? value.map((item, i) => [String(i), item] as const)
    : Object.entries(value);
  for (const [key, item] of items) {
    if (found.size >= MAX_REPORTED) break;
    const at = [...path, printable(key)];
    const problem = stringProblem(key);
    if (problem) found.set(at.join("."), problem);
    else textProblems(item, at, found, depth + 1);
  }
  return found;
}

export function textError(
  locale: AppEnv["Variables"]["locale"],
  problems: Map<string, TextProblem>,
): ApiError {
  const details = Object.fromEntries(
    [...problems].map(([field, key]) => [
      field,
      translate(locale ?? "en", `validation.${key}`, { max: MAX_DEPTH }),
    ]),
  );
  return new ApiError(ERRNO.INVALID, "invalidInput", {}, details);
}

export function parseInput<S extends z.ZodType>(c: Context<AppEnv>, schema: S, input: unknown): z.infer<S> {
  const problems = textProblems(input);
  if (problems.size) throw textError(c.get("locale"), problems);
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
    throw (
      asTooLarge(error) ??
      new ApiError(
        ERRNO.INVALID,
        "invalidJson",
        {},
        { _: translate(c.get("locale"), "validation.invalidJson") },
      )
    );
  }
  if (text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ApiError(
        ERRNO.INVALID,
        "invalidJson",
        {},
        { _: translate(c.get("locale"), "validation.invalidJson") },
      );
    }
  }
  return parseInput(c, schema, raw);
}

export function queryInput<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.infer<S> {
  return parseInput(c, schema, c.req.query());
}
