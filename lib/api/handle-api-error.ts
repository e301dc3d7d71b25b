"use client";
/**
 * The one place the browser reacts to a failed API call or stream (spec §6, §8):
 * - errno or HTTP status 401 → the "user not logged in or session expired" notice, then sign-in
 *   again with the current path as callbackUrl (Auth.js replaces the session cookie on sign-in);
 *   if that navigation cannot start, go Home.
 * - errno 40003 → /wait (registration gate).
 * - anything else → a 5 s notice: errno 4001/4003/4004/4005 as warnings, the rest as errors.
 */
import { toast } from "sonner";
import { ClientApiError, isGated, isUnauthorized, isWarning } from "./api-error";

export { GATE_ERRNO, isGated, isUnauthorized } from "./api-error";

export const NOTICE_MS = 5000; // error notices last 5 s (spec §9)
export const WAIT_PATH = "/wait";

const FALLBACK_NOT_LOGGED_IN = "user not logged in or session expired";

/** Navigation seam: tests replace `assign`; jsdom's window.location cannot be spied on. */
export const browserNavigation = {
  assign(url: string): void {
    // /auth/login is a route handler that redirects to the identity provider: a full navigation.
    window.location.assign(url);
  },
  currentPath(): string {
    return `${window.location.pathname}${window.location.search}`;
  },
};

let leaving = false; // several failing calls at once must not each start a navigation

/** For tests: forget that a navigation was started. */
export function resetApiErrorNavigation(): void {
  leaving = false;
}

/** Where sign-in starts so that it comes back to `path`. */
export function loginUrlFor(path: string): string {
  return `/auth/login?callbackUrl=${encodeURIComponent(path)}`;
}

/** Restart sign-in (401). `returnTo` defaults to the current page. */
export function restartLogin(notice: string = FALLBACK_NOT_LOGGED_IN, returnTo?: string): void {
  if (leaving) return;
  leaving = true;
  toast.error(notice, { duration: NOTICE_MS, id: "session-expired" });
  try {
    browserNavigation.assign(loginUrlFor(returnTo ?? browserNavigation.currentPath()));
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
export type ApiErrorOutcome = "login" | "wait" | "notified";

/** Shows a failed call the way spec §8 says. Returns what it did, so callers can stop early. */
export function handleApiError(error: unknown, fallback: string, texts: ApiErrorTexts = {}): ApiErrorOutcome {
  if (isUnauthorized(error)) {
    restartLogin(texts.notLoggedIn ?? (error.errno === 401 && error.message ? error.message : FALLBACK_NOT_LOGGED_IN));
    return "login";
  }
  if (isGated(error)) {
    goToWait();
    return "wait";
  }
  if (error instanceof ClientApiError) {
    (isWarning(error.errno) ? toast.warning : toast.error)(error.message || fallback, { duration: NOTICE_MS });
    return "notified";
  }
  toast.error(fallback, { duration: NOTICE_MS });
  return "notified";
}
