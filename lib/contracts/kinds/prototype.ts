/** Prototypes: one self-contained HTML page for web, mobile or tablet. */
import { defineKind } from "./definition";
import { prototypeCarriesInput, prototypeRoundCost, prototypeSavedOptions } from "./prototype-rounds";
import { contentSchema, requestOptions } from "@/lib/contracts/kinds/prototype/schemas";

export const prototypeKind = defineKind({
  id: "prototype",
  mode: "prototype",
  viewer: "prototype",
  event: "prd_design",
  versions: { path: "prototype-versions" },
  requestOptions,
  savedOptions: prototypeSavedOptions,
  cost: prototypeRoundCost,
  carriesInput: prototypeCarriesInput,
  content: { format: "text", schema: contentSchema },
  featureCard: true,
  creation: true,
  followUpBase: true,
  designed: true,
});
