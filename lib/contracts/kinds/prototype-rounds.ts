/**
 * What a round of either prototype kind costs (spec §9), when its request needs no text, what the
 * chat remembers of its composer, and how the composer writes its design option. No zod here: the
 * browser loads these with the kinds' names (the schemas are prototype/schemas.ts).
 */
import type { z } from "zod";
import { POINT_COSTS } from "../points";
import type { KindRequest } from "./definition";
import type { requestOptions as prototypePagesRequestOptions } from "@/lib/contracts/kinds/prototype/schemas";

/** How a page is designed: as usual, a deeper design pass, or a design meant for export. */
export const PROTOTYPE_DESIGNS = ["default", "deep_design", "design_export"] as const;
export type PrototypeDesign = (typeof PROTOTYPE_DESIGNS)[number];

type PrototypeOptions = typeof prototypePagesRequestOptions;
type PrototypeRequest = KindRequest<PrototypeOptions>;

/** The stream request's option for how the prototype is designed (the usual way: none). */
export function prototypeDesignOption(
  design: PrototypeDesign | undefined,
): Pick<z.infer<PrototypeOptions>, "prototype"> {
  return { prototype: design === "default" ? undefined : design };
}

export function prototypeRoundCost(request: PrototypeRequest): number {
  // A copy of a version, or a template used as it is: no model call, free.
  if (request.copy_version_id || templateOnly(request)) return 0;
  if (request.edit_html || request.base_version_id) return POINT_COSTS.prototypeModification;
  return POINT_COSTS.prototypeGeneration;
}

/** "Use this template" with nothing to change: the template becomes version 1. */
function templateOnly(request: PrototypeRequest): boolean {
  return Boolean(request.prototype_template_id) && !request.content?.trim();
}

/** A copied version or a template is the round's input: no text needed. */
export function prototypeCarriesInput(request: PrototypeRequest): boolean {
  return Boolean(request.copy_version_id || request.prototype_template_id);
}

/** The chat remembers the design style its composer chose. */
export const prototypeSavedOptions = { prototype_style_id: "style_id" } as const;
