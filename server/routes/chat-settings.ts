/**
 * A chat's title, favorite flag and config (spec §7): PUT /chats/{id}/title,
 * PUT /chats/{id}/favorite, POST /chats/{id}/toggle-favorite, POST /chats/{id}/set_config,
 * GET /chats/{id}/get_config. Mounted under /chats.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { jsonBody, parseInput } from "../http/validate";
import { chatJson, getOwnedChat } from "../services/chats";
import {
  chatConfig,
  setFavorite,
  setTitle,
  toggleFavorite,
  updateChatConfig,
} from "../services/chat-settings";
import { writeTitle } from "../services/chat-title";
import {
  chatTitleRequestSchema,
  favoriteRequestSchema,
  setConfigRequestSchema,
  type ChatTitleAnswer,
} from "@/lib/contracts/chat-actions";
import type { ChatConfig, ChatDto } from "@/lib/contracts/chat";

const idParam = z.object({ id: z.string().min(1).max(100) });

export const chatSettingRoutes = new Hono<AppEnv>()
  .put("/:id/title", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const body = await jsonBody(c, chatTitleRequestSchema);
    const db = c.get("db");
    const userId = c.get("user").id;
    const chat = await getOwnedChat(db, userId, id);
    if (!body.user_input) {
      const renamed = await setTitle(db, userId, chat.id, body.title!);
      return ok(c, { ...chatJson(renamed), title_source: "given" } satisfies ChatTitleAnswer);
    }
    const services = c.get("services");
    const written = await writeTitle(
      {
        db,
        clock: services.clock,
        log: c.get("log"),
        locale: c.get("locale"),
        model: services.resolveModel(chatConfig(chat).model, "normal"),
      },
      chat.id,
      body.user_input,
    );
    const titled = await setTitle(db, userId, chat.id, written.title);
    return ok(c, { ...chatJson(titled), title_source: written.source } satisfies ChatTitleAnswer);
  })
  .put("/:id/favorite", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const body = await jsonBody(c, favoriteRequestSchema);
    return ok(
      c,
      chatJson(await setFavorite(c.get("db"), c.get("user").id, id, body.is_favorite)) satisfies ChatDto,
    );
  })
  .post("/:id/toggle-favorite", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    return ok(c, chatJson(await toggleFavorite(c.get("db"), c.get("user").id, id)) satisfies ChatDto);
  })
  .post("/:id/set_config", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const body = await jsonBody(c, setConfigRequestSchema);
    return ok(c, (await updateChatConfig(c.get("db"), c.get("user").id, id, body)) satisfies ChatConfig);
  })
  .get("/:id/get_config", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    return ok(c, chatConfig(await getOwnedChat(c.get("db"), c.get("user").id, id)) satisfies ChatConfig);
  });
