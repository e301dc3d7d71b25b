/** Research reports (deep research, competitor reports). Its server and client folders come next. */
import { POINT_COSTS } from "../points";
import { defineKind } from "./definition";
import { requestOptions } from "@/lib/contracts/kinds/research/schemas";

export const researchKind = defineKind({
  id: "research",
  mode: "research",
  viewer: "deep_research",
  event: "deep_research",
  versions: { path: "research-versions" },
  requestOptions,
  cost: () => POINT_COSTS.researchReport,
  featureCard: true,
  creation: true,
});
