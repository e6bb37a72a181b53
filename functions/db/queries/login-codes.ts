/**
 * Login codes (hashed). Several live per address: a send adds one and keeps that requester's newest
 * LIVE_CODES, so a send by someone else never replaces or pushes out the owner's code. Each code
 * remembers its requester (a hash of the client's address); only that requester's wrong tries
 * count against it.
 */

import { LOGIN_CODE_MAX_TRIES } from "../../../src/contracts/auth";

/** Live codes kept per address and requester. */
export const LIVE_CODES = 3;

export async function putLoginCode(
  db: D1Database,
  row: { email: string; codeHash: string; requester: string; expiresAt: number; now: number },
): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO login_codes (email, code_hash, requester, expires_at, tries) VALUES (?1, ?2, ?3, ?4, 0)
         ON CONFLICT(email, code_hash) DO UPDATE SET requester = ?3, expires_at = ?4, tries = 0`,
      )
      .bind(row.email, row.codeHash, row.requester, row.expiresAt),
    // the address's expired codes, this requester's spent ones (a new code is a new chance, as
    // the code it replaces would have been) and all but its newest LIVE_CODES
    db
      .prepare(
        `DELETE FROM login_codes WHERE email = ?1 AND (expires_at <= ?2 OR (requester = ?4 AND (tries >= ?5
           OR code_hash NOT IN (SELECT code_hash FROM login_codes WHERE email = ?1 AND requester = ?4
             AND expires_at > ?2 ORDER BY expires_at DESC LIMIT ?3))))`,
      )
      .bind(row.email, row.now, LIVE_CODES, row.requester, LOGIN_CODE_MAX_TRIES),
  ]);
}

export type CodeCheck = "ok" | "invalid" | "exhausted";

/**
 * Checks a code: a right, live code with tries left is consumed (one use, even when two requests
 * race), whoever sends it. A wrong one counts a try against the codes this requester asked for;
 * after `maxTries` of them, those codes are dead ("exhausted" for that requester only).
 */
export async function checkLoginCode(
  db: D1Database,
  opts: { email: string; codeHash: string; requester: string; now: number; maxTries: number },
): Promise<CodeCheck> {
  const { email, codeHash, requester, now, maxTries } = opts;
  const used = await db
    .prepare(
      "DELETE FROM login_codes WHERE email = ? AND code_hash = ? AND tries < ? AND expires_at > ? RETURNING email",
    )
    .bind(email, codeHash, maxTries, now)
    .first();
  if (used) return "ok";
  const { results } = await db
    .prepare(
      "UPDATE login_codes SET tries = tries + 1 WHERE email = ? AND requester = ? AND expires_at > ? RETURNING tries",
    )
    .bind(email, requester, now)
    .all<{ tries: number }>();
  return results.some((r) => r.tries > maxTries) ? "exhausted" : "invalid";
}

/** Whether this requester asked for a live code of the address. */
export async function ownsLiveCode(
  db: D1Database,
  opts: { email: string; requester: string; now: number },
): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS yes FROM login_codes WHERE email = ? AND requester = ? AND expires_at > ? LIMIT 1")
    .bind(opts.email, opts.requester, opts.now)
    .first();
  return row !== null;
}
