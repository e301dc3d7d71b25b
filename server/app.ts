/**
 * The product API: a plain Hono app under /api (spec §7 paths). It knows nothing about
 * Next.js; the BFF calls its fetch handler in-process, `npm run api` serves it on its own port.
 */
import "server-only";
import { Hono } from "hono";
import { randomUUID } from "node:crypto";
import type { AppEnv } from "./http/app-env";
import { ApiError, ERRNO } from "./http/api-error";
import { fail } from "./http/envelope";
import { rootLogger } from "./http/logger";
import { requireUser } from "./http/require-user";
import { localeFromHeader } from "./i18n/api-messages";
import type { Db } from "./db/client";
import { sharedDatabase } from "./app-database";
import { createAppServices, type AppServices } from "./app-services";
import { SharedRoundRegistry } from "./streams/shared-round-registry";
import { settleLostRound } from "./engine/lost-round";
import { isConnectionFault } from "./db/connection-faults";
import { readinessRoutes } from "./routes/readiness";
import { metricsRoutes } from "./routes/metrics-route";
import { openApiRoutes } from "./routes/openapi-route";
import { recordRequest } from "./ops/metrics";
import { installGracefulShutdown } from "./ops/graceful-shutdown";
import { chatRoutes } from "./routes/chats";
import { chatCatalogRoutes } from "./routes/chat-catalog";
import { messageLikeRoutes } from "./routes/message-likes";
import { optimizePromptRoutes } from "./routes/optimize-prompt";
import { feedbackRoutes } from "./routes/feedback";
import { spaceRoutes } from "./routes/space";
import { userSessionRoutes } from "./routes/user-session";
import { fileRoutes } from "./routes/files";
import { knowledgeBaseRoutes } from "./routes/knowledge-base";
import { knowledgeRoutes } from "./routes/knowledge";
import { notificationRoutes } from "./routes/notifications";
import { loginRoutes } from "./routes/login";
import { backchannelLogoutRoutes } from "./routes/backchannel-logout";
import { modelRoutes } from "./routes/models";
import { userRoutes } from "./routes/user";
import { operatorRoutes } from "./routes/operator";
import { inviteCheckRoutes } from "./routes/user-invites";
import { requireAdmitted } from "./http/require-admitted";
import { createVersionRoutes } from "./routes/versions";
import { createEditRoutes } from "./routes/artifact-edits";
import { requestGuards } from "./http/request-guards";
import { asTooLarge, bodyLimit } from "./http/body-limit";

/** API answers are never stored by browsers or shared caches; event streams keep their own. */
function markUncacheable(res: Response) {
  if (!res.headers.get("content-type")?.startsWith("text/event-stream"))
    res.headers.set("Cache-Control", "no-store");
}

export type AppDeps = { db?: Db; services?: Partial<AppServices> };

export function createApp(deps: AppDeps = {}) {
  const services = createAppServices(deps.services);
  // Several instances (REDIS_URL): a round whose instance died is settled by the one that adopts it.
  if (services.registry instanceof SharedRoundRegistry) {
    services.registry.onLostRound(async (lost) =>
      settleLostRound(deps.db ?? (await sharedDatabase()).db, rootLogger, lost),
    );
  }
  // Not strict: `/api/chats/` is `/api/chats` (Next.js no longer redirects trailing slashes first).
  const app = new Hono<AppEnv>({ strict: false }).basePath("/api");

  app.use(async (c, next) => {
    const requestId = c.req.header("X-Request-Id")?.slice(0, 100) || randomUUID();
    const log = rootLogger.child({ requestId });
    c.set("requestId", requestId);
    c.set("locale", localeFromHeader(c.req.header("Accept-Language")));
    c.set("log", log);
    c.set("services", services);
    c.set("db", deps.db ?? (await sharedDatabase()).db);
    const started = performance.now();
    await next();
    c.header("X-Request-Id", requestId);
    markUncacheable(c.res);
    const ms = performance.now() - started;
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(ms) }, "request");
    // By route pattern (`/api/chats/:id/stream`), never by path: ids would make every chat a series.
    recordRequest(c.req.method, c.req.routePath, c.res.status, ms / 1000);
  });

  app.onError((error, c) => {
    c.header("Cache-Control", "no-store");
    const tooLarge = asTooLarge(error); // a handler that read the body itself, not via jsonBody
    if (tooLarge) return fail(c, tooLarge);
    if (error instanceof ApiError) {
      c.header("X-Request-Id", c.get("requestId"));
      return fail(c, error);
    }
    if (isConnectionFault(error)) {
      // The database is restarting or unreachable: a clear "try again", not an internal error (reads were retried already).
      (c.get("log") ?? rootLogger).warn({ err: error }, "database unreachable");
      c.header("Retry-After", "5");
      c.header("X-Request-Id", c.get("requestId"));
      return fail(c, new ApiError(ERRNO.UNAVAILABLE, "databaseUnavailable"));
    }
    (c.get("log") ?? rootLogger).error({ err: error }, "unhandled error");
    c.header("X-Request-Id", c.get("requestId"));
    return fail(c, new ApiError(ERRNO.INTERNAL, "internal", { requestId: c.get("requestId") ?? "" }));
  });
  app.notFound((c) => fail(c, new ApiError(ERRNO.NOT_FOUND, "routeNotFound")));

  app.use(requestGuards); // bad %-encoding or NUL in the path or query: 400 before anything else
  app.use(bodyLimit); // every body counted while it streams in: 413 past its limit

  app.route("/", readinessRoutes); // /health and /ready, for load balancers: no session
  app.route("/", metricsRoutes); // /metrics, for a scraper holding METRICS_TOKEN
  app.route("/", openApiRoutes); // /openapi.json, this API described: no session
  // `/api` (and `/api/`) names nothing, for visitors and users alike.
  app.all("/", (c) => fail(c, new ApiError(ERRNO.NOT_FOUND, "routeNotFound")));
  app.route("/user/login", loginRoutes);
  app.route("/auth/backchannel-logout", backchannelLogoutRoutes); // the provider's logout token, signed by it
  app.route("/user/invite/check", inviteCheckRoutes); // public: the invite page checks before sign-in
  app.route("/user", userSessionRoutes); // public: clear-cookies (after a 401) and the login state
  app.route("/operator", operatorRoutes); // `Authorization: Operator <token>`, never a user
  // Public reads of artifact kinds (HTML view, shared views: spec §2 "no login").
  for (const artifact of services.kinds.all())
    if (artifact.publicRoutes) app.route("/", artifact.publicRoutes);

  app.use("*", requireUser);
  app.use("*", requireAdmitted); // errno 40003 for users the registration gate holds
  app.route("/models", modelRoutes);
  app.route("/user", userRoutes);
  app.route("/chats", chatCatalogRoutes); // static paths (modes, prompts) before /chats/:id
  app.route("/chats/optimize-prompt", optimizePromptRoutes);
  app.route("/chats", chatRoutes);
  app.route("/messages", messageLikeRoutes);
  // Made from the registered kinds: every kind's version lists, and the edits of kinds that take them.
  app.route("/chats", createVersionRoutes());
  app.route("/chats", createEditRoutes(services.kinds));
  // Each artifact kind's own routes of spec §7 (prd-content, mermaid, prototype/…).
  for (const artifact of services.kinds.all()) if (artifact.routes) app.route("/", artifact.routes);
  app.route("/notifications", notificationRoutes);
  app.route("/feedback", feedbackRoutes);
  app.route("/space", spaceRoutes);
  app.route("/files", fileRoutes);
  app.route("/knowledge-base", knowledgeBaseRoutes);
  app.route("/knowledge", knowledgeRoutes);

  return Object.assign(app, { services });
}

export type ApiApp = ReturnType<typeof createApp>;

const holder = globalThis as unknown as { __vibeApi?: ApiApp };

/** The process-wide API (in-process BFF calls and `npm run api`). */
export function sharedApp(): ApiApp {
  if (!holder.__vibeApi) {
    holder.__vibeApi = createApp();
    // Next.js left SIGTERM to us (scripts/start.mjs): running rounds finish or stop keeping their output.
    if (process.env.NEXT_MANUAL_SIG_HANDLE)
      installGracefulShutdown(holder.__vibeApi, async () => (await sharedDatabase()).close());
  }
  return holder.__vibeApi;
}
