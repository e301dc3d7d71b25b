/** Cookies of a request read from its header, where no Next.js request context is needed. */

/** The cookie header's pairs (RFC 6265: `name=value; …`, values possibly %-encoded). */
export function parseCookieHeader(header: string): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (value.includes("%")) {
      try {
        value = decodeURIComponent(value);
      } catch {
        /* kept as sent */
      }
    }
    if (name && !jar.has(name)) jar.set(name, value);
  }
  return jar;
}
