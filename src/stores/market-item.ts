/**
 * The item page's price island data: the item's current prices and its price history.
 *
 * Why not the typed client and zod here: the item page ships React (67 KB gzip) and uPlot
 * (22 KB) within a 95 KB budget, and zod alone would exceed what is left. The two responses
 * are checked field by field below instead (contracts: src/contracts/item.ts, history.ts).
 */
import type { HistoryRange } from "../contracts/history";
import type { GameMode } from "../contracts/item";

export type LivePrice = {
  flea: number | null;
  avg24h: number | null;
  avg7d: number | null;
  change24h: number | null;
  change7d: number | null;
  updatedAt: number;
};

/** Chart series: times (Unix milliseconds) and prices, ordered by time. */
export type HistorySeries = { t: number[]; price: number[] };

export type HistoryResult =
  | { status: "ok"; series: HistorySeries }
  | { status: "pro-required" }
  | { status: "error"; message: string };

const num = (x: unknown): number | null => (typeof x === "number" && Number.isFinite(x) ? x : null);
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null;

const NO_PRICE: LivePrice = {
  flea: null,
  avg24h: null,
  avg7d: null,
  change24h: null,
  change7d: null,
  updatedAt: 0,
};

/**
 * Picks the current prices out of a POST /item/by-url body: every figure null when the item has
 * no price in that mode (`prices: null`; never the other mode's), null when the body is not one.
 */
export function parseLivePrice(body: unknown): LivePrice | null {
  if (isRecord(body) && body.prices === null && typeof body.uid === "string") return { ...NO_PRICE };
  if (!isRecord(body) || !isRecord(body.prices)) return null;
  const p = body.prices;
  return {
    flea: num(p.flea),
    avg24h: num(p.avg24h),
    avg7d: num(p.avg7d),
    change24h: num(p.change24h),
    change7d: num(p.change7d),
    updatedAt: num(p.updatedAt) ?? 0,
  };
}

/** Turns a GET /items/:uid/history body into a series: raw points (7d) or daily averages. */
export function parseHistory(body: unknown): HistorySeries | null {
  if (!isRecord(body) || !Array.isArray(body.points)) return null;
  const t: number[] = [];
  const price: number[] = [];
  for (const p of body.points) {
    if (!isRecord(p)) continue;
    const time = num(p.t);
    const value = num(p.price) ?? num(p.avg);
    if (time === null || value === null) continue;
    t.push(time);
    price.push(value);
  }
  return { t, price };
}

/** The current prices of an item in a mode (fresh from the API); null when unavailable. */
export async function fetchLivePrice(url: string, mode: GameMode): Promise<LivePrice | null> {
  try {
    const res = await fetch("/api/be/item/by-url", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ url, mode }),
    });
    return res.ok ? parseLivePrice(await res.json()) : null;
  } catch {
    return null; // offline or server down: the build-time price stays
  }
}

/** An item's history in a range and mode; 403 means the range needs Pro (SPEC §6). */
export async function fetchHistory(uid: string, range: HistoryRange, mode: GameMode): Promise<HistoryResult> {
  try {
    const res = await fetch(`/api/be/items/${encodeURIComponent(uid)}/history?range=${range}&mode=${mode}`, {
      headers: { Accept: "application/json" },
    });
    if (!res.ok) {
      // read the small error body: an unread no-store answer keeps its request open
      await res.text().catch(() => "");
      if (res.status === 403) return { status: "pro-required" };
      return { status: "error", message: `${res.status} ${res.statusText}` };
    }
    const series = parseHistory(await res.json());
    return series ? { status: "ok", series } : { status: "error", message: "unexpected response" };
  } catch (err) {
    return { status: "error", message: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Trailing moving average over `window` seconds (the average line of the chart).
 * @example movingAverage({ t: [0, 1, 2], price: [10, 20, 30] }, 2) // [10, 15, 25]
 */
export function movingAverage(series: HistorySeries, window: number): number[] {
  const out: number[] = [];
  let from = 0;
  let sum = 0;
  for (let i = 0; i < series.t.length; i++) {
    sum += series.price[i] ?? 0;
    while ((series.t[from] ?? 0) <= (series.t[i] ?? 0) - window) sum -= series.price[from++] ?? 0;
    out.push(Math.round(sum / (i - from + 1)));
  }
  return out;
}

/** The largest step between observations drawn as one line: longer stretches are gaps. */
export const gapAfter = (range: HistoryRange) => (range === "7d" ? 3 * 3_600_000 : 2 * 86_400_000);

/**
 * The chart's columns with a break (null) wherever two observations lie further apart than
 * `maxStep`, so that a stretch without data shows as a gap rather than a straight line.
 * @example withGaps({ t: [0, 1, 9], price: [5, 6, 7] }, [5, 5, 6], 2) // { t: [0, 1, 5, 9], price: [5, 6, null, 7], average: [5, 5, null, 6] }
 */
export function withGaps(
  series: HistorySeries,
  average: number[],
  maxStep: number,
): { t: number[]; price: (number | null)[]; average: (number | null)[] } {
  const out = { t: [] as number[], price: [] as (number | null)[], average: [] as (number | null)[] };
  for (let i = 0; i < series.t.length; i++) {
    const t = series.t[i] ?? 0;
    const before = series.t[i - 1];
    if (before !== undefined && t - before > maxStep) {
      out.t.push(Math.round((before + t) / 2));
      out.price.push(null);
      out.average.push(null);
    }
    out.t.push(t);
    out.price.push(series.price[i] ?? null);
    out.average.push(average[i] ?? null);
  }
  return out;
}
