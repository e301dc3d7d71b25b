/**
 * The request guard (Next.js 16 proxy). Forced-login routes send visitors to sign-in and
 * remember the target for 5 minutes (spec §2, §6). Issue #3 widens this to every route rule.
 */
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { proxyAuth } from "@/lib/auth/proxy-auth";
import { RETURN_COOKIE, RETURN_COOKIE_MAX_AGE } from "@/lib/auth/return-path";

const FORCED_LOGIN = [/^\/chat(\/|$)/, /^\/import(\/|$)/, /^\/wait(\/|$)/];

const guard = proxyAuth((request) => {
  const { pathname, search } = request.nextUrl;
  const signedIn = Boolean(request.auth?.user?.id);
  if (FORCED_LOGIN.some((re) => re.test(pathname)) && !signedIn) {
    const target = `${pathname}${search}`;
    const login = new URL("/auth/login", request.nextUrl);
    login.searchParams.set("callbackUrl", target);
    const response = NextResponse.redirect(login);
    response.cookies.set(RETURN_COOKIE, target, { maxAge: RETURN_COOKIE_MAX_AGE, path: "/", httpOnly: true, sameSite: "lax" });
    return response;
  }
  if ((pathname === "/" || pathname === "/vibecoding") && signedIn) {
    return NextResponse.redirect(new URL("/chat", request.nextUrl));
  }
  return NextResponse.next();
});

export function proxy(request: NextRequest, event: NextFetchEvent) {
  return (guard as unknown as (r: NextRequest, e: NextFetchEvent) => Promise<Response>)(request, event);
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml).*)"],
};
