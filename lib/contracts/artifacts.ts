/**
 * Artifact kinds (DESIGN.md §2): what a round can produce besides its chat reply. Each kind has
 * a server folder (`server/artifacts/<kind>/`), a client folder (`components/artifacts/<kind>/`)
 * and a content schema (`lib/contracts/content/<kind>.ts`); this file names them for both sides.
 */
export const ARTIFACT_KINDS = ["prd", "test_case", "mermaid", "prototype", "mult_prototype", "research", "picture", "agentic"] as const;
export type ArtifactKind = (typeof ARTIFACT_KINDS)[number];

/** Viewer types of spec §3 ("deep_research" is the research viewer). */
export const VIEWER_TYPES = ["prd", "prototype", "mult_prototype", "mermaid", "deep_research", "agentic", "picture", "test_case"] as const;
export type ViewerType = (typeof VIEWER_TYPES)[number];

export const VIEWER_OF: Record<ArtifactKind, ViewerType> = {
  prd: "prd",
  test_case: "test_case",
  mermaid: "mermaid",
  prototype: "prototype",
  mult_prototype: "mult_prototype",
  research: "deep_research",
  picture: "picture",
  agentic: "agentic",
};

export const KIND_OF_VIEWER = Object.fromEntries(Object.entries(VIEWER_OF).map(([kind, viewer]) => [viewer, kind])) as Record<ViewerType, ArtifactKind>;

/** The stream event type that carries each kind's content while it is written (spec §7). */
export const ARTIFACT_EVENT_TYPES = {
  prd: "prd_content",
  test_case: "test_case_content",
  mermaid: "mermaid",
  prototype: "prd_design",
  mult_prototype: "mult_prd_design",
  research: "deep_research",
  picture: "picture",
  agentic: "agentic",
} as const satisfies Record<ArtifactKind, string>;
export type ArtifactEventType = (typeof ARTIFACT_EVENT_TYPES)[ArtifactKind];

export const KIND_OF_EVENT = Object.fromEntries(Object.entries(ARTIFACT_EVENT_TYPES).map(([kind, type]) => [type, kind])) as Record<ArtifactEventType, ArtifactKind>;

export function isArtifactKind(value: unknown): value is ArtifactKind {
  return typeof value === "string" && (ARTIFACT_KINDS as readonly string[]).includes(value);
}

/** Device frames / design types of a prototype (spec §3). */
export const DESIGN_TYPES = ["web", "mobile", "tablet"] as const;
export type DesignType = (typeof DESIGN_TYPES)[number];

/**
 * The version routes of spec §7, per kind. Lists answer newest first; `item` answers one
 * version with its content. prd and test_case share one route told apart by `?type=`.
 */
export const VERSION_ROUTES: Record<ArtifactKind, { list: string; item: string; query?: Record<string, string> }> = {
  prd: { list: "prd-versions", item: "prd-versions", query: { type: "prd" } },
  test_case: { list: "prd-versions", item: "prd-versions", query: { type: "test_case" } },
  mermaid: { list: "mermaid-versions", item: "mermaid-versions" },
  prototype: { list: "prototype-versions", item: "prototype-versions" },
  mult_prototype: { list: "mult-prototype-versions", item: "mult-prototype-versions" },
  research: { list: "research-versions", item: "research-versions" },
  picture: { list: "picture-versions", item: "picture-versions" },
  agentic: { list: "versions", item: "versions" },
};

/** `/api/chats/{id}/<list>` (+ `/{versionId}`), with the kind's query. */
export function versionPath(kind: ArtifactKind, chatId: string, versionId?: string): string {
  const route = VERSION_ROUTES[kind];
  const base = `/api/chats/${encodeURIComponent(chatId)}/${versionId ? route.item : route.list}${versionId ? `/${encodeURIComponent(versionId)}` : ""}`;
  return route.query ? `${base}?${new URLSearchParams(route.query)}` : base;
}
