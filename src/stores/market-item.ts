/**
 * The item page's price island data: the item's current prices and its price history, through the
 * typed client and the endpoints' contracts (src/contracts/item-by-url.ts, history.ts). Those contracts
 * are zod/mini, so the item page ships no classic zod.
 */

import type { GameMode } from "../contracts/game-mode";
import { type HistoryRange, type HistoryResponse, historyEndpoint } from "../contracts/history";
import { type Item, itemByUrlEndpoint } from "../contracts/item-by-url";
import { ApiRequestError, api } from "./api";

export type LivePrice = {
  flea: number | null;
  avg24h: number | null;
  avg7d: number | null;
  change24h: number | null;
  change7d: number | null;
  updatedAt: number;
};

/** Chart series: times (Unix milliseconds) and prices (null: nothing observed, a gap), ordered by time. */
export type HistorySeries = { t: number[]; price: (number | null)[] };

export type HistoryResult =
  | { status: "ok"; series: HistorySeries }
  | { status: "pro-required" }
  | { status: "error"; message: string };

/**
 * The current prices of an item's answer: every figure null when the item has no price in that
 * mode (`prices: null`; never the other mode's).
 * @example livePriceOf(null) // { flea: null, avg24h: null, avg7d: null, change24h: null, change7d: null, updatedAt: 0 }
 */
export function livePriceOf(prices: Item["prices"]): LivePrice {
  if (!prices)
    return { flea: null, avg24h: null, avg7d: null, change24h: null, change7d: null, updatedAt: 0 };
  const { flea, avg24h, avg7d, change24h, change7d, updatedAt } = prices;
  return { flea, avg24h, avg7d, change24h, change7d, updatedAt };
}

/**
 * The chart series of a history answer: raw prices (7d) or daily averages.
 * @example seriesOf({ uid: "a", mode: "pvp", range: "7d", points: [{ t: 1, price: 2 }] }) // { t: [1], price: [2] }
 */
export function seriesOf(history: HistoryResponse): HistorySeries {
  if (history.range === "7d") {
    return { t: history.points.map((p) => p.t), price: history.points.map((p) => p.price) };
  }
  return { t: history.points.map((p) => p.t), price: history.points.map((p) => p.avg) };
}

/** Current prices and names of an item: an admin's fix of a name shows before the next build. */
export type LiveItem = LivePrice & { names: { en: string; ru: string } };

/** The current prices of an item in a mode and its names (fresh from the API); null when unavailable. */
export async function fetchLivePrice(url: string, mode: GameMode): Promise<LiveItem | null> {
  try {
    const item = await api.call(itemByUrlEndpoint, { body: { url, mode } });
    return { ...livePriceOf(item.prices), names: { en: item.name, ru: item.nameL10n.ru } };
  } catch {
    return null; // offline, server down or an answer of another shape: the build-time price stays
  }
}

/** An item's history in a range and mode; 403 means the range needs Pro (docs/product.md §6). */
export async function fetchHistory(uid: string, range: HistoryRange, mode: GameMode): Promise<HistoryResult> {
  try {
    const history = await api.call(historyEndpoint, { params: { uid }, query: { range, mode } });
    return { status: "ok", series: seriesOf(history) };
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 403) return { status: "pro-required" };
    return { status: "error", message: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Trailing moving average over `window` milliseconds of the observed prices (the average line of
 * the chart); null where the price itself is missing.
 * @example movingAverage({ t: [0, 1, 2, 3], price: [10, 20, null, 30] }, 3) // [10, 15, null, 25]
 */
export function movingAverage(series: HistorySeries, window: number): (number | null)[] {
  const out: (number | null)[] = [];
  let from = 0;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < series.t.length; i++) {
    const price = series.price[i] ?? null;
    if (price !== null) {
      sum += price;
      n += 1;
    }
    while ((series.t[from] ?? 0) <= (series.t[i] ?? 0) - window) {
      const old = series.price[from++] ?? null;
      if (old !== null) {
        sum -= old;
        n -= 1;
      }
    }
    out.push(price === null || n === 0 ? null : Math.round(sum / n));
  }
  return out;
}

/** The largest step between observations drawn as one line: longer stretches are gaps. */
export const gapAfter = (range: HistoryRange) => (range === "7d" ? 3 * 3_600_000 : 2 * 86_400_000);

/** How many prices a series has (its nulls are gaps, not prices). */
export const observedCount = (series: HistorySeries) => series.price.filter((p) => p !== null).length;

/**
 * The chart's columns with a break (null) wherever two observations lie further apart than
 * `maxStep` and than one and a half of the steps beside them, so that a stretch without data
 * shows as a gap rather than a straight line, while regular sparser samples (a weekly history
 * before a daily one) still join.
 * @example withGaps({ t: [0, 1, 9], price: [5, 6, 7] }, [5, 5, 6], 2) // { t: [0, 1, 5, 9], price: [5, 6, null, 7], average: [5, 5, null, 6] }
 */
export function withGaps(
  series: HistorySeries,
  average: (number | null)[],
  maxStep: number,
): { t: number[]; price: (number | null)[]; average: (number | null)[] } {
  const out = { t: [] as number[], price: [] as (number | null)[], average: [] as (number | null)[] };
  const step = (i: number) => {
    const a = series.t[i - 1];
    const b = series.t[i];
    return a === undefined || b === undefined ? 0 : b - a;
  };
  for (let i = 0; i < series.t.length; i++) {
    const t = series.t[i] ?? 0;
    const before = series.t[i - 1];
    const here = step(i);
    if (before !== undefined && here > maxStep && here > 1.5 * Math.max(step(i - 1), step(i + 1))) {
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
