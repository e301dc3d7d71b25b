// oidc-provider configuration for the development issuer: one static confidential client,
// our own interaction pages, auto-consent, refresh tokens bound to the provider session,
// RP-initiated logout (asks for confirmation unless a valid id_token_hint names the signed-in
// user, like LemonLDAP::NG and Keycloak do) and Back-Channel Logout to the app.
import Provider from "oidc-provider";

import { errorPage, logoutPage, signedOutPage } from "./html.mjs";
import { pickLocale } from "./messages.mjs";

/** @typedef {import('./config.mjs').ResolvedOptions} ResolvedOptions */
/** @typedef {import('./messages.mjs').MessageCatalog} MessageCatalog */
/** @typedef {import('./accounts.mjs').AccountStore} AccountStore */
/** @typedef {import('./keys.mjs').Jwks} Jwks */

const HOUR = 60 * 60;

/**
 * Where "stay signed in" leads: back to the app, with its state like a finished logout would.
 * @param {string} uri
 * @param {unknown} state
 */
function withState(uri, state) {
  const url = new URL(uri);
  if (typeof state === "string" && state) url.searchParams.set("state", state);
  return url.href;
}
const DAY = 24 * HOUR;

/**
 * `ui_locales` from the current request, if oidc-provider has parsed it (end_session does;
 * the success page and some error paths have none, so they fall back to English).
 * @param {any} ctx
 */
function localeOf(ctx) {
  return pickLocale(ctx.oidc?.params?.ui_locales);
}

/**
 * @param {object} input
 * @param {string} input.issuer
 * @param {ResolvedOptions} input.options
 * @param {Jwks} input.jwks
 * @param {string[]} input.cookieKeys
 * @param {MessageCatalog} input.messages
 * @param {AccountStore} input.accounts
 */
export function createProvider({ issuer, options, jwks, cookieKeys, messages, accounts }) {
  // oidc-provider ships no type declarations, hence the loose `any` annotations below.
  const configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        // 'web' is fine with http://localhost redirect URIs as long as the implicit grant is
        // not registered; oidc-provider only forbids http/localhost for implicit web clients.
        application_type: "web",
        token_endpoint_auth_method: "client_secret_basic",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        backchannel_logout_uri: options.backchannelLogoutUri,
        // Logout tokens name the provider session (`sid`), which ID tokens then carry too.
        backchannel_logout_session_required: true,
      },
    ],
    // client_secret_post is allowed too: the auth method above is only the registered
    // default, and some RPs ignore it.
    clientAuthMethods: ["client_secret_basic", "client_secret_post"],
    // The claims for each scope; every key also becomes a supported scope.
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "locale", "picture"],
      phone: ["phone_number", "phone_number_verified"],
      address: ["address"],
    },
    scopes: ["openid", "offline_access", "profile", "email", "phone", "address"],
    // Code flow only: keeps discovery honest (no implicit/hybrid) for the one client we have.
    responseTypes: ["code"],
    // Put scope claims into the ID token as well, so the RP can read e-mail/name without a
    // userinfo call (userinfo keeps working).
    conformIdTokenClaims: false,
    findAccount: accounts.findAccount,
    // A refresh token for every sign-in of a client allowed the grant, not only with
    // offline_access: without offline_access it is bound to the provider session and dies with
    // it, which is what the app's periodic check asks the provider about.
    issueRefreshToken: async (/** @type {any} */ _ctx, /** @type {any} */ client) =>
      client.grantTypeAllowed("refresh_token"),
    jwks,
    cookies: { keys: cookieKeys },
    // PKCE: oidc-provider's default already verifies S256 whenever the RP sends a challenge
    // (Auth.js does) and only demands it from public clients, which we do not have.
    interactions: {
      url: (/** @type {any} */ _ctx, /** @type {{ uid: string }} */ interaction) =>
        `/interaction/${interaction.uid}`,
    },
    discovery: {
      ui_locales_supported: ["en", "zh"],
      claims_locales_supported: ["en", "zh-CN"],
    },
    features: {
      // We serve our own login page; leaving devInteractions on would shadow it and warn.
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(/** @type {any} */ ctx, /** @type {string} */ form) {
          const locale = localeOf(ctx);
          // oidc-provider has validated a hint it kept (signature, audience); it must also name
          // the user signed in here, or anyone's old ID token would skip the question.
          const hint = ctx.oidc.entities.IdTokenHint;
          const confirmed = Boolean(hint && hint.payload?.sub === ctx.oidc.session?.accountId);
          const cancelUrl = ctx.oidc.params.post_logout_redirect_uri
            ? withState(ctx.oidc.params.post_logout_redirect_uri, ctx.oidc.params.state)
            : undefined;
          ctx.type = "html";
          ctx.body = logoutPage({ locale, t: messages[locale], form, confirmed, cancelUrl });
        },
        async postLogoutSuccessSource(/** @type {any} */ ctx) {
          const locale = localeOf(ctx);
          ctx.type = "html";
          ctx.body = signedOutPage({ locale, t: messages[locale] });
        },
      },
    },
    // oidc-provider refuses outgoing requests to loopback and private addresses (an SSRF guard
    // for clients registered by strangers). Our one client is the app on this machine, whose
    // back-channel logout URI is a loopback address: let those through.
    fetch: (/** @type {string} */ url, /** @type {RequestInit & { dispatcher?: unknown }} */ options) =>
      globalThis.fetch(url, { ...options, dispatcher: undefined }),
    async renderError(/** @type {any} */ ctx, /** @type {Record<string, unknown>} */ out) {
      const locale = localeOf(ctx);
      ctx.type = "html";
      ctx.body = errorPage({ locale, t: messages[locale], details: out });
    },
    // Explicit TTLs (also silences oidc-provider's "you should change this" notices).
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      RefreshToken: DAY,
      Session: DAY,
      Grant: DAY,
    },
  };

  return new Provider(issuer, configuration);
}
