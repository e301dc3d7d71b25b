/**
 * How long a sign-in lasts without use: the Auth.js cookie and the server's session row
 * (server/services/sessions.ts) share it, so neither outlives the other.
 */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
