/**
 * Where a kind's own pages are (its definition's `pages`): `/kinds/<kind id>/<page>/<id>`, all
 * served by one route (app/(workspace)/kinds/[kind]/[page]/[id]) and all signed-in only (the
 * request guard's one rule for the prefix, lib/auth/route-access.ts). Light on purpose: the
 * request guard reads the prefix, so this file imports no kind.
 */
import type { KindDefinition } from "./kinds/definition";

/** The prefix of every kind's own pages. */
export const KIND_PAGES_PATH = "/kinds";

/** The address of `kind`'s page `page` for `id` (a chat's, for the lite app's admin page). */
export function kindPagePath<K extends KindDefinition>(
  kind: K,
  page: keyof NonNullable<K["pages"]> & string,
  id: string,
): string {
  return `${KIND_PAGES_PATH}/${encodeURIComponent(kind.id)}/${encodeURIComponent(page)}/${encodeURIComponent(id)}`;
}
