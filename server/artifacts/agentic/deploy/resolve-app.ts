/** Which chat's deployment a host label names: its generated sub-domain, or one of its custom sub-domains. */
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { deployments, domainMappings } from "@/server/db/schema";
import type { DeploymentRow } from "./deploy-service";

export async function deploymentOfLabel(db: Db, label: string): Promise<DeploymentRow | null> {
  const [direct] = await db.select().from(deployments).where(eq(deployments.subdomain, label)).limit(1);
  if (direct) return direct;
  const [mapped] = await db
    .select({ deployment: deployments })
    .from(domainMappings)
    .innerJoin(deployments, eq(deployments.chatId, domainMappings.chatId))
    .where(eq(domainMappings.domain, label))
    .limit(1);
  return mapped?.deployment ?? null;
}
