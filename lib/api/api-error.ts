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
