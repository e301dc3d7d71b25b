/**
 * The texts the browser's API layer shows on its own (spec §8): no answer, a timeout, a failed
 * request, an HTTP failure without a message, an error it cannot classify, an expired session.
 * English until the workspace installs them in the UI language (components/workspace/client-messages.tsx);
 * the API's own errmsg is already in the request's language.
 */
export type ClientMessages = {
  network: string;
  requestFailed: string;
  timeout: (seconds: number) => string;
  /** An HTTP failure whose body names no message: "API response error: {status} - {statusText}". */
  apiResponse: (status: number, statusText: string) => string;
  /** A failure the client cannot classify (not an API answer, not the network). */
  unknown: string;
  notLoggedIn: string;
};

const english: ClientMessages = {
  network: "network error, unable to connect to server",
  requestFailed: "request failed",
  timeout: (s) => `request timeout: no response within ${s} seconds`,
  apiResponse: (status, statusText) => `API response error: ${status} - ${statusText}`,
  unknown: "Unknown error, please contact administrator",
  notLoggedIn: "user not logged in or session expired",
};

let current: ClientMessages = english;

/** The UI installs translated texts once per page (and again when the language changes). */
export function setClientMessages(next: ClientMessages): void {
  current = next;
}

export function clientMessages(): ClientMessages {
  return current;
}
