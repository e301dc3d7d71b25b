/**
 * The session calls that work without a session (spec §7 "User"): POST /user/clear-cookies —
 * which cookies a 401 clears (the BFF expires them on the same answer) — and
 * POST /user/auth/create/state — a signed state and the sign-in address for a login about to
 * start (the invite page's flow). Mounted before the session check.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { jsonBody } from "../http/validate";
import { signAuthState } from "../auth/auth-state";
import {
  authStateRequestSchema,
  CLEARED_COOKIES,
  KEPT_COOKIES,
  type AuthStateAnswer,
  type ClearCookiesAnswer,
} from "@/lib/contracts/user";

const DEFAULT_AFTER_LOGIN = "/chat";

export const userSessionRoutes = new Hono<AppEnv>()
  .post("/clear-cookies", (c) =>
    ok(c, { cleared: [...CLEARED_COOKIES], kept: [...KEPT_COOKIES] } satisfies ClearCookiesAnswer),
  )
  .post("/auth/create/state", async (c) => {
    const body = await jsonBody(c, authStateRequestSchema);
    const inviteKey = body.inviteKey ? body.inviteKey.toUpperCase() : null;
    const redirect = body.redirect ?? (inviteKey ? `/invite/${inviteKey}` : DEFAULT_AFTER_LOGIN);
    const signed = await signAuthState(
      { productType: body.productType || null, inviteKey, redirect },
      new Date(c.get("services").clock.now()),
    );
    const redirectUri = `/auth/login?${new URLSearchParams({ callbackUrl: redirect, state: signed.state })}`;
    return ok(c, {
      state: signed.state,
      redirectUri,
      expires_at: signed.expiresAt.toISOString(),
    } satisfies AuthStateAnswer);
  });
