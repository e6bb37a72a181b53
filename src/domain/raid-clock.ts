/** In-game time runs at 7× real time (docs/product.md §9). */
export const RAID_CLOCK_RATIO = 7;
/** Offsets of the two clocks in hours: the left one and the right one, 12 hours apart. */
export const RAID_CLOCK_OFFSETS = [3, 15] as const;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Milliseconds since in-game midnight for a real instant.
 * Formula: (offset + real × 7) mod 24 h — the community clock (tarkov.dev raid time).
 * @example raidClockMs(0, 3) // 10_800_000 (03:00:00)
 */
export function raidClockMs(realMs: number, offsetHours: number): number {
  const t = (offsetHours * HOUR_MS + realMs * RAID_CLOCK_RATIO) % DAY_MS;
  return t < 0 ? t + DAY_MS : t;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Formats milliseconds since midnight as HH:mm:ss.
 * @example formatClock(3_723_000) // "01:02:03"
 */
export function formatClock(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${pad(Math.floor(s / 3600) % 24)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
}

/**
 * Both raid clocks for a real instant, as HH:mm:ss (UTC based).
 * @example raidClockTimes(0) // ["03:00:00", "15:00:00"]
 */
export function raidClockTimes(realMs: number): [string, string] {
  return [
    formatClock(raidClockMs(realMs, RAID_CLOCK_OFFSETS[0])),
    formatClock(raidClockMs(realMs, RAID_CLOCK_OFFSETS[1])),
  ];
}

/** In-game day runs from 05:00 to 21:59; the rest is night (the game's dark hours, when night vision matters). */
export const RAID_DAY_HOURS = { from: 5, to: 22 } as const;

export type RaidPhase = "day" | "night";

/**
 * Day or night at a time of the in-game day (milliseconds since midnight, as raidClockMs gives).
 * @example raidPhase(raidClockMs(0, 3)) // "night" (03:00)
 */
export function raidPhase(clockMs: number): RaidPhase {
  const hour = Math.floor(clockMs / HOUR_MS) % 24;
  return hour >= RAID_DAY_HOURS.from && hour < RAID_DAY_HOURS.to ? "day" : "night";
}

/**
 * Day or night on both raid clocks for a real instant.
 * @example raidClockPhases(0) // ["night", "day"] (03:00 and 15:00)
 */
export function raidClockPhases(realMs: number): [RaidPhase, RaidPhase] {
  return [
    raidPhase(raidClockMs(realMs, RAID_CLOCK_OFFSETS[0])),
    raidPhase(raidClockMs(realMs, RAID_CLOCK_OFFSETS[1])),
  ];
}
