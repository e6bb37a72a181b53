import { getDb } from "../functions/db/client";
import type { Env } from "../functions/env";
import { refreshWeather } from "./jobs/weather";
import { refreshWebsiteAlert } from "./jobs/website-alert";

/** Cron entry point: every job that is due for this trigger. */
export async function runScheduled(controller: ScheduledController, env: Env): Promise<void> {
  const db = getDb(env.DB);
  const now = controller.scheduledTime;
  await refreshWeather(db, now);
  await refreshWebsiteAlert(db, now);
}
