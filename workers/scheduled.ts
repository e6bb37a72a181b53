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

/** wrangler.toml [triggers]: the import on the hour, the fold and pruning at half past; every 10 minutes the rest. */
export const CRON_IMPORT = "0 * * * *";
export const CRON_FOLD = "30 * * * *";

/**
 * Cron entry point: the jobs of the trigger that fired. Each trigger is its own invocation with
 * Workers Free's 50 D1 queries; at the real game's scale the import takes up to 42 with its log
 * line and the fold and pruning up to 17 (functions/import/run.test.ts counts them), which is why
 * they run apart. The fold at half past sees the prices the import wrote on the hour.
 */
export async function runScheduled(controller: ScheduledController, env: Env): Promise<void> {
  const db = getDb(env.DB);
  const now = controller.scheduledTime;
  if (controller.cron === CRON_IMPORT) {
    await logImport(env.DB, now, () => importUpstream(env, now));
    return;
  }
  if (controller.cron === CRON_FOLD) {
    await foldPrices(db, now);
    await pruneAccounts(db, now);
    return;
  }
  await refreshWeather(db, now);
  await refreshWebsiteAlert(db, now);
  await runWipeReset(env.DB, now);
  await settleChallenges(env.DB, now);
}
