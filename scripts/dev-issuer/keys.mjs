// Signing keys and cookie keys. Both are generated per process by default: a restart
// invalidates every session and token, which is acceptable for a development issuer and
// means no secret ever has to be committed or configured.
import { randomBytes } from "node:crypto";
import { exportJWK, generateKeyPair } from "jose";

/**
 * @typedef {{ keys: Array<Record<string, unknown>> }} Jwks
 */

/**
 * Uses `jwksJson` (the DEV_ISSUER_JWKS value: a private JWKS as JSON) when given, so tokens
 * can survive restarts; otherwise generates a fresh RS256 key.
 * @param {string | undefined} jwksJson
 * @returns {Promise<Jwks>}
 */
export async function loadOrGenerateJwks(jwksJson) {
  if (jwksJson) {
    /** @type {Jwks} */
    let jwks;
    try {
      jwks = JSON.parse(jwksJson);
    } catch (cause) {
      throw new Error('DEV_ISSUER_JWKS must be a JSON Web Key Set (JSON with a "keys" array)', { cause });
    }
    if (!Array.isArray(jwks?.keys) || jwks.keys.length === 0) {
      throw new Error('DEV_ISSUER_JWKS must contain at least one private key in "keys"');
    }
    return jwks;
  }

  // extractable so the private key can be exported as a JWK for oidc-provider.
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { keys: [{ ...jwk, kid: `dev-${randomBytes(6).toString("hex")}`, alg: "RS256", use: "sig" }] };
}

/** Random keys for oidc-provider's signed cookies. */
export function generateCookieKeys() {
  return [randomBytes(32).toString("base64url")];
}
