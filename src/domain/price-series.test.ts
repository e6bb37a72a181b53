import { describe, expect, it } from "vitest";
import {
  chartPoints,
  frozenSamples,
  isStaticSeries,
  type Series,
  STATIC_SAMPLES,
  seriesEnd,
  seriesStats,
  valueAt,
} from "./price-series";
import { DAY, WEEK } from "./price-stats";

describe("frozenSamples", () => {
  it("marks samples where nearly every item repeats its price, keeping the first of the freeze", () => {
    const items = Array.from({ length: 40 }, (_, i) => [100 + i, 200 + i, 200 + i, 200 + i, 300 + i]);
    expect(frozenSamples(items)).toEqual([2, 3]);
  });

  it("ignores items with a price missing on either side and items that never change alone", () => {
    const moving = Array.from({ length: 30 }, (_, i) => [100 + i, 110 + i, 120 + i]);
    const still = [
      [5, 5, 5],
      [null, 7, 7],
    ];
    expect(frozenSamples([...moving, ...still])).toEqual([]);
  });

  it("needs enough items to call a sample frozen", () => {
    expect(frozenSamples([[1, 1]])).toEqual([]);
    expect(frozenSamples([[1, 1]], 1)).toEqual([1]);
  });
});

describe("isStaticSeries", () => {
  it("calls a series that never moves over enough samples a static table", () => {
    const flat = Array(STATIC_SAMPLES).fill(2000);
    expect(isStaticSeries(flat)).toBe(true);
    expect(isStaticSeries([...flat, null])).toBe(true);
    expect(isStaticSeries(flat.slice(1))).toBe(false);
    expect(isStaticSeries([...flat, 2001])).toBe(false);
  });
});

describe("seriesStats", () => {
  const daily: Series = { step: "day", start: 0, values: [90, 100, 100, 100, 100, 100, 120, 110] };

  it("averages the last 7 daily samples and compares with one and seven days before", () => {
    expect(seriesStats(daily, 7 * DAY)).toEqual({ avg7d: 104, change24h: -8.33, change7d: 22.22 });
  });

  it("skips missing samples in the average and leaves a change unknown without its base", () => {
    const s: Series = { step: "day", start: 0, values: [null, 100, null, 100, 100, 100, null, 130] };
    expect(seriesStats(s, 7 * DAY)).toEqual({ avg7d: 106, change24h: null, change7d: null });
  });

  it("says nothing from a weekly series", () => {
    expect(seriesStats({ step: "week", start: 0, values: [1, 2] }, WEEK)).toEqual({
      avg7d: null,
      change24h: null,
      change7d: null,
    });
  });

  it("reads values by step, null outside the series", () => {
    expect(valueAt(daily, 7 * DAY)).toBe(110);
    expect(valueAt(daily, 8 * DAY)).toBeNull();
    expect(valueAt(daily, -DAY)).toBeNull();
    expect(seriesEnd(daily)).toBe(7 * DAY);
  });
});

describe("chartPoints", () => {
  const weekly: Series = { step: "week", start: 0, values: [10, null, 30, 40] };
  const daily: Series = { step: "day", start: 2 * WEEK, values: [31, 32, null] };

  it("uses the weekly series before the daily one starts, with gaps kept as null", () => {
    expect(chartPoints([weekly, daily], 0)).toEqual([
      { t: 0, price: 10 },
      { t: WEEK, price: null },
      { t: 2 * WEEK, price: 31 },
      { t: 2 * WEEK + DAY, price: 32 },
      { t: 2 * WEEK + 2 * DAY, price: null },
    ]);
  });

  it("starts at `since` and works with one series alone", () => {
    expect(chartPoints([weekly], 2 * WEEK)).toEqual([
      { t: 2 * WEEK, price: 30 },
      { t: 3 * WEEK, price: 40 },
    ]);
    expect(chartPoints([], 0)).toEqual([]);
  });
});
