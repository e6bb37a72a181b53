import { Hono } from "hono";
import {
  FREE_HISTORY_RANGES,
  HISTORY_RANGE_MS,
  type HistoryResponse,
  historyEndpoint,
} from "../../src/contracts/history";
import { itemByUrlEndpoint } from "../../src/contracts/item-by-url";
import { foldDaily, mergeDaily, utcDay } from "../../src/domain/price-stats";
import { requirePro } from "../auth/access";
import { getDb } from "../db/client";
import { dailySince, newestObservation, pointsSince } from "../db/queries/history";
import { itemByUrl, itemExists } from "../db/queries/items";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { notFound } from "../errors";
import { revalidate } from "../middleware/cache-headers";

/** Item page data and price history. */
export const itemRoutes = new Hono<AppBindings>();

on(itemRoutes, itemByUrlEndpoint, [], async (c, { body }) => {
  const item = await itemByUrl(getDb(c.env.DB), body.url, body.mode);
  if (!item) throw notFound();
  return item;
});

on(itemRoutes, historyEndpoint, [revalidate()], async (c, { params, query }) => {
  const { uid } = params;
  const { range, mode } = query;
  if (!FREE_HISTORY_RANGES.includes(range)) requirePro(c);
  const db = getDb(c.env.DB);
  if (!(await itemExists(db, uid))) throw notFound();
  // A range ends at the item's newest observation when that is older than now: data that
  // stopped updating (the snapshot) still shows its last days rather than an empty chart.
  const newest = await newestObservation(db, uid, mode);
  const end = Math.min(Date.now(), newest ?? Date.now());
  const span = HISTORY_RANGE_MS[range];
  const since = span === null ? 0 : end - span;
  let body: HistoryResponse;
  if (range === "7d") {
    const points = await pointsSince(db, uid, mode, since);
    body = { uid, mode, range, points: points.map((p) => ({ t: p.ts, price: p.price })) };
  } else {
    // Older days are folded rows; the last days are still hourly points, folded here.
    const [daily, recent] = await Promise.all([
      dailySince(db, uid, mode, utcDay(since), Number.MAX_SAFE_INTEGER),
      pointsSince(db, uid, mode, utcDay(since)),
    ]);
    const days = mergeDaily(daily, foldDaily(recent));
    body = { uid, mode, range, points: days.map(({ day, ...d }) => ({ t: day, ...d })) };
  }
  c.header("Cache-Control", "private, no-cache");
  return body;
});
