/**
 * The version routes of spec §7 for every artifact kind, from one table in the contract
 * (`VERSION_ROUTES`): `GET /chats/{id}/<list>` answers summaries newest first and
 * `GET /chats/{id}/<list>/{versionId}` one version with its content. prd and test_case share
 * `prd-versions` and are told apart by `?type=`.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { parseInput, queryInput } from "../http/validate";
import { getOwnedChat } from "../services/chats";
import { getVersion, listVersions, versionJson, versionSummaryJson } from "../services/versions";
import { ARTIFACT_KINDS, VERSION_ROUTES, type ArtifactKind } from "@/lib/contracts/artifacts";

const params = z.object({ id: z.string().min(1).max(100), vid: z.string().min(1).max(100).optional() });

/** Kinds served at each list path, and the `type` query value that picks each. */
const byPath = new Map<string, { kinds: ArtifactKind[]; types: string[] }>();
for (const kind of ARTIFACT_KINDS) {
  const route = VERSION_ROUTES[kind];
  const entry = byPath.get(route.list) ?? { kinds: [], types: [] };
  entry.kinds.push(kind);
  if (route.query?.type) entry.types.push(route.query.type);
  byPath.set(route.list, entry);
}

export const versionRoutes = new Hono<AppEnv>();

for (const [path, { kinds, types }] of byPath) {
  const typeQuery = z.object({ type: types.length ? z.enum(types as [string, ...string[]]).default(types[0]) : z.string().optional() });
  const kindOf = (type: string | undefined): ArtifactKind => (types.length ? (kinds[types.indexOf(type!)] ?? kinds[0]) : kinds[0]);

  versionRoutes.get(`/:id/${path}`, async (c) => {
    const { id } = parseInput(c, params, c.req.param());
    const kind = kindOf(queryInput(c, typeQuery).type);
    const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
    return ok(c, (await listVersions(c.get("db"), chat.id, kind)).map(versionSummaryJson));
  });

  versionRoutes.get(`/:id/${path}/:vid`, async (c) => {
    const { id, vid } = parseInput(c, params, c.req.param());
    const kind = kindOf(queryInput(c, typeQuery).type);
    const chat = await getOwnedChat(c.get("db"), c.get("user").id, id);
    return ok(c, versionJson(await getVersion(c.get("db"), chat.id, kind, vid!)));
  });
}
