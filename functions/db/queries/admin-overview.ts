import type { Overview } from "../../../src/contracts/admin";
import { listLog } from "./admin-log";

type Counts = Overview["counts"];

/**
 * The admin dashboard: account counts, where the game data came from and how fresh its prices are
 * per mode, the last imports with their reports, failed steps and the number of item edits.
 */
export async function adminOverview(db: D1Database, now: number): Promise<Overview> {
  const [counts, source, prices, overrides] = await db.batch([
    db
      .prepare(
        `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM characters) AS characters,
           (SELECT count(*) FROM users WHERE pro = 1) AS pro, (SELECT count(*) FROM users WHERE admin = 1) AS admins,
           (SELECT count(*) FROM users WHERE patron_until > ?1) AS patrons`,
      )
      .bind(now),
    db.prepare("SELECT value FROM kv WHERE key = 'data_source'"),
    db.prepare(
      `SELECT mode, count(*) AS items, max(updated_at) AS newest FROM item_prices
       WHERE flea IS NOT NULL GROUP BY mode ORDER BY mode`,
    ),
    db.prepare("SELECT count(*) AS n FROM item_overrides"),
  ]);
  const sourceText = (source?.results[0] as { value?: string } | undefined)?.value;
  const [imports, errors] = await Promise.all([
    listLog(db, { kind: "import", q: "", limit: 5 }),
    listLog(db, { kind: "all", q: "", failedOnly: true, limit: 5 }),
  ]);
  return {
    counts: counts?.results[0] as Counts,
    dataSource: sourceText ? (JSON.parse(sourceText) as Overview["dataSource"]) : null,
    prices: (prices?.results ?? []) as Overview["prices"],
    imports: imports.entries,
    errors: errors.entries,
    overrides: (overrides?.results[0] as { n: number } | undefined)?.n ?? 0,
  };
}
