// Our interaction endpoints (/interaction/:uid…): the login page and automatic consent.
// oidc-provider binds each interaction to a short-lived cookie scoped to its path, so a
// form post only works from the browser that started the authorization request; that is
// the CSRF protection here, plus the uid in the URL having to match the cookie's.
import { errors as oidcErrors } from "oidc-provider";

import { DEMO_ACCOUNT } from "./accounts.mjs";
import { errorPage, loginPage } from "./html.mjs";
import { DEFAULT_LOCALE, languageTag, pickLocale } from "./messages.mjs";
import { validateLogin } from "./validate.mjs";

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {any} Provider  oidc-provider ships no type declarations */
/** @typedef {import('./messages.mjs').MessageCatalog} MessageCatalog */
/** @typedef {import('./messages.mjs').Locale} Locale */
/** @typedef {import('./accounts.mjs').AccountStore} AccountStore */

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?\/?$/;
const BODY_LIMIT = 16 * 1024;

// No scripts on the login page, and it must not be framed (click-jacking a sign-in form).
// No form-action: browsers apply it to the redirect chain back to the app as well.
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'";

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} html
 */
function sendHtml(res, status, html) {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": PAGE_CSP,
    "X-Frame-Options": "DENY",
  });
  res.end(html);
}

/**
 * Reads an application/x-www-form-urlencoded body (small; anything larger is refused).
 * @param {IncomingMessage} req
 * @returns {Promise<URLSearchParams>}
 */
async function readForm(req) {
  let size = 0;
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new oidcErrors.InvalidRequest("request body too large", 413);
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/**
 * @param {object} deps
 * @param {Provider} deps.provider
 * @param {MessageCatalog} deps.messages
 * @param {AccountStore} deps.accounts
 * @param {string} deps.clientId  the only client we auto-consent for
 * @returns {(req: IncomingMessage, res: ServerResponse) => Promise<boolean>} resolves false when the request is not ours
 */
export function createInteractionHandler({ provider, messages, accounts, clientId }) {
  /**
   * Loads the interaction for this browser and checks it is the one named in the URL.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} uid
   */
  async function loadInteraction(req, res, uid) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new oidcErrors.SessionNotFound("interaction mismatch");
    return details;
  }

  /**
   * Grants whatever the consent prompt says is missing, for our own client only, then
   * hands control back to oidc-provider. This is the "no consent screen" behaviour.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {any} details  the Interaction returned by provider.interactionDetails()
   */
  async function autoConsent(req, res, details) {
    const { prompt, params, session } = details;
    if (params.client_id !== clientId || !session?.accountId) {
      throw new oidcErrors.InvalidRequest("consent is only granted automatically for the configured client");
    }
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: session.accountId, clientId });
    if (!grant) throw new oidcErrors.SessionNotFound("grant not found");

    const missing =
      /** @type {{ missingOIDCScope?: string[], missingOIDCClaims?: string[], missingResourceScopes?: Record<string, string[]> }} */ (
        prompt.details
      );
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(" "));
    }
    const grantId = await grant.save();
    // A new grant must be announced; an existing one was updated in place.
    const consent = details.grantId ? {} : { grantId };
    await provider.interactionFinished(req, res, { consent }, { mergeWithLastSubmission: true });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} uid
   */
  async function showPrompt(req, res, uid) {
    const details = await loadInteraction(req, res, uid);
    const locale = pickLocale(details.params.ui_locales);
    if (details.prompt.name === "consent") {
      await autoConsent(req, res, details);
      return;
    }
    if (details.prompt.name !== "login") {
      throw new oidcErrors.InvalidRequest(`unsupported prompt: ${details.prompt.name}`);
    }
    const hint = typeof details.params.login_hint === "string" ? details.params.login_hint : "";
    sendHtml(
      res,
      200,
      loginPage({
        locale,
        t: messages[locale],
        action: `/interaction/${uid}/login`,
        values: { email: hint },
        demo: DEMO_ACCOUNT,
      }),
    );
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} uid
   */
  async function submitLogin(req, res, uid) {
    const details = await loadInteraction(req, res, uid);
    if (details.prompt.name !== "login") {
      // Back button / double submit after login: let the GET route continue the flow.
      res.writeHead(303, { Location: `/interaction/${uid}` }).end();
      return;
    }
    const locale = pickLocale(details.params.ui_locales);
    const result = validateLogin(Object.fromEntries(await readForm(req)));
    if (!result.ok) {
      const t = messages[locale];
      const fieldErrors = {
        email: result.errors.email && t[result.errors.email],
        name: result.errors.name && t[result.errors.name],
      };
      sendHtml(
        res,
        400,
        loginPage({
          locale,
          t,
          action: `/interaction/${uid}/login`,
          values: result,
          errors: fieldErrors,
          demo: DEMO_ACCOUNT,
        }),
      );
      return;
    }
    const account = accounts.upsert({ email: result.email, name: result.name, locale: languageTag(locale) });
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub } },
      { mergeWithLastSubmission: false },
    );
  }

  return async function handleInteraction(req, res) {
    const url = new URL(req.url ?? "/", "http://issuer.invalid");
    const match = ROUTE.exec(url.pathname);
    if (!match) return false;
    const [, uid, login] = match;
    try {
      if (!login && req.method === "GET") await showPrompt(req, res, uid);
      else if (login && req.method === "POST") await submitLogin(req, res, uid);
      else {
        res.writeHead(405, { Allow: login ? "POST" : "GET" }).end();
      }
    } catch (error) {
      renderFailure(res, error);
    }
    return true;
  };

  /**
   * Expired or foreign interactions end up here; show the translated error page rather
   * than a stack trace. The locale is unknown at this point (no interaction), so English.
   * @param {ServerResponse} res
   * @param {unknown} error
   */
  function renderFailure(res, error) {
    const err =
      /** @type {{ statusCode?: number, error?: string, error_description?: string, message?: string, expose?: boolean }} */ (
        error
      );
    const status = err.statusCode ?? 500;
    if (status >= 500) console.error("[dev-issuer] interaction failed:", error);
    if (res.headersSent) {
      res.end();
      return;
    }
    const locale = /** @type {Locale} */ (DEFAULT_LOCALE);
    sendHtml(
      res,
      status,
      errorPage({
        locale,
        t: messages[locale],
        details: {
          error: err.error ?? "server_error",
          error_description: err.expose ? (err.error_description ?? err.message) : undefined,
        },
      }),
    );
  }
}
