/**
 * The HTML of a stored page as a browser gets it: the chosen page of a set with its links
 * rewritten to the URLs that serve the other pages. Used by the public preview and share reads.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { versions } from "@/server/db/schema";
import { ApiError, ERRNO } from "@/server/http/api-error";
import { getVersion, type VersionRow } from "@/server/services/versions";
import { pageDirectory, parseMultPrototype } from "@/lib/contracts/content/prototype";
import type { DesignType } from "@/lib/contracts/artifacts";
import { multPrototypeKind, prototypeKind } from "@/lib/contracts/kinds";
import { SHARE_KINDS, type ShareKind } from "@/lib/contracts/prototype";
import { rewritePageLinks } from "./page-links";

export type ServedPage = {
  html: string;
  kind: ShareKind;
  design_type: DesignType;
  title: string | null;
  version_id: string;
  page_id: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The newest complete prototype or page set of a chat (whichever was made last). */
async function latestOfChat(db: Db, chatId: string): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(versions)
    .where(
      and(
        eq(versions.chatId, chatId),
        inArray(versions.type, [...SHARE_KINDS]),
        sql`${versions.status} in ('complete', 'deployed')`,
      ),
    )
    .orderBy(desc(versions.createdAt))
    .limit(1);
  return row ?? null;
}

/** A version of the chat by id or number, trying a single page first, then a set. */
async function versionOfChat(db: Db, chatId: string, idOrNumber: string): Promise<VersionRow> {
  try {
    return await getVersion(db, chatId, prototypeKind.id, idOrNumber);
  } catch {
    return getVersion(db, chatId, multPrototypeKind.id, idOrNumber);
  }
}

export function servePage(
  row: VersionRow,
  pageId: string | null,
  urlOf: (pageId: string) => string,
): ServedPage {
  const title = typeof row.meta?.title === "string" ? row.meta.title : null;
  const base = {
    kind: row.type as ServedPage["kind"],
    design_type: row.designType as DesignType,
    title,
    version_id: row.id,
  };
  if (row.type !== multPrototypeKind.id) return { ...base, html: row.content, page_id: null };
  const set = parseMultPrototype(row.content);
  if (!set) throw new ApiError(ERRNO.NOT_FOUND, "versionNotFound");
  const page = (pageId && set.pages.find((p) => p.id === pageId || p.file_name === pageId)) || set.pages[0];
  return {
    ...base,
    title: page.title,
    page_id: page.id,
    html: rewritePageLinks(page.html, pageDirectory(set), urlOf),
  };
}

/** For the public preview `/html/{chatId}/{versionId?}`: no session (chat ids are unguessable). */
export async function previewPage(
  db: Db,
  chatId: string,
  versionId: string | null,
  pageId: string | null,
  urlOf: (versionId: string, pageId: string) => string,
): Promise<ServedPage> {
  if (!UUID.test(chatId)) throw new ApiError(ERRNO.NOT_FOUND, "versionNotFound");
  const row = versionId ? await versionOfChat(db, chatId, versionId) : await latestOfChat(db, chatId);
  if (!row || (row.status !== "complete" && row.status !== "deployed"))
    throw new ApiError(ERRNO.NOT_FOUND, "versionNotFound");
  return servePage(row, pageId, (page) => urlOf(row.id, page));
}
