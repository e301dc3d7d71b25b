/** Chats, messages and the chat stream (spec §7 "Chats" and "Streams"). */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { jsonBody, parseInput, queryInput } from "../http/validate";
import { ApiError, ERRNO } from "../http/api-error";
import {
  chatJson,
  createChat,
  deleteChat,
  getOwnedChat,
  isEmptyChat,
  listChats,
  listMessages,
  messageJson,
} from "../services/chats";
import { startRound } from "../engine/round-runner";
import type { Db } from "../db/client";
import type { RoundRegistry, RoundSlot } from "../streams/round-registry";
import { finishedEventsResponse, sseResponse } from "../streams/sse-response";
import { discardUpload, importForRound } from "./import-url";
import { copyChatInto, copySource } from "../services/chat-copy";
import { streamRequestSchema, type ChatDetail, type StreamRequest } from "@/lib/contracts/chat";
import { chatConfig } from "../services/chat-settings";
import { chatSettingRoutes } from "./chat-settings";
import { chatMessageRoutes } from "./chat-messages";
import { kindOfMode } from "@/lib/contracts/modes";
import { artifactKinds } from "@/lib/contracts/artifacts";

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(15),
  is_favorite: z.enum(["true", "false", "1", "0"]).optional(),
});

export const createBody = z.object({ title: z.string().trim().max(100).optional() });

// A round needs something to work from: the user's text, or an instruction that carries its own
// input (a button, an import, or what a kind says carries one: a copied version, a template). A
// chat copy alone runs no round.
function hasRoundInput(b: StreamRequest): boolean {
  return (
    Boolean(b.content?.length || b.button_type || b.import_url) ||
    artifactKinds().some((kind) => kind.carriesInput?.(b))
  );
}

const streamBody = streamRequestSchema.refine(
  (b) => hasRoundInput(b) || Boolean(b.copy_chat_id),
  // `when`: also checked when other fields are invalid, so every problem is reported at once.
  {
    path: ["content"],
    params: { key: "required" },
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  },
);

export const roundBody = z.object({ round_id: z.string().min(1).max(100) });
const idParam = z.object({ id: z.string().min(1).max(100) });

export const chatRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const q = queryInput(c, listQuery);
    const isFavorite =
      q.is_favorite === undefined ? undefined : q.is_favorite === "true" || q.is_favorite === "1";
    return ok(
      c,
      await listChats(c.get("db"), c.get("user").id, { page: q.page, pageSize: q.page_size, isFavorite }),
    );
  })
  .post("/", async (c) => {
    const body = await jsonBody(c, createBody);
    return ok(c, chatJson(await createChat(c.get("db"), c.get("user").id, body.title)));
  })
  .get("/:id", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
    const messages = await listMessages(c.get("db"), chat.id);
    const active = await c.get("services").registry.activeForChat(chat.id);
    return ok(c, {
      ...chatJson(chat),
      messages: messages.map(messageJson),
      active_round_id: active?.roundId ?? null,
      config: chatConfig(chat),
    } satisfies ChatDetail);
  })
  .delete("/:id", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const active = await c.get("services").registry.activeForChat(id);
    await deleteChat(c.get("db"), c.get("user").id, id);
    if (active) await c.get("services").registry.stop(active.roundId);
    return ok(c, { id, deleted: true });
  })
  .get("/:id/messages", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
    return ok(c, (await listMessages(c.get("db"), chat.id)).map(messageJson));
  })
  .post("/:id/stream", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const body = await jsonBody(c, streamBody);
    const db = c.get("db");
    const chat = await getOwnedChat(db, c.get("user").id, id);
    const services = c.get("services");
    // copy_chat_id: the chat starts as a copy of another of the user's chats (server/services/chat-copy.ts).
    const source = body.copy_chat_id
      ? await copySource(db, services.registry, chat.userId, body.copy_chat_id)
      : null;
    const copy = source
      ? (tx: typeof db) => copyChatInto(tx, source, chat, c.get("locale"), new Date(services.clock.now()))
      : undefined;
    if (copy && !hasRoundInput(body)) {
      // Nothing to answer: the copy is written (free, no model call) and the answer ends at once.
      const slot = await services.registry.claim(chat.id); // no round may start in the chat while it is filled
      try {
        const copied = await db.transaction((tx) => copy(tx as unknown as typeof db));
        return finishedEventsResponse([
          { type: "done", status: "done", ...(copied.versions.length ? { versions: copied.versions } : {}) },
        ]);
      } finally {
        slot.release();
      }
    }
    // `import_url`: the page is fetched first and sent as one more attachment of the message.
    const imported = body.import_url ? await importForRound(c, chat, body) : null;
    const request = imported
      ? {
          ...body,
          attachments: [...(body.attachments ?? []), imported.id],
          content: body.content || imported.fileName,
        }
      : body;
    try {
      const stream = await startRound(
        {
          db,
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
        services.resolveModel(body.model, body.mode),
        copy,
      );
      const kind = kindOfMode(request.mode);
      return sseResponse(stream, { crlf: kind ? services.kinds.of(kind.id)?.crlfEvents : false });
    } catch (error) {
      // A refused round keeps nothing, the imported page included — and a refused first message
      // leaves no empty chat behind in the sidebar (the chat was only made to hold it).
      if (imported) await discardUpload(c, imported);
      if (error instanceof ApiError) await discardIfEmpty(db, services.registry, chat);
      throw error;
    }
  })
  // Resume a round after a dropped connection: replays events after Last-Event-ID.
  .get("/:id/stream/:roundId", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
    const stream = await c.get("services").registry.get(c.req.param("roundId"));
    if (!stream || stream.chatId !== chat.id) throw new ApiError(ERRNO.NOT_FOUND, "roundNotFound");
    const afterSeq = Number(c.req.header("Last-Event-ID") ?? c.req.query("last_event_id") ?? 0) || 0;
    return sseResponse(stream, { afterSeq });
  })
  // Stop on purpose: the round ends and keeps what it produced.
  .post("/:id/stop", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const body = await jsonBody(c, roundBody);
    const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
    const stream = await c.get("services").registry.get(body.round_id);
    if (!stream || stream.chatId !== chat.id) throw new ApiError(ERRNO.NOT_FOUND, "roundNotFound");
    const stopped = await c.get("services").registry.stop(stream.roundId);
    await stream.whenFinished();
    return ok(c, { round_id: stream.roundId, stopped });
  })
  .route("/", chatSettingRoutes)
  .route("/", chatMessageRoutes);

/**
 * A refused first message leaves no empty chat behind — unless another request's round holds
 * the chat: a refusal because the chat is busy (409) must never delete the chat that round is
 * about to write into. Holding the chat's slot while deleting keeps the two apart.
 */
async function discardIfEmpty(
  db: Db,
  registry: RoundRegistry,
  chat: { id: string; userId: string },
): Promise<void> {
  let slot: RoundSlot;
  try {
    slot = await registry.claim(chat.id);
  } catch {
    return; // a round runs or starts in this chat: it is not empty for long
  }
  try {
    if (await isEmptyChat(db, chat.id)) await deleteChat(db, chat.userId, chat.id);
  } finally {
    slot.release();
  }
}
