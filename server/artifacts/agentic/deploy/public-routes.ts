/**
 * What a deployed app's own host answers (no session: visitors of the app are anyone). The Next
 * side routes `<label>.<APPS_DOMAIN>` here (app/lite-host/…, proxy.ts):
 *   GET    /lite-host/{label}/document                     the app's document (or "no app here", 404)
 *   GET    /lite-host/{label}/__data/{collection}          { records } oldest first
 *   POST   /lite-host/{label}/__data/{collection}          { data } → the record (201)
 *   PUT    /lite-host/{label}/__data/{collection}/{id}     { data } → the record
 *   DELETE /lite-host/{label}/__data/{collection}/{id}     204
 * The data API answers plain JSON (the agreed format, not our envelope); errors are
 * `{ error: { code, message } }` in the visitor's language.
 */
import { Hono, type Context } from "hono";
import type { AppEnv } from "@/server/http/app-env";
import { translate, type Locale } from "@/server/i18n/api-messages";
import { asTooLarge } from "@/server/http/body-limit";
import { clientIp } from "@/server/http/rate-limited";
import { versions } from "@/server/db/schema";
import { eq } from "drizzle-orm";
import { APP_DOCUMENT_CSP, deployedDocument, parseLiteAppContent } from "./app-document";
import { deploymentOfLabel } from "./resolve-app";
import {
  createRecord,
  DataError,
  deleteRecord,
  listRecords,
  recordJson,
  updateRecord,
  checkCollection,
  type AppData,
} from "./records-service";
import type { DeploymentRow } from "./deploy-service";

const DOCUMENT_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": APP_DOCUMENT_CSP,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Opener-Policy": "same-origin",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The small page of a host that names no app, in the visitor's language. */
export function noAppDocument(locale: Locale, host: string): string {
  const t = (key: string) => escapeHtml(translate(locale, `liteDeploy.noApp.${key}`, { host }));
  return [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${t("title")}</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#334155;background:#f8fafc}`,
    `main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.25rem;margin:0 0 .5rem}p{margin:0;color:#64748b}</style></head>`,
    `<body><main><h1>${t("title")}</h1><p>${t("body")}</p></main></body></html>`,
  ].join("");
}

function dataError(c: Context<AppEnv>, error: DataError) {
  const message = translate(c.get("locale"), `liteDeploy.data.${error.messageKey}`, error.params);
  return c.json({ error: { code: error.code, message } }, error.status);
}

async function deploymentOr404(c: Context<AppEnv>): Promise<DeploymentRow> {
  const deployment = await deploymentOfLabel(c.get("db"), c.req.param("label") ?? "");
  if (!deployment) throw new DataError(404, "noApp");
  return deployment;
}

/** Reads `{ data }`; a body past the API's limit is a 413 in the data API's own shape. */
async function dataOf(c: Context<AppEnv>): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch (error) {
    if (asTooLarge(error)) throw new DataError(413, "recordTooLarge", { maxKb: 20 });
    throw new DataError(400, "badJson");
  }
  if (!body || typeof body !== "object" || !("data" in body)) throw new DataError(400, "badData");
  return (body as { data: unknown }).data;
}

/**
 * Counted per visitor and app, under a higher ceiling for the app's visitors together: one
 * visitor who calls too often is slowed down alone, not every visitor of the app.
 */
async function throttle(c: Context<AppEnv>, chatId: string): Promise<void> {
  const verdict = await c
    .get("services")
    .rateLimits.consume("liteAppData", `${chatId}|${clientIp(c)}`, chatId);
  if (verdict.allowed) return;
  c.header("Retry-After", String(verdict.retryAfterSeconds));
  throw new DataError(429, "tooManyRequests", { seconds: verdict.retryAfterSeconds });
}

/** The data API of the app whose data `appData` finds (a deployed app's host: live; a preview: the preview's). */
function dataRoutes(appData: (c: Context<AppEnv>) => Promise<AppData>) {
  const routes = new Hono<AppEnv>()
    .get("/:collection", async (c) => {
      const app = await appData(c);
      await throttle(c, app.chatId);
      const rows = await listRecords(c.get("db"), app, checkCollection(c.req.param("collection")));
      return c.json({ records: rows.map(recordJson) });
    })
    .post("/:collection", async (c) => {
      const app = await appData(c);
      await throttle(c, app.chatId);
      const row = await createRecord(
        c.get("db"),
        app,
        checkCollection(c.req.param("collection")),
        await dataOf(c),
      );
      return c.json(recordJson(row), 201);
    })
    .put("/:collection/:id", async (c) => {
      const app = await appData(c);
      await throttle(c, app.chatId);
      const row = await updateRecord(
        c.get("db"),
        app,
        c.req.param("collection"),
        c.req.param("id"),
        await dataOf(c),
      );
      return c.json(recordJson(row));
    })
    .delete("/:collection/:id", async (c) => {
      const app = await appData(c);
      await throttle(c, app.chatId);
      await deleteRecord(c.get("db"), app, c.req.param("collection"), c.req.param("id"));
      return c.body(null, 204);
    })
    .all("*", () => {
      throw new DataError(404, "notFound");
    });
  routes.onError((error, c) => {
    if (error instanceof DataError) return dataError(c, error);
    throw error;
  });
  return routes;
}

export const agenticPublicRoutes = new Hono<AppEnv>()
  .get("/lite-host/:label/document", async (c) => {
    const label = c.req.param("label");
    const host = c.req.query("host") ?? label;
    const deployment = await deploymentOfLabel(c.get("db"), label);
    const [version] = deployment
      ? await c.get("db").select().from(versions).where(eq(versions.id, deployment.versionId)).limit(1)
      : [];
    const content = version ? parseLiteAppContent(version.content) : null;
    const built = version && content ? await deployedDocument(version.id, content) : null;
    if (!built?.ok) return c.body(noAppDocument(c.get("locale"), host), 404, DOCUMENT_HEADERS);
    return c.body(built.html, 200, { ...DOCUMENT_HEADERS, "Cache-Control": "no-cache" });
  })
  .route(
    "/lite-host/:label/__data",
    dataRoutes(async (c) => ({ chatId: (await deploymentOr404(c)).chatId, store: "live" })),
  );

/**
 * A version's preview keeps its data in the chat's preview store (server/artifacts/agentic/preview.ts):
 * every version's preview shares it, the deployed app never sees it.
 */
export function previewDataRoutes(
  chatOfVersion: (c: Context<AppEnv>, versionId: string) => Promise<string | null>,
) {
  return dataRoutes(async (c) => {
    const chatId = await chatOfVersion(c, c.req.param("versionId") ?? "");
    if (!chatId) throw new DataError(404, "noApp");
    return { chatId, store: "preview" };
  });
}
