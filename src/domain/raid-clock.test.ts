import { describe, expect, it } from "vitest";
import { formatClock, raidClockMs, raidClockPhases, raidClockTimes, raidPhase } from "./raid-clock";

describe("raidClockTimes", () => {
  it.each([
    // real instant (ms since epoch)  left        right
    [0, "03:00:00", "15:00:00"],
    [1000, "03:00:07", "15:00:07"],
    [60_000, "03:07:00", "15:07:00"],
    // 3 real hours = 21 in-game hours: 03 + 21 = 24 → 00:00
    [3 * 3_600_000, "00:00:00", "12:00:00"],
    // one real day = 7 in-game days: back to the start
    [86_400_000, "03:00:00", "15:00:00"],
    // 2026-11-22T12:00:00Z
    [Date.UTC(2026, 10, 22, 12), "15:00:00", "03:00:00"],
  ])("at %i gives %s / %s", (real, left, right) => {
    expect(raidClockTimes(real)).toEqual([left, right]);
  });

  it("wraps a negative offset or an instant before 1970 into the day", () => {
    expect(formatClock(raidClockMs(0, -3))).toBe("21:00:00");
    // 1 real second before the epoch is 7 in-game seconds before 03:00
    expect(formatClock(raidClockMs(-1000, 3))).toBe("02:59:53");
  });

  it("keeps the two clocks 12 hours apart", () => {
    for (const t of [5, 123_456_789, 1_790_000_000_000]) {
      const d = (raidClockMs(t, 15) - raidClockMs(t, 3) + 86_400_000) % 86_400_000;
      expect(d).toBe(12 * 3_600_000);
    }
  });
});

describe("formatClock", () => {
  it.each([
    [0, "00:00:00"],
    [3_723_000, "01:02:03"],
    [86_399_999, "23:59:59"],
  ])("%i → %s", (ms, text) => expect(formatClock(ms)).toBe(text));
});

describe("raidPhase", () => {
  const at = (h: number, m = 0, sec = 0) => ((h * 60 + m) * 60 + sec) * 1000;
  it.each([
    [at(0), "night"],
    [at(4, 59, 59), "night"],
    [at(5), "day"],
    [at(12), "day"],
    [at(21, 59, 59), "day"],
    [at(22), "night"],
    [at(23, 59, 59), "night"],
  ])("%i ms after midnight is %s", (ms, phase) => expect(raidPhase(ms)).toBe(phase));
});

describe("raidClockPhases", () => {
  it.each([
    // real instant   left (time)        right (time)
    [0, "night", "day"], // 03:00 / 15:00
    [3 * 3_600_000, "night", "day"], // 00:00 / 12:00
    [Date.UTC(2026, 10, 22, 12), "day", "night"], // 15:00 / 03:00
    // 2 h 12 min of real time is 15 h 24 min in game: 18:24 / 06:24, both by daylight
    [(2 * 60 + 12) * 60_000, "day", "day"],
  ])("at %i: %s / %s", (real, left, right) => {
    expect(raidClockPhases(real)).toEqual([left, right]);
  });

  it("agrees with the clocks' hours", () => {
    for (let real = 0; real < 86_400_000; real += 97_000) {
      const hours = raidClockTimes(real).map((t) => Number(t.slice(0, 2)));
      expect(raidClockPhases(real)).toEqual(hours.map((h) => (h >= 5 && h < 22 ? "day" : "night")));
    }
  });
});
