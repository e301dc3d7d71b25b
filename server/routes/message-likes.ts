/**
 * POST /messages/{id}/like (spec §7; §5: a message with an empty id cannot be liked). Only the
 * owner's assistant messages; `cancel` clears the state. Mounted under /messages.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { jsonBody, parseInput } from "../http/validate";
import { setLike } from "../services/messages";
import { ApiError, ERRNO } from "../http/api-error";
import { likeRequestSchema, type LikeAnswer } from "@/lib/contracts/chat-actions";

const idParam = z.object({ id: z.string().trim().min(1).max(100) });

async function like(c: Context<AppEnv>, rawId: string) {
  const { id } = parseInput(c, idParam, { id: rawId });
  const body = await jsonBody(c, likeRequestSchema);
  const message = await setLike(c.get("db"), c.get("user").id, id, body.action);
  return ok(c, {
    id: message.id,
    like_state: message.likeState as LikeAnswer["like_state"],
  } satisfies LikeAnswer);
}

export const messageLikeRoutes = new Hono<AppEnv>()
  .post("/:id/like", (c) => like(c, c.req.param("id")))
  // `/messages//like` (a message whose id is empty) matches no `:id`: refused as invalid input (spec §5), not "not found".
  .post("/*", (c) => {
    if (!/\/messages\/+like$/.test(c.req.path)) throw new ApiError(ERRNO.NOT_FOUND, "routeNotFound");
    return like(c, "");
  });
