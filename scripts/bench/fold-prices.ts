/**
 * Benchmark: the hourly price fold at the real game's scale — 4,069 items × 2 modes with a full
 * window of hourly points (8 days, run at 23:00 UTC) and the hour a day is due to be folded —
 * in a fresh temporary SQLite file. Prints the time and the statements run (D1 counts each as
 * a query; no assertions).
 *
 *   tsx scripts/bench/fold-prices.ts [--items 4069] [--runs 3]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/libsql";
import * as schema from "../../functions/db/schema";
import { foldPrices } from "../../workers/jobs/fold-prices";
import { countQueries } from "../data/count-queries";
import { applyMigrations, openClient } from "../data/demo-loader";

const { values } = parseArgs({
  options: { items: { type: "string", default: "4069" }, runs: { type: "string", default: "3" } },
});
const items = Math.max(1, Number(values.items) || 4069);
const runs = Math.max(1, Number(values.runs) || 3);
const HOURS = 8 * 24 + 24; // the 8 days the fold reads and one day before them (due to be folded)
const now = Date.UTC(2026, 7, 1, 23);
const uids = JSON.stringify(Array.from({ length: items }, (_, i) => `item-${String(i).padStart(5, "0")}`));

const dir = mkdtempSync(join(tmpdir(), "bench-fold-prices-"));
try {
  for (let run = 1; run <= runs; run++) {
    const client = openClient(join(dir, `run-${run}.sqlite`));
    await applyMigrations(client);
    await client.execute({
      sql: `INSERT INTO price_points (item_uid, mode, ts, price)
        WITH RECURSIVE h(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM h WHERE n < ?3 - 1)
        SELECT u.value, m.value, ?1 - h.n * 3600000, 1000 + (h.n * 37 + u.key * 11) % 500
        FROM json_each(?2) u, json_each('["pvp","pve"]') m, h WHERE true`,
      args: [now, uids, HOURS],
    });
    // what D1 would count as queries: each statement alone and each statement of a batch
    const counter = countQueries(client);
    const t0 = performance.now();
    const result = await foldPrices(drizzle(client, { schema }), now);
    const ms = performance.now() - t0;
    client.close();
    console.log(
      `run ${run}: ${items} items × 2 modes, ${items * 2 * HOURS} points; folded ${result.folded}, ` +
        `${result.statsUpdated} stats rows in ${(ms / 1000).toFixed(2)} s; ${counter.queries} queries`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
