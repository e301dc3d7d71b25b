/**
 * The signed-in user's profile (spec §3 "User", §4 "User info cache"): GET /api/user/info,
 * cached 5 minutes in SWR's cache, one shared call for concurrent views; when the call fails the
 * UI shows what the session cookie holds (name, e-mail, picture) instead.
 */
import { useMemo } from "react";
import { apiRequest } from "@/lib/api/client";
import type { UserInfo } from "@/lib/contracts/user";
import { USER_INFO_PATH } from "@/lib/contracts/user-paths";
import { invalidateCachedResource, reloadCachedResource, useCachedResource } from "./use-cached-resource";

export const USER_INFO_TTL_MS = 5 * 60 * 1000;
export { USER_INFO_PATH };
export type { UserInfo };

/**
 * The user as the UI shows it: the API's answer (the contract's `UserInfo`), or — when that call
 * fails — what the session cookie knows, with the fields only the API knows left null.
 */
export type UserView = Omit<
  UserInfo,
  | "inviteCode"
  | "registerCodeStatus"
  | "waitListStatus"
  | "admitted"
  | "isAuthenticated"
  | "joinedAt"
  | "locale"
> & {
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

const loadUserInfo = () => apiRequest<UserInfo>(USER_INFO_PATH);

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

/** Loads the profile again for every view: the API's answer, or the session's fallback when the call fails. Never rejects. */
export async function reloadUserInfo(fallback?: SessionFallback): Promise<ResolvedUser> {
  const info = await reloadCachedResource(USER_INFO_PATH, loadUserInfo);
  return info ? { ...info, source: "api" } : userFromSession(fallback);
}

/** Forget the cached profile (after binding a code, joining the wait list, accepting an invite). */
export function invalidateUserInfo(): void {
  invalidateCachedResource(USER_INFO_PATH);
}

/**
 * The user for the UI: the API's profile once loaded; before that, or when it fails, the
 * session's fallback. `error` keeps the failure so a page can react to 401.
 */
export function useUserInfo(fallback?: SessionFallback) {
  const state = useCachedResource(USER_INFO_PATH, loadUserInfo, USER_INFO_TTL_MS);
  const { name, email, image } = fallback ?? {};
  const sessionUser = useMemo(() => userFromSession({ name, email, image }), [name, email, image]);
  const user: ResolvedUser = state.data ? { ...state.data, source: "api" } : sessionUser;
  return {
    user,
    isLoading: state.data === undefined && (state.loading || state.error === undefined),
    error: state.error,
    refresh: state.refresh,
  };
}
