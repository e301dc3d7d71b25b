/**
 * The errno table of DESIGN.md §3. Services throw ApiError; the app turns it into the envelope.
 * `key` names the message in messages/<locale>.json under `apiErrors`, so errmsg is in the
 * request's language.
 */
export const ERRNO = {
  OK: 0,
  HELPER_FAILED: 1,
  INVALID: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  TOO_MANY: 429,
  INTERNAL: 500,
  NOT_ENOUGH_POINTS: 4001,
  NOT_COMPLIANT: 4003,
  QUOTA_EXCEEDED: 4004,
  LIMIT_REACHED: 4005,
  REGISTRATION_GATE: 40003,
} as const;

export type Errno = (typeof ERRNO)[keyof typeof ERRNO];

/** HTTP status that mirrors each errno class. */
export function statusOf(errno: number): number {
  // Business warnings (4001-4005) and the registration gate are refusals of an allowed caller.
  if (errno === ERRNO.REGISTRATION_GATE || (errno >= 4001 && errno <= 4005)) return 403;
  if ([400, 401, 403, 404, 409, 413, 429, 500].includes(errno)) return errno;
  return errno === ERRNO.HELPER_FAILED ? 200 : 500;
}

export class ApiError extends Error {
  constructor(
    readonly errno: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly details?: Record<string, string>,
  ) {
    super(key);
  }
}
