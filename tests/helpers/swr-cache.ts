import { mutate } from "swr";

/**
 * Empties SWR's global cache between tests (the user's cached reads live there): every key's
 * value and error go, and its deduplication marker too, so the next mount asks the API again.
 * Call it when no view is mounted (React Testing Library unmounts after each test).
 */
export async function forgetSwrCache(): Promise<void> {
  await mutate(() => true, undefined);
}
