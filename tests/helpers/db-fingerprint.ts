/**
 * A fingerprint of database rows (count + hash of each table's rows), to prove that a request
 * wrote nothing — inserts, updates and deletes all change it. Works on PGlite and PostgreSQL.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";

type Rows = Record<string, unknown>[];

async function rows(db: Db, query: string): Promise<Rows> {
  const result = (await db.execute(sql.raw(query))) as unknown as Rows | { rows: Rows };
  return Array.isArray(result) ? result : result.rows;
}

export async function tableColumns(db: Db): Promise<Map<string, Set<string>>> {
  const found = await rows(
    db,
    `select table_name, column_name from information_schema.columns where table_schema = 'public' and table_name not like '__drizzle%' order by table_name`,
  );
  const tables = new Map<string, Set<string>>();
  for (const r of found) {
    const name = String(r.table_name);
    if (!tables.has(name)) tables.set(name, new Set());
    tables.get(name)!.add(String(r.column_name));
  }
  return tables;
}

/**
 * `scope(table, columns)` returns a SQL condition limiting which rows count (or null for all).
 * The answer maps each table to `count:md5`.
 */
export async function fingerprint(
  db: Db,
  scope?: (table: string, columns: Set<string>) => string | null,
): Promise<Record<string, string>> {
  return (await fingerprinter(db, scope))();
}

/**
 * `fingerprint` for a database whose tables stay the same between calls: the tables are read
 * once (from information_schema, three quarters of a fingerprint's time) and each call runs only
 * the query over their rows. For suites that fingerprint thousands of times (the fuzz suite).
 */
export async function fingerprinter(
  db: Db,
  scope?: (table: string, columns: Set<string>) => string | null,
): Promise<() => Promise<Record<string, string>>> {
  const tables = await tableColumns(db);
  const parts = [...tables.entries()].map(([table, columns]) => {
    const where = scope?.(table, columns);
    return `select '${table}' as t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as f from "${table}" x${where ? ` where ${where}` : ""}`;
  });
  const query = parts.join(" union all ");
  return async () => {
    const result = await rows(db, query);
    return Object.fromEntries(result.map((r) => [String(r.t), String(r.f)]));
  };
}

/**
 * Where the write-ahead log ends: every row inserted, updated or deleted in a (logged) table moves
 * it, so an unchanged position proves that no row changed and the last fingerprint still holds.
 * It may also move with no row changed (an aborted transaction, a page's hint bits set by a read):
 * then only a fingerprint tells.
 */
export async function walPosition(db: Db): Promise<string> {
  const [row] = await rows(db, "select pg_current_wal_insert_lsn()::text as lsn");
  return String(row.lsn);
}

/** Tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
