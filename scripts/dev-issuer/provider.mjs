// oidc-provider configuration for the development issuer: one static confidential client,
// our own interaction pages, auto-consent, RP-initiated logout with translated pages.
import Provider from 'oidc-provider';

import { errorPage, logoutPage, signedOutPage } from './html.mjs';
import { pickLocale } from './messages.mjs';

/** @typedef {import('./config.mjs').ResolvedOptions} ResolvedOptions */
/** @typedef {import('./messages.mjs').MessageCatalog} MessageCatalog */
/** @typedef {import('./accounts.mjs').AccountStore} AccountStore */
/** @typedef {import('./keys.mjs').Jwks} Jwks */

const HOUR = 60 * 60;
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
    clients: [{
      client_id: options.clientId,
      client_secret: options.clientSecret,
      // 'web' is fine with http://localhost redirect URIs as long as the implicit grant is
      // not registered; oidc-provider only forbids http/localhost for implicit web clients.
      application_type: 'web',
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: options.redirectUris,
      post_logout_redirect_uris: options.postLogoutRedirectUris,
    }],
    // client_secret_post is allowed too: the auth method above is only the registered
    // default, and some RPs ignore it.
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    // The claims for each scope; every key also becomes a supported scope.
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'locale', 'picture'],
      phone: ['phone_number', 'phone_number_verified'],
      address: ['address'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email', 'phone', 'address'],
    // Code flow only: keeps discovery honest (no implicit/hybrid) for the one client we have.
    responseTypes: ['code'],
    // Put scope claims into the ID token as well, so the RP can read e-mail/name without a
    // userinfo call (userinfo keeps working).
    conformIdTokenClaims: false,
    findAccount: accounts.findAccount,
    jwks,
    cookies: { keys: cookieKeys },
    // PKCE: oidc-provider's default already verifies S256 whenever the RP sends a challenge
    // (Auth.js does) and only demands it from public clients, which we do not have.
    interactions: {
      url: (/** @type {any} */ _ctx, /** @type {{ uid: string }} */ interaction) => `/interaction/${interaction.uid}`,
    },
    discovery: {
      ui_locales_supported: ['en', 'zh'],
      claims_locales_supported: ['en', 'zh-CN'],
    },
    features: {
      // We serve our own login page; leaving devInteractions on would shadow it and warn.
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(/** @type {any} */ ctx, /** @type {string} */ form) {
          const locale = localeOf(ctx);
          ctx.type = 'html';
          ctx.body = logoutPage({ locale, t: messages[locale], form });
        },
        async postLogoutSuccessSource(/** @type {any} */ ctx) {
          const locale = localeOf(ctx);
          ctx.type = 'html';
          ctx.body = signedOutPage({ locale, t: messages[locale] });
        },
      },
    },
    async renderError(/** @type {any} */ ctx, /** @type {Record<string, unknown>} */ out) {
      const locale = localeOf(ctx);
      ctx.type = 'html';
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
