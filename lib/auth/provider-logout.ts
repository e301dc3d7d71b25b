/**
 * RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0): the address that ends the user's
 * session at the provider and brings the browser back to `<APP_URL>/`. It carries the session's
 * ID token as `id_token_hint` (kept by the API with the session, never in the browser), which is
 * what lets LemonLDAP::NG, Keycloak and the development issuer end the session without asking,
 * and a `state` the app checks when the browser comes back (proxy.ts).
 *
 * Null when there is nothing to send the browser to: no issuer configured, or a provider
 * without an `end_session_endpoint` — then only the app's session ends (README: the provider
 * session stays, so the next sign-in may not ask for a password).
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { appLog } from "@/lib/server/app-log";
import { causeCode } from "@/server/auth/fetch-cause";
import { configuredIssuer, providerMetadata } from "./provider-metadata";

export { LOGOUT_STATE_COOKIE, LOGOUT_STATE_MAX_AGE } from "./logout-state";

export function newLogoutState(): string {
  return randomBytes(16).toString("base64url");
}

export async function providerLogoutUrl(opts: {
  origin: string;
  idTokenHint: string | null;
  state: string;
  locale: string;
}): Promise<string | null> {
  const issuer = configuredIssuer();
  if (!issuer) return null;
  let endpoint: string | undefined;
  try {
    endpoint = (await providerMetadata(issuer)).end_session_endpoint;
  } catch (error) {
    appLog.warn(
      { issuer, cause: causeCode(error) },
      "logout: the identity provider's discovery could not be read; only the app session ended",
    );
    return null;
  }
  if (!endpoint) {
    appLog.info(
      { issuer },
      "logout: the identity provider has no end_session_endpoint; only the app session ended",
    );
    return null;
  }
  const url = new URL(endpoint);
  url.searchParams.set("client_id", process.env.OIDC_CLIENT_ID ?? "");
  url.searchParams.set("post_logout_redirect_uri", `${opts.origin}/`);
  url.searchParams.set("state", opts.state);
  url.searchParams.set("ui_locales", opts.locale);
  if (opts.idTokenHint) url.searchParams.set("id_token_hint", opts.idTokenHint);
  return url.toString();
}
