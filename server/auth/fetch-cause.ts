/**
 * What an operator needs from a failed call to the identity provider: the code of the network
 * error under the `TypeError: fetch failed` (ECONNREFUSED, ENOTFOUND, ECONNRESET,
 * UND_ERR_CONNECT_TIMEOUT…), ETIMEDOUT for our own timeouts, else the error's message.
 */
export function causeCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    const e = current as { code?: unknown; name?: unknown; cause?: unknown; err?: unknown };
    if (typeof e.code === "string" && !e.code.startsWith("OAUTH_") && !e.code.startsWith("ERR_JW"))
      return e.code;
    if (e.name === "TimeoutError" || e.name === "AbortError") return "ETIMEDOUT";
    current = e.cause ?? e.err;
  }
  return error instanceof Error ? error.message : String(error);
}

/** True when the cause is the provider being out of reach (network, DNS, TLS, timeout), not an answer. */
export function isUnreachable(error: unknown): boolean {
  return /^(E[A-Z]+|UND_ERR_[A-Z_]+|ERR_TLS_[A-Z_]+|CERT_[A-Z_]+|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_[A-Z_]+)$/.test(
    causeCode(error),
  );
}
