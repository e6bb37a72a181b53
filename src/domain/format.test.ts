import { describe, expect, it } from "vitest";
import {
  formatChange,
  formatDate,
  formatDay,
  formatDuration,
  formatHours,
  formatPrice,
  groupThousands,
  hoursMinutes,
  round2,
} from "./format";

describe("round2", () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [-1.005, -1.01],
    [10, 10],
    [0.125, 0.13],
  ])("%s → %s", (x, expected) => {
    expect(round2(x)).toBe(expected);
  });
});

describe("groupThousands", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [1234567, "1,234,567"],
    [1234.5, "1,235"],
    [-9876543, "-9,876,543"],
    [-0.4, "0"],
  ])("%s → %s", (x, expected) => {
    expect(groupThousands(x)).toBe(expected);
  });

  it("takes another separator", () => {
    expect(groupThousands(1234567, " ")).toBe("1 234 567");
  });
});

describe("formatPrice", () => {
  it.each([
    [12345, undefined, "12,345₽"],
    [12345.6, "RUB", "12,346₽"],
    [143, "USD", "$143"],
    [1500, "EUR", "€1,500"],
    [-1234, "USD", "-$1,234"],
    [-250, "RUB", "-250₽"],
    [0, "RUB", "0₽"],
  ] as const)("%s %s → %s", (x, currency, expected) => {
    expect(formatPrice(x, currency)).toBe(expected);
  });
});

describe("formatChange", () => {
  it.each([
    [0, "0%"],
    [0.04, "0%"],
    [3.25, "+3.3%"],
    [-3.25, "-3.3%"],
    [5, "+5%"],
    [9, "+9%"],
    [9.04, "+9%"], // 9.04 → 9.0 at one decimal, trailing ".0" dropped
    [9.4, "+9%"],
    [12.6, "+13%"],
    [-45.5, "-46%"],
  ])("%s → %s", (x, expected) => {
    expect(formatChange(x)).toBe(expected);
  });
});

describe("formatDate", () => {
  const t = Date.UTC(2026, 0, 2, 3, 4, 59);
  it.each([
    [0, "02.01.26 03:04"],
    [180, "02.01.26 06:04"],
    [-240, "01.01.26 23:04"],
  ])("offset %s → %s", (offset, expected) => {
    expect(formatDate(t, offset)).toBe(expected);
  });

  it("defaults to UTC", () => {
    expect(formatDate(Date.UTC(1999, 11, 31, 23, 59))).toBe("31.12.99 23:59");
  });
});

describe("formatHours", () => {
  it.each([
    [0, "0.00"],
    [3600, "1.00"],
    [5400, "1.50"],
    [4000, "1.11"],
    [86_400 * 2 + 18, "48.01"],
  ])("%s s → %s", (s, expected) => {
    expect(formatHours(s)).toBe(expected);
  });
});

describe("hoursMinutes and formatDuration", () => {
  it.each([
    [0, 0, 0, "0m"],
    [30, 0, 0, "0m"],
    [31, 0, 1, "1m"],
    [90, 0, 1, "1m"], // 1 min 30 s: exactly 30 does not round up
    [91, 0, 2, "2m"],
    [3600, 1, 0, "1h 00m"],
    [3630, 1, 0, "1h 00m"],
    [3631, 1, 1, "1h 01m"],
    [3599, 1, 0, "1h 00m"], // 59 min 59 s rounds up into the next hour
    [7 * 3600 + 25 * 60, 7, 25, "7h 25m"],
  ])("%s s", (s, hours, minutes, text) => {
    expect(hoursMinutes(s)).toEqual({ hours, minutes });
    expect(formatDuration(s)).toBe(text);
  });
});

describe("formatDay", () => {
  it.each([
    [Date.UTC(2025, 1, 18, 9), "en", "18 Feb 2025"],
    [Date.UTC(2025, 1, 18, 23, 59), "ru", "18 фев 2025"],
    [Date.UTC(2026, 11, 1), "de", "1 Dec 2026"],
    [Date.UTC(2026, 4, 9), "ru", "9 мая 2026"],
  ])("%s in %s is %s", (ms, locale, text) => {
    expect(formatDay(ms, locale)).toBe(text);
  });
});
