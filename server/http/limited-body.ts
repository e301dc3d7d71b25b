/**
 * Counts a request body while it streams through and fails it once it passes its limit
 * (DESIGN.md §6): the bytes are never collected, so a 300 MB body costs one chunk of memory
 * and is refused as soon as byte limit + 1 arrives. Used by the API and by the BFF.
 */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body larger than ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/** True when a declared Content-Length already exceeds the limit (refuse before reading). */
export function declaredTooLarge(headers: Headers, limit: number): boolean {
  const declared = headers.get("content-length");
  return declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit;
}

/** A pull-through copy of `body` that errors with BodyTooLargeError after `limit` bytes. */
export function limitedBody(
  body: ReadableStream<Uint8Array>,
  limit: number,
  onOverflow?: (error: BodyTooLargeError) => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let size = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      size += value.byteLength;
      if (size > limit) {
        const error = new BodyTooLargeError(limit);
        onOverflow?.(error);
        controller.error(error);
        // Stop reading: the sender is told 413 instead of being drained to the end.
        await reader.cancel(error).catch(() => {});
        return;
      }
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
