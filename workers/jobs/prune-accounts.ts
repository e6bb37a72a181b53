/** How long finished rows stay: outbox mails (local mode) and used-up limit windows. */
const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const LIMIT_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Hourly: deletes what can no longer be used — expired sessions, login codes and share tokens,
 * rate-limit windows older than a day and local outbox mails older than a week.
 */
export async function pruneAccounts(db: D1Database, now: number): Promise<void> {
  await db.batch([
    db.prepare("DELETE FROM sessions WHERE expires_at <= ?").bind(now),
    db.prepare("DELETE FROM login_codes WHERE expires_at <= ?").bind(now),
    db.prepare("DELETE FROM share_tokens WHERE expires_at <= ?").bind(now),
    db.prepare("DELETE FROM rate_limits WHERE window_start <= ?").bind(now - LIMIT_KEEP_MS),
    db.prepare("DELETE FROM mail_outbox WHERE created_at <= ?").bind(now - OUTBOX_KEEP_MS),
  ]);
}
