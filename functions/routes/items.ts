import { Hono } from "hono";
import { compactCacheItem, namesForLang } from "../../src/contracts/cache";
import {
  FREE_HISTORY_RANGES,
  HISTORY_RANGE_MS,
  type HistoryResponse,
  historyEndpoint,
} from "../../src/contracts/history";
import { itemByUrlEndpoint } from "../../src/contracts/item-by-url";
import { FIRST_MATCHES, marketSearchEndpoint } from "../../src/contracts/market-search";
import { chartPoints } from "../../src/domain/price-series";
import { foldDaily, mergeDaily, utcDay } from "../../src/domain/price-stats";
import { requirePro } from "../auth/access";
import { getDb } from "../db/client";
import { dailySince, newestObservation, pointsSince, seriesOfItem } from "../db/queries/history";
import { itemByUrl, itemExists } from "../db/queries/items";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { notFound } from "../errors";
import { revalidate } from "../middleware/cache-headers";
import { searchItems } from "../search/items";

/** Item page data and price history. */
export const itemRoutes = new Hono<AppBindings>();

on(itemRoutes, itemByUrlEndpoint, [], async (c, { body }) => {
  const item = await itemByUrl(getDb(c.env.DB), body.url, body.mode);
  if (!item) throw notFound();
  return item;
});

on(itemRoutes, marketSearchEndpoint, [], async (c, { query }) => {
  const found = await searchItems(getDb(c.env.DB), query.mode, query.q);
  return {
    total: found.length,
    items: found.slice(0, FIRST_MATCHES).map((item) => compactCacheItem(namesForLang(item, query.lang))),
  };
});

on(itemRoutes, historyEndpoint, [revalidate()], async (c, { params, query }) => {
  const { uid } = params;
  const { range, mode } = query;
  if (!FREE_HISTORY_RANGES.includes(range)) requirePro(c);
  const db = getDb(c.env.DB);
  if (!(await itemExists(db, uid))) throw notFound();
  const series = await seriesOfItem(db, uid, mode);
  // A range ends at the item's newest observation when that is older than now: data that
  // stopped updating (the snapshot) still shows its last days rather than an empty chart.
  const newest = await newestObservation(db, uid, mode, series);
  const end = Math.min(Date.now(), newest ?? Date.now());
  const span = HISTORY_RANGE_MS[range];
  const since = span === null ? 0 : end - span;
  // the imported series first; live points and folded days after them win where both exist
  const imported = chartPoints(series, since);
  let body: HistoryResponse;
  if (range === "7d") {
    const points = (await pointsSince(db, uid, mode, since)).map((p) => ({ t: p.ts, price: p.price }));
    body = { uid, mode, range, points: mergeByTime(imported, points) };
  } else {
    // Older days are folded rows; the last days are still hourly points, folded here.
    const [daily, recent] = await Promise.all([
      dailySince(db, uid, mode, utcDay(since), Number.MAX_SAFE_INTEGER),
      pointsSince(db, uid, mode, utcDay(since)),
    ]);
    const days = mergeDaily(daily, foldDaily(recent)).map(({ day, ...d }) => ({ t: day, ...d }));
    const fromSeries = imported.map((p) => ({ t: p.t, avg: p.price, min: p.price, max: p.price }));
    body = { uid, mode, range, points: mergeByTime(fromSeries, days) };
  }
  c.header("Cache-Control", "private, no-cache");
  return body;
});

/** Two time-sorted lists as one; at the same time the second list's entry wins. */
function mergeByTime<T extends { t: number }>(a: readonly T[], b: readonly T[]): T[] {
  const byTime = new Map<number, T>(a.map((p) => [p.t, p]));
  for (const p of b) byTime.set(p.t, p);
  return [...byTime.values()].sort((x, y) => x.t - y.t);
}
