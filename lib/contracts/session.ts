/**
 * How long a sign-in lasts without use: the Auth.js cookie and the server's session row
 * (server/services/sessions.ts) share it, so neither outlives the other.
 */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * POST: expires the cookies a 401 clears (lib/contracts/user.ts CLEARED_COOKIES). Here, in a file
 * without zod, because the browser's error handler loads before the workspace makes zod jitless.
 */
export const CLEAR_COOKIES_PATH = "/api/user/clear-cookies";
