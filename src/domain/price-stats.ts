/**
 * Price statistics over raw price points (docs/product.md §9: average windows 24h and 7d).
 * Times are Unix milliseconds (as stored) and "now" is always a parameter.
 *
 * Choices (documented here, tested in price-stats.test.ts):
 * - avg 24h and avg 7d are both interquartile means (IQM): the mean of the middle half of
 *   the sorted prices, with fractional weights at the quartile edges when the count is not a
 *   multiple of 4. One outlier offer (a 1 ₽ troll listing or a 10× spike) moves neither.
 * - A window is (now − span, now]: a point exactly `span` old is outside it.
 * - Percent change compares the latest price with the reference price: the last point at
 *   or before now − span (falling back to the daily average of the day holding that instant,
 *   once the hourly points are folded). No reference, or a reference of 0 → null.
 * - Daily rows are UTC days; avg is the plain mean rounded to a whole ruble, with min and max.
 */

export type PricePoint = { ts: number; price: number };
export type DailyPrice = { day: number; avg: number; min: number; max: number };
export type PriceStats = {
  last: number | null;
  /** When the last price was observed. */
  lastAt: number | null;
  avg24h: number | null;
  avg7d: number | null;
  low24h: number | null;
  high24h: number | null;
  change24h: number | null;
  change7d: number | null;
};

export const HOUR = 3_600_000;
export const DAY = 86_400_000;
export const WEEK = 7 * DAY;

/** 00:00 UTC of the day holding `ts` (both Unix milliseconds). */
export const utcDay = (ts: number) => Math.floor(ts / DAY) * DAY;

/**
 * Interquartile mean of `values` (any order); null when empty.
 * @example iqm([1, 2, 3, 4, 5, 6, 7, 1000]) // 4.5: the middle half is 3, 4, 5, 6
 */
export function iqm(values: readonly number[]): number | null {
  const n = values.length;
  if (n === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const lo = n / 4;
  const hi = (3 * n) / 4;
  let sum = 0;
  for (let i = Math.floor(lo); i < Math.ceil(hi); i++) {
    const weight = Math.min(i + 1, hi) - Math.max(i, lo);
    sum += weight * (sorted[i] ?? 0);
  }
  return sum / (n / 2);
}

/** Points inside the window (now − span, now], in their given order. */
export function inWindow<T extends PricePoint>(points: readonly T[], now: number, span: number): T[] {
  return points.filter((p) => p.ts > now - span && p.ts <= now);
}

/** Percent change from `from` to `to`, rounded to 2 decimals; null without a usable base. */
export function percentChange(from: number | null, to: number | null): number | null {
  if (from === null || to === null || from === 0) return null;
  return Math.round(((to - from) / from) * 10_000) / 100;
}

/** The price at instant `at`: the last point at or before it, else the daily avg of its day. */
export function priceAt(
  points: readonly PricePoint[],
  at: number,
  daily: readonly DailyPrice[] = [],
): number | null {
  let best: PricePoint | undefined;
  for (const p of points) if (p.ts <= at && (!best || p.ts > best.ts)) best = p;
  if (best) return best.price;
  return daily.find((d) => d.day === utcDay(at))?.avg ?? null;
}

const roundOrNull = (x: number | null) => (x === null ? null : Math.round(x));

/** All stats of one item in one mode at `now`, from its points (and daily rows for references). */
export function priceStats(
  points: readonly PricePoint[],
  now: number,
  daily: readonly DailyPrice[] = [],
): PriceStats {
  const day = inWindow(points, now, DAY).map((p) => p.price);
  const week = inWindow(points, now, WEEK).map((p) => p.price);
  const last = priceAt(points, now);
  let lastAt: number | null = null;
  for (const p of points) if (p.ts <= now && (lastAt === null || p.ts > lastAt)) lastAt = p.ts;
  return {
    last,
    lastAt,
    avg24h: roundOrNull(iqm(day)),
    avg7d: roundOrNull(iqm(week)),
    low24h: day.length ? Math.min(...day) : null,
    high24h: day.length ? Math.max(...day) : null,
    change24h: percentChange(priceAt(points, now - DAY, daily), last),
    change7d: percentChange(priceAt(points, now - WEEK, daily), last),
  };
}

/** Folds points into one row per UTC day (mean rounded, min, max), ordered by day. */
export function foldDaily(points: readonly PricePoint[]): DailyPrice[] {
  const days = new Map<number, { sum: number; n: number; min: number; max: number }>();
  for (const { ts, price } of points) {
    const d = utcDay(ts);
    const acc = days.get(d);
    if (acc) {
      acc.sum += price;
      acc.n += 1;
      acc.min = Math.min(acc.min, price);
      acc.max = Math.max(acc.max, price);
    } else days.set(d, { sum: price, n: 1, min: price, max: price });
  }
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([d, acc]) => ({ day: d, avg: Math.round(acc.sum / acc.n), min: acc.min, max: acc.max }));
}

/**
 * Merges two daily series into one ordered by day. A day in both (late points of a day that
 * was already folded) keeps the wider min/max and the mean of the two averages.
 */
export function mergeDaily(a: readonly DailyPrice[], b: readonly DailyPrice[]): DailyPrice[] {
  const byDay = new Map<number, DailyPrice>(a.map((d) => [d.day, d]));
  for (const d of b) {
    const old = byDay.get(d.day);
    byDay.set(
      d.day,
      old
        ? {
            day: d.day,
            avg: Math.round((old.avg + d.avg) / 2),
            min: Math.min(old.min, d.min),
            max: Math.max(old.max, d.max),
          }
        : d,
    );
  }
  return [...byDay.values()].sort((x, y) => x.day - y.day);
}

/**
 * The day a data set's prices are "as of": the median observation time, so that a few items
 * priced at another time (a newer sample) do not date the whole set. Null without prices.
 * @example pricesAsOf([3, 1, 2, 100]) // 2
 */
export function pricesAsOf(times: readonly number[]): number | null {
  if (times.length === 0) return null;
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

/**
 * Which figure a data set's flea prices are: "avg24h" when every priced row's flea price is its
 * 24-hour average and no row has a 24-hour low (price tables of daily averages), else "lowest"
 * (a feed's lowest offers); null without prices.
 * @example priceFigureOf([{ flea: 5, avg24h: 5, low24h: null }]) // "avg24h"
 */
export function priceFigureOf(
  rows: readonly { flea: number | null; avg24h: number | null; low24h: number | null }[],
): "avg24h" | "lowest" | null {
  const priced = rows.filter((r) => r.flea !== null);
  if (priced.length === 0) return null;
  return priced.every((r) => r.flea === r.avg24h && r.low24h === null) ? "avg24h" : "lowest";
}
