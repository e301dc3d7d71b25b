/**
 * The browser's API client: same-origin /api calls through the BFF, the envelope unwrapped,
 * failures turned into ClientApiError with the spec §8 messages. 25 s timeout by default.
 */
import { ClientApiError } from "./api-error";

export const API_TIMEOUT_MS = 25_000;

export type ClientMessages = { network: string; requestFailed: string; timeout: (seconds: number) => string };

const fallbackMessages: ClientMessages = {
  network: "network error, unable to connect to server",
  requestFailed: "request failed",
  timeout: (s) => `request timeout: no response within ${s} seconds`,
};

let messages = fallbackMessages;
/** The UI installs translated texts once (see components/providers). */
export function setClientMessages(next: ClientMessages) {
  messages = next;
}

export async function apiRequest<T>(path: string, init: RequestInit & { json?: unknown; timeoutMs?: number } = {}): Promise<T> {
  const { json, timeoutMs = API_TIMEOUT_MS, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("Content-Type", "application/json");
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = rest.signal ? AbortSignal.any([rest.signal, timeout]) : timeout;
  let res: Response;
  try {
    res = await fetch(path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body, signal, credentials: "same-origin" });
  } catch (error) {
    if (timeout.aborted) throw new ClientApiError(-1, messages.timeout(timeoutMs / 1000));
    throw error instanceof DOMException && error.name === "AbortError" ? error : new ClientApiError(-1, messages.network);
  }
  let body: { errno?: number; errmsg?: string; data?: unknown; details?: Record<string, string>; login_url?: string; detail?: string; message?: string } | null = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (body && typeof body.errno === "number") {
    if (body.errno !== 0)
      throw new ClientApiError(body.errno, body.errmsg || messages.requestFailed, body.details, body.data, body.login_url, res.status);
    return body.data as T;
  }
  if (!res.ok) {
    const msg = body?.detail ?? body?.message ?? `API response error: ${res.status} - ${res.statusText}`;
    throw new ClientApiError(res.status, msg, undefined, undefined, undefined, res.status);
  }
  return body as T;
}

export const fetcher = <T>(path: string) => apiRequest<T>(path);
