import { and, asc, eq, gte, lt, max } from "drizzle-orm";
import type { GameMode } from "../../../src/contracts/game-mode";
import type { Series } from "../../../src/domain/price-series";
import { seriesEnd } from "../../../src/domain/price-series";
import { priceDaily, pricePoints, priceSeries } from "../schema";
import type { AnyDb } from "./db-type";

/** Raw points of one item and mode with ts ≥ since (Unix milliseconds), oldest first; a primary-key range scan. */
/** Returns the query builder (awaitable; `.toSQL()` for query plans). */
export function pointsSince(db: AnyDb, uid: string, mode: GameMode, since: number) {
  return db
    .select({ ts: pricePoints.ts, price: pricePoints.price })
    .from(pricePoints)
    .where(and(eq(pricePoints.itemUid, uid), eq(pricePoints.mode, mode), gte(pricePoints.ts, since)))
    .orderBy(asc(pricePoints.ts));
}

/** Daily rows of one item and mode with since ≤ day < before, oldest first; a primary-key range scan. */
export function dailySince(db: AnyDb, uid: string, mode: GameMode, since: number, before: number) {
  return db
    .select({ day: priceDaily.day, avg: priceDaily.avg, min: priceDaily.min, max: priceDaily.max })
    .from(priceDaily)
    .where(
      and(
        eq(priceDaily.itemUid, uid),
        eq(priceDaily.mode, mode),
        gte(priceDaily.day, since),
        lt(priceDaily.day, before),
      ),
    )
    .orderBy(asc(priceDaily.day));
}

/** The imported series (weekly, daily) of one item and mode: a primary-key range scan. */
export async function seriesOfItem(db: AnyDb, uid: string, mode: GameMode): Promise<Series[]> {
  return db
    .select({ step: priceSeries.step, start: priceSeries.start, values: priceSeries.values })
    .from(priceSeries)
    .where(and(eq(priceSeries.itemUid, uid), eq(priceSeries.mode, mode)));
}

/** The newest point, daily row or series sample of one item and mode (ms), or null. */
export async function newestObservation(
  db: AnyDb,
  uid: string,
  mode: GameMode,
  series: readonly Series[],
): Promise<number | null> {
  const [point, day] = await Promise.all([
    db
      .select({ at: max(pricePoints.ts) })
      .from(pricePoints)
      .where(and(eq(pricePoints.itemUid, uid), eq(pricePoints.mode, mode)))
      .get(),
    db
      .select({ at: max(priceDaily.day) })
      .from(priceDaily)
      .where(and(eq(priceDaily.itemUid, uid), eq(priceDaily.mode, mode)))
      .get(),
  ]);
  const times = [point?.at, day?.at, ...series.map(seriesEnd)].filter(
    (t): t is number => typeof t === "number",
  );
  return times.length ? Math.max(...times) : null;
}
