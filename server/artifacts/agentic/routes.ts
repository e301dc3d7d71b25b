/**
 * The lite-app calls of spec §7 besides the generic version list (`GET /chats/{id}/versions`):
 *   POST /chats/{id}/agentic          { chat_id, user_input {text, html_snippets, attachments,
 *                                     javascript_error_stack}, app_type?, style?, model? } → SSE (CRLF)
 *   POST /chats/{id}/agentic/cancel   { round_id }
 *   POST /chats/{id}/agentic/resume   { chat_id, round_id } (+ Last-Event-ID) → SSE (CRLF), replayed
 *   GET  /chats/{id}/agentic          ?version_id= (latest when absent): the version, its files,
 *                                     status, build errors and log, view_url
 *   POST /chats/{id}/agentic/revert   { chat_id, version_id }: later versions become `reverted`,
 *                                     and the chat says so (revert-note.ts)
 *   GET  /chats/lite_app/types, GET /chats/lite_app/styles   labels in the request's language
 * and, without a session, the built document of a complete version (the preview reads it).
 */
import { liteAppRequestOptions } from "@/lib/contracts/kinds/agentic";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env";
import { ok } from "../../http/envelope";
import { ApiError, ERRNO } from "../../http/api-error";
import { jsonBody, parseInput, queryInput } from "../../http/validate";
import { translate } from "../../i18n/api-messages";
import { startRound } from "../../engine/round-runner";
import { getOwnedChat, type Chat } from "../../services/chats";
import { versionJson, type VersionRow } from "../../services/versions";
import { sseResponse } from "../../streams/sse-response";
import { versions } from "../../db/schema";
import { and, eq } from "drizzle-orm";
import { versionDocument } from "./build-version";
import { parseLiteAppContent } from "./model-output";
import { buildErrorsOf, buildsOf, currentAppVersion, revertLaterVersions } from "./store";
import { writeRevertNote } from "./revert-note";
import { agenticKind } from "@/lib/contracts/kinds";
import { agenticUserInputSchema, LITE_APP_STYLES, LITE_APP_TYPES } from "@/lib/contracts/lite-app";
import { streamRequestSchema } from "@/lib/contracts/chat";

const id = z.string().trim().min(1).max(100);
const idParam = z.object({ id });

export const generateBody = z.object({
  chat_id: id.optional(),
  user_input: agenticUserInputSchema,
  app_type: z.enum(LITE_APP_TYPES).optional(),
  style: z.enum(LITE_APP_STYLES).optional(),
  model: z.string().max(200).optional(),
});
export const cancelBody = z.object({ chat_id: id.optional(), round_id: id });
export const resumeBody = z.object({
  chat_id: id.optional(),
  round_id: id,
  last_event_id: z.coerce.number().int().min(0).optional(),
});
export const revertBody = z.object({ chat_id: id.optional(), version_id: id });
export const versionQuery = z.object({ version_id: id.optional() });

/** The chat of the path, owned by the caller; a body's `chat_id` must name the same chat. */
async function ownedChat(c: Context<AppEnv>, bodyChatId?: string): Promise<Chat> {
  const { id: chatId } = parseInput(c, idParam, c.req.param());
  if (bodyChatId && bodyChatId !== chatId)
    throw new ApiError(
      ERRNO.INVALID,
      "invalidInput",
      {},
      { chat_id: translate(c.get("locale"), "liteAppApi.chatIdMismatch") },
    );
  return getOwnedChat(c.get("db"), c.get("user").id, chatId);
}

function notFound(): never {
  throw new ApiError(ERRNO.NOT_FOUND, "agenticVersionNotFound");
}

async function agenticVersion(
  c: Context<AppEnv>,
  chatId: string,
  versionId: string | undefined,
): Promise<VersionRow> {
  const db = c.get("db");
  if (!versionId) return (await currentAppVersion(db, chatId)) ?? notFound();
  const byNumber = /^\d{1,9}$/.test(versionId);
  const [row] = await db
    .select()
    .from(versions)
    .where(
      and(
        eq(versions.chatId, chatId),
        eq(versions.type, agenticKind.id),
        byNumber ? eq(versions.versionNumber, Number(versionId)) : eq(versions.id, versionId),
      ),
    )
    .limit(1);
  return row ?? notFound();
}

/** A version as the viewer reads it: the common fields, the app, and its builds. */
export async function agenticVersionJson(c: Context<AppEnv>, row: VersionRow) {
  const app = parseLiteAppContent(row.content);
  const { meta, ...common } = versionJson(row);
  const { build_errors: _errors, build_log: buildLog, ...rest } = meta as Record<string, unknown>;
  void _errors;
  return {
    ...common,
    meta: rest,
    app,
    build_errors: buildErrorsOf(row),
    build_log: typeof buildLog === "string" ? buildLog : null,
    builds: await buildsOf(c.get("db"), row.id),
  };
}

/** Agentic streams end each event with a CRLF blank line (spec §7). */
const sseOptions = (afterSeq = 0) => ({ crlf: true, afterSeq });

export const agenticRoutes = new Hono<AppEnv>()
  .get("/chats/lite_app/types", (c) =>
    ok(
      c,
      LITE_APP_TYPES.map((value) => ({
        value,
        label: translate(c.get("locale"), `liteAppApi.types.${value}`),
      })),
    ),
  )
  .get("/chats/lite_app/styles", (c) =>
    ok(
      c,
      LITE_APP_STYLES.map((value) => ({
        value,
        label: translate(c.get("locale"), `liteAppApi.styles.${value}`),
      })),
    ),
  )
  .post("/chats/:id/agentic", async (c) => {
    const body = await jsonBody(c, generateBody);
    const chat = await ownedChat(c, body.chat_id);
    const input = body.user_input;
    const parsed = streamRequestSchema.safeParse({
      content: input.text,
      mode: agenticKind.mode,
      ...(body.model ? { model: body.model } : {}),
      ...(input.attachments.length ? { attachments: input.attachments } : {}),
      ...liteAppRequestOptions({
        ...(body.app_type ? { app_type: body.app_type } : {}),
        ...(body.style ? { style: body.style } : {}),
        ...(input.html_snippets.length ? { html_snippets: input.html_snippets } : {}),
        ...(input.javascript_error_stack ? { javascript_error_stack: input.javascript_error_stack } : {}),
      }),
    });
    // What the stream request is stricter about (an attachment id's length, their count).
    if (!parsed.success) {
      const field = `user_input.${String(parsed.error.issues[0]?.path[0] ?? "text")}`;
      throw new ApiError(
        ERRNO.INVALID,
        "invalidInput",
        {},
        { [field]: translate(c.get("locale"), "validation.invalid") },
      );
    }
    const request = parsed.data;
    if (!request.content && !request.agentic?.javascript_error_stack) {
      throw new ApiError(
        ERRNO.INVALID,
        "invalidInput",
        {},
        { "user_input.text": translate(c.get("locale"), "validation.required") },
      );
    }
    if (!request.content) request.content = translate(c.get("locale"), "liteAppApi.fixRequest");
    const services = c.get("services");
    const stream = await startRound(
      {
        db: c.get("db"),
        registry: services.registry,
        log: c.get("log"),
        locale: c.get("locale"),
        clock: services.clock,
        partialSaves: services.partialSaves,
        generatorFor: services.generatorFor,
        files: services.files,
        fetcher: services.fetcher,
      },
      chat,
      request,
      services.resolveModel(request.model, request.mode),
    );
    return sseResponse(stream, sseOptions());
  })
  .post("/chats/:id/agentic/cancel", async (c) => {
    const body = await jsonBody(c, cancelBody);
    const chat = await ownedChat(c, body.chat_id);
    const stream = await c.get("services").registry.get(body.round_id);
    if (!stream || stream.chatId !== chat.id) throw new ApiError(ERRNO.NOT_FOUND, "roundNotFound");
    const stopped = await c.get("services").registry.stop(stream.roundId);
    await stream.whenFinished();
    return ok(c, { round_id: stream.roundId, stopped });
  })
  .post("/chats/:id/agentic/resume", async (c) => {
    const body = await jsonBody(c, resumeBody);
    const chat = await ownedChat(c, body.chat_id);
    const stream = await c.get("services").registry.get(body.round_id);
    if (!stream || stream.chatId !== chat.id) throw new ApiError(ERRNO.NOT_FOUND, "roundNotFound");
    const header = Number(c.req.header("Last-Event-ID"));
    const afterSeq = Number.isInteger(header) && header > 0 ? header : (body.last_event_id ?? 0);
    return sseResponse(stream, sseOptions(afterSeq));
  })
  .get("/chats/:id/agentic", async (c) => {
    const chat = await ownedChat(c);
    const { version_id } = queryInput(c, versionQuery);
    return ok(c, await agenticVersionJson(c, await agenticVersion(c, chat.id, version_id)));
  })
  .post("/chats/:id/agentic/revert", async (c) => {
    const body = await jsonBody(c, revertBody);
    const chat = await ownedChat(c, body.chat_id);
    const services = c.get("services");
    // A round writing a new version while the app goes back would undo the revert at once.
    if (await services.registry.activeForChat(chat.id)) throw new ApiError(ERRNO.CONFLICT, "activeResponse");
    const target = await agenticVersion(c, chat.id, body.version_id);
    if (target.status === "reverted") throw new ApiError(ERRNO.INVALID, "agenticRevertReverted");
    const current = await currentAppVersion(c.get("db"), chat.id);
    if (!current || current.id === target.id) throw new ApiError(ERRNO.INVALID, "agenticRevertLatest");
    const reverted = await revertLaterVersions(c.get("db"), chat.id, target, (tx, discarded) =>
      writeRevertNote(tx, chat.id, target.versionNumber, discarded, c.get("locale")),
    );
    // Read again: reverting away from the deployed version deploys the one reverted to.
    return ok(c, {
      version: await agenticVersionJson(c, await agenticVersion(c, chat.id, target.id)),
      reverted_version_ids: reverted,
    });
  });

/** The built document of a complete version, for the preview route (no session: the id is the secret, as for /html/). */
export const agenticPublicRoutes = new Hono<AppEnv>().get("/agentic/preview/:versionId", async (c) => {
  const { versionId } = parseInput(c, z.object({ versionId: id }), c.req.param());
  const [row] = await c
    .get("db")
    .select()
    .from(versions)
    .where(and(eq(versions.id, versionId), eq(versions.type, agenticKind.id)))
    .limit(1);
  const app =
    row && ["complete", "deployed", "reverted"].includes(row.status) && row.viewUrl
      ? parseLiteAppContent(row.content)
      : null;
  if (!row || !app) notFound();
  const lang = row.meta?.locale === "zh" ? "zh-CN" : "en";
  const html = await versionDocument(row, app, lang);
  if (!html) notFound();
  return ok(c, { html, version_id: row.id });
});
