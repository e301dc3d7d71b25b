/** Where to go after sign-in (spec §4: remembered for 5 minutes). Only our own paths are accepted. */
export const RETURN_COOKIE = "vibe_return_to";
export const RETURN_COOKIE_MAX_AGE = 5 * 60;
export const DEFAULT_AFTER_LOGIN = "/chat";

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (value.startsWith("/auth/") || value.startsWith("/api/")) return null;
  return value;
}
