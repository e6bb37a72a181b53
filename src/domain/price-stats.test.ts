import { describe, expect, it } from "vitest";
import {
  DAY,
  foldDaily,
  HOUR,
  inWindow,
  iqm,
  mergeDaily,
  percentChange,
  priceAt,
  priceFigureOf,
  priceStats,
  pricesAsOf,
  utcDay,
  WEEK,
} from "./price-stats";

describe("iqm", () => {
  it.each([
    ["empty", [], null],
    ["one value", [7], 7],
    ["two values: their mean", [10, 20], 15],
    // n=3: quartiles at 0.75 and 2.25 → (0.25·1 + 1·2 + 0.25·30) / 1.5 = 9.75 / 1.5
    ["three values, fractional edges", [30, 1, 2], 6.5],
    ["eight values: mean of the middle four", [8, 7, 6, 5, 4, 3, 2, 1], 4.5],
    ["an outlier is ignored", [1, 2, 3, 4, 5, 6, 7, 1000], 4.5],
    // n=5: quartiles 1.25..3.75 → (0.75·2 + 3 + 0.75·4) / 2.5 = 7.5 / 2.5
    ["five values", [1, 2, 3, 4, 100], 3],
  ])("%s", (_label, values, expected) => {
    expect(iqm(values)).toBe(expected);
  });
});

describe("percentChange", () => {
  it.each([
    [100, 110, 10],
    [200, 150, -25],
    [3, 4, 33.33],
    [3, 2, -33.33],
    [100, 100, 0],
    [0, 5, null],
    [null, 5, null],
    [5, null, null],
  ])("%s → %s is %s", (from, to, expected) => {
    expect(percentChange(from, to)).toBe(expected);
  });
});

const NOW = Date.UTC(2026, 5, 15, 12, 0);
const at = (hoursAgo: number, price: number) => ({ ts: NOW - hoursAgo * HOUR, price });

describe("windows and references", () => {
  it("a window is (now − span, now]", () => {
    const points = [at(24, 1), at(23, 2), at(0, 3), at(-1, 4)];
    expect(inWindow(points, NOW, DAY).map((p) => p.price)).toEqual([2, 3]);
  });

  it("priceAt takes the last point at or before the instant", () => {
    expect(priceAt([at(30, 10), at(25, 20), at(1, 30)], NOW - DAY)).toBe(20);
    expect(priceAt([at(1, 30)], NOW - DAY)).toBeNull();
  });

  it("priceAt falls back to the daily average of the instant's day", () => {
    const daily = [{ day: utcDay(NOW - WEEK), avg: 500, min: 400, max: 600 }];
    expect(priceAt([at(1, 30)], NOW - WEEK, daily)).toBe(500);
  });
});

describe("priceStats", () => {
  it("is all nulls without points", () => {
    expect(priceStats([], NOW)).toEqual({
      last: null,
      lastAt: null,
      avg24h: null,
      avg7d: null,
      low24h: null,
      high24h: null,
      change24h: null,
      change7d: null,
    });
  });

  it("works a hand-made week", () => {
    const points = [
      at(7 * 24, 800), // reference for 7d (exactly a week old: outside the 7d window)
      at(100, 900),
      at(24, 1000), // reference for 24h (outside the 24h window)
      at(20, 1000),
      at(10, 1200),
      at(5, 1100),
      at(1, 5000), // outlier spike
      at(0, 1100), // latest
    ];
    const s = priceStats(points, NOW);
    // 24h: 1000, 1100, 1100, 1200, 5000 → n=5, (0.75·1100 + 1100 + 0.75·1200) / 2.5 = 1130
    expect(s.avg24h).toBe(1130);
    // 7d: 900, 1000, 1000, 1100, 1100, 1200, 5000 → n=7, quartiles 1.75..5.25:
    // (0.25·1000 + 1000 + 1100 + 1100 + 0.25·1200) / 3.5 = 3750 / 3.5 = 1071.43
    expect(s.avg7d).toBe(1071);
    expect(s.low24h).toBe(1000);
    expect(s.high24h).toBe(5000);
    expect(s.last).toBe(1100);
    expect(s.lastAt).toBe(NOW);
    expect(s.change24h).toBe(10); // 1000 → 1100
    expect(s.change7d).toBe(37.5); // 800 → 1100
  });
});

describe("foldDaily", () => {
  it("folds into UTC days with rounded mean, min and max", () => {
    const d0 = Date.UTC(2026, 0, 1);
    const points = [
      { ts: d0 + DAY + 5, price: 30 },
      { ts: d0, price: 10 },
      { ts: d0 + DAY - 1, price: 11 },
      { ts: d0 + HOUR, price: 12 },
    ];
    expect(foldDaily(points)).toEqual([
      { day: d0, avg: 11, min: 10, max: 12 },
      { day: d0 + DAY, avg: 30, min: 30, max: 30 },
    ]);
  });

  it("rounds the mean half up", () => {
    expect(
      foldDaily([
        { ts: 0, price: 1 },
        { ts: 1, price: 2 },
      ]),
    ).toEqual([{ day: 0, avg: 2, min: 1, max: 2 }]);
  });

  it("is empty without points", () => {
    expect(foldDaily([])).toEqual([]);
  });
});

describe("mergeDaily", () => {
  it("orders by day and merges a day present in both", () => {
    const a = [
      { day: 2 * DAY, avg: 100, min: 90, max: 110 },
      { day: 0, avg: 50, min: 50, max: 50 },
    ];
    const b = [
      { day: 2 * DAY, avg: 121, min: 95, max: 130 },
      { day: DAY, avg: 70, min: 60, max: 80 },
    ];
    expect(mergeDaily(a, b)).toEqual([
      { day: 0, avg: 50, min: 50, max: 50 },
      { day: DAY, avg: 70, min: 60, max: 80 },
      { day: 2 * DAY, avg: 111, min: 90, max: 130 },
    ]);
  });
});

describe("pricesAsOf", () => {
  it.each([
    [[], null],
    [[5], 5],
    [[3, 1, 2, 100], 2],
    // 4,069 prices of one day and 3 of a newer sample: the day of the many
    [[...Array(9).fill(1_739_836_800_000), 1_786_000_000_000, 1_786_000_000_000], 1_739_836_800_000],
  ])("of %j is %s", (times, day) => {
    expect(pricesAsOf(times)).toBe(day);
  });
});

describe("priceFigureOf", () => {
  it("tells a table of 24-hour averages from a feed of lowest offers", () => {
    expect(priceFigureOf([])).toBeNull();
    expect(priceFigureOf([{ flea: null, avg24h: 5, low24h: null }])).toBeNull();
    expect(
      priceFigureOf([
        { flea: 5, avg24h: 5, low24h: null },
        { flea: null, avg24h: null, low24h: null },
      ]),
    ).toBe("avg24h");
    expect(
      priceFigureOf([
        { flea: 5, avg24h: 5, low24h: null },
        { flea: 4, avg24h: 6, low24h: 3 },
      ]),
    ).toBe("lowest");
    expect(priceFigureOf([{ flea: 5, avg24h: 5, low24h: 5 }])).toBe("lowest");
  });
});
