/**
 * `GET/POST /chats/{id}/mermaid` (spec §7): the latest complete chart (or null), and the user's
 * edited source saved as a new version after `mermaid.parse` accepts it. An invalid chart is
 * refused (400) with the parser's message and line in `details`; nothing is saved and nothing is
 * "repaired" behind the user's back — the editor shows the line to fix.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env";
import { ApiError, ERRNO } from "../../http/api-error";
import { ok } from "../../http/envelope";
import { jsonBody, parseInput } from "../../http/validate";
import { translate } from "../../i18n/api-messages";
import { getOwnedChat } from "../../services/chats";
import { createVersion, latestVersion, versionJson } from "../../services/versions";
import { parseMermaid } from "../../validate/mermaid";
import { baseVersion } from "../base-version";
import { chartTitle } from "./title";
import { mermaidContentSchema, mermaidDiagramType } from "@/lib/contracts/content/mermaid";

const params = z.object({ id: z.string().min(1).max(100) });
const saveSchema = z.object({ content: mermaidContentSchema, base_version_id: z.string().min(1).max(100).optional() });

export const mermaidRoutes = new Hono<AppEnv>();

mermaidRoutes.get("/chats/:id/mermaid", async (c) => {
  const { id } = parseInput(c, params, c.req.param());
  const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
  const latest = await latestVersion(c.get("db"), chat.id, "mermaid");
  return ok(c, latest ? versionJson(latest) : null);
});

mermaidRoutes.post("/chats/:id/mermaid", async (c) => {
  const { id } = parseInput(c, params, c.req.param());
  const body = await jsonBody(c, saveSchema);
  const db = c.get("db");
  const user = c.get("user");
  const locale = c.get("locale");
  const chat = await getOwnedChat(db, user.id, id);
  const base = await baseVersion(db, chat.id, "mermaid", body.base_version_id);
  const source = body.content.replace(/\r\n?/g, "\n");
  const result = await parseMermaid(source);
  if (!result.ok) {
    throw new ApiError(ERRNO.INVALID, "mermaidInvalid", {}, {
      content: result.line ? translate(locale, "mermaid.problemLine", { line: result.line, message: result.message }) : result.message,
      ...(result.line ? { line: String(result.line) } : {}),
    });
  }
  const version = await createVersion(db, {
    chatId: chat.id,
    userId: user.id,
    kind: "mermaid",
    content: source,
    title: chartTitle(source) ?? base?.meta?.title?.toString() ?? translate(locale, "mermaid.untitled"),
    source: "edited",
    meta: { diagram_type: mermaidDiagramType(source) ?? "other", ...(base ? { base_version_id: base.id } : {}) },
  });
  return ok(c, versionJson(version));
});
