/**
 * User center totals (spec §2): chats, PRDs, prototypes, flowcharts, research reports, invites.
 * Counted from the user's creations (services/creations.ts), one per version (a multi-page
 * prototype version holds its pages inside one row).
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { chats, versions } from "../db/schema";
import { creationCondition } from "./creations";
import { inviteCount } from "./invites";
import type { ArtifactKind } from "@/lib/contracts/artifacts";
import { mermaidKind, multPrototypeKind, prdKind, prototypeKind, researchKind } from "@/lib/contracts/kinds";
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
    .where(and(eq(chats.userId, userId), creationCondition()))
    .groupBy(versions.type);
  const by = (kind: ArtifactKind, field: "n" | "artifacts" = "n") => Number(typeRows.find((r) => r.type === kind)?.[field] ?? 0);
  return {
    chats: Number(chatRow?.n ?? 0),
    prds: by(prdKind.id),
    prototypes: by(prototypeKind.id) + by(multPrototypeKind.id, "artifacts"),
    flowcharts: by(mermaidKind.id),
    research_reports: by(researchKind.id),
    invite_count: await inviteCount(db, userId),
  };
}
