/** Research reports (deep research, competitor reports). Its server and client folders come next. */
import { POINT_COSTS } from "../points";
import { z } from "zod";
import { defineKind } from "./definition";

export const researchKind = defineKind({
  id: "research",
  mode: "research",
  viewer: "deep_research",
  event: "deep_research",
  versions: { path: "research-versions" },
  // Ask clarifying questions before the first report (spec §7 `clarification`).
  requestOptions: z.object({ enable_clarification: z.boolean().optional() }),
  cost: () => POINT_COSTS.researchReport,
  featureCard: true,
  creation: true,
});
