/**
 * The deploy calls of spec §7 (signed in, mounted at /api):
 *   POST   /deploy/real                    { chat_id, version_id, copy_preview_records? } → the chat's deployment
 *   GET    /deploy/chat/{id}               the chat's deployment (null when none), its sub-domains, its records per store
 *   POST   /domain-mapping                 { chat_id, deploy_version_id, domain } → the mapping
 *   DELETE /domain-mapping/{id}
 *   GET    /domain-mapping/chat/{id}       the chat's mappings
 *   GET    /domain-mapping/version/{id}    the mappings pointing at a version
 *   GET    /product/{id}/download/{x}      a zip of the version's Vite project (id: chat, x: version id)
 * and the owner's admin page of the deployed app's data (the live store):
 *   GET    /lite-admin/{chatId}                       the deployment and its collections
 *   GET    /lite-admin/{chatId}/records?collection=   the collection's records
 *   PUT    /lite-admin/{chatId}/records/{id}          { data } → the record
 *   DELETE /lite-admin/{chatId}/records/{id}
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "@/server/http/app-env";
import { ok } from "@/server/http/envelope";
import { ApiError, ERRNO } from "@/server/http/api-error";
import { jsonBody, parseInput } from "@/server/http/validate";
import { getOwnedChat } from "@/server/services/chats";
import { deployRequestSchema, subdomainLabelSchema, type DeployState } from "@/lib/contracts/lite-app";
import { parseLiteAppContent } from "./app-document";
import { agenticVersion, chatDeployment, deployVersion, deploymentJson } from "./deploy-service";
import {
  addDomainMapping,
  chatMappings,
  deleteDomainMapping,
  mappingJson,
  versionMappings,
} from "./domain-service";
import { downloadZip } from "./download";
import { contentDisposition } from "@/lib/contracts/file-names";
import { exportFileNameIn } from "@/server/i18n/export-file-name";
import { customDomainLimit } from "./config";
import {
  checkCollection,
  copyPreviewRecords,
  DataError,
  deleteRecord,
  listCollections,
  listRecords,
  recordCounts,
  recordJson,
  updateRecord,
  type AppData,
} from "./records-service";
import { LITE_DATA_LIMITS } from "./limits";

const id = z.string().trim().min(1).max(100);
export const mappingBody = z.object({
  chat_id: id,
  deploy_version_id: id,
  domain: z.string().trim().toLowerCase().pipe(subdomainLabelSchema),
});
const idParam = z.object({ id });
export const liteRecordUpdateBody = z.object({ data: z.record(z.string(), z.unknown()) });

/** The admin page shows what the deployed app's visitors see: its live store. */
const live = (chatId: string): AppData => ({ chatId, store: "live" });

/** The admin page's data errors speak the envelope (it is our own page). */
function asApiError(error: unknown): never {
  if (error instanceof DataError) {
    const errno =
      error.status === 404 ? ERRNO.NOT_FOUND : error.status === 413 ? ERRNO.TOO_LARGE : ERRNO.INVALID;
    throw new ApiError(errno, `liteData${error.code[0]!.toUpperCase()}${error.code.slice(1)}`, error.params);
  }
  throw error;
}

export const agenticDeployRoutes = new Hono<AppEnv>()
  .post("/deploy/real", async (c) => {
    const body = await jsonBody(c, deployRequestSchema);
    const row = await deployVersion(c.get("db"), c.get("user").id, body.chat_id, body.version_id);
    if (body.copy_preview_records) await copyPreviewRecords(c.get("db"), row.chatId);
    return ok(c, deploymentJson(row));
  })
  .get("/deploy/chat/:id", async (c) => {
    const { id: chatId } = parseInput(c, idParam, c.req.param());
    const db = c.get("db");
    const mappings = await chatMappings(db, c.get("user").id, chatId);
    const deployment = await chatDeployment(db, chatId);
    return ok(c, {
      deployment: deployment ? deploymentJson(deployment) : null,
      domains: mappings.map(mappingJson),
      domain_limit: customDomainLimit(),
      records: await recordCounts(db, chatId),
    } satisfies DeployState);
  })
  .post("/domain-mapping", async (c) => {
    const body = await jsonBody(c, mappingBody);
    const row = await addDomainMapping(c.get("db"), c.get("user").id, {
      chatId: body.chat_id,
      versionId: body.deploy_version_id,
      domain: body.domain,
    });
    return ok(c, mappingJson(row));
  })
  .delete("/domain-mapping/:id", async (c) => {
    const { id: mappingId } = parseInput(c, idParam, c.req.param());
    await deleteDomainMapping(c.get("db"), c.get("user").id, mappingId);
    return ok(c, null);
  })
  .get("/domain-mapping/chat/:id", async (c) => {
    const { id: chatId } = parseInput(c, idParam, c.req.param());
    return ok(c, (await chatMappings(c.get("db"), c.get("user").id, chatId)).map(mappingJson));
  })
  .get("/domain-mapping/version/:id", async (c) => {
    const { id: versionId } = parseInput(c, idParam, c.req.param());
    return ok(c, (await versionMappings(c.get("db"), c.get("user").id, versionId)).map(mappingJson));
  })
  .get("/product/:id/download/:x", async (c) => {
    const params = parseInput(c, z.object({ id, x: id }), c.req.param());
    const db = c.get("db");
    await getOwnedChat(db, c.get("user").id, params.id);
    const version = await agenticVersion(db, params.id, params.x);
    const content = parseLiteAppContent(version.content);
    if (!content) throw new ApiError(ERRNO.NOT_FOUND, "agenticVersionNotFound");
    const zip = await downloadZip(content);
    return c.body(zip as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": contentDisposition(
        exportFileNameIn(c.get("locale"), {
          title: content.title,
          kind: "liteApp",
          version: version.versionNumber,
          extension: "zip",
        }),
      ),
    });
  })
  .get("/lite-admin/:id", async (c) => {
    const { id: chatId } = parseInput(c, idParam, c.req.param());
    const db = c.get("db");
    const chat = await getOwnedChat(db, c.get("user").id, chatId);
    const deployment = await chatDeployment(db, chatId);
    return ok(c, {
      chat: { id: chat.id, title: chat.title },
      deployment: deployment ? deploymentJson(deployment) : null,
      collections: await listCollections(db, live(chatId)),
      limits: {
        records: LITE_DATA_LIMITS.records,
        total_bytes: LITE_DATA_LIMITS.totalBytes,
        record_bytes: LITE_DATA_LIMITS.recordBytes,
      },
    });
  })
  .get("/lite-admin/:id/records", async (c) => {
    const { id: chatId } = parseInput(c, idParam, c.req.param());
    const db = c.get("db");
    await getOwnedChat(db, c.get("user").id, chatId);
    try {
      const rows = await listRecords(db, live(chatId), checkCollection(c.req.query("collection") ?? ""));
      return ok(c, { records: rows.map(recordJson) });
    } catch (error) {
      asApiError(error);
    }
  })
  .put("/lite-admin/:id/records/:recordId", async (c) => {
    const params = parseInput(c, z.object({ id, recordId: id }), c.req.param());
    const db = c.get("db");
    await getOwnedChat(db, c.get("user").id, params.id);
    const body = await jsonBody(c, liteRecordUpdateBody);
    try {
      return ok(c, recordJson(await updateRecord(db, live(params.id), null, params.recordId, body.data)));
    } catch (error) {
      asApiError(error);
    }
  })
  .delete("/lite-admin/:id/records/:recordId", async (c) => {
    const params = parseInput(c, z.object({ id, recordId: id }), c.req.param());
    const db = c.get("db");
    await getOwnedChat(db, c.get("user").id, params.id);
    try {
      await deleteRecord(db, live(params.id), null, params.recordId);
      return ok(c, null);
    } catch (error) {
      asApiError(error);
    }
  });
