/**
 * Auth.js's own routes. Its POST handlers read the whole body (forms, JSON) before anything
 * else, so bodies are capped here, counted while they stream in (DESIGN.md §6): Auth.js's own
 * requests are a few hundred bytes.
 *
 * A sign-in that fails on the way back from the provider (the callback: provider down, client
 * refused, an error from the provider) ends on our own error page, told which kind it was
 * (lib/auth/sign-in-failure.ts), never on Auth.js's bare "Server error" page.
 */
import { NextRequest } from "next/server";
import { getTranslations } from "next-intl/server";
import { handlers } from "@/lib/auth/auth";
import { captureSignInFailure, signInErrorUrl } from "@/lib/auth/sign-in-failure";
import { publicOrigin } from "@/lib/server/public-origin";
import { declaredTooLarge, limitedBody } from "@/server/http/limited-body";

const AUTH_BODY_LIMIT = 64 * 1024;

export async function GET(request: NextRequest): Promise<Response> {
  const { result, thrown, detail } = await captureSignInFailure(() => handlers.GET(request), request);
  if (!detail) {
    if (thrown) throw thrown;
    return result!;
  }
  const headers = new Headers({
    Location: signInErrorUrl(publicOrigin(request), detail.reason),
    "Cache-Control": "no-store",
  });
  // Auth.js's answer may expire its check cookies (state, PKCE): keep those.
  for (const cookie of result?.headers.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}

async function tooLarge(): Promise<Response> {
  const t = await getTranslations("apiErrors");
  return Response.json(
    { errno: 413, errmsg: t("bodyTooLarge", { maxKb: AUTH_BODY_LIMIT / 1024 }), data: null },
    { status: 413, headers: { "Cache-Control": "no-store" } },
  );
}

export async function POST(request: NextRequest): Promise<Response> {
  if (!request.body) return handlers.POST(request);
  if (declaredTooLarge(request.headers, AUTH_BODY_LIMIT)) return tooLarge();
  let overflow = false;
  const limited = new NextRequest(request.url, {
    method: "POST",
    headers: request.headers,
    body: limitedBody(request.body, AUTH_BODY_LIMIT, () => (overflow = true)),
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
  const response = await handlers.POST(limited).catch((error: unknown) => {
    if (overflow) return null;
    throw error;
  });
  // Auth.js answers a body it could not read with its own error; the real reason is the size.
  return overflow || !response ? tooLarge() : response;
}
