import { atom, computed, onMount } from "nanostores";
import { raidClockTimes } from "../domain/raid-clock";

/** Refresh period of the raid clock (SPEC §9). */
export const RAID_CLOCK_TICK_MS = 50;

/** The real time, ticking every 50 ms while anything listens. */
export const $now = atom(0);

onMount($now, () => {
  $now.set(Date.now());
  const timer = setInterval(() => $now.set(Date.now()), RAID_CLOCK_TICK_MS);
  return () => clearInterval(timer);
});

/** Both raid clocks (left: +3 h, right: +15 h) as HH:mm:ss; empty until mounted. */
export const $raidClock = computed($now, (now) => (now === 0 ? null : raidClockTimes(now)));
