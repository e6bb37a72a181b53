import type { Db } from "../../functions/db/client";
import { KV_KEYS, kvSet } from "../../functions/db/queries/kv";
import { scheduledWeather } from "../../src/domain/weather";

/** Stores the current weather; GET /api/be/weather reads it. */
export async function refreshWeather(db: Db, now: number): Promise<void> {
  await kvSet(db, KV_KEYS.weather, { type: scheduledWeather(now) }, now);
}
