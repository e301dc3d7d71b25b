/**
 * The `state` of a logout on its way through the identity provider: set by the logout route
 * (httpOnly, 10 minutes), compared by the request guard when the provider sends the browser
 * back to "/?state=…". Kept apart so the guard's bundle does not pull in the logout code.
 */
export const LOGOUT_STATE_COOKIE = "vibe_logout_state";
export const LOGOUT_STATE_MAX_AGE = 10 * 60;
