/**
 * What counts as a user's creation: a version of a kind whose definition says so (`creation`:
 * PRDs, prototypes, flowcharts, research reports — the user center's totals, spec §2) that was
 * saved complete (a failed version is nothing made). The one definition behind the invite reward
 * for the first creation (spec §9), the rule that a user who has made something cannot be invited
 * any more, and the user center's totals.
 */
import { and, inArray, type SQL } from "drizzle-orm";
import { versions } from "../db/schema";
import { artifactKinds } from "@/lib/contracts/artifacts";
import type { VersionStatus } from "@/lib/contracts/versions";

/** The statuses of a version that was made: saved complete (and, for lite apps, deployed). */
export const MADE_STATUSES = ["complete", "deployed"] as const satisfies readonly VersionStatus[];

function creationKinds(): string[] {
  return artifactKinds()
    .filter((kind) => kind.creation)
    .map((kind) => kind.id);
}

export function isCreation(version: { type: string; status: string }): boolean {
  return (
    creationKinds().includes(version.type) && (MADE_STATUSES as readonly string[]).includes(version.status)
  );
}

/** The same rule as a condition on `versions`. */
export function creationCondition(): SQL {
  return and(inArray(versions.type, creationKinds()), inArray(versions.status, [...MADE_STATUSES]))!;
}
