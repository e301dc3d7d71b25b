/**
 * The errno table of DESIGN.md §3, shared by the API (which answers with it) and the client
 * (which reacts to it, spec §8). HTTP status mirrors the class.
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
  /** A dependency (Redis) is briefly unreachable: try again shortly. */
  UNAVAILABLE: 503,
  NOT_ENOUGH_POINTS: 4001,
  NOT_COMPLIANT: 4003,
  QUOTA_EXCEEDED: 4004,
  LIMIT_REACHED: 4005,
  REGISTRATION_GATE: 40003,
} as const;

export type Errno = (typeof ERRNO)[keyof typeof ERRNO];

/** HTTP status that mirrors each errno class. */
export function statusOf(errno: number): number {
  // Business warnings and the registration gate are refusals of an allowed caller.
  if (errno === ERRNO.REGISTRATION_GATE || isWarning(errno)) return 403;
  if ([400, 401, 403, 404, 409, 413, 429, 500, 503].includes(errno)) return errno;
  return errno === ERRNO.HELPER_FAILED ? 200 : 500;
}

/** Spec §8: exactly these are warnings (4002 is not one of them); every other errno is an error. */
export const WARNING_ERRNOS: readonly number[] = [
  ERRNO.NOT_ENOUGH_POINTS,
  ERRNO.NOT_COMPLIANT,
  ERRNO.QUOTA_EXCEEDED,
  ERRNO.LIMIT_REACHED,
];

export function isWarning(errno: number): boolean {
  return WARNING_ERRNOS.includes(errno);
}
