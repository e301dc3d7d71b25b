/**
 * Provider failures → our envelope (DESIGN.md §3, spec §8). Providers say the same thing in
 * many ways (OpenAI's `insufficient_quota` arrives with status 429, Anthropic's empty balance
 * is a 400 `invalid_request_error`, DashScope's filter is `data_inspection_failed`), so the
 * classification looks at status, codes, types and messages together, quota and content
 * filter first because their statuses overlap with rate limits and bad requests.
 */
import { APICallError } from "@ai-sdk/provider";
import { RetryError } from "ai";
import { ApiError, ERRNO } from "../http/api-error";

/** What the model had written when the call failed: the caller keeps it (spec §4). */
export type ModelPartial = { text: string; think: string };

export type ProviderFailure = "quota" | "content" | "auth" | "rate" | "timeout" | "unavailable" | "broken";

const EMPTY: ModelPartial = { text: "", think: "" };

/** An ApiError that also carries the partial reply and the provider's own words (for logs only). */
export class ModelCallError extends ApiError {
  constructor(
    errno: number,
    key: string,
    readonly failure: ProviderFailure,
    readonly partial: ModelPartial = EMPTY,
    readonly providerMessage = "",
  ) {
    super(errno, key);
    this.name = "ModelCallError";
  }
}

const RESULT: Record<ProviderFailure, [errno: number, key: string]> = {
  quota: [ERRNO.QUOTA_EXCEEDED, "quotaExceeded"],
  content: [ERRNO.NOT_COMPLIANT, "contentNotCompliant"],
  auth: [ERRNO.INTERNAL, "modelAuthFailed"],
  rate: [ERRNO.TOO_MANY, "modelRateLimited"],
  timeout: [ERRNO.INTERNAL, "modelTimeout"],
  unavailable: [ERRNO.INTERNAL, "modelUnavailable"],
  broken: [ERRNO.INTERNAL, "responseError"],
};

/** Everything an error says about itself, gathered along its cause chain and body. */
type Evidence = { statuses: number[]; codes: string[]; names: string[]; messages: string[] };

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === "object" ? (value as Record<string, unknown>) : undefined;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== "string" || !text.trim().startsWith("{")) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function gather(error: unknown, evidence: Evidence, depth = 0): void {
  const e = record(error);
  if (!e || depth > 6) {
    if (typeof error === "string") evidence.messages.push(error);
    return;
  }
  // The AI SDK gives up after its retries with a RetryError: the last attempt is what failed.
  if (RetryError.isInstance(error)) return gather(error.lastError, evidence, depth + 1);
  const push = (list: string[], v: unknown) => {
    if (typeof v === "string" && v) list.push(v.toLowerCase());
  };
  if (APICallError.isInstance(error) && error.statusCode) evidence.statuses.push(error.statusCode);
  if (typeof e.status === "number") evidence.statuses.push(e.status);
  push(evidence.names, e.name);
  push(evidence.codes, e.code);
  push(evidence.codes, e.type);
  push(evidence.codes, e.errno);
  push(evidence.messages, e.message);
  // OpenAI: { error: { message, type, code } }; Anthropic: { type: "error", error: { type, message } }.
  const body = record(e.data) ?? record(parseJson(e.responseBody));
  if (body) gather(record(body.error) ?? body, evidence, depth + 1);
  if (e.error && e.error !== error) gather(e.error, evidence, depth + 1);
  if (e.cause && e.cause !== error) gather(e.cause, evidence, depth + 1);
}

const has = (list: string[], pattern: RegExp) => list.some((v) => pattern.test(v));

/** Which kind of failure an error is; `hadOutput` tells a broken stream from a failed call. */
export function classifyProviderError(error: unknown, hadOutput = false): ProviderFailure {
  const evidence: Evidence = { statuses: [], codes: [], names: [], messages: [] };
  gather(error, evidence);
  const { statuses, codes, names, messages } = evidence;
  const status = (...list: number[]) => statuses.some((s) => list.includes(s));

  if (
    !has(codes, /throttl/) &&
    (status(402) ||
      has(
        codes,
        /insufficient_quota|billing|quota_exceeded|arrearage|insufficient_balance|payment_required/,
      ) ||
      has(
        messages,
        /exceeded your current quota|quota (exceeded|exhausted)|billing|credit balance|insufficient balance|余额不足|欠费/,
      ))
  ) {
    return "quota";
  }
  if (
    has(codes, /content_filter|content_policy|data_inspection_failed|moderation|safety|sensitive/) ||
    has(
      messages,
      /content (management )?polic|content filter|safety system|inappropriate content|content exists risk|不合规|敏感内容|内容安全|违规/,
    )
  ) {
    return "content";
  }
  if (
    status(401, 403) ||
    has(
      codes,
      /invalid_api_key|authentication|permission_error|invalid_authentication|unauthori[sz]ed|access_denied/,
    )
  ) {
    return "auth";
  }
  if (
    status(429, 529) ||
    has(codes, /rate_limit|overloaded|too_many_requests|throttl/) ||
    has(messages, /rate limit|overloaded/)
  ) {
    return "rate";
  }
  if (
    status(408, 504) ||
    has(names, /timeouterror/) ||
    has(codes, /etimedout|und_err_connect_timeout|und_err_headers_timeout|und_err_body_timeout|timeout/)
  ) {
    return "timeout";
  }
  // After output arrived, a dropped connection or a server error is a reply that broke off.
  if (hadOutput) return "broken";
  if (
    status(500, 502, 503) ||
    has(
      codes,
      /econnrefused|enotfound|eai_again|econnreset|ehostunreach|enetunreach|api_error|server_error|service_unavailable/,
    ) ||
    has(messages, /cannot connect to api|fetch failed/)
  ) {
    return "unavailable";
  }
  return "broken";
}

function providerMessage(error: unknown): string {
  const e = record(error);
  if (!e) return String(error);
  if (RetryError.isInstance(error)) return providerMessage(error.lastError);
  return typeof e.message === "string" ? e.message : JSON.stringify(e).slice(0, 500);
}

/**
 * The ApiError for a provider failure. `partial` is what was streamed before it; an ApiError
 * thrown by our own code passes through (keeping its key), with the partial attached.
 */
export function mapProviderError(error: unknown, partial: ModelPartial = EMPTY): ModelCallError {
  if (error instanceof ModelCallError)
    return error.partial === partial
      ? error
      : new ModelCallError(error.errno, error.key, error.failure, partial, error.providerMessage);
  const hadOutput = Boolean(partial.text || partial.think);
  const failure = classifyProviderError(error, hadOutput);
  const [errno, key] = RESULT[failure];
  return new ModelCallError(errno, key, failure, partial, providerMessage(error));
}

/** The error for a call that produced nothing in time (connect or first token). */
export function modelTimeoutError(partial: ModelPartial = EMPTY): ModelCallError {
  return new ModelCallError(
    ERRNO.INTERNAL,
    "modelTimeout",
    "timeout",
    partial,
    "no output before the first-token timeout",
  );
}

/** The error for a reply the provider's own filter stopped (finish reason content_filter / refusal). */
export function contentFilteredError(partial: ModelPartial): ModelCallError {
  return new ModelCallError(
    ERRNO.NOT_COMPLIANT,
    "contentNotCompliant",
    "content",
    partial,
    "finish reason: content-filter",
  );
}
