import type { AccountExport } from "../../../src/contracts/account";
import { ACCOUNT_COLUMNS, type AccountSql, toAccount } from "./sessions";

/**
 * Everything D1 keeps about one account, for its export and its deletion (/legal/privacy).
 * The tables with a user_uid column, and the rows keyed by the account's e-mail address.
 */

const parsed = (text: unknown): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(String(text));
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

type Rows<T> = { results: T[] };

/** The account's data as one JSON document; null when the account does not exist. */
export async function exportAccount(db: D1Database, uid: string, now: number): Promise<AccountExport | null> {
  const row = await db
    .prepare(`SELECT ${ACCOUNT_COLUMNS}, u.created_at FROM users u WHERE u.uid = ?`)
    .bind(uid)
    .first<AccountSql & { created_at: number }>();
  if (!row) return null;
  const user = toAccount(row);
  const q = (sql: string) => db.prepare(sql).bind(uid);
  const [chars, loadouts, likes, sessions, apiKeys, botTokens, pilotKeys, entries] = (await db.batch([
    q(
      "SELECT uid, created_at, fields, progression FROM characters WHERE user_uid = ? ORDER BY created_at, uid",
    ),
    q(
      "SELECT uid, kind, title, is_public, build, likes, created_at, updated_at FROM loadouts WHERE user_uid = ? ORDER BY created_at, uid",
    ),
    q("SELECT loadout_uid, created_at FROM loadout_likes WHERE user_uid = ? ORDER BY created_at"),
    q("SELECT created_at, expires_at FROM sessions WHERE user_uid = ? ORDER BY created_at"),
    q("SELECT name, prefix, created_at, last_used_at FROM api_keys WHERE user_uid = ? ORDER BY created_at"),
    q("SELECT kind, prefix, created_at, uses FROM bot_tokens WHERE user_uid = ? ORDER BY kind"),
    q("SELECT prefix, created_at FROM pilot_keys WHERE user_uid = ?"),
    q(
      "SELECT challenge_id, char_uid, name, channel, joined_at FROM challenge_entries WHERE user_uid = ? ORDER BY joined_at",
    ),
  ])) as Rows<Record<string, unknown>>[];
  const rows = (r: Rows<Record<string, unknown>> | undefined) => r?.results ?? [];
  const num = (v: unknown) => Number(v);
  const pilot = rows(pilotKeys)[0];
  return {
    exportedAt: now,
    account: {
      uid: user.uid,
      email: user.email,
      username: user.username,
      admin: user.admin,
      pro: user.pro,
      patronUntil: user.patronUntil,
      activeCharacter: user.charUid,
      createdAt: row.created_at,
    },
    characters: rows(chars).map((r) => ({
      uid: String(r.uid),
      createdAt: num(r.created_at),
      fields: parsed(r.fields),
      progression: parsed(r.progression),
    })),
    loadouts: rows(loadouts).map((r) => ({
      uid: String(r.uid),
      kind: String(r.kind),
      title: String(r.title),
      isPublic: !!r.is_public,
      build: parsed(r.build),
      likes: num(r.likes),
      createdAt: num(r.created_at),
      updatedAt: num(r.updated_at),
    })),
    likes: rows(likes).map((r) => ({ loadoutUid: String(r.loadout_uid), createdAt: num(r.created_at) })),
    sessions: rows(sessions).map((r) => ({ createdAt: num(r.created_at), expiresAt: num(r.expires_at) })),
    apiKeys: rows(apiKeys).map((r) => ({
      name: String(r.name),
      prefix: String(r.prefix),
      createdAt: num(r.created_at),
      lastUsedAt: r.last_used_at === null ? null : num(r.last_used_at),
    })),
    botTokens: rows(botTokens).map((r) => ({
      kind: String(r.kind),
      prefix: String(r.prefix),
      createdAt: num(r.created_at),
      uses: num(r.uses),
    })),
    pilotKey: pilot ? { prefix: String(pilot.prefix), createdAt: num(pilot.created_at) } : null,
    challengeEntries: rows(entries).map((r) => ({
      challengeId: String(r.challenge_id),
      charUid: String(r.char_uid),
      name: String(r.name),
      channel: r.channel === null ? null : String(r.channel),
      joinedAt: num(r.joined_at),
    })),
  };
}

/**
 * Deletes every row of an account in one batch (one transaction): its characters and their
 * progress, loadouts (with other users' likes of them) and its likes (the liked builds' counts
 * recounted), sessions, share links, API keys, chat-bot tokens, helper key, challenge entries, and
 * what is kept by its e-mail address (login codes, outbox mails, rate-limit windows). The admin
 * log keeps its lines about the account, naming it by uid instead of its address. Answers whether the account existed.
 */
export async function deleteAccount(db: D1Database, uid: string): Promise<boolean> {
  const user = await db
    .prepare("SELECT email FROM users WHERE uid = ?")
    .bind(uid)
    .first<{ email: string | null }>();
  if (!user) return false;
  const email = user.email ?? "";
  const q = (sql: string, ...args: unknown[]) => db.prepare(sql).bind(...args);
  const results = await db.batch([
    q(
      `UPDATE loadouts SET likes = (SELECT count(*) FROM loadout_likes l WHERE l.loadout_uid = loadouts.uid AND l.user_uid <> ?1)
       WHERE user_uid <> ?1 AND uid IN (SELECT loadout_uid FROM loadout_likes WHERE user_uid = ?1)`,
      uid,
    ),
    q(
      "DELETE FROM loadout_likes WHERE user_uid = ?1 OR loadout_uid IN (SELECT uid FROM loadouts WHERE user_uid = ?1)",
      uid,
    ),
    q("DELETE FROM loadouts WHERE user_uid = ?", uid),
    q("DELETE FROM characters WHERE user_uid = ?", uid),
    q("DELETE FROM sessions WHERE user_uid = ?", uid),
    q("DELETE FROM share_tokens WHERE user_uid = ?", uid),
    q("DELETE FROM api_keys WHERE user_uid = ?", uid),
    q("DELETE FROM bot_tokens WHERE user_uid = ?", uid),
    q("DELETE FROM pilot_keys WHERE user_uid = ?", uid),
    q("DELETE FROM challenge_entries WHERE user_uid = ?", uid),
    q("DELETE FROM login_codes WHERE email = ?", email),
    q('DELETE FROM mail_outbox WHERE "to" = ?', email),
    // limit windows are keyed "<limit>:<subject>", the subject the address or "<address>:<client>"
    q(
      "DELETE FROM rate_limits WHERE substr(key, instr(key, ':') + 1) = ?1 OR substr(key, instr(key, ':') + 1, length(?1) + 1) = ?1 || ':'",
      email,
    ),
    q("UPDATE admin_log SET actor_email = NULL WHERE actor_uid = ?", uid),
    q("UPDATE admin_log SET target = ?1 WHERE target = ?2 AND ?2 <> ''", uid, email),
    q("DELETE FROM users WHERE uid = ? RETURNING uid", uid),
  ]);
  return (results.at(-1)?.results.length ?? 0) > 0;
}
