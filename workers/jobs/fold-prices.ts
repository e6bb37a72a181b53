import { and, asc, between, gte, lt, max, min, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { bumpDataVersion } from "../../functions/db/queries/data-version";
import type { AnyDb } from "../../functions/db/queries/db-type";
import { itemPrices, priceDaily, pricePoints } from "../../functions/db/schema";
import { upsertStatements } from "../../functions/db/write-dataset";
import {
  DAY,
  type DailyPrice,
  type PricePoint,
  priceStats,
  utcDay,
  WEEK,
} from "../../src/domain/price-stats";

/** Items whose stats are recomputed per read (keeps memory flat with 4,000+ items × 2 modes). */
const UIDS_PER_CHUNK = 100;

export type FoldResult = { folded: number; statsUpdated: number; cutoff: number };

/**
 * Hourly price maintenance.
 * 1. Folds raw points of whole UTC days older than 7 days into price_daily (mean, min, max;
 *    merged with a row already there) and deletes them, in one transaction.
 * 2. Recomputes item_prices stats (avg/low/high 24h, avg 7d, changes) from the points, for
 *    every item and mode with points; flea, offers and updatedAt stay the importer's.
 * 3. Bumps the data version so GET /cache rebuilds its payload.
 * `now` is in milliseconds (the cron's scheduledTime).
 */
export async function foldPrices(db: AnyDb, now: number): Promise<FoldResult> {
  const nowSec = Math.floor(now / 1000);
  // Whole days only: a day is folded once, when all of it is more than 7 days old.
  const cutoff = utcDay(nowSec - WEEK);
  const folded = await foldBefore(db, cutoff);
  const statsUpdated = await recomputeStats(db, nowSec);
  if (folded > 0 || statsUpdated > 0) await bumpDataVersion(db, now);
  return { folded, statsUpdated, cutoff };
}

async function foldBefore(db: AnyDb, cutoff: number): Promise<number> {
  const count = await db
    .select({ n: sql<number>`count(*)` })
    .from(pricePoints)
    .where(lt(pricePoints.ts, cutoff))
    .get();
  const n = count?.n ?? 0;
  if (n === 0) return 0;
  const day = sql<number>`(${pricePoints.ts} / 86400) * 86400`;
  const fold = db
    .insert(priceDaily)
    .select(
      db
        .select({
          itemUid: pricePoints.itemUid,
          mode: pricePoints.mode,
          day: day.as("day"),
          avg: sql<number>`cast(round(avg(${pricePoints.price})) as integer)`.as("avg"),
          min: min(pricePoints.price).as("min"),
          max: max(pricePoints.price).as("max"),
        })
        .from(pricePoints)
        .where(lt(pricePoints.ts, cutoff))
        .groupBy(pricePoints.itemUid, pricePoints.mode, day),
    )
    .onConflictDoUpdate({
      target: [priceDaily.itemUid, priceDaily.mode, priceDaily.day],
      set: {
        // A day folded before gets late points: wider min/max, mean of the two averages.
        avg: sql`cast(round((${priceDaily.avg} + excluded.avg) / 2.0) as integer)`,
        min: sql`min(${priceDaily.min}, excluded.min)`,
        max: sql`max(${priceDaily.max}, excluded.max)`,
      },
    });
  // One batch = one transaction: the fold and the delete happen together or not at all.
  // biome-ignore lint/suspicious/noExplicitAny: batch exists on both drivers but not on the base type
  await (db as any).batch([fold, db.delete(pricePoints).where(lt(pricePoints.ts, cutoff))]);
  return n;
}

async function recomputeStats(db: AnyDb, nowSec: number): Promise<number> {
  // Points from the start of the day a week back: the 7d change needs the price at now − 7d.
  const since = utcDay(nowSec - WEEK);
  const uids = (
    await db
      .selectDistinct({ uid: pricePoints.itemUid })
      .from(pricePoints)
      .where(gte(pricePoints.ts, since))
      .orderBy(asc(pricePoints.itemUid))
  ).map((r) => r.uid);
  const rows: StatsRow[] = [];
  for (let i = 0; i < uids.length; i += UIDS_PER_CHUNK) {
    const first = uids[i] as string;
    const last = uids[Math.min(i + UIDS_PER_CHUNK, uids.length) - 1] as string;
    const [points, daily] = await Promise.all([
      db
        .select()
        .from(pricePoints)
        .where(and(between(pricePoints.itemUid, first, last), gte(pricePoints.ts, since))),
      db
        .select()
        .from(priceDaily)
        .where(and(between(priceDaily.itemUid, first, last), gte(priceDaily.day, since - DAY))),
    ]);
    for (const s of groupSeries(points, daily)) rows.push(statsRow(s, nowSec));
  }
  await writeStats(db, rows);
  return rows.length;
}

type StatsRow = typeof itemPrices.$inferInsert;
type Series = { itemUid: string; mode: "pvp" | "pve"; points: PricePoint[]; daily: DailyPrice[] };
type Keyed = { itemUid: string; mode: "pvp" | "pve" };

/** Groups points (and the daily rows of the same item and mode) into one series per item and mode. */
function groupSeries(points: (PricePoint & Keyed)[], daily: (DailyPrice & Keyed)[]): Series[] {
  const series = new Map<string, Series>();
  for (const p of points) {
    const key = `${p.itemUid}\u0000${p.mode}`;
    const s = series.get(key) ?? { itemUid: p.itemUid, mode: p.mode, points: [], daily: [] };
    s.points.push(p);
    series.set(key, s);
  }
  for (const d of daily) series.get(`${d.itemUid}\u0000${d.mode}`)?.daily.push(d);
  return [...series.values()];
}

function statsRow(s: Series, nowSec: number): StatsRow {
  const st = priceStats(s.points, nowSec, s.daily);
  return {
    itemUid: s.itemUid,
    mode: s.mode,
    flea: st.last,
    avg24h: st.avg24h,
    avg7d: st.avg7d,
    low24h: st.low24h,
    high24h: st.high24h,
    change24h: st.change24h,
    change7d: st.change7d,
    updatedAt: nowSec,
  };
}

/**
 * One batch of JSON-row upserts (a statement per ~900 KB of rows, see write-dataset.ts): D1
 * counts each statement as a query, and this job shares the hourly invocation with the import.
 */
async function writeStats(db: AnyDb, rows: StatsRow[]): Promise<void> {
  const statements = upsertStatements(db, itemPrices, rows, {
    update: ["avg24h", "avg7d", "low24h", "high24h", "change24h", "change7d"],
  });
  if (statements.length === 0) return;
  // biome-ignore lint/suspicious/noExplicitAny: batch exists on both drivers but not on the base type
  await (db as any).batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}
