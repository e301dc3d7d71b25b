/** POST /feedback (spec §3 "Feedback", the sidebar's feedback dialog). */
import { z } from "zod";

export const FEEDBACK_CATEGORIES = ["prototype", "prd", "flowchart", "other"] as const;
export const FEEDBACK_MAX = 2000;

export const feedbackRequestSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string().trim().min(1).max(FEEDBACK_MAX),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackAnswerSchema = z.object({
  id: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  created_at: z.string(),
});
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;
