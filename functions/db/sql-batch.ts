import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";

const dialect = new SQLiteAsyncDialect();

/**
 * Runs SQL statements (drizzle `sql` templates) as one D1 batch: one transaction, so a change and
 * the audit line that records it land together or not at all. drizzle's own batch cannot bind the
 * parameters of raw statements on D1, so they are turned into D1 statements here.
 */
export function runSqlBatch(d1: D1Database, statements: SQL[]): Promise<D1Result[]> {
  return d1.batch(
    statements.map((s) => {
      const q = dialect.sqlToQuery(s);
      return d1.prepare(q.sql).bind(...q.params);
    }),
  );
}
