/** Limits of a deployed app's data API ("size-limited per app"). */
export const LITE_DATA_LIMITS = {
  /** Records in one app, all collections together. */
  records: 2_000,
  /** Bytes of JSON of all its records together. */
  totalBytes: 1024 * 1024,
  /** Bytes of JSON of one record's `data`. */
  recordBytes: 20 * 1024,
  /** Collection names. */
  collection: /^[a-z0-9_-]{1,40}$/,
} as const;
