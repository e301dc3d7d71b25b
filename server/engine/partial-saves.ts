/**
 * The partial replies of every running round, saved together (DESIGN.md §3: a stopped or broken
 * round keeps what it wrote). Once a tick, ONE statement — `UPDATE messages … FROM (VALUES …)` —
 * writes the reply and thinking of every round that grew since the last tick, instead of one
 * UPDATE per round per second: at 1,000 concurrent rounds that is one statement a second rather
 * than a thousand (on PGlite they all run on the API's own thread). The same statement marks the
 * rounds that started since the last tick as under way (`rounds.status` loading → streaming),
 * which took one more statement per round before its first event.
 *
 * Guarantees the round runner relies on:
 * - writes run one after another, so a later snapshot never lands before an earlier one;
 * - `close()` drops the round from later ticks and waits for any write holding it, so the
 *   round's final save (run after it) is the last word; the statement also only touches rows
 *   still `streaming`, so a late partial can never undo a final save;
 * - a failed write marks its rounds dirty again: the next tick retries with their latest text.
 */
import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import type { Clock, TimerHandle } from "../time/clock";

export const PARTIAL_SAVE_MS = 1000;
/** Rows per statement: 3 parameters a row stays far below PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 2000;

type Entry = {
  db: Db;
  messageId: string;
  log: Logger;
  content: string;
  think: string;
  dirty: boolean;
  /** The round to mark under way at the next write (null once written). */
  roundId: string | null;
};

/** One round's place in the batch. */
export type PartialSaveHandle = {
  /** The reply and thinking so far (strings are shared, not copied). */
  update: (content: string, think: string) => void;
  /** Leaves the batch and waits for any write holding this round: call before the final save. */
  close: () => Promise<void>;
};

export class PartialSaves {
  private readonly entries = new Map<string, Entry>();
  private timer: TimerHandle | null = null;
  /** The chain of batch writes: each waits for the one before. Never rejects. */
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly clock: Clock) {}

  /** Rounds in the batch now (tests, diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  /** Joins the batch: the round `roundId` is marked under way at the next tick, its reply saved as it grows. */
  track(db: Db, messageId: string, log: Logger, roundId: string | null = null): PartialSaveHandle {
    const entry: Entry = { db, messageId, log, content: "", think: "", dirty: false, roundId };
    this.entries.set(messageId, entry);
    this.timer ??= this.clock.every(PARTIAL_SAVE_MS, () => void this.flush());
    return {
      update: (content, think) => {
        if (content.length === entry.content.length && think.length === entry.think.length) return;
        entry.content = content;
        entry.think = think;
        entry.dirty = true;
      },
      close: () => {
        if (this.entries.get(messageId) === entry) this.entries.delete(messageId);
        if (this.entries.size === 0) {
          this.timer?.cancel();
          this.timer = null;
        }
        return this.writing;
      },
    };
  }

  /** Writes every round that grew (or started) since its last write, in one statement per database. */
  flush(): Promise<void> {
    const due = [...this.entries.values()].filter((e) => e.dirty || e.roundId);
    if (due.length === 0) return this.writing;
    const rows = due.map((e) => ({
      entry: e,
      roundId: e.roundId,
      reply: e.dirty ? { content: e.content, think: e.think } : null,
    }));
    for (const e of due) {
      e.dirty = false;
      e.roundId = null;
    }
    const at = new Date(this.clock.now()).toISOString();
    this.writing = this.writing.then(async () => {
      const byDb = new Map<Db, typeof rows>();
      for (const row of rows) {
        const list = byDb.get(row.entry.db);
        if (list) list.push(row);
        else byDb.set(row.entry.db, [row]);
      }
      for (const [db, dbRows] of byDb) {
        for (let i = 0; i < dbRows.length; i += ROWS_PER_STATEMENT) {
          const chunk = dbRows.slice(i, i + ROWS_PER_STATEMENT);
          try {
            await db.execute(
              batchUpdate(
                chunk.map((r) => ({ id: r.entry.messageId, roundId: r.roundId, reply: r.reply })),
                at,
              ),
            );
          } catch (error) {
            chunk[0].entry.log.warn({ err: error, rounds: chunk.length }, "partial save failed");
            // Still running: try again at the next tick (with the latest text).
            for (const r of chunk) {
              if (this.entries.get(r.entry.messageId) !== r.entry) continue;
              if (r.reply) r.entry.dirty = true;
              r.entry.roundId ??= r.roundId;
            }
          }
        }
      }
    });
    return this.writing;
  }
}

/**
 * `UPDATE messages … FROM (VALUES …)` for the given rows; only rows still streaming change. A
 * row with a `roundId` also marks that round under way (only from loading: a round already
 * closed keeps its end); a row without a reply changes no message.
 */
export function batchUpdate(
  rows: { id: string; roundId?: string | null; reply: { content: string; think: string } | null }[],
  at: string,
): SQL {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::text, ${r.roundId ?? null}::text, ${r.reply?.content ?? null}::text, ${
          r.reply ? JSON.stringify(r.reply.think ? { think: r.reply.think } : {}) : null
        }::jsonb)`,
    ),
    sql`, `,
  );
  return sql`with v (id, round_id, content, extension) as (values ${values}),
    under_way as (update rounds as r set status = 'streaming' from v where r.id = v.round_id and r.status = 'loading')
    update messages as m set content = v.content, extension = v.extension, updated_at = ${at}::timestamptz
    from v
    where m.id = v.id and v.content is not null and m.status = 'streaming'`;
}
