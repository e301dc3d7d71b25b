/** Multi-page prototypes: a set of linked pages (JSON `{ pages }`) saved as one version. */
import { multPrototypeContentSchema } from "@/lib/contracts/content/schemas";
import { defineKind } from "./definition";
import { prototypeCarriesInput, prototypeRoundCost, prototypeSavedOptions } from "./prototype-rounds";
import { multPrototypeRequestOptions } from "@/lib/contracts/kinds/request-options";

export const multPrototypeKind = defineKind({
  id: "mult_prototype",
  mode: "mult_prototype",
  viewer: "mult_prototype",
  event: "mult_prd_design",
  versions: { path: "mult-prototype-versions" },
  requestOptions: multPrototypeRequestOptions,
  savedOptions: prototypeSavedOptions,
  cost: prototypeRoundCost,
  carriesInput: prototypeCarriesInput,
  content: { format: "json", schema: multPrototypeContentSchema },
  creation: true,
  followUpBase: true,
  designed: true,
});
