import { Hono } from "hono";
import { dataSourceSchema } from "../../src/contracts/data-source";
import type { HealthResponse } from "../../src/contracts/health";
import { type WeatherResponse, weatherResponseSchema } from "../../src/contracts/weather";
import { type WebsiteAlertResponse, websiteAlertResponseSchema } from "../../src/contracts/website-alert";
import { scheduledWeather } from "../../src/domain/weather";
import { getDb } from "../db/client";
import { KV_KEYS, kvGet } from "../db/queries/kv";
import type { AppBindings } from "../env";

/** Site-wide small reads: weather, website alert, health. */
export const siteRoutes = new Hono<AppBindings>()
  .get("/weather", async (c) => {
    const stored = weatherResponseSchema.shape.weather.safeParse(
      await kvGet(getDb(c.env.DB), KV_KEYS.weather),
    );
    const body: WeatherResponse = {
      weather: stored.success ? stored.data : { type: scheduledWeather(Date.now()) },
    };
    return c.json(body);
  })
  .get("/website-alert", async (c) => {
    const stored = websiteAlertResponseSchema.shape.websiteAlert.safeParse(
      await kvGet(getDb(c.env.DB), KV_KEYS.websiteAlert),
    );
    const body: WebsiteAlertResponse = { websiteAlert: stored.success ? stored.data : { text: "" } };
    return c.json(body);
  })
  .get("/health", async (c) => {
    let db = false;
    let data: HealthResponse["data"] = { kind: "empty" };
    try {
      const source = dataSourceSchema.safeParse(await kvGet(getDb(c.env.DB), "data_source"));
      db = true;
      if (source.success) {
        const { kind, source: from, importedAt, pricesAsOf } = source.data;
        data = { kind, source: from, importedAt, pricesAsOf };
      }
    } catch {
      db = false;
    }
    const body: HealthResponse = { ok: true, db, data };
    return c.json(body);
  });
