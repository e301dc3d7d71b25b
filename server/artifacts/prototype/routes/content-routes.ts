/**
 * Prototype content and edits (spec §7):
 *   GET  /chats/{id}/prototype-content          the latest complete page (+ its preview URL)
 *   POST /chats/prototype-html-code             edited HTML → a new version (source "edited")
 * Saved HTML goes through the same transform and checks as generated pages. Nothing is overwritten.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "@/server/http/app-env";
import { ok } from "@/server/http/envelope";
import { jsonBody, parseInput } from "@/server/http/validate";
import { getOwnedChat } from "@/server/services/chats";
import { createVersion, latestVersion, versionJson } from "@/server/services/versions";
import { resolveBase } from "@/server/services/version-base";
import { refuseUnchangedEdit } from "@/server/services/unchanged-edit";
import { ApiError, ERRNO } from "@/server/http/api-error";
import { storableHtml } from "../../shared/prototype-pages/storable-html";
import { prototypeKind } from "@/lib/contracts/kinds";
import { prototypeHtmlCodeBody, previewPath, type PrototypeContentDto } from "@/lib/contracts/prototype";

const idParam = z.object({ id: z.string().min(1).max(100) });

export const contentRoutes = new Hono<AppEnv>()
  .get("/chats/:id/prototype-content", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
    const row = await latestVersion(c.get("db"), chat.id, prototypeKind.id);
    const data: PrototypeContentDto = row
      ? { ...versionJson(row), preview_url: previewPath(chat.id, row.id) }
      : null;
    return ok(c, data);
  })
  .post("/chats/prototype-html-code", async (c) => {
    const body = await jsonBody(c, prototypeHtmlCodeBody);
    const db = c.get("db");
    const chat = await getOwnedChat(db, c.get("user").id, body.chat_id);
    const resolved = await resolveBase(db, chat.id, prototypeKind.id, body.version_id, body.base_choice);
    if (!resolved) throw new ApiError(ERRNO.NOT_FOUND, "versionNotFound");
    const base = resolved.row;
    const content = await storableHtml(body.html_code);
    await refuseUnchangedEdit(db, chat.id, prototypeKind.id, base, body.html_code, content);
    const row = await createVersion(db, {
      chatId: chat.id,
      userId: chat.userId,
      kind: prototypeKind.id,
      content,
      designType: base.designType as never,
      title: typeof base.meta?.title === "string" ? base.meta.title : null,
      source: "edited",
      meta: { ...resolved.record },
    });
    return ok(c, { ...versionJson(row), preview_url: previewPath(chat.id, row.id) });
  });
