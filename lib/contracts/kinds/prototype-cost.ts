/** What a round of either prototype kind costs (spec §9): shared by the single-page and multi-page kinds. */
import { POINT_COSTS } from "../points";
import type { CostOptions } from "../modes";

export function prototypeRoundCost(options: CostOptions): number {
  // A copy of a version, or a template used as it is: no model call, free.
  if (options.copyVersion || options.templateOnly) return 0;
  if (options.editHtml || options.basePrototypeVersion) return POINT_COSTS.prototypeModification;
  return POINT_COSTS.prototypeGeneration;
}
