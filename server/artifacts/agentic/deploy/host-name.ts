/**
 * Which deployed app a request's Host names: `<label>.<APPS_DOMAIN>` with any port, one DNS label
 * (a generated name or a custom sub-domain). No database, no server-only imports: the Next proxy
 * uses it to route a request before anything else runs.
 */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function appLabelOfHost(host: string | null | undefined, domain: string): string | null {
  if (!host || !domain) return null;
  const name = host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  const suffix = `.${domain.toLowerCase()}`;
  if (!name.endsWith(suffix)) return null;
  const label = name.slice(0, -suffix.length);
  return LABEL.test(label) ? label : null;
}

/** Paths a deployed app answers with its document (client routing) rather than a 404: not asset-like. */
export function isAssetLike(pathname: string): boolean {
  return /\.[A-Za-z0-9]{1,8}$/.test(pathname.split("/").pop() ?? "");
}
