/** Chat modes (spec §9) and what each produces and costs: one list for the API and the UI. */
import type { ArtifactKind } from "./artifacts";
import { POINT_COSTS, type PointCostKey } from "./points";

export const CHAT_MODES = ["normal", "prd", "test_case", "prototype", "mult_prototype", "mermaid", "research", "agentic", "picture"] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

/** The artifact kind a round in each mode produces (normal mode answers in chat only). */
export const MODE_ARTIFACT: Record<ChatMode, ArtifactKind | null> = {
  normal: null,
  prd: "prd",
  test_case: "test_case",
  prototype: "prototype",
  mult_prototype: "mult_prototype",
  mermaid: "mermaid",
  research: "research",
  agentic: "agentic",
  picture: "picture",
};

/** The five feature cards of the welcome screen (spec §2), in order. */
export const FEATURE_CARD_MODES = ["prd", "prototype", "mermaid", "research", "picture"] as const satisfies readonly ChatMode[];

/** What a round costs (spec §9). Test cases, pictures, lite apps and chat replies are not priced by the spec: free. */
const GENERATION_COST: Partial<Record<ChatMode, PointCostKey>> = {
  prd: "prdGeneration",
  prototype: "prototypeGeneration",
  mult_prototype: "prototypeGeneration",
  research: "researchReport",
  mermaid: "flowchartGeneration",
};

export type CostOptions = {
  /** An edit of an existing prototype (AI Modify of an element, or a change based on a version). */
  editHtml?: string | null;
  basePrototypeVersion?: boolean;
  /** A PRD sub-module rewrite: an edit of an existing document, not a new one. */
  prdSubModule?: boolean;
  /** A copy of an existing prototype version into a new one: no model call, free. */
  copyVersion?: boolean;
  /** "Use this template" with nothing to change: the template becomes version 1, free. */
  templateOnly?: boolean;
};

/** The cost options of a stream request (`POST /chats/{id}/stream` body fields of spec §7). */
export function costOptionsOf(request: {
  content?: string;
  edit_html?: string | null;
  base_version_id?: string | null;
  copy_version_id?: string | null;
  prototype_template_id?: string | null;
  prd_sub_module_id?: string | null;
}): CostOptions {
  return {
    editHtml: request.edit_html,
    basePrototypeVersion: Boolean(request.base_version_id),
    prdSubModule: Boolean(request.prd_sub_module_id),
    copyVersion: Boolean(request.copy_version_id),
    templateOnly: Boolean(request.prototype_template_id) && !request.content?.trim(),
  };
}

/** Points a round in `mode` reserves before it starts. */
export function roundCost(mode: ChatMode, options: CostOptions = {}): number {
  const isPrototype = mode === "prototype" || mode === "mult_prototype";
  if (isPrototype && (options.copyVersion || options.templateOnly)) return 0;
  if (isPrototype && (options.editHtml || options.basePrototypeVersion))
    return POINT_COSTS.prototypeModification;
  if (mode === "prd" && options.prdSubModule) return 0;
  const key = GENERATION_COST[mode];
  return key ? POINT_COSTS[key] : 0;
}

export function isChatMode(value: unknown): value is ChatMode {
  return typeof value === "string" && (CHAT_MODES as readonly string[]).includes(value);
}
