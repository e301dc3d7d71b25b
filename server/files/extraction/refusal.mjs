// @ts-check
/**
 * Why a file's text was not read, as a message key (messages/*.json → apiErrors.<key>) with the
 * figures it names. Thrown inside the extraction worker, sent back to the app as plain data.
 */
export class Refusal extends Error {
  /** @param {import("./types").ReasonKey} key @param {Record<string, number>} [params] */
  constructor(key, params = {}) {
    super(key);
    this.key = key;
    this.params = params;
  }
}

/** Thrown by a reader that has what it may keep (its row or character cap): stops the read early. */
export class EnoughRead extends Error {}
