/**
 * Prototype content and edits (spec §7):
 *   GET  /chats/{id}/prototype-content          the latest complete page (+ its preview URL)
 *   POST /chats/prototype-html-code             edited HTML → a new version (source "edited")
 *   POST /chats/mult-prototype-html-code        one page of a set edited → a new version of the set
 *   POST /chats/mult-prototype-contents         the pages of a set's version (latest by default)
 * Saved HTML goes through the same transform and checks as generated pages: Tailwind compiled,
 * externals replaced, ids kept (and added to new elements). Nothing is overwritten.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "@/server/http/app-env";
import { ApiError, ERRNO } from "@/server/http/api-error";
import { ok } from "@/server/http/envelope";
import { jsonBody, parseInput } from "@/server/http/validate";
import { getOwnedChat } from "@/server/services/chats";
import { createVersion, getVersion, latestVersion, versionJson, versionSummaryJson } from "@/server/services/versions";
import { parseMultPrototype, type MultPrototypeContent } from "@/lib/contracts/content/prototype";
import {
  multPrototypeContentsBody,
  multPrototypeHtmlCodeBody,
  prototypeHtmlCodeBody,
  previewPath,
  type MultPrototypeContentsDto,
  type PrototypeContentDto,
} from "@/lib/contracts/prototype";
import { preparePage, repairPage } from "../html/page-transform";
import { validatePage } from "../html/validate-page";

/** Edited HTML made storable: transform, deterministic repair; 400 with the problems if still invalid. */
export async function storableHtml(html: string): Promise<string> {
  let page = await preparePage(html);
  if (validatePage(page).length) page = await repairPage(page);
  const problems = validatePage(page);
  if (problems.length) throw new ApiError(ERRNO.INVALID, "htmlInvalid", { problems: problems.map((p) => p.message).join("; ").slice(0, 500) }, { html_code: problems[0].message });
  return page;
}

const idParam = z.object({ id: z.string().min(1).max(100) });

export const contentRoutes = new Hono<AppEnv>()
  .get("/chats/:id/prototype-content", async (c) => {
    const { id } = parseInput(c, idParam, c.req.param());
    const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
    const row = await latestVersion(c.get("db"), chat.id, "prototype");
    const data: PrototypeContentDto = row ? { ...versionJson(row), preview_url: previewPath(chat.id, row.id) } : null;
    return ok(c, data);
  })
  .post("/chats/prototype-html-code", async (c) => {
    const body = await jsonBody(c, prototypeHtmlCodeBody);
    const db = c.get("db");
    const chat = await getOwnedChat(db, c.get("user").id, body.chat_id);
    const base = await getVersion(db, chat.id, "prototype", body.version_id);
    const content = await storableHtml(body.html_code);
    const row = await createVersion(db, {
      chatId: chat.id,
      userId: chat.userId,
      kind: "prototype",
      content,
      designType: base.designType as never,
      title: typeof base.meta?.title === "string" ? base.meta.title : null,
      source: "edited",
      meta: { base_version_id: base.id },
    });
    return ok(c, { ...versionJson(row), preview_url: previewPath(chat.id, row.id) });
  })
  .post("/chats/mult-prototype-html-code", async (c) => {
    const body = await jsonBody(c, multPrototypeHtmlCodeBody);
    const db = c.get("db");
    const chat = await getOwnedChat(db, c.get("user").id, body.chat_id);
    const base = await getVersion(db, chat.id, "mult_prototype", String(body.version_num));
    const set = parseMultPrototype(base.content);
    const page = set?.pages.find((p) => p.id === body.page_id);
    if (!set || !page) throw new ApiError(ERRNO.NOT_FOUND, "pageNotFound");
    const html = await storableHtml(body.html_code);
    const next: MultPrototypeContent = { pages: set.pages.map((p) => (p.id === page.id ? { ...p, html, timestamp: Date.now() } : p)) };
    const row = await createVersion(db, {
      chatId: chat.id,
      userId: chat.userId,
      kind: "mult_prototype",
      content: JSON.stringify(next),
      designType: base.designType as never,
      title: typeof base.meta?.title === "string" ? base.meta.title : null,
      source: "edited",
      meta: { base_version_id: base.id, page_id: page.id },
    });
    return ok(c, versionJson(row));
  })
  .post("/chats/mult-prototype-contents", async (c) => {
    const body = await jsonBody(c, multPrototypeContentsBody);
    const db = c.get("db");
    const chat = await getOwnedChat(db, c.get("user").id, body.chat_id);
    const row = body.version_number ? await getVersion(db, chat.id, "mult_prototype", String(body.version_number)) : await latestVersion(db, chat.id, "mult_prototype");
    const set = row ? parseMultPrototype(row.content) : null;
    const data: MultPrototypeContentsDto =
      row && set ? { version: versionSummaryJson(row), pages: set.pages.map((p) => ({ ...p, preview_url: previewPath(chat.id, row.id, p.id) })) } : null;
    return ok(c, data);
  });
