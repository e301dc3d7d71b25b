/** Hosts of a kind's own (server/artifacts/hosts.ts). */

/** The product's API as a kind's host reaches it from the server (the BFF's fetch). */
export type ApiFetcher = (pathAndQuery: string, init?: RequestInit) => Promise<Response>;

export type KindHosts = {
  /** Whether the request's Host header names one of the kind's hosts. */
  owns: (host: string | null | undefined) => boolean;
  /** The app's route its page requests are rewritten to (the path follows it). */
  pagesPath: string;
  /**
   * Answers a page request of one of its hosts (`path`: what follows `pagesPath`). Loaded when a
   * request comes, so the proxy that only asks `owns` stays light.
   */
  serve: (request: Request, path: string, search: string, fetchApi: ApiFetcher) => Promise<Response>;
};
