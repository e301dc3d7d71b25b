/**
 * The personal space's names (spec §2, §3, §4): its path, item types, statuses, batch actions and
 * limits, without the wire schemas (lib/contracts/space-items.ts, which re-exports all of this):
 * what the space's pages need, without loading zod with them.
 */
import { BUILT_IN_KINDS } from "./kinds";
import { artifactKinds } from "./artifacts";

export const KNOWLEDGE_BASE_PATH = "/api/knowledge-base";

/**
 * The artifact kinds whose versions become items (spec §3 "Artifact types in the knowledge base"):
 * every kind whose definition says `space` (lib/contracts/kinds) — not a list of their own. A kind
 * registered through the seam (`registerKind`) joins them at run time; the types name the built-in ones.
 */
export type SpaceArtifactKind = Exclude<(typeof BUILT_IN_KINDS)[number], { space: false }>["id"];
export const SPACE_ARTIFACT_KINDS: readonly SpaceArtifactKind[] = BUILT_IN_KINDS.filter(
  (kind) => kind.space,
).map((kind) => kind.id as SpaceArtifactKind);

/** Item types, in the order of spec §3: attachments, the artifact kinds, personal knowledge. */
export const SPACE_ITEM_TYPES = ["attachment", ...SPACE_ARTIFACT_KINDS, "knowledge"] as const;
export type SpaceItemType = (typeof SPACE_ITEM_TYPES)[number];

/** The space's artifact kinds now: the built-in ones and any registered since, in the mode menu's order. */
export function spaceArtifactKinds(): readonly SpaceArtifactKind[] {
  return artifactKinds()
    .filter((kind) => kind.space)
    .map((kind) => kind.id as SpaceArtifactKind);
}

/** Item types now (see `spaceArtifactKinds`), in the order of `SPACE_ITEM_TYPES`. */
export function spaceItemTypes(): readonly SpaceItemType[] {
  return ["attachment", ...spaceArtifactKinds(), "knowledge"];
}

export function isSpaceArtifactKind(type: string): type is SpaceArtifactKind {
  return (spaceArtifactKinds() as readonly string[]).includes(type);
}

/** Spec §4: active, or archived/deleted (one state: the "Deleted" side of the switcher). */
export const SPACE_ITEM_STATUSES = ["active", "deleted"] as const;
export type SpaceItemStatus = (typeof SPACE_ITEM_STATUSES)[number];

/**
 * Batch actions: `archive` moves active items to Deleted, `restore` brings them back, `delete`
 * removes items that are already in Deleted for good (an active item must be archived first).
 */
export const SPACE_BATCH_ACTIONS = ["archive", "delete", "restore", "favorite", "unfavorite"] as const;
export type SpaceBatchAction = (typeof SPACE_BATCH_ACTIONS)[number];

export const SPACE_ITEMS_PAGE_SIZE = 24;
export const SPACE_LIMITS = { tags: 10, tag: 30, notes: 1000, title: 100, batch: 200, query: 200 } as const;
