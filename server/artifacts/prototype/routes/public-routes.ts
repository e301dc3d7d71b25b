/**
 * The prototype reads that need no session (spec §2: the HTML view and shared views are public):
 *   GET /prototype/html/{chatId}/{versionId?}?page=  a page for /html/… (chat ids are UUIDs)
 *   GET /prototype/shared/{shareId}                  what a share shows (no chat id)
 *   GET /prototype/shared/{shareId}/html?page=       a shared page for /prototype-html/shared/…
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "@/server/http/app-env";
import { ok } from "@/server/http/envelope";
import { parseInput, queryInput } from "@/server/http/validate";
import { openShare } from "@/server/services/prototype-shares";
import { pageDirectory, parseMultPrototype } from "@/lib/contracts/content/prototype";
import { previewPath, sharedPreviewPath, type SharedContentDto } from "@/lib/contracts/prototype";
import type { DesignType } from "@/lib/contracts/artifacts";
import { previewPage, servePage } from "../../shared/prototype-pages/served-page";
import { multPrototypeKind } from "@/lib/contracts/kinds";

export const pageQuery = z.object({ page: z.string().max(200).optional() });
const idParam = z.string().min(1).max(100);

export const publicPrototypeRoutes = new Hono<AppEnv>()
  .get("/prototype/html/:chatId/:versionId?", async (c) => {
    const { chatId, versionId } = parseInput(
      c,
      z.object({ chatId: idParam, versionId: idParam.optional() }),
      c.req.param(),
    );
    const { page } = queryInput(c, pageQuery);
    return ok(
      c,
      await previewPage(c.get("db"), chatId, versionId ?? null, page ?? null, (vid, pid) =>
        previewPath(chatId, vid, pid),
      ),
    );
  })
  .get("/prototype/shared/:shareId", async (c) => {
    const { shareId } = parseInput(c, z.object({ shareId: idParam }), c.req.param());
    const { share, version } = await openShare(c.get("db"), shareId);
    const set = share.kind === multPrototypeKind.id ? parseMultPrototype(version.content) : null;
    const data: SharedContentDto = {
      share_id: share.id,
      kind: share.kind as SharedContentDto["kind"],
      title: share.title,
      design_type: share.designType as DesignType,
      created_at: share.createdAt.toISOString(),
      html_url: sharedPreviewPath(share.id),
      ...(set
        ? { pages: pageDirectory(set).map((p) => ({ ...p, html_url: sharedPreviewPath(share.id, p.id) })) }
        : {}),
    };
    return ok(c, data);
  })
  .get("/prototype/shared/:shareId/html", async (c) => {
    const { shareId } = parseInput(c, z.object({ shareId: idParam }), c.req.param());
    const { page } = queryInput(c, pageQuery);
    const { share, version } = await openShare(c.get("db"), shareId);
    const served = servePage(version, page ?? null, (pid) => sharedPreviewPath(share.id, pid));
    return ok(c, { ...served, title: share.title });
  });
