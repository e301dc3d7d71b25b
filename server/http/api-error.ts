/**
 * Services throw ApiError (errno of DESIGN.md §3, from the contract); the app turns it into the envelope.
 * `key` names the message in messages/<locale>.json under `apiErrors`, so errmsg is in the
 * request's language.
 */
export { ERRNO, statusOf, type Errno } from "@/lib/contracts/errno";

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
