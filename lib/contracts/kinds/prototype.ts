/** Prototypes: one self-contained HTML page for web, mobile or tablet. */
import { prototypeContentSchema } from "@/lib/contracts/content/schemas";
import { defineKind } from "./definition";
import { prototypeCarriesInput, prototypeRoundCost, prototypeSavedOptions } from "./prototype-rounds";
import { prototypePagesRequestOptions } from "@/lib/contracts/kinds/request-options";

export const prototypeKind = defineKind({
  id: "prototype",
  mode: "prototype",
  viewer: "prototype",
  event: "prd_design",
  versions: { path: "prototype-versions" },
  requestOptions: prototypePagesRequestOptions,
  savedOptions: prototypeSavedOptions,
  cost: prototypeRoundCost,
  carriesInput: prototypeCarriesInput,
  content: { format: "text", schema: prototypeContentSchema },
  featureCard: true,
  creation: true,
  followUpBase: true,
  designed: true,
});
