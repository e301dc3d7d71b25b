/**
 * User center totals (spec §2): chats, PRDs, prototypes, flowcharts, research reports, invites.
 * Counted from versions, one per generated artifact version (a multi-page prototype version
 * holds its pages inside one row). Failed versions are not creations.
 */
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { chats, versions } from "../db/schema";
import { inviteCount } from "./invites";

import type { ProductStats } from "@/lib/contracts/user";

export type { ProductStats };

export async function productStats(db: Db, userId: string): Promise<ProductStats> {
  const [chatRow] = await db.select({ n: count() }).from(chats).where(eq(chats.userId, userId));
  const typeRows = await db
    .select({
      type: versions.type,
      n: count(),
      artifacts: sql<number>`count(distinct (${versions.chatId}, ${versions.versionNumber}))`.mapWith(Number),
    })
    .from(versions)
    .innerJoin(chats, eq(chats.id, versions.chatId))
    .where(and(eq(chats.userId, userId), ne(versions.status, "failed")))
    .groupBy(versions.type);
  const by = (type: string, field: "n" | "artifacts" = "n") => Number(typeRows.find((r) => r.type === type)?.[field] ?? 0);
  return {
    chats: Number(chatRow?.n ?? 0),
    prds: by("prd"),
    prototypes: by("prototype") + by("mult_prototype", "artifacts"),
    flowcharts: by("mermaid"),
    research_reports: by("research"),
    invite_count: await inviteCount(db, userId),
  };
}
