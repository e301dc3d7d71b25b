/** Hosts of a kind's own (server/artifacts/hosts.ts). */
export type KindHosts = {
  /** Whether the request's Host header names one of the kind's hosts. */
  owns: (host: string | null | undefined) => boolean;
  /** The app's route its page requests are rewritten to (the path follows it). */
  pagesPath: string;
};
