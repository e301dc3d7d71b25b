import { z } from "zod";

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
