/**
 * Sign-in failures, told apart for the user and spelled out for the operator.
 *
 * The user sees our own page (app/auth/error), in their language, with Retry and Home:
 *  - "unavailable": the provider could not be reached (refused connection, DNS, timeout, TLS,
 *    a 5xx) — nothing the user did, try again later;
 *  - "failed": the provider or the app refused (wrong client secret, a refused client, a
 *    provider error such as access_denied, a state that no longer matches, the API refusing).
 * The operator reads one log line with what to fix: the issuer URL, where it failed, the
 * network cause's code, the provider's `error`/`error_description` and HTTP status. Nothing of
 * it reaches the browser.
 *
 * Auth.js reports failures through its logger and then redirects to one of its pages with only
 * a coarse type (`?error=Configuration`, or the sign-in page for some); the reason is carried
 * from the logger to the code that replaces that redirect, in an AsyncLocalStorage scope per
 * request (captureSignInFailure).
 */
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { appLog } from "@/lib/server/app-log";
import { causeCode, isUnreachable } from "@/server/auth/fetch-cause";

export type SignInFailureReason = "unavailable" | "failed";

export const SIGN_IN_ERROR_PATH = "/auth/error";

export type SignInFailureDetail = {
  reason: SignInFailureReason;
  /** Auth.js's name for it (CallbackRouteError, OAuthCallbackError…) or the error's own name. */
  kind: string;
  cause: string;
  error?: string;
  error_description?: string;
  status?: number;
};

type Chained = {
  name?: string;
  type?: string;
  cause?: unknown;
  err?: unknown;
  error?: unknown;
  error_description?: unknown;
  status?: unknown;
  response?: unknown;
};

/** Every error along the cause chain, Auth.js's `{ err, ...details }` causes included. */
function chain(error: unknown): Chained[] {
  const found: Chained[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === "object"; depth++) {
    const item = current as Chained;
    found.push(item);
    current = item.err ?? item.cause;
  }
  return found;
}

/** An OAuth error in a WWW-Authenticate challenge (a 401 from the token endpoint), as `{ error, error_description, status }`. */
function challengeError(links: Chained[]): Chained | undefined {
  for (const link of links) {
    const challenges = Array.isArray(link.cause)
      ? (link.cause as { parameters?: Record<string, string> }[])
      : [];
    const parameters = challenges.find((c) => c?.parameters?.error)?.parameters;
    if (parameters)
      return {
        error: parameters.error,
        error_description: parameters.error_description,
        status: link.status,
      };
  }
  return undefined;
}

/**
 * What the operator reads as the cause: the network code, else the innermost message — Auth.js's
 * own message is only a link to its docs ("Read more at https://errors.authjs.dev#…").
 */
function causeOf(error: unknown, links: Chained[]): string {
  const code = causeCode(error);
  if (!(error instanceof Error) || code !== error.message) return code;
  const messages = links
    .filter((link): link is Chained & Error => link instanceof Error && Boolean(link.message))
    .map((link) => link.message)
    .filter((message) => !message.startsWith("Read more at "));
  return messages.at(-1) ?? code;
}

export function describeSignInFailure(error: unknown): SignInFailureDetail {
  const links = chain(error);
  const first = links[0] ?? {};
  const withError = links.find((link) => typeof link.error === "string") ?? challengeError(links);
  // The HTTP status of the provider's answer: on oauth4webapi's errors, or their Response.
  const status = links
    .map((link) =>
      typeof link.status === "number"
        ? link.status
        : link.response instanceof Response
          ? link.response.status
          : link instanceof Response
            ? link.status
            : undefined,
    )
    .find((value): value is number => typeof value === "number");
  const unreachable = isUnreachable(error) || (typeof status === "number" && status >= 500);
  return {
    reason: unreachable ? "unavailable" : "failed",
    kind: String(first.type ?? first.name ?? "Error"),
    cause: causeOf(error, links),
    ...(withError ? { error: String(withError.error) } : {}),
    ...(typeof withError?.error_description === "string"
      ? { error_description: withError.error_description }
      : {}),
    ...(typeof status === "number" ? { status } : {}),
  };
}

/** Errors Auth.js reports that are about reading a session cookie, not about signing in. */
const SESSION_ERRORS = new Set(["JWTSessionError", "SessionTokenError"]);

type Capture = { detail?: SignInFailureDetail; error?: unknown };

const failures = new AsyncLocalStorage<Capture>();

/** The provider's answer that failed (oauth4webapi keeps it on its errors, or as their cause). */
function providerAnswer(error: unknown): Response | undefined {
  for (const link of chain(error)) {
    if (link instanceof Response) return link;
    if (link.response instanceof Response) return link.response;
  }
  return undefined;
}

const BODY_LIMIT = 4096;

/**
 * The OAuth error in the body of the provider's answer, when oauth4webapi stopped before reading
 * it: a 401 carrying a `WWW-Authenticate` challenge without an error (LemonLDAP::NG's Basic
 * challenge), or an error body not served as `application/json`. JSON or form-encoded.
 */
async function bodyError(error: unknown): Promise<Pick<SignInFailureDetail, "error" | "error_description">> {
  const answer = providerAnswer(error);
  if (!answer || answer.bodyUsed) return {};
  let text: string;
  try {
    text = (await answer.clone().text()).slice(0, BODY_LIMIT);
  } catch {
    return {};
  }
  let fields: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object") fields = parsed as Record<string, unknown>;
  } catch {
    if (/^[\w.~%+-]+=/.test(text)) fields = Object.fromEntries(new URLSearchParams(text));
  }
  const named = (value: unknown, max: number) =>
    typeof value === "string" && value ? value.slice(0, max) : undefined;
  const found = named(fields.error, 200);
  if (!found) return {};
  const description = named(fields.error_description, 500);
  return { error: found, ...(description ? { error_description: description } : {}) };
}

/** The operator's line for a failed sign-in. */
export function logSignInFailure(detail: SignInFailureDetail): void {
  appLog.error(
    { issuer: process.env.OIDC_ISSUER ?? null, ...detail },
    detail.reason === "unavailable"
      ? "sign-in failed: the identity provider could not be reached"
      : "sign-in failed: the identity provider or the app refused it",
  );
}

/**
 * Auth.js's `logger.error`. Inside captureSignInFailure the failure is handed to the caller,
 * who knows more about the request and logs it once; anywhere else it is logged here.
 */
export function logAuthError(error: Error): void {
  const kind = String((error as Chained).type ?? error.name);
  if (SESSION_ERRORS.has(kind)) {
    appLog.warn(
      { kind, cause: causeCode(error) },
      "auth: a session cookie could not be read (treated as signed out)",
    );
    return;
  }
  const detail = describeSignInFailure(error);
  const store = failures.getStore();
  if (store && !store.detail) Object.assign(store, { detail, error });
  else if (!store) void withBodyError(detail, error).then(logSignInFailure);
}

async function withBodyError(detail: SignInFailureDetail, error: unknown): Promise<SignInFailureDetail> {
  return detail.error ? detail : { ...detail, ...(await bodyError(error)) };
}

/**
 * Runs a sign-in step and tells what failed in it, if anything did. An error the provider
 * sent back to the callback (`?error=…&error_description=…`) is named from `request`: Auth.js
 * keeps only its own summary of it.
 */
export async function captureSignInFailure<T>(
  step: () => Promise<T>,
  request?: Request,
): Promise<{ result?: T; thrown?: unknown; detail?: SignInFailureDetail }> {
  const store: Capture = {};
  let result: T | undefined;
  let thrown: unknown;
  try {
    result = await failures.run(store, step);
  } catch (error) {
    thrown = error;
    if (!store.detail) Object.assign(store, { detail: describeSignInFailure(error), error });
  }
  const detail = store.detail && (await withBodyError(withCallbackError(store.detail, request), store.error));
  if (detail) logSignInFailure(detail);
  return { result, thrown, detail };
}

function withCallbackError(detail: SignInFailureDetail, request?: Request): SignInFailureDetail {
  if (detail.error || !request) return detail;
  const params = new URL(request.url).searchParams;
  const error = params.get("error");
  if (!error) return detail;
  const description = params.get("error_description");
  return {
    ...detail,
    error: error.slice(0, 200),
    ...(description ? { error_description: description.slice(0, 500) } : {}),
  };
}

/** Our error page for a failure, keeping where the user was going (for Retry). */
export function signInErrorUrl(
  origin: string,
  reason: SignInFailureReason,
  callbackUrl?: string | null,
): string {
  const url = new URL(SIGN_IN_ERROR_PATH, origin);
  url.searchParams.set("reason", reason);
  if (callbackUrl) url.searchParams.set("callbackUrl", callbackUrl);
  return url.toString();
}
