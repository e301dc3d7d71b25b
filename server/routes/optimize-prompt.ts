/**
 * POST /chats/optimize-prompt (spec §7): an event stream of the rewritten prompt — `content`
 * pieces, `think` if the model reasons, then `done` or `error` — or, with `?format=json` or
 * `Accept: application/json`, `{ optimized_prompt }` in the envelope. Not a chat round: it holds
 * no chat slot and stops when the caller goes away.
 */
import { Hono, type Context } from "hono";
import { randomUUID } from "node:crypto";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { jsonBody } from "../http/validate";
import { ApiError, ERRNO } from "../http/api-error";
import { translate } from "../i18n/api-messages";
import { RoundStream } from "../streams/round-stream";
import { sseResponse } from "../streams/sse-response";
import { optimizePrompt, type OptimizeDeps } from "../services/prompt-optimizer";
import {
  optimizePromptRequestSchema,
  type OptimizePromptAnswer,
  type OptimizePromptEvent,
} from "@/lib/contracts/prompts";

function wantsJson(c: Context<AppEnv>): boolean {
  if (c.req.query("format") === "json") return true;
  const first = c.req.header("Accept")?.split(",")[0]?.trim().toLowerCase();
  return first?.startsWith("application/json") ?? false;
}

export const optimizePromptRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const body = await jsonBody(c, optimizePromptRequestSchema);
  const services = c.get("services");
  const deps: OptimizeDeps = {
    clock: services.clock,
    log: c.get("log"),
    locale: c.get("locale"),
    model: services.resolveModel(undefined, body.mode ?? "normal"),
  };

  if (wantsJson(c)) {
    const optimized = await optimizePrompt(deps, body, undefined, c.req.raw.signal);
    return ok(c, { optimized_prompt: optimized } satisfies OptimizePromptAnswer);
  }

  // The same event log and SSE framing as a round's stream, without a chat or a registry slot.
  const stream = new RoundStream(randomUUID(), "", c.get("user").id);
  const push = (event: OptimizePromptEvent) => stream.push(event);
  void optimizePrompt(deps, body, (piece) => push(piece), c.req.raw.signal)
    .then(() => push({ type: "done", status: "done" }))
    .catch((error: unknown) => {
      const failure = error instanceof ApiError ? error : new ApiError(ERRNO.INTERNAL, "responseError");
      push({
        type: "error",
        errno: failure.errno,
        errmsg: translate(c.get("locale"), `apiErrors.${failure.key}`, failure.params),
      });
    })
    .finally(() => stream.finish());
  return sseResponse(stream);
});
