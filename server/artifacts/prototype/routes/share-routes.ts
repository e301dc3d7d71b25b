/**
 * Share (spec §7): POST /prototype/share (a helper call), the owner's list and revoke of the shares
 * of both prototype kinds. The public read is in public-routes.ts; sets share in their own folder.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "@/server/http/app-env";
import { ok } from "@/server/http/envelope";
import { jsonBody, parseInput, queryInput } from "@/server/http/validate";
import { prototypeShareBody, type ShareDto } from "@/lib/contracts/prototype";
import { prototypeKind } from "@/lib/contracts/kinds";
import { createShare, listShares, revokeShare } from "@/server/services/prototype-shares";
import { helperCall } from "../../shared/prototype-pages/helper-call";

export const sharesQuery = z.object({ chat_id: z.string().min(1).max(100) });

export const shareRoutes = new Hono<AppEnv>()
  .post("/prototype/share", (c) =>
    helperCall<ShareDto | null>(c, "shareFailed", null, async () => {
      const body = await jsonBody(c, prototypeShareBody);
      return createShare(c.get("db"), c.get("user").id, {
        chatId: body.chat_id,
        kind: prototypeKind.id,
        version: body.version_id,
        title: body.current_title,
      });
    }),
  )
  .get("/prototype/shares", async (c) => {
    const { chat_id } = queryInput(c, sharesQuery);
    return ok(c, await listShares(c.get("db"), c.get("user").id, chat_id));
  })
  .delete("/prototype/share/:shareId", async (c) => {
    const { shareId } = parseInput(c, z.object({ shareId: z.string().min(1).max(100) }), c.req.param());
    await revokeShare(c.get("db"), c.get("user").id, shareId);
    return ok(c, { share_id: shareId, revoked: true });
  });
