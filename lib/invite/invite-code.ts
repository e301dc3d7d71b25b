/**
 * Invite codes in the browser. A visitor's code survives sign-in in the cookie
 * `vibe_invite_code` (1 day); the invite page clears it once the code has been used.
 * `pendingInvitePath` lets a server component or the request guard resume an invite.
 */
export const INVITE_COOKIE = "vibe_invite_code";
export const INVITE_COOKIE_MAX_AGE = 24 * 60 * 60;

const CODE_FORMAT = /^[A-Za-z0-9_-]{4,64}$/;

export function isValidInviteCode(code: string | null | undefined): code is string {
  return typeof code === "string" && CODE_FORMAT.test(code);
}

export function invitePath(code: string): string {
  return `/invite/${encodeURIComponent(code)}`;
}

/** The invite page to resume from a cookie value, or null when there is none or it is malformed. */
export function pendingInvitePath(cookieValue: string | null | undefined): string | null {
  return isValidInviteCode(cookieValue) ? invitePath(cookieValue) : null;
}

function secureFlag(): string {
  return typeof window !== "undefined" && window.location.protocol === "https:" ? "; Secure" : "";
}

export function rememberInviteCode(code: string): void {
  if (!isValidInviteCode(code)) return;
  document.cookie = `${INVITE_COOKIE}=${encodeURIComponent(code)}; Max-Age=${INVITE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secureFlag()}`;
}

export function forgetInviteCode(): void {
  document.cookie = `${INVITE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secureFlag()}`;
}
