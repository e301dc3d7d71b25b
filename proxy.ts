/**
 * The request guard (Next.js 16 proxy): applies the access rules of lib/auth/route-access.ts.
 * A guard that fails for any reason sends the visitor Home (spec §2).
 */
import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { proxyAuth } from "@/lib/auth/proxy-auth";
import { RETURN_COOKIE, RETURN_COOKIE_MAX_AGE } from "@/lib/auth/return-path";
import { decide } from "@/lib/auth/route-access";

const guard = proxyAuth((request) => {
  const { pathname, search } = request.nextUrl;
  try {
    const decision = decide(pathname, search, Boolean(request.auth?.user?.id));
    if (decision.action === "login") {
      const login = new URL("/auth/login", request.nextUrl);
      login.searchParams.set("callbackUrl", decision.target);
      const response = NextResponse.redirect(login);
      response.cookies.set(RETURN_COOKIE, decision.target, { maxAge: RETURN_COOKIE_MAX_AGE, path: "/", httpOnly: true, sameSite: "lax" });
      return response;
    }
    if (decision.action === "redirect") return NextResponse.redirect(new URL(decision.to, request.nextUrl));
    return NextResponse.next();
  } catch {
    return NextResponse.redirect(new URL("/", request.nextUrl));
  }
});

export async function proxy(request: NextRequest, event: NextFetchEvent) {
  try {
    return await (guard as unknown as (r: NextRequest, e: NextFetchEvent) => Promise<Response>)(request, event);
  } catch {
    return NextResponse.redirect(new URL("/", request.nextUrl));
  }
}

export const config = {
  // Static files, the BFF and Auth.js need no guard; generated HTML is public by design.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml|gallery/|prototype-html/).*)"],
};
