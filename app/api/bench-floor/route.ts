/**
 * Next.js's own floor for bench/stream.mjs: an app route handler beside the BFF's
 * (app/api/[...path]) that answers 200 and does nothing else — no session, no API call. The BFF's
 * time above it is what the forward itself costs. It answers only while a bench runs
 * (BENCH_BASELINES=1); otherwise the path goes to the BFF like any other, and the API answers it
 * as the unknown path it is.
 */
import { GET as bff } from "../[...path]/route";

export const dynamic = "force-dynamic";

async function floor(request: Request): Promise<Response> {
  if (process.env.BENCH_BASELINES !== "1") return bff(request);
  if (request.method === "POST") await request.arrayBuffer(); // a stream start sends a small body
  return new Response(null, { status: 200 });
}

export { floor as GET, floor as POST };
