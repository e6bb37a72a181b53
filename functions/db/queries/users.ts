import type { Progression, User } from "../../../src/contracts/user";
import { usernameKey } from "../../../src/domain/username";
import type { CharacterFields } from "../../accounts/defaults";
import { charSummary, readFields, readProgression } from "../../accounts/defaults";
import { accountIsPro } from "../../auth/access";
import { clock } from "../../clock";
import type { AccountRow } from "../../env";

/**
 * Creates an account with its main character (uid == charUid) when the email is new; returns the
 * account's uid either way. `INSERT OR IGNORE` keeps two racing first sign-ins to one account.
 */
export async function ensureUser(
  db: D1Database,
  opts: { uid: string; email: string; fields: CharacterFields; progression: Progression; now: number },
): Promise<string> {
  const { uid, email, fields, progression, now } = opts;
  await db.batch([
    db
      .prepare("INSERT OR IGNORE INTO users (uid, email, char_uid, created_at) VALUES (?, ?, ?, ?)")
      .bind(uid, email, uid, now),
    db
      .prepare(
        `INSERT OR IGNORE INTO characters (uid, user_uid, fields, progression, created_at)
         SELECT ?1, ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM users WHERE uid = ?1 AND email = ?5)`,
      )
      .bind(uid, JSON.stringify(fields), JSON.stringify(progression), now, email),
  ]);
  const row = await db.prepare("SELECT uid FROM users WHERE email = ?").bind(email).first<{ uid: string }>();
  if (!row) throw new Error("account not created");
  return row.uid;
}

/** Sets the admin and pro flags (only the given ones). */
export async function setRoles(
  db: D1Database,
  uid: string,
  roles: { admin?: boolean; pro?: boolean },
): Promise<void> {
  const sets: string[] = [];
  const args: number[] = [];
  if (roles.admin !== undefined) {
    sets.push("admin = ?");
    args.push(roles.admin ? 1 : 0);
  }
  if (roles.pro !== undefined) {
    sets.push("pro = ?");
    args.push(roles.pro ? 1 : 0);
  }
  if (sets.length === 0) return;
  await db
    .prepare(`UPDATE users SET ${sets.join(", ")} WHERE uid = ?`)
    .bind(...args, uid)
    .run();
}

type CharRow = { uid: string; fields: string; progression: string };

/** The characters of a user, oldest first (the main profile first). */
export async function userCharacters(db: D1Database, userUid: string): Promise<CharRow[]> {
  const { results } = await db
    .prepare(
      "SELECT uid, fields, progression FROM characters WHERE user_uid = ?1 ORDER BY uid != ?1, created_at, uid",
    )
    .bind(userUid)
    .all<CharRow>();
  return results;
}

/** The user object of docs/product.md §3: the account with the active character's fields flattened into it. */
export async function userView(db: D1Database, account: AccountRow): Promise<User> {
  const rows = await userCharacters(db, account.uid);
  const chars = rows.map((r) => ({ uid: r.uid, fields: readFields(r.fields), progression: r.progression }));
  const active = chars.find((c) => c.uid === account.charUid) ?? chars.find((c) => c.uid === account.uid);
  if (!active) throw new Error(`user ${account.uid} has no main character`);
  return {
    uid: account.uid,
    charUid: active.uid,
    email: account.email,
    username: account.username,
    admin: account.admin,
    // Pro status: the flag or a running patron subscription (docs/product.md §1, §6)
    pro: accountIsPro(account, clock.now()),
    patronUntil: account.patronUntil,
    chars: chars.map((c) => charSummary(c.uid, c.fields)),
    ...active.fields,
    ...readProgression(active.progression),
  };
}

/**
 * Sets the username unless another account has it, compared case-insensitively; false when taken.
 * One statement: two accounts racing for one name cannot both get it.
 */
export async function setUsername(db: D1Database, uid: string, username: string): Promise<boolean> {
  // NFKC-normalised as kept; the unique username_key makes names that read alike one name, even
  // under concurrent requests
  const name = username.normalize("NFKC");
  try {
    const res = await db
      .prepare("UPDATE users SET username = ?1, username_key = ?3 WHERE uid = ?2")
      .bind(name, uid, usernameKey(name))
      .run();
    return res.meta.changes > 0;
  } catch (err) {
    if (String(err).includes("UNIQUE")) return false;
    throw err;
  }
}

/** Sets the patron status end (ms), or clears it. */
export async function setPatronUntil(db: D1Database, uid: string, until: number | null): Promise<void> {
  await db.prepare("UPDATE users SET patron_until = ? WHERE uid = ?").bind(until, uid).run();
}
