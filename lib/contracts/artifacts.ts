/**
 * The vocabulary of artifact kinds (DESIGN.md §2), derived from their definitions
 * (`lib/contracts/kinds/`): which kinds exist, and the lookups between a kind and its viewer
 * type, stream event type and version routes. Both sides read kinds only through here.
 *
 * The built-in kinds are known from the start; a side that registers a kind defined elsewhere
 * (`registerKind`, called by the server and client registries) adds it, so every lookup and
 * schema (artifact-schemas.ts) answers for it too.
 */
import { BUILT_IN_KINDS } from "./kinds";
import type { KindDefinition, KindPage } from "./kinds/definition";

type BuiltIn = (typeof BUILT_IN_KINDS)[number];
export type ArtifactKind = BuiltIn["id"];
/** Viewer types of spec §3. */
export type ViewerType = BuiltIn["viewer"];
/** Stream event types that carry an artifact's content (spec §7). */
export type ArtifactEventType = BuiltIn["event"];
export type { KindDefinition };

const kinds: KindDefinition[] = [...BUILT_IN_KINDS];

function clash(a: KindDefinition, b: KindDefinition): string | null {
  if (a.mode === b.mode) return `mode ${a.mode}`;
  if (a.viewer === b.viewer) return `viewer type ${a.viewer}`;
  if (a.event === b.event) return `event type ${a.event}`;
  const query = (k: KindDefinition) => JSON.stringify(k.versions.query ?? {});
  if (a.versions.path === b.versions.path && query(a) === query(b)) return `version path ${a.versions.path}`;
  return null;
}

/**
 * Adds a kind to the vocabulary (a definition already known is kept once; a new definition of a
 * known id replaces it, as a reloaded module does). Two kinds may not share a wire name.
 */
export function registerKind(kind: KindDefinition): void {
  const index = kinds.findIndex((k) => k.id === kind.id);
  for (const other of kinds) {
    const shared = other.id === kind.id ? null : clash(other, kind);
    if (shared) throw new Error(`Artifact kinds ${other.id} and ${kind.id} share the ${shared}.`);
  }
  if (index === -1) kinds.push(kind);
  else kinds[index] = kind;
}

/** Every kind, built-in first, in the order of the mode menu. */
export function artifactKinds(): readonly KindDefinition<ArtifactKind>[] {
  return kinds as KindDefinition<ArtifactKind>[];
}

export function isArtifactKind(value: unknown): value is ArtifactKind {
  return kinds.some((k) => k.id === value);
}

export function kindDefinition(kind: ArtifactKind): KindDefinition<ArtifactKind> {
  const found = kinds.find((k) => k.id === kind);
  if (!found) throw new Error(`Unknown artifact kind ${String(kind)}.`);
  return found as KindDefinition<ArtifactKind>;
}

export function viewerOf(kind: ArtifactKind): ViewerType {
  return kindDefinition(kind).viewer as ViewerType;
}

export function eventTypeOf(kind: ArtifactKind): ArtifactEventType {
  return kindDefinition(kind).event as ArtifactEventType;
}

export function viewerTypes(): readonly ViewerType[] {
  return kinds.map((k) => k.viewer as ViewerType);
}

export function kindOfViewer(viewer: ViewerType): ArtifactKind {
  const found = kinds.find((k) => k.viewer === viewer);
  if (!found) throw new Error(`Unknown viewer type ${String(viewer)}.`);
  return found.id as ArtifactKind;
}

/** The kind an artifact event type carries, or undefined for any other event type. */
export function kindOfEvent(type: string): ArtifactKind | undefined {
  return kinds.find((k) => k.event === type)?.id as ArtifactKind | undefined;
}

/** Kind `kindId`'s own page `page` (its definition's `pages`, lib/contracts/kind-pages.ts), or null. */
export function kindPageOf(kindId: string, page: string): KindPage | null {
  const pages = kinds.find((k) => k.id === kindId)?.pages;
  return pages && Object.hasOwn(pages, page) ? pages[page] : null;
}

/** Device frames / design types of a prototype (spec §3). */
export const DESIGN_TYPES = ["web", "mobile", "tablet"] as const;
export type DesignType = (typeof DESIGN_TYPES)[number];

/** `/api/chats/{id}/<versions path>` (+ `/{versionId}`), with the kind's query. */
export function versionPath(kind: ArtifactKind, chatId: string, versionId?: string): string {
  const route = kindDefinition(kind).versions;
  const base = `/api/chats/${encodeURIComponent(chatId)}/${route.path}${versionId ? `/${encodeURIComponent(versionId)}` : ""}`;
  return route.query ? `${base}?${new URLSearchParams(route.query)}` : base;
}

/** `/api/chats/{id}/<edits path>`: where the kind's latest content is read and an edit saved. */
export function editsPath(kind: ArtifactKind, chatId: string): string {
  const route = kindDefinition(kind).edits;
  if (!route) throw new Error(`Artifact kind ${kind} has no edit route.`);
  const base = `/api/chats/${encodeURIComponent(chatId)}/${route.path}`;
  return route.query ? `${base}?${new URLSearchParams(route.query)}` : base;
}
