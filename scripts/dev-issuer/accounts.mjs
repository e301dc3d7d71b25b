// In-memory accounts for the development issuer. Any e-mail + name is accepted; the
// subject identifier is derived from the e-mail so the same person gets the same `sub`
// across sign-ins and issuer restarts (the app keys its users on `sub`).
import { createHash } from "node:crypto";

/**
 * @typedef {object} DevAccount
 * @property {string} sub
 * @property {string} email        lower-cased
 * @property {string} name
 * @property {string} locale       BCP 47 tag of the language the user signed in with
 * @property {string} [picture]
 * @property {string} [phoneNumber]
 * @property {{ formatted: string }} [address]
 */

export const DEMO_ACCOUNT = Object.freeze({ email: "demo@vibestudio.dev", name: "Demo PM" });

/**
 * Stable subject for an e-mail address: case-insensitive, opaque, no PII in the token.
 * @param {string} email
 */
export function subjectFor(email) {
  const digest = createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return `dev-${digest.slice(0, 24)}`;
}

export function createAccountStore() {
  /** @type {Map<string, DevAccount>} */
  const accounts = new Map();

  return {
    /**
     * Records (or refreshes) the profile entered on the login page.
     * @param {{ email: string, name: string, locale: string }} input
     * @returns {DevAccount}
     */
    upsert({ email, name, locale }) {
      const normalized = email.trim().toLowerCase();
      const sub = subjectFor(normalized);
      /** @type {DevAccount} */
      const account = { ...accounts.get(sub), sub, email: normalized, name: name.trim(), locale };
      accounts.set(sub, account);
      return account;
    },

    /**
     * oidc-provider's `findAccount`. Returning undefined for unknown subjects makes the
     * provider treat the session as gone (e.g. after a restart wiped this map).
     * @param {unknown} _ctx
     * @param {string} sub
     */
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        // Return everything we have; oidc-provider filters by granted scopes/claims.
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: true,
            name: account.name,
            locale: account.locale,
            ...(account.picture ? { picture: account.picture } : {}),
            ...(account.phoneNumber
              ? { phone_number: account.phoneNumber, phone_number_verified: false }
              : {}),
            ...(account.address ? { address: account.address } : {}),
          };
        },
      };
    },
  };
}

/** @typedef {ReturnType<typeof createAccountStore>} AccountStore */
