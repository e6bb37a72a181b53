import { and, asc, gte, lt, max, min, sql } from "drizzle-orm";
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

/**
 * Item-and-mode series read per query. D1 counts every statement as a query (50 per Worker
 * invocation on Workers Free) and the real game has 4,069 items × 2 modes = 8,138 series:
 * 2,000 a page makes 5 reads (11–12 queries for the whole fold). Memory stays bounded: the
 * hourly import adds at most one point per series and hour, and the window (from 00:00 UTC of
 * the day a week back) spans at most 8 days = 192 points, plus one daily row; a page is then
 * at most 384,000 points, about 8 MB of JSON text and 18 MB once parsed (measured in Node),
 * well inside a Worker's 128 MB. The page walks the primary key (item_uid, mode, ts) from the
 * last series of the page before, so it needs no list of uids.
 */
const SERIES_PER_PAGE = 2000;

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
  // Whole days only: a day is folded once, when all of it is more than 7 days old.
  const cutoff = utcDay(now - WEEK);
  const folded = await foldBefore(db, cutoff);
  const statsUpdated = await recomputeStats(db, now);
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
  const day = sql<number>`(${pricePoints.ts} / ${sql.raw(String(DAY))}) * ${sql.raw(String(DAY))}`;
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

async function recomputeStats(db: AnyDb, now: number): Promise<number> {
  // Points from the start of the day a week back: the 7d change needs the price at now − 7d.
  const since = utcDay(now - WEEK);
  const rows: StatsRow[] = [];
  let after: Keyed | undefined;
  for (;;) {
    const page = await seriesPage(db, since, after);
    for (const s of page) rows.push(statsRow(s, now));
    const last = page.at(-1);
    if (page.length < SERIES_PER_PAGE || !last) break;
    after = { itemUid: last.itemUid, mode: last.mode };
  }
  await writeStats(db, rows);
  return rows.length;
}

type StatsRow = typeof itemPrices.$inferInsert;
type Keyed = { itemUid: string; mode: "pvp" | "pve" };
type Series = Keyed & { points: PricePoint[]; daily: DailyPrice[] };

/**
 * One query: the next SERIES_PER_PAGE item-and-mode series after `after` (in primary-key
 * order), each with its points since `since` and its daily rows from the day before, as JSON
 * arrays ([ts, price] and [day, avg, min, max]).
 */
async function seriesPage(db: AnyDb, since: number, after: Keyed | undefined): Promise<Series[]> {
  const p = pricePoints;
  const rows = await db
    .select({
      itemUid: p.itemUid,
      mode: p.mode,
      points: sql<string>`json_group_array(json_array(${p.ts}, ${p.price}))`,
      // qualified by hand: drizzle writes selected columns unqualified, and a bare item_uid
      // inside the subquery would be price_daily's own
      daily: sql<string>`(select json_group_array(json_array(d.day, d.avg, d.min, d.max))
        from price_daily d
        where d.item_uid = price_points.item_uid and d.mode = price_points.mode and d.day >= ${since - DAY})`,
    })
    .from(p)
    .where(
      and(
        gte(p.ts, since),
        after ? sql`(${p.itemUid}, ${p.mode}) > (${after.itemUid}, ${after.mode})` : undefined,
      ),
    )
    .groupBy(p.itemUid, p.mode)
    .orderBy(asc(p.itemUid), asc(p.mode))
    .limit(SERIES_PER_PAGE);
  return rows.map((r) => ({
    itemUid: r.itemUid,
    mode: r.mode,
    points: (JSON.parse(r.points) as [number, number][]).map(([ts, price]) => ({ ts, price })),
    daily: (JSON.parse(r.daily) as [number, number, number, number][]).map(([day, avg, min, max]) => ({
      day,
      avg,
      min,
      max,
    })),
  }));
}

function statsRow(s: Series, now: number): StatsRow {
  const st = priceStats(s.points, now, s.daily);
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
    // the observation time of the last price, not the fold's
    updatedAt: st.lastAt ?? now,
  };
}

/**
 * One batch of JSON-row upserts (a statement per ~1.8 MB of rows, see write-dataset.ts): D1
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
