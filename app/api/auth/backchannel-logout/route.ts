/**
 * OpenID Connect Back-Channel Logout: the address to register at the identity provider
 * (`<APP_URL>/api/auth/backchannel-logout`). The provider posts its signed logout token here,
 * server to server (no browser, no cookies, no Origin check); the API verifies it and revokes
 * the sessions it names (server/routes/backchannel-logout.ts). A logout token is a few hundred
 * bytes, so bodies are capped while they stream in.
 */
import { getTranslations } from "next-intl/server";
import { apiFetch } from "@/lib/server/api-fetch";
import { BACKCHANNEL_LOGOUT_PATH } from "@/lib/contracts/session";
import { BodyTooLargeError, declaredTooLarge, limitedBody } from "@/server/http/limited-body";

export const dynamic = "force-dynamic";

const BODY_LIMIT = 64 * 1024;

function answer(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

export async function POST(request: Request): Promise<Response> {
  // The app's envelope and the spec's OAuth-style fields in one answer, like the API's refusals.
  const tooLarge = async () => {
    const t = await getTranslations("apiErrors");
    const errmsg = t("bodyTooLarge", { maxKb: BODY_LIMIT / 1024 });
    return answer(413, {
      errno: 413,
      errmsg,
      data: null,
      error: "invalid_request",
      error_description: `the body is larger than ${BODY_LIMIT} bytes`,
    });
  };
  if (declaredTooLarge(request.headers, BODY_LIMIT)) return tooLarge();
  let body = "";
  try {
    if (request.body) body = await new Response(limitedBody(request.body, BODY_LIMIT)).text();
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge();
    throw error;
  }
  const upstream = await apiFetch(BACKCHANNEL_LOGOUT_PATH, {
    method: "POST",
    headers: { "content-type": request.headers.get("content-type") ?? "" },
    body,
  });
  const headers = new Headers({ "Cache-Control": "no-store" });
  const type = upstream.headers.get("content-type");
  if (type) headers.set("content-type", type);
  return new Response(upstream.status === 200 ? null : await upstream.text(), {
    status: upstream.status,
    headers,
  });
}
