/**
 * Deployment settings (DESIGN.md §7), read from the environment when asked (tests change them):
 * APPS_DOMAIN (default `localhost`: `http://<name>.localhost:<port>` needs no set-up), the port
 * the browser reaches the product on (APP_URL's, else PORT, default 3000) and the custom
 * sub-domains a user may hold.
 */
export type Env = Record<string, string | undefined>;

export function appsDomain(env: Env = process.env): string {
  return (env.APPS_DOMAIN?.trim().toLowerCase() || "localhost").replace(/^\.+|\.+$/g, "");
}

export function serverPort(env: Env = process.env): number {
  const port = Number(env.PORT);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : 3000;
}

/** Custom sub-domains per user (spec §9 "custom-domain count limit: value not shown"): CUSTOM_DOMAIN_LIMIT, default 3. */
export function customDomainLimit(env: Env = process.env): number {
  const n = Number(env.CUSTOM_DOMAIN_LIMIT);
  return Number.isInteger(n) && n >= 0 ? n : 3;
}

/**
 * `http://<label>.<APPS_DOMAIN>:<port>`: where a deployed app (or one of its custom sub-domains)
 * answers. Behind a proxy the browser's scheme and port are the public ones (APP_URL), not the
 * port this instance listens on: two instances behind nginx give one address.
 */
export function appUrl(label: string, env: Env = process.env): string {
  const configured = env.APP_URL?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      return `${url.protocol}//${label}.${appsDomain(env)}${url.port ? `:${url.port}` : ""}`;
    } catch {
      // not a URL: the listening port below
    }
  }
  return `http://${label}.${appsDomain(env)}:${serverPort(env)}`;
}
