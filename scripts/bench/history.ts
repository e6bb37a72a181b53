/**
 * Price-history query benchmark on a SQLite file (the local D1 file of wrangler dev, or any
 * copy of the schema): p50/p99 of one item's 1-year history, the same two queries as
 * GET /api/be/items/:uid/history?range=1y (daily rows + the still-hourly recent points),
 * and SQLite's EXPLAIN QUERY PLAN for both, which should show the primary-key index.
 *
 *   tsx scripts/bench/history.ts <file.sqlite> [uid=the item with most daily rows] [mode=pvp] [runs=500]
 *   (the local D1 file is under .wrangler/state/v3/d1/miniflare-D1DatabaseObject/*.sqlite)
 */
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { dailySince, pointsSince } from "../../functions/db/queries/history";
import * as schema from "../../functions/db/schema";
import { HISTORY_RANGE_MS } from "../../src/contracts/history";
import { foldDaily, mergeDaily, utcDay } from "../../src/domain/price-stats";

const file = process.argv[2];
if (!file) {
  console.error("usage: tsx scripts/bench/history.ts <file.sqlite> [uid] [mode] [runs]");
  process.exit(2);
}
const mode = (process.argv[4] ?? "pvp") === "pve" ? "pve" : "pvp";
const runs = Number(process.argv[5] ?? 500);

const client = createClient({ url: `file:${file}` });
const db = drizzle(client, { schema });

const uid =
  process.argv[3] ??
  String(
    (
      await client.execute({
        sql: "select item_uid from price_daily where mode = ? group by item_uid order by count(*) desc limit 1",
        args: [mode],
      })
    ).rows[0]?.item_uid ?? "",
  );
if (!uid) throw new Error("no price_daily rows in this file: pass a uid or load data first");

const now = Date.now();
const since = utcDay(now - (HISTORY_RANGE_MS["1y"] ?? 0));

async function oneYear() {
  const [daily, recent] = await Promise.all([
    dailySince(db, uid, mode, since, Number.MAX_SAFE_INTEGER),
    pointsSince(db, uid, mode, since),
  ]);
  return mergeDaily(daily, foldDaily(recent));
}

const days = await oneYear();
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  await oneYear();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;
console.log(`1y history of ${uid} (${mode}) from ${file}: ${days.length} days`);
console.log(`  ${runs} runs: p50 ${pct(50).toFixed(3)} ms, p99 ${pct(99).toFixed(3)} ms`);

for (const q of [
  dailySince(db, uid, mode, since, Number.MAX_SAFE_INTEGER).toSQL(),
  pointsSince(db, uid, mode, since).toSQL(),
]) {
  const plan = await client.execute({ sql: `EXPLAIN QUERY PLAN ${q.sql}`, args: q.params as never[] });
  console.log(`\nEXPLAIN QUERY PLAN ${q.sql}`);
  for (const row of plan.rows) console.log(`  ${String(row.detail)}`);
}
client.close();
