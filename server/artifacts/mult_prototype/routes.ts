/**
 * The multi-page prototype's own calls (spec §7):
 *   POST /chats/mult-prototype-html-code        one page of a set edited → a new version of the set
 *   POST /chats/mult-prototype-contents         the pages of a set's version (latest by default)
 *   POST /mult_prototype/share                  share a version of the set (helper call)
 * Saved HTML goes through the same transform and checks as generated pages. Nothing is overwritten.
 */
import { Hono } from "hono";
import type { AppEnv } from "@/server/http/app-env";
import { ApiError, ERRNO } from "@/server/http/api-error";
import { ok } from "@/server/http/envelope";
import { jsonBody } from "@/server/http/validate";
import { getOwnedChat } from "@/server/services/chats";
import { createShare } from "@/server/services/prototype-shares";
import {
  createVersion,
  getVersion,
  latestVersion,
  versionJson,
  versionSummaryJson,
} from "@/server/services/versions";
import { resolveBase } from "@/server/services/version-base";
import { refuseUnchangedEdit } from "@/server/services/unchanged-edit";
import { helperCall } from "../shared/prototype-pages/helper-call";
import { storableHtml } from "../shared/prototype-pages/storable-html";
import { parseMultPrototype, type MultPrototypeContent } from "@/lib/contracts/content/prototype";
import { multPrototypeKind } from "@/lib/contracts/kinds";
import {
  multPrototypeContentsBody,
  multPrototypeHtmlCodeBody,
  multPrototypeShareBody,
  previewPath,
  type MultPrototypeContentsDto,
  type ShareDto,
} from "@/lib/contracts/prototype";

export const multPrototypeRoutes = new Hono<AppEnv>()
  .post("/chats/mult-prototype-html-code", async (c) => {
    const body = await jsonBody(c, multPrototypeHtmlCodeBody);
    const db = c.get("db");
    const chat = await getOwnedChat(db, c.get("user").id, body.chat_id);
    const resolved = await resolveBase(
      db,
      chat.id,
      multPrototypeKind.id,
      String(body.version_num),
      body.base_choice,
    );
    if (!resolved) throw new ApiError(ERRNO.NOT_FOUND, "versionNotFound");
    const base = resolved.row;
    const set = parseMultPrototype(base.content);
    const page = set?.pages.find((p) => p.id === body.page_id);
    if (!set || !page) throw new ApiError(ERRNO.NOT_FOUND, "pageNotFound");
    const html = await storableHtml(body.html_code);
    // The set's other pages are the base's: the page is what the edit may have changed.
    await refuseUnchangedEdit(
      db,
      chat.id,
      multPrototypeKind.id,
      { content: page.html, versionNumber: base.versionNumber },
      body.html_code,
      html,
    );
    const next: MultPrototypeContent = {
      pages: set.pages.map((p) => (p.id === page.id ? { ...p, html, timestamp: Date.now() } : p)),
    };
    const row = await createVersion(db, {
      chatId: chat.id,
      userId: chat.userId,
      kind: multPrototypeKind.id,
      content: JSON.stringify(next),
      designType: base.designType as never,
      title: typeof base.meta?.title === "string" ? base.meta.title : null,
      source: "edited",
      meta: { ...resolved.record, page_id: page.id },
    });
    return ok(c, versionJson(row));
  })
  .post("/chats/mult-prototype-contents", async (c) => {
    const body = await jsonBody(c, multPrototypeContentsBody);
    const db = c.get("db");
    const chat = await getOwnedChat(db, c.get("user").id, body.chat_id);
    const row = body.version_number
      ? await getVersion(db, chat.id, multPrototypeKind.id, String(body.version_number))
      : await latestVersion(db, chat.id, multPrototypeKind.id);
    const set = row ? parseMultPrototype(row.content) : null;
    const data: MultPrototypeContentsDto =
      row && set
        ? {
            version: versionSummaryJson(row),
            pages: set.pages.map((p) => ({ ...p, preview_url: previewPath(chat.id, row.id, p.id) })),
          }
        : null;
    return ok(c, data);
  })
  .post("/mult_prototype/share", (c) =>
    helperCall<ShareDto | null>(c, "shareFailed", null, async () => {
      const body = await jsonBody(c, multPrototypeShareBody);
      return createShare(c.get("db"), c.get("user").id, {
        chatId: body.chat_id,
        kind: multPrototypeKind.id,
        version: String(body.version_number),
        title: body.current_title,
      });
    }),
  );
