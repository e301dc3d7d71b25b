/**
 * Hosts a kind answers itself instead of the product (a deployed lite app's own
 * `<label>.<APPS_DOMAIN>`): the app shell (proxy.ts, the BFF) asks here before anything else runs,
 * so it routes them without naming the kind. One line per kind that has hosts of its own. Light on
 * purpose — no database, no server-only imports, no registry: the Next proxy loads it.
 */
import type { KindHosts } from "./host-types";
import { liteAppHosts } from "./agentic/deploy/hosts";

const KIND_HOSTS: readonly KindHosts[] = [liteAppHosts];

/** The kind whose host the request names, if any. */
export function kindHostOf(host: string | null | undefined): KindHosts | undefined {
  return KIND_HOSTS.find((hosts) => hosts.owns(host));
}
