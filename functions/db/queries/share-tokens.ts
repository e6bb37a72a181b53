/** One-time share links (docs/product.md §4): only the token's SHA-256 is stored. */

export async function createShareToken(
  db: D1Database,
  row: { tokenHash: string; userUid: string; now: number; ttlMs: number },
): Promise<void> {
  await db
    .prepare("INSERT INTO share_tokens (token_hash, user_uid, created_at, expires_at) VALUES (?, ?, ?, ?)")
    .bind(row.tokenHash, row.userUid, row.now, row.now + row.ttlMs)
    .run();
}

export type ShareAccept = { ok: true; userUid: string } | { ok: false; reason: "not_valid" | "accepted" };

/**
 * Accepts a token once: the first accept of a live token wins (one statement, so two racing
 * accepts cannot both sign in); a used token answers "accepted", an unknown or expired one
 * "not_valid".
 */
export async function acceptShareToken(db: D1Database, tokenHash: string, now: number): Promise<ShareAccept> {
  const won = await db
    .prepare(
      `UPDATE share_tokens SET accepted_at = ?2
       WHERE token_hash = ?1 AND accepted_at IS NULL AND expires_at > ?2
       RETURNING user_uid`,
    )
    .bind(tokenHash, now)
    .first<{ user_uid: string }>();
  if (won) return { ok: true, userUid: won.user_uid };
  const row = await db
    .prepare("SELECT accepted_at FROM share_tokens WHERE token_hash = ?")
    .bind(tokenHash)
    .first<{ accepted_at: number | null }>();
  return { ok: false, reason: row && row.accepted_at !== null ? "accepted" : "not_valid" };
}
