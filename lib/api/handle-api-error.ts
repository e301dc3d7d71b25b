"use client";
/**
 * The one place the browser reacts to a failed API call or stream (spec §6, §8):
 * - errno or HTTP status 401 → the "user not logged in or session expired" notice, the cookies
 *   cleared (POST /user/clear-cookies: the session cookie is httpOnly, only the server can expire
 *   it), then sign-in again — at the answer's `login_url` when it names one of our pages, else
 *   /auth/login with the current path as callbackUrl; if that navigation cannot start, go Home.
 * - an answer carrying a `login_url` with another errno → its notice, then that sign-in.
 * - errno 40003 → /wait (registration gate).
 * - an abort (the user stopped or left) → nothing: aborts are silent (spec §4).
 * - any other API answer → a 5 s notice: errno 4001/4003/4004/4005 as warnings, the rest as errors.
 * - anything the client cannot classify (not an API answer) → the caller's notice with
 *   "Unknown error, please contact administrator" under it.
 */
// No zod below this file (directly or not): the workspace layout loads it before zod is made
// jitless, and constructing a zod object schema then probes `new Function`, which our CSP reports.
import { toast } from "sonner";
import { CLEAR_COOKIES_PATH } from "@/lib/contracts/session";
import { ClientApiError, isGated, isUnauthorized, isWarning } from "./api-error";
import { clientMessages } from "./client-messages";

export { GATE_ERRNO, isGated, isUnauthorized } from "./api-error";

export const NOTICE_MS = 5000; // error notices last 5 s (spec §9)
export const WAIT_PATH = "/wait";
const LOGIN_PATH = "/auth/login";
/** Clearing the cookies must not hold up sign-in for long: past this, sign-in starts anyway. */
const CLEAR_COOKIES_TIMEOUT_MS = 5000;

/** Navigation seam: tests replace these; jsdom's window.location cannot be spied on. */
export const browserNavigation = {
  assign(url: string): void {
    // /auth/login is a route handler that redirects to the identity provider: a full navigation.
    window.location.assign(url);
  },
  currentPath(): string {
    return `${window.location.pathname}${window.location.search}`;
  },
  origin(): string {
    return window.location.origin;
  },
  /** Expires the session's cookies (the BFF answers with Set-Cookie); never rejects. */
  async clearCookies(): Promise<void> {
    try {
      await fetch(CLEAR_COOKIES_PATH, {
        method: "POST",
        credentials: "same-origin",
        signal: AbortSignal.timeout(CLEAR_COOKIES_TIMEOUT_MS),
      });
    } catch {
      // Unreachable or slow: sign-in replaces the session cookie anyway.
    }
  },
};

let leaving = false; // several failing calls at once must not each start a navigation

/** For tests: forget that a navigation was started. */
export function resetApiErrorNavigation(): void {
  leaving = false;
}

/**
 * Where sign-in starts so that it comes back to `path`. A `loginUrl` from the API is used when it
 * is a page of this origin (never another site: it could be a phishing page); our own sign-in
 * route without a return address gets `path` as its callbackUrl.
 */
export function loginUrlFor(path: string, loginUrl?: string): string {
  const fallback = `${LOGIN_PATH}?callbackUrl=${encodeURIComponent(path)}`;
  if (!loginUrl) return fallback;
  let url: URL;
  try {
    url = new URL(loginUrl, browserNavigation.origin());
  } catch {
    return fallback;
  }
  if (url.origin !== browserNavigation.origin()) return fallback;
  if (url.pathname === LOGIN_PATH && !url.searchParams.has("callbackUrl") && !url.searchParams.has("state"))
    url.searchParams.set("callbackUrl", path);
  return `${url.pathname}${url.search}${url.hash}`;
}

export type SignInAgainOptions = {
  /** Where to come back to (default: the current page). */
  returnTo?: string;
  /** The `login_url` of the answer that asked for sign-in. */
  loginUrl?: string;
  /** Expire the session cookies first (401); default true. */
  clearCookies?: boolean;
};

/** Restart sign-in (401): the notice, the cookies cleared, then the sign-in page. */
export async function restartLogin(
  notice?: string,
  options: string | SignInAgainOptions = {},
): Promise<void> {
  const {
    returnTo,
    loginUrl,
    clearCookies = true,
  } = typeof options === "string" ? { returnTo: options } : options;
  if (leaving) return;
  leaving = true;
  toast.error(notice || clientMessages().notLoggedIn, { duration: NOTICE_MS, id: "session-expired" });
  // Read before the await: the page must come back where the user was when the call failed.
  const target = loginUrlFor(returnTo ?? browserNavigation.currentPath(), loginUrl);
  if (clearCookies) await browserNavigation.clearCookies();
  try {
    browserNavigation.assign(target);
  } catch {
    try {
      browserNavigation.assign("/");
    } catch {
      leaving = false;
    }
  }
}

/** Go to the wait page (40003). A full load: the gate may change what the whole workspace shows. */
export function goToWait(): void {
  if (leaving || browserNavigation.currentPath().split("?")[0] === WAIT_PATH) return;
  leaving = true;
  browserNavigation.assign(WAIT_PATH);
}

export type ApiErrorTexts = { notLoggedIn?: string };
export type ApiErrorOutcome = "login" | "wait" | "notified" | "ignored";

function isAbort(error: unknown): boolean {
  return (error instanceof DOMException || error instanceof Error) && error.name === "AbortError";
}

/** Shows a failed call the way spec §8 says. Returns what it did, so callers can stop early. */
export function handleApiError(error: unknown, fallback: string, texts: ApiErrorTexts = {}): ApiErrorOutcome {
  if (isUnauthorized(error)) {
    const notice = texts.notLoggedIn ?? (error.errno === 401 && error.message ? error.message : undefined);
    void restartLogin(notice, { loginUrl: error.loginUrl });
    return "login";
  }
  if (isGated(error)) {
    goToWait();
    return "wait";
  }
  if (error instanceof ClientApiError && error.loginUrl) {
    // Spec §8: the login_url is followed if present; the session may still be good, keep its cookies.
    void restartLogin(error.message || fallback, { loginUrl: error.loginUrl, clearCookies: false });
    return "login";
  }
  if (error instanceof ClientApiError) {
    (isWarning(error.errno) ? toast.warning : toast.error)(error.message || fallback, {
      duration: NOTICE_MS,
    });
    return "notified";
  }
  if (isAbort(error)) return "ignored";
  // Not an API answer: a fault of the page itself. The log is for whoever the user contacts.
  console.error(error);
  toast.error(fallback, { duration: NOTICE_MS, description: clientMessages().unknown });
  return "notified";
}
