/** Research reports (deep research, competitor reports). Its server and client folders come next. */
import { POINT_COSTS } from "../points";
import { defineKind } from "./definition";
import { researchRequestOptions } from "@/lib/contracts/kinds/request-options";

export const researchKind = defineKind({
  id: "research",
  mode: "research",
  viewer: "deep_research",
  event: "deep_research",
  versions: { path: "research-versions" },
  requestOptions: researchRequestOptions,
  cost: () => POINT_COSTS.researchReport,
  featureCard: true,
  creation: true,
});
