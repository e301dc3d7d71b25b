/**
 * The version routes of spec §7 for every artifact kind, made from the kinds' definitions when
 * the app is built: `GET /chats/{id}/<path>` answers summaries newest first and
 * `GET /chats/{id}/<path>/{versionId}` one version with its content. Kinds that share a path
 * (prd and test_case: `prd-versions`) are told apart by their query (`?type=`).
 *
 * `GET /chats/{id}/version-lists` answers every kind's list at once, for the kinds the chat has
 * versions of: what the workspace loads when a chat opens.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { parseInput, queryInput } from "../http/validate";
import { getOwnedChat } from "../services/chats";
import {
  getVersion,
  listChatVersions,
  listVersions,
  versionJson,
  versionSummaryJson,
} from "../services/versions";
import { artifactKinds, type ArtifactKind, type KindDefinition } from "@/lib/contracts/artifacts";
import type { ChatVersionLists } from "@/lib/contracts/versions";

const params = z.object({ id: z.string().min(1).max(100), vid: z.string().min(1).max(100).optional() });

/** The kinds served at one path, and how a request's query picks one (the first when it names none). */
export type PathGroup = {
  path: string;
  query: z.ZodType<{ type?: string }>;
  pick: (query: { type?: string }) => ArtifactKind;
};

type Route = { path: string; query?: Readonly<Record<string, string>> } | undefined;

/** Groups kinds by the path `route` gives them (their version lists, their edits). */
export function kindsByPath(
  kinds: readonly KindDefinition[],
  route: (kind: KindDefinition) => Route,
): PathGroup[] {
  const groups = new Map<string, KindDefinition[]>();
  for (const kind of kinds) {
    const at = route(kind);
    if (at) groups.set(at.path, [...(groups.get(at.path) ?? []), kind]);
  }
  return [...groups].map(([path, group]) => {
    const types = group.map((k) => route(k)?.query?.type).filter((t): t is string => Boolean(t));
    const query = z.object({
      type: types.length ? z.enum(types as [string, ...string[]]).default(types[0]) : z.string().optional(),
    });
    // Every registered kind is in the vocabulary: its id is an ArtifactKind.
    const pick = (q: { type?: string }) =>
      (group.find((k) => route(k)?.query?.type === q.type) ?? group[0]).id as ArtifactKind;
    return { path, query, pick };
  });
}

export function createVersionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get("/:id/version-lists", async (c) => {
    const { id } = parseInput(c, params, c.req.param());
    const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
    const rows = await listChatVersions(c.get("db"), chat.id);
    const lists = new Map<ArtifactKind, ChatVersionLists["lists"][number]["versions"]>();
    for (const row of rows) {
      const summary = versionSummaryJson(row);
      lists.set(summary.kind, [...(lists.get(summary.kind) ?? []), summary]);
    }
    return ok(c, {
      lists: [...lists].map(([kind, versions]) => ({ kind, versions })),
    } satisfies ChatVersionLists);
  });

  for (const { path, query, pick } of kindsByPath(artifactKinds(), (kind) => kind.versions)) {
    routes.get(`/:id/${path}`, async (c) => {
      const { id } = parseInput(c, params, c.req.param());
      const kind = pick(queryInput(c, query));
      const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
      return ok(c, (await listVersions(c.get("db"), chat.id, kind)).map(versionSummaryJson));
    });

    routes.get(`/:id/${path}/:vid`, async (c) => {
      const { id, vid } = parseInput(c, params, c.req.param());
      const kind = pick(queryInput(c, query));
      const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
      const row = await getVersion(c.get("db"), chat.id, kind, vid!);
      return ok(c, { ...versionJson(row), ...c.get("services").kinds.of(kind)?.versionFields?.(row) });
    });
  }
  return routes;
}
