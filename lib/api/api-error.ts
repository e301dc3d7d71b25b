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

/** errno 4001, 4003, 4004 and 4005 are warnings; the rest are errors (spec §8). */
export function isWarning(errno: number): boolean {
  return errno >= 4001 && errno <= 4005;
}

/** The registration gate (spec §6): the user must bind a code or join the wait list. */
export const GATE_ERRNO = 40003;

/** errno or HTTP status 401: not signed in, or the session expired (spec §8). */
export function isUnauthorized(error: unknown): error is ClientApiError {
  return error instanceof ClientApiError && (error.errno === 401 || error.status === 401);
}

export function isGated(error: unknown): error is ClientApiError {
  return error instanceof ClientApiError && error.errno === GATE_ERRNO;
}
