/**
 * Auth.js's own routes. Its POST handlers read the whole body (forms, JSON) before anything
 * else, so bodies are capped here, counted while they stream in (DESIGN.md §6): Auth.js's own
 * requests are a few hundred bytes.
 */
import { NextRequest } from "next/server";
import { getTranslations } from "next-intl/server";
import { handlers } from "@/lib/auth/auth";
import { declaredTooLarge, limitedBody } from "@/server/http/limited-body";

const AUTH_BODY_LIMIT = 64 * 1024;

export const { GET } = handlers;

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
