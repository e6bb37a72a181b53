import { describe, expect, it } from "vitest";
import { formatClock, raidClockMs, raidClockTimes } from "./raid-clock";

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
