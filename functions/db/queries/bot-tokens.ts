/** Streamers' chat-bot tokens: one per account and bot kind, stored hashed, each with a use count. */
import { and, eq, sql } from "drizzle-orm";
import { BOT_KINDS, type BotKind } from "../../../src/contracts/bot";
import { botTokens, users } from "../schema";
import type { AnyDb } from "./db-type";

export type BotTokenInfo = {
  hasToken: boolean;
  createdAt: number | null;
  prefix: string | null;
  uses: number;
};

const NONE: BotTokenInfo = { hasToken: false, createdAt: null, prefix: null, uses: 0 };

/** Each bot kind's token of the account (what can be shown: never the token). */
export async function botTokenInfo(db: AnyDb, userUid: string): Promise<Record<BotKind, BotTokenInfo>> {
  const rows = await db.select().from(botTokens).where(eq(botTokens.userUid, userUid));
  const out = Object.fromEntries(BOT_KINDS.map((k) => [k, NONE])) as Record<BotKind, BotTokenInfo>;
  for (const r of rows)
    out[r.kind] = { hasToken: true, createdAt: r.createdAt, prefix: r.prefix, uses: r.uses };
  return out;
}

/** Stores a new token for one bot of the account, replacing that bot's old one (which stops working at once). */
export async function setBotToken(
  db: AnyDb,
  row: { userUid: string; kind: BotKind; tokenHash: string; prefix: string; createdAt: number },
) {
  await db
    .insert(botTokens)
    .values({ ...row, uses: 0 })
    .onConflictDoUpdate({
      target: [botTokens.userUid, botTokens.kind],
      set: { tokenHash: row.tokenHash, prefix: row.prefix, createdAt: row.createdAt, uses: 0 },
    });
}

export async function deleteBotToken(db: AnyDb, userUid: string, kind: BotKind): Promise<void> {
  await db.delete(botTokens).where(and(eq(botTokens.userUid, userUid), eq(botTokens.kind, kind)));
}

/** The owner (uid, pro flag and patron end) of a bot's token, or null for an unknown one; counts nothing. */
export async function botTokenOwner(db: AnyDb, kind: BotKind, tokenHash: string) {
  const row = await db
    .select({ uid: users.uid, pro: users.pro, patronUntil: users.patronUntil })
    .from(botTokens)
    .innerJoin(users, eq(users.uid, botTokens.userUid))
    .where(and(eq(botTokens.kind, kind), eq(botTokens.tokenHash, tokenHash)))
    .get();
  return row ?? null;
}

/** Counts one answered use of a bot's token (refused calls are not uses). */
export async function countBotTokenUse(db: AnyDb, kind: BotKind, tokenHash: string): Promise<void> {
  await db
    .update(botTokens)
    .set({ uses: sql`${botTokens.uses} + 1` })
    .where(and(eq(botTokens.kind, kind), eq(botTokens.tokenHash, tokenHash)));
}
