/**
 * A round whose instance died mid-generation, settled by the surviving instance
 * that adopted it (server/streams/shared-round-registry.ts):
 * - the round ends as an error — only if it is still open, so it is settled once whoever else
 *   tries (closeRound checks the same);
 * - the document it was writing is rebuilt from the round's event log and kept as a version
 *   marked partial and failed, as a user's Stop keeps it (nothing a user makes is lost);
 * - versions it left building are marked failed (none stays half-written);
 * - its message keeps the reply saved so far and says what happened, in the user's language;
 * - the points hold goes back (the ledger settles a hold at most once).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { agenticBuilds, messages, rounds, versions } from "../db/schema";
import { ERRNO } from "../http/api-error";
import { translate } from "../i18n/api-messages";
import { refundReservation } from "../services/points-ledger";
import { createVersion, versionRef } from "../services/versions";
import type { LostRound } from "../streams/shared-round-registry";
import { artifactEventSchema, type StreamEvent } from "@/lib/contracts/stream-events";
import type { ArtifactKind } from "@/lib/contracts/artifacts";
import type { VersionRef } from "@/lib/contracts/versions";
import { OPEN_ROUND_STATUSES } from "./round-records";

export async function settleLostRound(
  db: Db,
  log: Logger,
  lost: LostRound,
  now = new Date(),
): Promise<StreamEvent | null> {
  const errmsg = translate(lost.locale === "zh" ? "zh" : "en", "apiErrors.instanceLost");
  const [round] = await db
    .update(rounds)
    .set({ status: "error", error: "instanceLost", finishedAt: now })
    .where(and(eq(rounds.id, lost.roundId), inArray(rounds.status, [...OPEN_ROUND_STATUSES])))
    .returning({ id: rounds.id, chatId: rounds.chatId, userId: rounds.userId });
  if (!round) return null; // it ended before its instance went: nothing to settle

  const kept: VersionRef[] = [];
  for (const partial of unsavedArtifacts(lost.events)) {
    try {
      const row = await createVersion(db, {
        chatId: round.chatId,
        userId: round.userId,
        kind: partial.kind,
        content: partial.content,
        roundId: round.id,
        status: "failed",
        meta: { partial: true, lost: true },
      });
      kept.push(versionRef(row));
    } catch (error) {
      log.error({ err: error, roundId: round.id }, "keeping a lost round's partial document failed");
    }
  }
  const unfinished = await db
    .update(versions)
    .set({ status: "failed" })
    .where(and(eq(versions.roundId, round.id), inArray(versions.status, ["init", "building"])))
    .returning({ id: versions.id });
  if (unfinished.length)
    await db
      .update(agenticBuilds)
      .set({ status: "failed", finishedAt: now })
      .where(
        and(
          inArray(
            agenticBuilds.versionId,
            unfinished.map((v) => v.id),
          ),
          inArray(agenticBuilds.status, ["init", "building"]),
        ),
      );

  const [message] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.roundId, round.id), eq(messages.role, "assistant")))
    .limit(1);
  if (message) {
    const earlier = Array.isArray(message.extension.versions)
      ? (message.extension.versions as VersionRef[])
      : [];
    const extension = {
      ...message.extension,
      ...(kept.length ? { versions: [...earlier, ...kept] } : {}),
      error: errmsg,
    };
    await db
      .update(messages)
      .set({ status: "error", extension, updatedAt: now })
      .where(eq(messages.id, message.id));
  }
  await refundReservation(db, round.id, now).catch((error) =>
    log.error({ err: error, roundId: round.id }, "refunding a lost round failed"),
  );
  return {
    type: "error",
    errno: ERRNO.INTERNAL,
    errmsg,
    round_id: round.id,
    ...(message ? { message_id: message.id } : {}),
  } as StreamEvent;
}

/** The documents the log shows being written and not yet saved (single-page kinds: a multi-page prototype's pages are not rebuilt). */
export function unsavedArtifacts(events: StreamEvent[]): { kind: ArtifactKind; content: string }[] {
  const open = new Map<ArtifactKind, string>();
  for (const event of events) {
    const parsed = artifactEventSchema.safeParse(event);
    if (!parsed.success || parsed.data.page) continue;
    const { kind, op, content = "" } = parsed.data;
    if (op === "append") open.set(kind, (open.get(kind) ?? "") + content);
    else if (op === "replace") open.set(kind, content);
    else open.delete(kind); // saved or failed: it has its version already
  }
  return [...open].filter(([, content]) => content.trim()).map(([kind, content]) => ({ kind, content }));
}
