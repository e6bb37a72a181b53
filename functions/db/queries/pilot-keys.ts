/** The cloud helper's pairing keys: one per account, stored hashed, replaced in one statement. */
import { eq } from "drizzle-orm";
import { pilotKeys } from "../schema";
import type { AnyDb } from "./db-type";

export type PilotKeyInfo = { hasKey: boolean; createdAt: number | null; prefix: string | null };

export async function pilotKeyInfo(db: AnyDb, userUid: string): Promise<PilotKeyInfo> {
  const row = await db.select().from(pilotKeys).where(eq(pilotKeys.userUid, userUid)).get();
  return row
    ? { hasKey: true, createdAt: row.createdAt, prefix: row.prefix }
    : { hasKey: false, createdAt: null, prefix: null };
}

/** Stores a new key for the account, replacing the old one (which stops working at once). */
export async function setPilotKey(db: AnyDb, row: typeof pilotKeys.$inferInsert): Promise<void> {
  await db
    .insert(pilotKeys)
    .values(row)
    .onConflictDoUpdate({
      target: pilotKeys.userUid,
      set: { keyHash: row.keyHash, prefix: row.prefix, createdAt: row.createdAt },
    });
}

export async function deletePilotKey(db: AnyDb, userUid: string): Promise<void> {
  await db.delete(pilotKeys).where(eq(pilotKeys.userUid, userUid));
}

/** The account a key hash belongs to, or null. */
export async function userForPilotKey(db: AnyDb, keyHash: string): Promise<string | null> {
  const row = await db
    .select({ userUid: pilotKeys.userUid })
    .from(pilotKeys)
    .where(eq(pilotKeys.keyHash, keyHash))
    .get();
  return row?.userUid ?? null;
}
