import { eq } from "drizzle-orm";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import { kv } from "../schema";

// biome-ignore lint/suspicious/noExplicitAny: any drizzle SQLite database (D1 in the Worker, libSQL in Node tools)
type AnyDb = BaseSQLiteDatabase<"async", any, any>;

/** Reads a key's JSON value, or undefined. */
export async function kvGet(db: AnyDb, key: string): Promise<unknown> {
  const row = await db.select({ value: kv.value }).from(kv).where(eq(kv.key, key)).get();
  return row?.value;
}

/** Writes a key's JSON value (insert or replace). */
export async function kvSet(db: AnyDb, key: string, value: unknown, now: number): Promise<void> {
  await db
    .insert(kv)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: kv.key, set: { value, updatedAt: now } });
}

export const KV_KEYS = {
  weather: "weather",
  websiteAlert: "website_alert",
  globalSettings: "global_settings",
  emailSettings: "email_settings",
  itemPalette: "item_palette",
} as const;
