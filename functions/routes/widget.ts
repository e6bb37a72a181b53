import { Hono } from "hono";
import { WIDGET_ITEMS_MAX, widgetEndpoints } from "../../src/contracts/widget";
import { getDb } from "../db/client";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { searchableItems } from "../search/items";

/** Prices for the streamer widgets, in the order asked; unknown urls are left out. */
export const widgetRoutes = new Hono<AppBindings>();

on(widgetRoutes, widgetEndpoints.prices, [], async (c, { query }) => {
  const wanted = query.items
    .split(",")
    .map((u) => u.trim())
    .filter(Boolean)
    .slice(0, WIDGET_ITEMS_MAX);
  const { rows } = await searchableItems(getDb(c.env.DB), query.mode);
  const byUrl = new Map(rows.map((r) => [r.url, r]));
  return {
    items: wanted.flatMap((url) => {
      const r = byUrl.get(url);
      return r
        ? [
            {
              url: r.url,
              name: r.name,
              ruName: r.ruName,
              shortName: r.shortName,
              flea: r.flea,
              change24h: r.change24h,
            },
          ]
        : [];
    }),
  };
});
