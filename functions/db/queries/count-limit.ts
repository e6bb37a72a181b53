import { and, eq, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { AnyDb } from "./db-type";

/**
 * A count limit that holds under concurrency: after inserting a row, keeps it only while its owner
 * has at most `max` rows (counted in the same statement that deletes it, so of any number of
 * parallel inserts at the edge only as many survive as there was room for). Whether the row was
 * kept.
 */
export async function keptWithinLimit(
  db: AnyDb,
  opts: {
    table: SQLiteTable;
    id: SQLiteColumn;
    idValue: string;
    owner: SQLiteColumn;
    ownerValue: string;
    max: number;
  },
): Promise<boolean> {
  const owned: SQL = sql`(SELECT count(*) FROM ${opts.table} WHERE ${opts.owner} = ${opts.ownerValue})`;
  const gone = await db
    .delete(opts.table)
    .where(and(eq(opts.id, opts.idValue), sql`${owned} > ${opts.max}`))
    .returning({ id: opts.id });
  return gone.length === 0;
}
