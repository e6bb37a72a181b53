import { sql } from "drizzle-orm";
import { EMPTY_PROGRESSION } from "../../functions/accounts/defaults";
import { getDb } from "../../functions/db/client";
import { KV_KEYS, kvGet } from "../../functions/db/queries/kv";
import { runSqlBatch } from "../../functions/db/sql-batch";
import { sqlWord } from "../../functions/db/sql-word";
import { readGlobalSettings, wipeResetDue } from "../../src/domain/global-settings";

/** kv key of the wipe date the reset last ran for: `{ wipeDate, at }`. */
export const WIPE_DONE_KEY = "wipe_reset";

/** json_set arguments that empty every progression list: `'$.questsDone', json('[]'), …`. */
const emptyLists = Object.entries(EMPTY_PROGRESSION)
  .map(([key, empty]) => `${sqlWord(`$.${key}`)}, ${Array.isArray(empty) ? "json_array()" : "json_object()"}`)
  .join(", ");

const doneFor = (stored: unknown): number | null => {
  const v = (stored as { wipeDate?: unknown } | undefined)?.wipeDate;
  return typeof v === "number" ? v : null;
};

/**
 * Cron step (every 10 minutes): once the admin-set wipe date has passed, every character's
 * progress (quests done and hidden, items found, modules built) is emptied once (docs/product.md §4 "Progress
 * is reset automatically after a wipe"), recorded in the admin log. The reset, the log line and
 * the marker are one batch, each conditional on the marker: a second run, even a concurrent one,
 * changes nothing. Returns how many characters were reset, or null when nothing was due.
 */
export async function runWipeReset(d1: D1Database, now: number): Promise<number | null> {
  const db = getDb(d1);
  const { wipeDate } = readGlobalSettings(await kvGet(db, KV_KEYS.globalSettings));
  if (
    wipeDate === null ||
    !wipeResetDue({ wipeDate, doneFor: doneFor(await kvGet(db, WIPE_DONE_KEY)), now })
  ) {
    return null;
  }
  const notDone = sql`NOT EXISTS (SELECT 1 FROM kv WHERE key = ${WIPE_DONE_KEY} AND json_extract(value, '$.wipeDate') = ${wipeDate})`;
  const [count] = await runSqlBatch(d1, [
    sql`SELECT count(*) AS n FROM characters WHERE ${notDone}`,
    sql`INSERT INTO admin_log (kind, at, action, target, after, failed)
               SELECT 'job', ${now}, 'wipe.reset', ${new Date(wipeDate).toISOString()},
                 json_object('characters', (SELECT count(*) FROM characters)), 0
               WHERE ${notDone}`,
    sql`UPDATE characters SET progression = json_set(
                 CASE WHEN json_valid(progression) THEN progression ELSE '{}' END, ${sql.raw(emptyLists)})
               WHERE ${notDone}`,
    sql`INSERT INTO kv (key, value, updated_at) VALUES (${WIPE_DONE_KEY}, json_object('wipeDate', ${wipeDate}, 'at', ${now}), ${now})
               ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at
               WHERE json_extract(kv.value, '$.wipeDate') IS NOT ${wipeDate}`,
  ]);
  return (count?.results[0] as { n: number } | undefined)?.n ?? 0;
}
