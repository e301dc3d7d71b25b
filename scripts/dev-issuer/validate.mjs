// Validation of the login form. Deliberately loose: the development issuer signs in any
// plausible e-mail address, it only guards against obvious typos and empty names.

// Something@something.tld, no spaces. Matches what users think an e-mail looks like
// without pretending to implement RFC 5322.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const NAME_MAX = 100;
const EMAIL_MAX = 254;

/**
 * @param {{ email?: unknown, name?: unknown }} input raw form fields
 * @returns {{ ok: true, email: string, name: string } | { ok: false, email: string, name: string, errors: { email?: 'invalidEmail', name?: 'nameRequired' } }}
 *   errors hold message keys (devIssuer.*) so the caller renders them in the page language.
 */
export function validateLogin(input) {
  const email = typeof input.email === "string" ? input.email.trim() : "";
  const name = typeof input.name === "string" ? input.name.trim() : "";

  /** @type {{ email?: 'invalidEmail', name?: 'nameRequired' }} */
  const errors = {};
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) errors.email = "invalidEmail";
  if (name.length < 1 || name.length > NAME_MAX) errors.name = "nameRequired";

  return Object.keys(errors).length ? { ok: false, email, name, errors } : { ok: true, email, name };
}
