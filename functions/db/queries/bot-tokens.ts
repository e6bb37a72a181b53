/** Streamers' chat-bot tokens: one per account, stored hashed, with a use count. */
import { eq, sql } from "drizzle-orm";
import { botTokens, users } from "../schema";
import type { AnyDb } from "./db-type";

export type BotTokenInfo = {
  hasToken: boolean;
  createdAt: number | null;
  prefix: string | null;
  uses: number;
};

export async function botTokenInfo(db: AnyDb, userUid: string): Promise<BotTokenInfo> {
  const row = await db.select().from(botTokens).where(eq(botTokens.userUid, userUid)).get();
  return row
    ? { hasToken: true, createdAt: row.createdAt, prefix: row.prefix, uses: row.uses }
    : { hasToken: false, createdAt: null, prefix: null, uses: 0 };
}

/** Stores a new token for the account, replacing the old one (which stops working at once). */
export async function setBotToken(
  db: AnyDb,
  row: { userUid: string; tokenHash: string; prefix: string; createdAt: number },
) {
  await db
    .insert(botTokens)
    .values({ ...row, uses: 0 })
    .onConflictDoUpdate({
      target: botTokens.userUid,
      set: { tokenHash: row.tokenHash, prefix: row.prefix, createdAt: row.createdAt, uses: 0 },
    });
}

export async function deleteBotToken(db: AnyDb, userUid: string): Promise<void> {
  await db.delete(botTokens).where(eq(botTokens.userUid, userUid));
}

/** A token's owner (uid, pro flag and patron end), or null for an unknown token; counts nothing. */
export async function botTokenOwner(db: AnyDb, tokenHash: string) {
  const row = await db
    .select({ uid: users.uid, pro: users.pro, patronUntil: users.patronUntil })
    .from(botTokens)
    .innerJoin(users, eq(users.uid, botTokens.userUid))
    .where(eq(botTokens.tokenHash, tokenHash))
    .get();
  return row ?? null;
}

/** Counts one answered use of a token (refused calls are not uses). */
export async function countBotTokenUse(db: AnyDb, tokenHash: string): Promise<void> {
  await db
    .update(botTokens)
    .set({ uses: sql`${botTokens.uses} + 1` })
    .where(eq(botTokens.tokenHash, tokenHash));
}
