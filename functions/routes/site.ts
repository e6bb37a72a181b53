import { Hono } from "hono";
import { dataSourceSchema } from "../../src/contracts/data-source";
import { type HealthResponse, healthEndpoint } from "../../src/contracts/health";
import { weatherEndpoint, weatherResponseSchema } from "../../src/contracts/weather";
import { websiteAlertEndpoint, websiteAlertResponseSchema } from "../../src/contracts/website-alert";
import { scheduledWeather } from "../../src/domain/weather";
import { clock } from "../clock";
import { getDb } from "../db/client";
import { KV_KEYS, kvGet } from "../db/queries/kv";
import { on } from "../endpoint";
import type { AppBindings } from "../env";

/** Site-wide small reads: weather, website alert, health. */
export const siteRoutes = new Hono<AppBindings>();

on(siteRoutes, weatherEndpoint, [], async (c) => {
  const stored = weatherResponseSchema.shape.weather.safeParse(await kvGet(getDb(c.env.DB), KV_KEYS.weather));
  return { weather: stored.success ? stored.data : { type: scheduledWeather(Date.now()) } };
});

on(siteRoutes, websiteAlertEndpoint, [], async (c) => {
  const stored = websiteAlertResponseSchema.shape.websiteAlert.safeParse(
    await kvGet(getDb(c.env.DB), KV_KEYS.websiteAlert),
  );
  if (!stored.success) return { websiteAlert: { text: "" } };
  // the Russian text only when there is one
  const { text, ru } = stored.data;
  return { websiteAlert: ru ? { text, ru } : { text } };
});

on(siteRoutes, healthEndpoint, [], async (c) => {
  let db = false;
  let data: HealthResponse["data"] = { kind: "empty" };
  try {
    const source = dataSourceSchema.safeParse(await kvGet(getDb(c.env.DB), "data_source"));
    db = true;
    if (source.success) {
      const { kind, source: from, importedAt, pricesAsOf, pvePricesAsOf, priceFigure } = source.data;
      data = { kind, source: from, importedAt, pricesAsOf, pvePricesAsOf, priceFigure };
    }
  } catch {
    db = false;
  }
  // read after the database call: the time the answer leaves, for clients that compare clocks (/test)
  return { ok: true as const, db, data, now: clock.now() };
});
