/**
 * The request guard (Next.js 16 proxy): applies the access rules of lib/auth/route-access.ts
 * and the pages' security headers (lib/server/security-headers.ts: a CSP with a per-request
 * nonce, no framing, nosniff…). A guard that fails for any reason sends the visitor Home
 * (spec §2). It also answers the requests Next.js could not route: a path with invalid
 * %-encoding (a 400 envelope under /api, the not-found page elsewhere) and `/api` itself.
 */
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { proxyAuth } from "@/lib/auth/proxy-auth";
import { RETURN_COOKIE, RETURN_COOKIE_MAX_AGE } from "@/lib/auth/return-path";
import { decide, REQUEST_PATH_HEADER } from "@/lib/auth/route-access";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  NONCE_HEADER,
} from "@/lib/server/security-headers";
import { hasInvalidEncoding, apiRefusal } from "@/lib/server/malformed-request";
import { LOGOUT_STATE_COOKIE } from "@/lib/auth/logout-state";
import { kindHostOf } from "@/server/artifacts/hosts";

/** Request headers that carry the nonce to Next.js's renderer, and the policy itself. */
function withNonce(request: NextRequest): { headers: Headers; csp: string } {
  const nonce = createNonce();
  const csp = contentSecurityPolicy(nonce, {
    dev: process.env.NODE_ENV === "development",
    oidcIssuer: process.env.OIDC_ISSUER,
  });
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set("Content-Security-Policy", csp);
  // Set here, never taken from the browser: where the workspace sends a user back after sign-in.
  headers.set(REQUEST_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return { headers, csp };
}

function secured(response: NextResponse, csp?: string): NextResponse {
  applySecurityHeaders(response.headers, csp);
  return response;
}

const guard = proxyAuth((request) => {
  const { pathname, search } = request.nextUrl;
  try {
    const decision = decide(pathname, search, Boolean(request.auth?.user?.id));
    if (decision.action === "login") {
      const login = new URL("/auth/login", request.nextUrl);
      login.searchParams.set("callbackUrl", decision.target);
      const response = NextResponse.redirect(login);
      response.cookies.set(RETURN_COOKIE, decision.target, {
        maxAge: RETURN_COOKIE_MAX_AGE,
        path: "/",
        httpOnly: true,
        sameSite: "lax",
      });
      return secured(response);
    }
    if (decision.action === "redirect")
      return secured(NextResponse.redirect(new URL(decision.to, request.nextUrl)));
    const { headers, csp } = withNonce(request);
    return secured(NextResponse.next({ request: { headers } }), csp);
  } catch {
    return secured(NextResponse.redirect(new URL("/", request.nextUrl)));
  }
});

export async function proxy(request: NextRequest, event: NextFetchEvent) {
  const { pathname } = request.nextUrl;
  // A host a kind answers itself (a deployed lite app's `<label>.<APPS_DOMAIN>`): none of the
  // product's pages, guards or cookies; every page path goes to the kind's route, which sets its
  // own policy.
  const kindHost = kindHostOf(request.headers.get("host"));
  if (kindHost) {
    return NextResponse.rewrite(
      new URL(
        `${kindHost.pagesPath}${pathname === "/" ? "" : pathname}${request.nextUrl.search}`,
        request.url,
      ),
    );
  }
  const isApi = pathname === "/api" || pathname.startsWith("/api/");
  if (isApi) {
    if (hasInvalidEncoding(pathname)) return apiRefusal(request, "badEncoding");
    if (pathname === "/api" || pathname === "/api/") return apiRefusal(request, "notFound");
    return NextResponse.next();
  }
  if (hasInvalidEncoding(pathname)) {
    // Next.js would fail to decode the route's params (a bare 500): show the not-found page.
    const { headers, csp } = withNonce(request);
    return secured(NextResponse.rewrite(new URL("/not-found", request.url), { request: { headers } }), csp);
  }
  // Trailing slashes are redirected here (next.config skipTrailingSlashRedirect) so that `/api/`
  // reaches the line above instead of a redirect.
  if (pathname.length > 1 && pathname.endsWith("/")) {
    const url = new URL(request.url); // a plain URL: NextURL would keep the trailing slash
    url.pathname = pathname.replace(/\/+$/, "") || "/";
    return secured(NextResponse.redirect(url, 308));
  }
  // Back from the provider's logout with the state we sent: the logout is complete, land on a
  // clean "/" (spec §4) and forget the state.
  const state = request.nextUrl.searchParams.get("state");
  if (pathname === "/" && state && state === request.cookies.get(LOGOUT_STATE_COOKIE)?.value) {
    const response = secured(NextResponse.redirect(new URL("/", request.nextUrl), 303));
    response.cookies.delete(LOGOUT_STATE_COOKIE);
    return response;
  }
  try {
    return await (guard as unknown as (r: NextRequest, e: NextFetchEvent) => Promise<Response>)(
      request,
      event,
    );
  } catch {
    return secured(NextResponse.redirect(new URL("/", request.nextUrl)));
  }
}

export const config = {
  matcher: [
    // Pages. Static files, the BFF and Auth.js need no guard; generated HTML (/html/…,
    // /prototype-html/…) is public by design and sets its own sandbox CSP, which must not be
    // overridden by the pages' policy.
    "/((?!api/|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|gallery/|prototype-html/|html/).*)",
    // `/api/` itself, and only those API or generated-HTML paths holding a `%`, the ones that
    // might not decode: the proxy never sees ordinary API requests, whose bodies it would
    // otherwise buffer.
    "/api/",
    "/api/:rest(.*%.*)",
    "/prototype-html/:rest(.*%.*)",
    "/html/:rest(.*%.*)",
  ],
};
