import type { AccountRow } from "../../env";

/** An account row as SQLite returns it (ACCOUNT_COLUMNS of `users u`). */
export type AccountSql = {
  uid: string;
  email: string | null;
  username: string | null;
  admin: number;
  pro: number;
  patron_until: number | null;
  char_uid: string;
};

export const ACCOUNT_COLUMNS = "u.uid, u.email, u.username, u.admin, u.pro, u.patron_until, u.char_uid";

export const toAccount = (r: AccountSql): AccountRow => ({
  uid: r.uid,
  email: r.email,
  username: r.username,
  admin: r.admin === 1,
  pro: r.pro === 1,
  patronUntil: r.patron_until,
  charUid: r.char_uid,
});

export async function createSession(
  db: D1Database,
  row: { idHash: string; userUid: string; now: number; ttlMs: number },
): Promise<void> {
  await db
    .prepare("INSERT INTO sessions (id_hash, user_uid, created_at, expires_at) VALUES (?, ?, ?, ?)")
    .bind(row.idHash, row.userUid, row.now, row.now + row.ttlMs)
    .run();
}

/** The account of a live session, or null. */
export async function accountBySession(
  db: D1Database,
  idHash: string,
  now: number,
): Promise<AccountRow | null> {
  const row = await db
    .prepare(
      `SELECT ${ACCOUNT_COLUMNS} FROM sessions s JOIN users u ON u.uid = s.user_uid
       WHERE s.id_hash = ? AND s.expires_at > ?`,
    )
    .bind(idHash, now)
    .first<AccountSql>();
  return row ? toAccount(row) : null;
}

export async function deleteSession(db: D1Database, idHash: string): Promise<void> {
  await db.prepare("DELETE FROM sessions WHERE id_hash = ?").bind(idHash).run();
}

export async function accountByUid(db: D1Database, uid: string): Promise<AccountRow | null> {
  const row = await db
    .prepare(`SELECT ${ACCOUNT_COLUMNS} FROM users u WHERE u.uid = ?`)
    .bind(uid)
    .first<AccountSql>();
  return row ? toAccount(row) : null;
}

export async function accountByEmail(db: D1Database, email: string): Promise<AccountRow | null> {
  const row = await db
    .prepare(`SELECT ${ACCOUNT_COLUMNS} FROM users u WHERE u.email = ?`)
    .bind(email)
    .first<AccountSql>();
  return row ? toAccount(row) : null;
}
