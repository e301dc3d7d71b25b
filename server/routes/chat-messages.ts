/**
 * POST /chats/{id}/messages (the user's message saved ahead of its round) and
 * POST /chats/{id}/button-click (spec §7). Mounted under /chats.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { jsonBody, parseInput } from "../http/validate";
import { ApiError, ERRNO } from "../http/api-error";
import { getOwnedChat, messageJson } from "../services/chats";
import { appendUserMessage, messageWithButton, recordButtonClick } from "../services/messages";
import { followUp } from "../services/button-click";
import {
  appendMessageRequestSchema,
  buttonClickRequestSchema,
  type ButtonClickAnswer,
} from "@/lib/contracts/chat-actions";
import type { MessageDto } from "@/lib/contracts/chat";

const idParam = z.object({ id: z.string().min(1).max(100) });

export const chatMessageRoutes = new Hono<AppEnv>()
  .post("/:id/messages", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const body = await jsonBody(c, appendMessageRequestSchema);
    const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
    // A message in the middle of a running reply would land inside that round's turn.
    if (await c.get("services").registry.activeForChat(chat.id))
      throw new ApiError(ERRNO.CONFLICT, "activeResponse");
    const message = await appendUserMessage(c.get("db"), chat, body, new Date(c.get("services").clock.now()));
    return ok(c, messageJson(message) satisfies MessageDto);
  })
  .post("/:id/button-click", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const body = await jsonBody(c, buttonClickRequestSchema);
    const db = c.get("db");
    const chat = await getOwnedChat(db, c.get("user").id, id);
    const message = await messageWithButton(db, chat.id, body.button_type, body.message_id);
    const clicked = await recordButtonClick(
      db,
      message,
      body.payload,
      new Date(c.get("services").clock.now()),
    );
    return ok(c, followUp(clicked, body.payload) satisfies ButtonClickAnswer);
  });
