/**
 * What the single-page and multi-page prototype kinds read of a stream request (spec §7), and
 * what a round of either costs (spec §9): both kinds declare these same schemas.
 */
import { z } from "zod";
import { POINT_COSTS } from "../points";
import type { KindRequest } from "./definition";

const id = z.string().min(1).max(100);

/** How a page is designed: as usual, a deeper design pass, or a design meant for export. */
export const PROTOTYPE_DESIGNS = ["default", "deep_design", "design_export"] as const;

/** The options both prototype kinds share. */
export const prototypePagesRequestOptions = z.object({
  prototype: z.enum(PROTOTYPE_DESIGNS).optional(),
  /** AI Modify of one element: its outerHTML as the viewer shows it (lib/contracts/prototype.ts). */
  edit_html: z.string().max(200_000).optional(),
  /** A template of the gallery the new prototype starts from. */
  prototype_template_id: id.optional(),
  /** A version copied into a new one, with no model call. */
  copy_version_id: id.optional(),
  /** The design style the generation follows. */
  prototype_style_id: id.optional(),
});

/** How a prototype is designed (the composer's option; spec §7 `prototype`). */
export type PrototypeDesign = (typeof PROTOTYPE_DESIGNS)[number];

/** The stream request's option for how the prototype is designed (the usual way: none). */
export function prototypeDesignOption(
  design: PrototypeDesign | undefined,
): Pick<z.infer<typeof prototypePagesRequestOptions>, "prototype"> {
  return { prototype: design === "default" ? undefined : design };
}

/** The multi-page kind's options: the shared ones and the page a change is about. */
export const multPrototypeRequestOptions = prototypePagesRequestOptions.extend({
  mult_page_id: id.optional(),
});

type PrototypeRequest = KindRequest<typeof prototypePagesRequestOptions>;

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
