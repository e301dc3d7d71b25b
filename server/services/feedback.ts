/** Feedback from the sidebar's dialog (spec §3): stored for the team to read; nothing is sent back. */
import type { FEEDBACK_CATEGORIES } from "@/lib/contracts/feedback";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { feedback, users } from "../db/schema";
import type { FeedbackAnswer, FeedbackRequest } from "@/lib/contracts/feedback";

export async function saveFeedback(db: Db, userId: string, body: FeedbackRequest): Promise<FeedbackAnswer> {
  const [row] = await db
    .insert(feedback)
    .values({ userId, category: body.category, content: body.content })
    .returning();
  return { id: row.id, category: body.category, created_at: row.createdAt.toISOString() };
}

export type FeedbackEntry = {
  id: string;
  category: string;
  content: string;
  userId: string;
  email: string | null;
  name: string;
  createdAt: string;
};

/** Feedback for operators (`npm run admin -- feedback list`), newest first. */
export async function listFeedback(
  db: Db,
  opts: { category?: (typeof FEEDBACK_CATEGORIES)[number]; limit: number },
): Promise<FeedbackEntry[]> {
  const rows = await db
    .select({
      id: feedback.id,
      category: feedback.category,
      content: feedback.content,
      userId: feedback.userId,
      email: users.email,
      name: users.displayName,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(opts.category ? eq(feedback.category, opts.category) : undefined)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(opts.limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
