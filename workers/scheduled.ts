import { getDb } from "../functions/db/client";
import { settleChallenges } from "../functions/db/queries/challenge";
import type { Env } from "../functions/env";
import { foldPrices } from "./jobs/fold-prices";
import { importUpstream } from "./jobs/import-upstream";
import { logImport } from "./jobs/log-import";
import { pruneAccounts } from "./jobs/prune-accounts";
import { refreshWeather } from "./jobs/weather";
import { refreshWebsiteAlert } from "./jobs/website-alert";
import { runWipeReset } from "./jobs/wipe";

/** The hourly trigger of wrangler.toml [triggers]; the other one (every 10 minutes) runs the rest. */
export const CRON_HOURLY = "0 * * * *";

/** Cron entry point: the jobs of the trigger that fired (wrangler.toml [triggers]). */
export async function runScheduled(controller: ScheduledController, env: Env): Promise<void> {
  const db = getDb(env.DB);
  const now = controller.scheduledTime;
  if (controller.cron === CRON_HOURLY) {
    // live prices first (only when UPSTREAM_URL is configured), then the daily fold sees them.
    // D1 queries at the real game's scale: import 22 (30 the first time) + fold 12 + prune 5,
    // under Workers Free's 50 per invocation (functions/import/run.test.ts counts them)
    await logImport(env.DB, now, () => importUpstream(env, now));
    await foldPrices(db, now);
    await pruneAccounts(db, now);
    return;
  }
  await refreshWeather(db, now);
  await refreshWebsiteAlert(db, now);
  await runWipeReset(env.DB, now);
  await settleChallenges(env.DB, now);
}
