/**
 * Security headers of the app's pages (DESIGN.md §6), set by the request proxy:
 * - a Content-Security-Policy with a fresh nonce per request: Next.js reads it from the request
 *   header and puts it on its own scripts, so no other script can run ('strict-dynamic');
 * - no framing (frame-ancestors 'none' and X-Frame-Options), nosniff, a Referrer-Policy and a
 *   Permissions-Policy that turns off device features the app never uses.
 * Generated pages (sandboxed previews) are served by their own routes with their own sandbox
 * CSP and are not touched by this.
 */
export const NONCE_HEADER = "x-nonce";

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(
  nonce: string,
  opts: { dev?: boolean; oidcIssuer?: string } = {},
): string {
  // Logout is a form post that ends with a redirect to the identity provider's end-session
  // page; browsers check form-action along the redirect chain.
  const issuer = originOf(opts.oidcIssuer);
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ""}`,
    // React and Tailwind set inline styles; mermaid diagrams render inline <style> too.
    "style-src 'self' 'unsafe-inline'",
    // Avatars come from the identity provider (any https host); exports and previews use data:/blob:.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // Sandboxed previews of generated pages are same-origin documents with their own sandbox CSP.
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${issuer ? ` ${issuer}` : ""}`,
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

export function applySecurityHeaders(headers: Headers, csp?: string): void {
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) headers.set(name, value);
  if (csp) headers.set("Content-Security-Policy", csp);
}
