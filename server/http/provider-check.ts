/**
 * The periodic check that ends an app session with the provider's (spec §4: sessions follow
 * the identity provider). A session unchecked for `providerCheckMs` is checked by the next
 * request that uses it: one request takes the check (services/sessions.ts claimProviderCheck),
 * refreshes at the provider with the session's refresh token, and
 *  - the provider answers with tokens: the sign-in stands (rotated tokens are kept);
 *  - the provider refuses (an OAuth error: user disabled, provider session ended, token
 *    revoked, client refused): the session is revoked and this request is a 401;
 *  - no usable answer (down, timeout, 5xx): the session stands until the next check — an
 *    outage of the provider does not sign everybody out.
 * Sessions without a refresh token (providers that issue none) are never checked; they still
 * end with a back-channel logout, the user's own logout or their expiry.
 */
import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import {
  claimProviderCheck,
  recordProviderRefresh,
  revokeSessions,
  type LiveSession,
} from "../services/sessions";

/** True while the sign-in stands; false when the provider refused it (the session is then revoked). */
export async function sessionStandsWithProvider(
  c: Context<AppEnv>,
  userId: string,
  session: LiveSession,
): Promise<boolean> {
  const { identityProvider, providerCheckMs } = c.get("services");
  if (!identityProvider || providerCheckMs <= 0 || !session.checkable) return true;
  // Wall-clock time, like the session's own expiry (services/sessions.ts).
  const now = new Date();
  const dueBefore = new Date(now.getTime() - providerCheckMs);
  if (session.providerCheckedAt && session.providerCheckedAt > dueBefore) return true;
  const db = c.get("db");
  const refreshToken = await claimProviderCheck(db, session.id, dueBefore, now);
  if (!refreshToken) return true; // another request is checking it, or nothing to check with
  const log = c.get("log");
  const outcome = await identityProvider.refresh(refreshToken);
  if (outcome.status === "active") {
    await recordProviderRefresh(db, session.id, outcome);
    log.debug({ userId, sessionId: session.id }, "provider check: sign-in stands");
    return true;
  }
  if (outcome.status === "unavailable") {
    log.warn(
      { userId, sessionId: session.id, issuer: identityProvider.issuer, cause: outcome.cause },
      "provider check: no answer from the identity provider; the session stands until the next check",
    );
    return true;
  }
  await revokeSessions(db, userId, { sessionId: session.id }, now);
  log.info(
    {
      userId,
      sessionId: session.id,
      issuer: identityProvider.issuer,
      error: outcome.error,
      error_description: outcome.description,
      status: outcome.httpStatus,
    },
    "provider check: the identity provider refused the refresh; session ended",
  );
  return false;
}
