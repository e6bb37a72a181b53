import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AnyDb } from "./db-type";
import { kvGet, kvSet } from "./kv";

/** kv key bumped by loaders, importers and the price fold whenever game data or prices change. */
export const DATA_VERSION_KEY = "data_version";
const dataVersionSchema = z.object({ version: z.number() });

/** The current data version; 0 when never written (or unreadable). */
export async function getDataVersion(db: AnyDb): Promise<number> {
  const parsed = dataVersionSchema.safeParse(await kvGet(db, DATA_VERSION_KEY));
  return parsed.success ? parsed.data.version : 0;
}

/** Marks the data as changed, so that derived payloads (GET /cache) are rebuilt. */
export async function bumpDataVersion(db: AnyDb, now: number): Promise<number> {
  const next = (await getDataVersion(db)) + 1;
  await kvSet(db, DATA_VERSION_KEY, { version: next }, now);
  return next;
}

/** The statement that bumps the data version in SQL, to batch with a change of game data. */
export const bumpDataVersionStatement = (now: number) =>
  sql`INSERT INTO kv (key, value, updated_at) VALUES (${DATA_VERSION_KEY}, json_object('version', 1), ${now})
      ON CONFLICT (key) DO UPDATE SET
        value = json_object('version', coalesce(json_extract(kv.value, '$.version'), 0) + 1), updated_at = ${now}`;
