/**
 * Calls the product API: in-process through its fetch handler when API_ROOT is unset,
 * over HTTP to a separately started API (`npm run api`) when it is set (DESIGN.md §1).
 * Server-only.
 */

const IN_PROCESS_ORIGIN = "http://api.internal";

export async function apiFetch(pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
  const root = process.env.API_ROOT?.replace(/\/+$/, "");
  if (root) return fetch(`${root}${pathAndQuery}`, { ...init, cache: "no-store" });
  const { sharedApp } = await import("@/server/app");
  return sharedApp().fetch(new Request(`${IN_PROCESS_ORIGIN}${pathAndQuery}`, init));
}
