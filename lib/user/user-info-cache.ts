/**
 * The signed-in user's profile (spec §3 "User", §4 "User info cache"): GET /api/user/info,
 * cached 5 minutes, one shared call for concurrent callers; when the call fails the caller
 * gets what the session cookie holds (name, e-mail, picture) instead.
 */
import { useMemo } from "react";
import { apiRequest } from "@/lib/api/client";
import type { UserInfo } from "@/lib/contracts/user";
import { USER_INFO_PATH } from "@/lib/contracts/user-paths";
import { createCachedResource } from "./cached-resource";
import { useCachedResource } from "./use-cached-resource";

export const USER_INFO_TTL_MS = 5 * 60 * 1000;
export { USER_INFO_PATH };
export type { UserInfo };

/**
 * The user as the UI shows it: the API's answer (the contract's `UserInfo`), or — when that call
 * fails — what the session cookie knows, with the fields only the API knows left null.
 */
export type UserView = Omit<UserInfo, "inviteCode" | "registerCodeStatus" | "waitListStatus" | "admitted" | "isAuthenticated" | "joinedAt" | "locale"> & {
  inviteCode: string | null;
  registerCodeStatus: UserInfo["registerCodeStatus"] | null;
  waitListStatus: UserInfo["waitListStatus"] | null;
  admitted?: boolean;
  isAuthenticated: boolean;
  joinedAt: string | null;
  locale: string | null;
};

/** What the server-side session knows (Auth.js session.user). */
export type SessionFallback = { name?: string | null; email?: string | null; image?: string | null };

export type ResolvedUser = UserView & { source: "api" | "session" };

export const userInfoCache = createCachedResource(() => apiRequest<UserInfo>(USER_INFO_PATH), USER_INFO_TTL_MS);

/** A user built from the session alone; fields only the API knows are null. */
export function userFromSession(fallback: SessionFallback = {}): ResolvedUser {
  const name = fallback.name || fallback.email || "";
  return {
    ucid: "",
    account: fallback.email ?? "",
    userCode: "",
    email: fallback.email ?? null,
    displayName: name,
    name,
    photo: fallback.image ?? null,
    avatar: fallback.image ?? null,
    inviteCode: null,
    registerCodeStatus: null,
    waitListStatus: null,
    isAuthenticated: true,
    joinedAt: null,
    locale: null,
    source: "session",
  };
}

/** The API's answer, or the session's fallback when the call fails. Never rejects. */
export async function getUserInfo(fallback?: SessionFallback, opts: { force?: boolean } = {}): Promise<ResolvedUser> {
  try {
    return { ...(await userInfoCache.get(opts)), source: "api" };
  } catch {
    return userFromSession(fallback);
  }
}

/** Forget the cached profile (after binding a code, joining the wait list, accepting an invite). */
export function invalidateUserInfo(): void {
  userInfoCache.invalidate();
}

/**
 * The user for the UI: the API's profile once loaded; before that, or when it fails, the
 * session's fallback. `error` keeps the failure so a page can react to 401.
 */
export function useUserInfo(fallback?: SessionFallback) {
  const state = useCachedResource(userInfoCache);
  const { name, email, image } = fallback ?? {};
  const sessionUser = useMemo(() => userFromSession({ name, email, image }), [name, email, image]);
  const user: ResolvedUser = state.data ? { ...state.data, source: "api" } : sessionUser;
  return { user, isLoading: state.data === undefined && (state.loading || state.error === undefined), error: state.error, refresh: state.refresh };
}
