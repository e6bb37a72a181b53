import { describe, expect, it } from "vitest";
import {
  formatChange,
  formatCompactPrice,
  formatDate,
  formatDay,
  formatDecimal,
  formatDuration,
  formatHours,
  formatNumber,
  formatPrice,
  groupThousands,
  hoursMinutes,
  numberMarks,
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

describe("numbers in the page's locale", () => {
  const nb = "\u00a0";
  it.each([
    [1234567.891, "en", 2, "1,234,567.89"],
    [1234.5, "ru", 1, `1${nb}234,5`],
    [-0.004, "ru", 2, "0,00"],
    [-1234, "de", 0, "-1,234"],
    [5, null, 3, "5.000"],
  ] as const)("formatNumber(%s, %s, %s) → %s", (x, locale, decimals, expected) => {
    expect(formatNumber(x, locale, decimals)).toBe(expected);
  });
  it("groups prices with a no-break space in Russian and commas elsewhere", () => {
    expect(formatPrice(1234567, "RUB", "ru")).toBe(`1${nb}234${nb}567₽`);
    expect(formatPrice(-1234, "USD", "ru")).toBe(`-$1${nb}234`);
    expect(formatPrice(1234567, "RUB", "en")).toBe("1,234,567₽");
  });
  it("writes a decimal comma in Russian changes and hours", () => {
    expect(formatChange(-3.25, "ru")).toBe("-3,3%");
    expect(formatChange(12.6, "ru")).toBe("+13%");
    expect(formatHours(5400, "ru")).toBe("1,50");
    expect(formatHours(5400)).toBe("1.50");
  });
  it("names hours and minutes in Russian", () => {
    expect(formatDuration(3631, "ru")).toBe(`1${nb}ч 01${nb}мин`);
    expect(formatDuration(2700, "ru")).toBe(`45${nb}мин`);
    expect(formatDuration(3631, "en")).toBe("1h 01m");
  });
  it("drops trailing zeros of decimals, never of whole numbers", () => {
    expect(formatDecimal(10, "en")).toBe("10");
    expect(formatDecimal(1.25, "ru")).toBe("1,25");
    expect(formatDecimal(1.5, "en")).toBe("1.5");
    expect(formatDecimal(1200.004, "en")).toBe("1,200");
    expect(formatDecimal(7, "en", 0)).toBe("7");
  });
  it("marks of a locale", () => {
    expect(numberMarks("ru")).toEqual({ group: nb, decimal: "," });
    expect(numberMarks(undefined)).toEqual({ group: ",", decimal: "." });
  });
});

describe("formatCompactPrice", () => {
  it.each([
    [950, "en", "950₽"],
    [950_000, "en", "950K₽"],
    [1_250_000, "en", "1.3M₽"],
    [12_500_000, "en", "12.5M₽"],
    [1_250_000, "ru", "1,3\u00a0млн₽"],
    [950_000, "ru", "950\u00a0тыс.₽"],
  ])("%d in %s → %s", (value, locale, text) => {
    expect(formatCompactPrice(value, locale)).toBe(text);
  });
});
