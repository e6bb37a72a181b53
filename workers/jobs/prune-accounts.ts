import { lte } from "drizzle-orm";
import type { AnyDb } from "../../functions/db/queries/db-type";
import { loginCodes, mailOutbox, rateLimits, sessions, shareTokens } from "../../functions/db/schema";

/** How long finished rows stay: outbox mails (local mode) and used-up limit windows. */
const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const LIMIT_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Hourly: deletes what can no longer be used — expired sessions, login codes and share tokens,
 * rate-limit windows older than a day and local outbox mails older than a week (one batch of
 * 5 statements = 5 D1 queries).
 */
export async function pruneAccounts(db: AnyDb, now: number): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: batch exists on both drivers but not on the base type
  await (db as any).batch([
    db.delete(sessions).where(lte(sessions.expiresAt, now)),
    db.delete(loginCodes).where(lte(loginCodes.expiresAt, now)),
    db.delete(shareTokens).where(lte(shareTokens.expiresAt, now)),
    db.delete(rateLimits).where(lte(rateLimits.windowStart, now - LIMIT_KEEP_MS)),
    db.delete(mailOutbox).where(lte(mailOutbox.createdAt, now - OUTBOX_KEEP_MS)),
  ]);
}
