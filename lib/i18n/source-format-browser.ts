/**
 * In the browser `@/lib/i18n/source-format` is this (next.config.ts): the client's messages are
 * compiled, so the ICU parser stays out of the bundle. See format-message.ts.
 */
export const formatSource = null;
