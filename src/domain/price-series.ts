/**
 * Fixed-step price series (the imported weekly and daily history): one value per step from a
 * start day, null where nothing was observed. Times are Unix milliseconds.
 *
 * Choices (tested in price-series.test.ts):
 * - A sample where nearly every item (FROZEN_SHARE) repeats the previous sample's price exactly
 *   is a frozen feed, not a market: it is masked as missing (null) for every item, never drawn
 *   as a flat price. The first sample of a freeze is the last real one and stays.
 * - Avg 7d is the plain mean of the daily samples in (at − 7 days, at]; the 24h and 7d changes
 *   compare the sample at `at` with the samples one and seven days before (null when either is
 *   missing), as percentChange does.
 * - A series with at least STATIC_SAMPLES prices that are all the same is a static price table
 *   standing in for a market (the upstream fills gaps with one): it is not a flea price.
 * - A chart shows the daily series where it exists and the weekly one before it.
 */
import { DAY, percentChange, WEEK } from "./price-stats";

export type SeriesStep = "week" | "day";
export const STEP_MS: Record<SeriesStep, number> = { week: WEEK, day: DAY };

export type Series = { step: SeriesStep; start: number; values: readonly (number | null)[] };

/** The share of items whose price repeats exactly that marks a sample as frozen. */
export const FROZEN_SHARE = 0.95;

/**
 * Indexes of frozen samples: at least `minItems` items have a price at both it and the sample
 * before, and at least FROZEN_SHARE of them are unchanged.
 * @example frozenSamples([[1, 1, 2], [5, 5, 6]], 2) // [1]
 */
export function frozenSamples(series: readonly (readonly (number | null)[])[], minItems = 20): number[] {
  const length = Math.max(0, ...series.map((s) => s.length));
  const out: number[] = [];
  for (let i = 1; i < length; i++) {
    let both = 0;
    let same = 0;
    for (const s of series) {
      const a = s[i - 1];
      const b = s[i];
      if (a == null || b == null) continue;
      both++;
      if (a === b) same++;
    }
    if (both >= minItems && same >= both * FROZEN_SHARE) out.push(i);
  }
  return out;
}

/** How many equal samples make a series a static table rather than a market. */
export const STATIC_SAMPLES = 30;

/**
 * Whether a series never moves over at least STATIC_SAMPLES observations (see the module comment).
 * @example isStaticSeries(Array(30).fill(500)) // true
 */
export function isStaticSeries(values: readonly (number | null)[]): boolean {
  const seen = values.filter((v): v is number => v !== null);
  return seen.length >= STATIC_SAMPLES && seen.every((v) => v === seen[0]);
}

/** The value at instant `at` (the sample of that step), or null. */
export function valueAt(s: Series, at: number): number | null {
  const i = Math.round((at - s.start) / STEP_MS[s.step]);
  return i >= 0 && i < s.values.length ? (s.values[i] ?? null) : null;
}

/** The time of the last sample. */
export const seriesEnd = (s: Series) => s.start + (s.values.length - 1) * STEP_MS[s.step];

export type SeriesStats = { avg7d: number | null; change24h: number | null; change7d: number | null };

/**
 * Avg 7d and the 24h and 7d changes at `at` from a daily series (see the module comment).
 * @example seriesStats({ step: "day", start: 0, values: [100, 100, 100, 100, 100, 100, 100, 110] }, 7 * 86_400_000)
 * // { avg7d: 101, change24h: 10, change7d: 10 }
 */
export function seriesStats(s: Series, at: number): SeriesStats {
  if (s.step !== "day") return { avg7d: null, change24h: null, change7d: null };
  const week: number[] = [];
  for (let t = at - 6 * DAY; t <= at; t += DAY) {
    const v = valueAt(s, t);
    if (v !== null) week.push(v);
  }
  const now = valueAt(s, at);
  return {
    avg7d: week.length ? Math.round(week.reduce((a, b) => a + b, 0) / week.length) : null,
    change24h: percentChange(valueAt(s, at - DAY), now),
    change7d: percentChange(valueAt(s, at - WEEK), now),
  };
}

export type ChartPoint = { t: number; price: number | null };

/**
 * The points of a chart from `since` on: the daily series where it exists and the weekly one
 * before its first day, nulls included (a gap in the line); sorted by time.
 * @example chartPoints([{ step: "week", start: 0, values: [5, null] }], 0) // [{ t: 0, price: 5 }, { t: 604800000, price: null }]
 */
export function chartPoints(series: readonly Series[], since: number): ChartPoint[] {
  const daily = series.filter((s) => s.step === "day");
  const firstDaily = Math.min(...daily.map((s) => s.start));
  const out: ChartPoint[] = [];
  for (const s of series) {
    const step = STEP_MS[s.step];
    s.values.forEach((price, i) => {
      const t = s.start + i * step;
      if (t < since) return;
      if (s.step === "week" && t >= firstDaily) return;
      out.push({ t, price: price ?? null });
    });
  }
  return out.sort((a, b) => a.t - b.t);
}
