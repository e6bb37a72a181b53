import { createRng, hash32 } from "./prng";

export const HOURS = 168;
export const DAYS = 365;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** One item's price history in one mode: hourly prices for 7 days and daily avg/min/max for a year. */
export type Series = {
  uid: string;
  mode: "pvp" | "pve";
  /** Unix milliseconds of the first hourly point; points are HOUR apart. */
  hour0: number;
  hourly: Int32Array;
  /** Unix milliseconds (00:00 UTC) of the first day; days are DAY apart. */
  day0: number;
  avg: Int32Array;
  min: Int32Array;
  max: Int32Array;
};

/** The flea price an item starts from in a mode: PVE gets its own, different level (never copied). */
export function modePrice(uid: string, flea: number, mode: "pvp" | "pve"): number {
  if (mode === "pvp") return flea;
  const rng = createRng(hash32(`pve:${uid}`));
  const up = rng.chance(0.45);
  const factor = up ? rng.float(1.05, 1.45) : rng.float(0.55, 0.95);
  return Math.max(1, Math.round(flea * factor));
}

/**
 * A deterministic price history ending at `now` (ms): a mean-reverting random walk over the
 * year that ends at the item's price, with a daily rhythm and noise in the hourly points.
 */
export function seriesOf(uid: string, flea: number, mode: "pvp" | "pve", now: number): Series {
  const rng = createRng(hash32(`${mode}:${uid}`));
  const gauss = () => rng.next() + rng.next() + rng.next() - 1.5;
  const price = modePrice(uid, flea, mode);
  const today = Math.floor(now / DAY) * DAY;
  const lastHour = Math.floor(now / HOUR) * HOUR;
  const vol = rng.float(0.02, 0.07);
  // walk[d] for d = 0..DAYS (DAYS = today), in log space, pulled back toward 0.
  const walk = new Float64Array(DAYS + 1);
  for (let d = 1; d <= DAYS; d++) walk[d] = (walk[d - 1] ?? 0) * 0.97 + gauss() * vol;
  const end = walk[DAYS] ?? 0;
  const level = (d: number) => Math.exp((walk[Math.max(0, Math.min(DAYS, d))] ?? 0) - end);
  const round = (v: number) => Math.max(1, Math.round(v));
  const avg = new Int32Array(DAYS);
  const min = new Int32Array(DAYS);
  const max = new Int32Array(DAYS);
  for (let d = 0; d < DAYS; d++) {
    const a = price * level(d);
    avg[d] = round(a);
    min[d] = Math.min(avg[d] ?? 1, round(a * (1 - rng.float(0.02, 0.14))));
    max[d] = Math.max(avg[d] ?? 1, round(a * (1 + rng.float(0.02, 0.16))));
  }
  const hourly = new Int32Array(HOURS);
  const phase = rng.float(0, Math.PI * 2);
  const hour0 = lastHour - (HOURS - 1) * HOUR;
  for (let h = 0; h < HOURS; h++) {
    const ts = hour0 + h * HOUR;
    const dayPos = DAYS - (today - ts) / DAY; // fractional index into walk
    const d0 = Math.floor(dayPos);
    const f = dayPos - d0;
    const lv = level(d0) * (1 - f) + level(d0 + 1) * f;
    const rhythm = 1 + 0.03 * Math.sin(phase + (2 * Math.PI * ts) / DAY);
    hourly[h] = h === HOURS - 1 ? price : round(price * lv * rhythm * (1 + gauss() * 0.03));
  }
  return { uid, mode, hour0, hourly, day0: today - DAYS * DAY, avg, min, max };
}

/** Current price fields (item_prices) derived from a series' hourly points. */
export function currentPrices(s: Series) {
  const h = s.hourly;
  const last = h[HOURS - 1] ?? 0;
  const day = h.subarray(HOURS - 24);
  const mean = (a: Int32Array) => Math.round(a.reduce((x, y) => x + y, 0) / a.length);
  const pct = (from: number) => (from > 0 ? Math.round(((last - from) / from) * 10000) / 100 : 0);
  return {
    flea: last,
    avg24h: mean(day),
    avg7d: mean(h),
    low24h: Math.min(...day),
    high24h: Math.max(...day),
    change24h: pct(h[HOURS - 25] ?? last),
    change7d: pct(h[0] ?? last),
  };
}
