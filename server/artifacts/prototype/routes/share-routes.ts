/**
 * Share (spec §7): POST /prototype/share, POST /mult_prototype/share (helper calls), the
 * owner's list and revoke. The public read is in public-routes.ts.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "@/server/http/app-env";
import { ok } from "@/server/http/envelope";
import { jsonBody, parseInput, queryInput } from "@/server/http/validate";
import { multPrototypeShareBody, prototypeShareBody, type ShareDto } from "@/lib/contracts/prototype";
import { createShare, listShares, revokeShare } from "@/server/services/prototype-shares";
import { helperCall } from "./helper-call";

export const shareRoutes = new Hono<AppEnv>()
  .post("/prototype/share", (c) =>
    helperCall<ShareDto | null>(c, "shareFailed", null, async () => {
      const body = await jsonBody(c, prototypeShareBody);
      return createShare(c.get("db"), c.get("user").id, { chatId: body.chat_id, kind: "prototype", version: body.version_id, title: body.current_title });
    }),
  )
  .post("/mult_prototype/share", (c) =>
    helperCall<ShareDto | null>(c, "shareFailed", null, async () => {
      const body = await jsonBody(c, multPrototypeShareBody);
      return createShare(c.get("db"), c.get("user").id, { chatId: body.chat_id, kind: "mult_prototype", version: String(body.version_number), title: body.current_title });
    }),
  )
  .get("/prototype/shares", async (c) => {
    const { chat_id } = queryInput(c, z.object({ chat_id: z.string().min(1).max(100) }));
    return ok(c, await listShares(c.get("db"), c.get("user").id, chat_id));
  })
  .delete("/prototype/share/:shareId", async (c) => {
    const { shareId } = parseInput(c, z.object({ shareId: z.string().min(1).max(100) }), c.req.param());
    await revokeShare(c.get("db"), c.get("user").id, shareId);
    return ok(c, { share_id: shareId, revoked: true });
  });
