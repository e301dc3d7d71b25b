/** Feedback from the sidebar's dialog (spec §3): stored for the team to read; nothing is sent back. */
import type { Db } from "../db/client";
import { feedback } from "../db/schema";
import type { FeedbackAnswer, FeedbackRequest } from "@/lib/contracts/feedback";

export async function saveFeedback(db: Db, userId: string, body: FeedbackRequest): Promise<FeedbackAnswer> {
  const [row] = await db.insert(feedback).values({ userId, category: body.category, content: body.content }).returning();
  return { id: row.id, category: body.category, created_at: row.createdAt.toISOString() };
}
