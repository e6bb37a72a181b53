import { and, asc, eq, gte, lt, max } from "drizzle-orm";
import type { GameMode } from "../../../src/contracts/game-mode";
import { priceDaily, pricePoints } from "../schema";
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

/** The newest point or daily row of one item and mode (ms), or null: two primary-key lookups. */
export async function newestObservation(db: AnyDb, uid: string, mode: GameMode): Promise<number | null> {
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
  const times = [point?.at, day?.at].filter((t): t is number => typeof t === "number");
  return times.length ? Math.max(...times) : null;
}
