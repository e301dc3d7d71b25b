/** POST /feedback (spec §3, §7 "feedback submission"). Mounted at /feedback. */
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { ok } from "../http/envelope";
import { jsonBody } from "../http/validate";
import { saveFeedback } from "../services/feedback";
import { feedbackRequestSchema, type FeedbackAnswer } from "@/lib/contracts/feedback";

export const feedbackRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const body = await jsonBody(c, feedbackRequestSchema);
  return ok(c, (await saveFeedback(c.get("db"), c.get("user").id, body)) satisfies FeedbackAnswer);
});
