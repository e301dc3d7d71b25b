/**
 * The edit routes of the kinds that have them (`edits` in their definition, `storeEdit` on the
 * server), made when the app is built: `GET /chats/{id}/<path>` answers the latest complete
 * version (or null) and `POST /chats/{id}/<path>` saves the user's edit as a new version
 * (`source: "edited"`) once the kind accepts it and it changes something. A refused save writes
 * nothing.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { jsonBody, parseInput, queryInput } from "../http/validate";
import { resolveBase } from "../services/version-base";
import { refuseUnchangedEdit } from "../services/unchanged-edit";
import type { ServerKinds } from "../artifacts/types";
import { getOwnedChat } from "../services/chats";
import { createVersion, latestVersion, versionJson } from "../services/versions";
import { kindsByPath } from "./versions";
import { kindDefinition } from "@/lib/contracts/artifacts";
import { saveEditSchema } from "@/lib/contracts/documents";

const params = z.object({ id: z.string().min(1).max(100) });

export function createEditRoutes(kinds: ServerKinds): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const editable = kinds.all().filter((artifact) => artifact.storeEdit && artifact.kind.edits);
  for (const { path, query, pick } of kindsByPath(
    editable.map((artifact) => artifact.kind),
    (kind) => kind.edits,
  )) {
    routes.get(`/:id/${path}`, async (c) => {
      const { id } = parseInput(c, params, c.req.param());
      const kind = pick(queryInput(c, query));
      const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
      const latest = await latestVersion(c.get("db"), chat.id, kind);
      return ok(c, latest ? versionJson(latest) : null);
    });

    routes.post(`/:id/${path}`, async (c) => {
      const { id } = parseInput(c, params, c.req.param());
      const kind = pick(queryInput(c, query));
      const body = await jsonBody(c, saveEditSchema(kindDefinition(kind)));
      const db = c.get("db");
      const user = c.get("user");
      const chat = await getOwnedChat(db, user.id, id);
      const resolved = await resolveBase(db, chat.id, kind, body.base_version_id, body.base_choice);
      const base = resolved?.row ?? null;
      const stored = await kinds.of(kind)!.storeEdit!({
        content: body.content,
        base: base && {
          id: base.id,
          content: base.content,
          title: typeof base.meta?.title === "string" ? base.meta.title : null,
        },
        locale: c.get("locale"),
      });
      await refuseUnchangedEdit(db, chat.id, kind, base, body.content, stored.content);
      const version = await createVersion(db, {
        chatId: chat.id,
        userId: user.id,
        kind,
        content: stored.content,
        title: stored.title,
        source: "edited",
        meta: { ...stored.meta, ...resolved?.record },
      });
      return ok(c, versionJson(version));
    });
  }
  return routes;
}
