/** Prototypes: one self-contained HTML page for web, mobile or tablet. */
import { prototypeContentSchema } from "@/lib/contracts/content/schemas";
import { defineKind } from "./definition";
import { prototypeRoundCost } from "./prototype-cost";

export const prototypeKind = defineKind({
  id: "prototype",
  mode: "prototype",
  viewer: "prototype",
  event: "prd_design",
  versions: { path: "prototype-versions" },
  cost: prototypeRoundCost,
  content: { format: "text", schema: prototypeContentSchema },
  featureCard: true,
  creation: true,
  followUpBase: true,
  designed: true,
});
