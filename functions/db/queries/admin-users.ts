import { type SQL, sql } from "drizzle-orm";
import type { AdminUser, AdminUserRow } from "../../../src/contracts/admin";
import { readFields, readProgression } from "../../accounts/defaults";
import { containsPattern } from "./like";

type UserRow = {
  uid: string;
  email: string | null;
  username: string | null;
  pro: number;
  admin: number;
  patron_until: number | null;
  created_at: number;
  char_uid: string;
  characters: number;
};

const SELECT = `SELECT u.uid, u.email, u.username, u.pro, u.admin, u.patron_until, u.created_at, u.char_uid,
  (SELECT count(*) FROM characters c WHERE c.user_uid = u.uid) AS characters FROM users u`;

const toRow = (r: UserRow): AdminUserRow => ({
  uid: r.uid,
  email: r.email,
  username: r.username,
  pro: r.pro === 1,
  admin: r.admin === 1,
  patronUntil: r.patron_until,
  createdAt: r.created_at,
  characters: r.characters,
});

/** The account fields an admin changes, as the audit line shows them. */
export const rolesOf = (u: Pick<AdminUserRow, "pro" | "admin" | "patronUntil">) => ({
  pro: u.pro,
  admin: u.admin,
  patronUntil: u.patronUntil,
});

/** Up to 50 accounts whose email, username or uid contains `q` (newest first); the newest without one. */
export async function searchUsers(db: D1Database, q: string): Promise<AdminUserRow[]> {
  const like = containsPattern(q);
  const { results } = await db
    .prepare(
      `${SELECT} WHERE ?1 = '%%' OR lower(coalesce(u.email, '')) LIKE ?1 ESCAPE '\\'
         OR lower(coalesce(u.username, '')) LIKE ?1 ESCAPE '\\' OR u.uid LIKE ?1 ESCAPE '\\'
       ORDER BY u.created_at DESC, u.uid LIMIT 50`,
    )
    .bind(like)
    .all<UserRow>();
  return results.map(toRow);
}

/** One account with its characters' summaries and progress counts; null when unknown. Never a secret. */
export async function adminUser(db: D1Database, uid: string): Promise<AdminUser | null> {
  const row = await db.prepare(`${SELECT} WHERE u.uid = ?`).bind(uid).first<UserRow>();
  if (!row) return null;
  const { results } = await db
    .prepare(
      "SELECT uid, fields, progression FROM characters WHERE user_uid = ?1 ORDER BY uid != ?1, created_at, uid",
    )
    .bind(uid)
    .all<{ uid: string; fields: string; progression: string }>();
  return {
    ...toRow(row),
    charUid: row.char_uid,
    chars: results.map((c) => {
      const f = readFields(c.fields);
      const p = readProgression(c.progression);
      return {
        uid: c.uid,
        charName: f.charName,
        gameMode: f.gameMode,
        fraction: f.fraction,
        level: f.level,
        questsDone: p.questsDone.length,
        itemsFound: Object.keys(p.itemsFound).length,
        modulesBuilt: p.modulesBuilt.length,
      };
    }),
  };
}

/** The statement that sets an account's roles and patron end (only the given ones). */
export function setAccountStatement(
  uid: string,
  patch: { pro?: boolean; admin?: boolean; patronUntil?: number | null },
): SQL {
  const flag = (v: boolean | undefined) => (v === undefined ? null : v ? 1 : 0);
  return sql`UPDATE users SET pro = coalesce(${flag(patch.pro)}, pro), admin = coalesce(${flag(patch.admin)}, admin),
      patron_until = CASE WHEN ${patch.patronUntil === undefined ? 0 : 1} = 1 THEN ${patch.patronUntil ?? null} ELSE patron_until END
    WHERE uid = ${uid}`;
}
