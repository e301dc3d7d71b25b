import { z } from "zod";

/**
 * How long a sign-in lasts without use: the Auth.js cookie and the server's session row
 * (server/services/sessions.ts) share it, so neither outlives the other.
 */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * POST /user/login's body (BFF → API at sign-in): the identity provider's side of the sign-in,
 * kept with the server session — who and which provider session (the ID token's `iss`, `sub`,
 * `sid`), the ID token (sent back as `id_token_hint` at logout) and the refresh token (the
 * periodic check). Tokens never reach the browser: they live in the session row, sealed.
 */
export const providerSignInSchema = z.object({
  issuer: z.string().min(1).max(2048),
  subject: z.string().min(1).max(1024),
  sid: z.string().min(1).max(1024).nullish(),
  id_token: z.string().min(1).max(32_768).nullish(),
  refresh_token: z.string().min(1).max(32_768).nullish(),
});
export type ProviderSignInBody = z.infer<typeof providerSignInSchema>;
export const loginRequestSchema = z.object({ provider: providerSignInSchema.optional() });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The public path of the back-channel logout endpoint (register it at the provider as `backchannel_logout_uri`). */
export const BACKCHANNEL_LOGOUT_PATH = "/api/auth/backchannel-logout";
