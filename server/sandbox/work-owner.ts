/**
 * Whose work a request does, for the work it starts (builds, page compiles): set once where a
 * user is known (server/http/require-user.ts) and read where the work is queued, so every call
 * on the way needs no extra argument. A round started by a request keeps its owner after the
 * request has been answered (the store follows the round's promises).
 */
import { AsyncLocalStorage } from "node:async_hooks";

const holder = globalThis as unknown as { __vsWorkOwner?: AsyncLocalStorage<string> };
const owners = (holder.__vsWorkOwner ??= new AsyncLocalStorage<string>());

export function runAsOwner<T>(owner: string, work: () => T): T {
  return owners.run(owner, work);
}

/** The owner of the work in progress, if a user started it. */
export function currentOwner(): string | undefined {
  return owners.getStore();
}
