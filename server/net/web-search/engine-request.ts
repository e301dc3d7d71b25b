/**
 * One call to a search engine's JSON API. The engine is the operator's configuration (SearXNG
 * usually runs on a private network), so it is reached with plain fetch, not the SSRF-checked
 * fetcher that pages go through. What it answers is still not trusted: the body is capped, parsed
 * and validated with the caller's schema, and every way of failing becomes a WebSearchError.
 */
import type { z } from "zod";
import { WebSearchError } from "./web-search-error";

/** A search answer is a few KB; anything this large is not one. */
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

export type EngineRequest = {
  engine: "searxng" | "tavily";
  url: string;
  init: RequestInit;
  timeoutMs: number;
  signal?: AbortSignal;
};

async function cappedText(res: Response, engine: EngineRequest["engine"]): Promise<string> {
  const declared = Number(res.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_ANSWER_BYTES)
    throw new WebSearchError(engine, "malformed", `answer too large (${declared} bytes)`);
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new WebSearchError(engine, "malformed", `answer larger than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export async function engineJson<S extends z.ZodType>(
  request: EngineRequest,
  schema: S,
): Promise<z.infer<S>> {
  const { engine } = request;
  const deadline = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
  let text: string;
  let status: number;
  try {
    const res = await fetch(request.url, { ...request.init, signal, redirect: "follow" });
    status = res.status;
    text = await cappedText(res, engine);
  } catch (error) {
    if (error instanceof WebSearchError) throw error;
    if (request.signal?.aborted) throw new WebSearchError(engine, "aborted", "search stopped");
    if (deadline.aborted)
      throw new WebSearchError(engine, "timeout", `no answer within ${request.timeoutMs} ms`);
    throw new WebSearchError(engine, "unreachable", `cannot reach the engine (${(error as Error).message})`);
  }
  if (status < 200 || status >= 300) {
    // SearXNG answers 403 when the JSON format is not enabled in its settings.yml.
    const hint =
      engine === "searxng" && status === 403 ? " (is `json` listed in search.formats of settings.yml?)" : "";
    throw new WebSearchError(engine, "status", `HTTP ${status}${hint}: ${text.slice(0, 200)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new WebSearchError(engine, "malformed", `answer is not JSON: ${JSON.stringify(text.slice(0, 80))}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new WebSearchError(
      engine,
      "malformed",
      `unexpected answer shape at ${first?.path.join(".") || "(root)"}: ${first?.message ?? "invalid"}`,
    );
  }
  return parsed.data;
}
