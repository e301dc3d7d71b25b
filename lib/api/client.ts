/**
 * The browser's API client: same-origin /api calls through the BFF, the envelope unwrapped,
 * failures turned into ClientApiError with the spec §8 messages. 25 s timeout by default.
 */
import { ClientApiError } from "./api-error";
import { clientMessages } from "./client-messages";

export const API_TIMEOUT_MS = 25_000;

export async function apiRequest<T>(
  path: string,
  init: RequestInit & { json?: unknown; timeoutMs?: number } = {},
): Promise<T> {
  const { json, timeoutMs = API_TIMEOUT_MS, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("Content-Type", "application/json");
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = rest.signal ? AbortSignal.any([rest.signal, timeout]) : timeout;
  const messages = clientMessages();
  let res: Response;
  try {
    res = await fetch(path, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
      signal,
      credentials: "same-origin",
    });
  } catch (error) {
    if (timeout.aborted) throw new ClientApiError(-1, messages.timeout(timeoutMs / 1000));
    throw error instanceof DOMException && error.name === "AbortError"
      ? error
      : new ClientApiError(-1, messages.network);
  }
  let body: {
    errno?: number;
    errmsg?: string;
    data?: unknown;
    details?: Record<string, string>;
    login_url?: string;
    detail?: unknown;
    message?: unknown;
  } | null = null;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (body && typeof body.errno === "number") {
    if (body.errno !== 0)
      throw new ClientApiError(
        body.errno,
        body.errmsg || messages.requestFailed,
        body.details,
        body.data,
        body.login_url,
        res.status,
      );
    return body.data as T;
  }
  if (!res.ok) {
    // Spec §8: the message comes from detail, message or errmsg, else the generic HTTP text.
    const msg =
      textOf(body?.detail) ??
      textOf(body?.message) ??
      textOf(body?.errmsg) ??
      messages.apiResponse(res.status, res.statusText);
    throw new ClientApiError(res.status, msg, undefined, undefined, undefined, res.status);
  }
  return body as T;
}

function textOf(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value : undefined;
}

export const fetcher = <T>(path: string) => apiRequest<T>(path);
