import type { Db } from "../../functions/db/client";
import { KV_KEYS, kvGet, kvSet } from "../../functions/db/queries/kv";

/**
 * Makes sure the website alert exists (empty by default); admins edit its text.
 * Runs with the weather every 10 minutes.
 */
export async function refreshWebsiteAlert(db: Db, now: number): Promise<void> {
  if ((await kvGet(db, KV_KEYS.websiteAlert)) === undefined) {
    await kvSet(db, KV_KEYS.websiteAlert, { text: "" }, now);
  }
}
