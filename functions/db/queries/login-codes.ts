/** Login codes (hashed, one per address, a new send replaces the earlier code). */

export async function putLoginCode(
  db: D1Database,
  row: { email: string; codeHash: string; expiresAt: number },
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO login_codes (email, code_hash, expires_at, tries) VALUES (?1, ?2, ?3, 0)
       ON CONFLICT(email) DO UPDATE SET code_hash = ?2, expires_at = ?3, tries = 0`,
    )
    .bind(row.email, row.codeHash, row.expiresAt)
    .run();
}

export type CodeCheck = "ok" | "invalid" | "exhausted";

/**
 * Checks a code: a right, live code with tries left is consumed (one use, even when two requests
 * race); a wrong one counts a try. After `maxTries` wrong tries the code is dead.
 */
export async function checkLoginCode(
  db: D1Database,
  opts: { email: string; codeHash: string; now: number; maxTries: number },
): Promise<CodeCheck> {
  const { email, codeHash, now, maxTries } = opts;
  const used = await db
    .prepare(
      "DELETE FROM login_codes WHERE email = ? AND code_hash = ? AND tries < ? AND expires_at > ? RETURNING email",
    )
    .bind(email, codeHash, maxTries, now)
    .first();
  if (used) return "ok";
  const row = await db
    .prepare("UPDATE login_codes SET tries = tries + 1 WHERE email = ? RETURNING tries, expires_at")
    .bind(email)
    .first<{ tries: number; expires_at: number }>();
  if (!row) return "invalid";
  return row.tries > maxTries ? "exhausted" : "invalid";
}
