/** Multi-page prototypes: a set of linked pages (JSON `{ pages }`) saved as one version. */
import { defineKind } from "./definition";
import { prototypeCarriesInput, prototypeRoundCost, prototypeSavedOptions } from "./prototype-rounds";
import { contentSchema, requestOptions } from "@/lib/contracts/kinds/mult_prototype/schemas";

export const multPrototypeKind = defineKind({
  id: "mult_prototype",
  mode: "mult_prototype",
  viewer: "mult_prototype",
  event: "mult_prd_design",
  versions: { path: "mult-prototype-versions" },
  requestOptions,
  savedOptions: prototypeSavedOptions,
  cost: prototypeRoundCost,
  carriesInput: prototypeCarriesInput,
  content: { format: "json", schema: contentSchema },
  creation: true,
  followUpBase: true,
  designed: true,
});
