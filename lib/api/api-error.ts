import { ERRNO } from "@/lib/contracts/errno";

/** A failed API call as the client sees it (spec §8): errno, errmsg, details, data, login_url. */
export class ClientApiError extends Error {
  constructor(
    readonly errno: number,
    message: string,
    readonly details?: Record<string, string>,
    readonly data?: unknown,
    readonly loginUrl?: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export { isWarning } from "@/lib/contracts/errno";

/** The registration gate (spec §6): the user must bind a code or join the wait list. */
export const GATE_ERRNO = ERRNO.REGISTRATION_GATE;

/** errno or HTTP status 401: not signed in, or the session expired (spec §8). */
export function isUnauthorized(error: unknown): error is ClientApiError {
  return error instanceof ClientApiError && (error.errno === 401 || error.status === 401);
}

export function isGated(error: unknown): error is ClientApiError {
  return error instanceof ClientApiError && error.errno === GATE_ERRNO;
}
