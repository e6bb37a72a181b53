/** Public API keys: several per account, stored hashed; revoking deletes. */
import { and, asc, eq } from "drizzle-orm";
import type { ApiKeyInfo } from "../../../src/contracts/public-api";
import { apiKeys, users } from "../schema";
import { keptWithinLimit } from "./count-limit";
import type { AnyDb } from "./db-type";

const info = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
};

export async function listApiKeys(db: AnyDb, userUid: string): Promise<ApiKeyInfo[]> {
  return db
    .select(info)
    .from(apiKeys)
    .where(eq(apiKeys.userUid, userUid))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

/** Adds a key unless the account has `max` already (parallel adds never pass it); whether it was added. */
export async function addApiKey(db: AnyDb, row: typeof apiKeys.$inferInsert, max: number): Promise<boolean> {
  await db.insert(apiKeys).values(row);
  return keptWithinLimit(db, {
    table: apiKeys,
    id: apiKeys.id,
    idValue: row.id,
    owner: apiKeys.userUid,
    ownerValue: row.userUid,
    max,
  });
}

/** Deletes one of the user's keys; false when it is not theirs. */
export async function revokeApiKey(db: AnyDb, userUid: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userUid, userUid)))
    .returning({ id: apiKeys.id });
  return gone.length > 0;
}

/** The key with that hash and its owner's roles (marking it used), or null. */
export async function apiKeyOwner(db: AnyDb, keyHash: string, now: number) {
  const row = await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(eq(apiKeys.keyHash, keyHash))
    .returning({ id: apiKeys.id, userUid: apiKeys.userUid })
    .get();
  if (!row) return null;
  const owner = await db
    .select({ pro: users.pro, patronUntil: users.patronUntil })
    .from(users)
    .where(eq(users.uid, row.userUid))
    .get();
  return owner ? { id: row.id, ...owner } : null;
}
