/** A slot taken from a fixed-window limit, to give back when what it paid for did not happen. */
export type LimitSlot = { key: string; windowStart: number };

/**
 * Takes one slot of a fixed-window limit when one is free: one statement, so concurrent takes
 * never go over `max`. A full window is left untouched (a refused request spends nothing); null
 * then.
 */
export async function takeSlot(
  db: D1Database,
  opts: { key: string; max: number; windowMs: number; now: number },
): Promise<LimitSlot | null> {
  const { key, max, windowMs, now } = opts;
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE count + 1 END,
         window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END
       WHERE window_start <= ?2 - ?3 OR count < ?4
       RETURNING window_start`,
    )
    .bind(key, now, windowMs, max)
    .first<{ window_start: number }>();
  return row ? { key, windowStart: row.window_start } : null;
}

/** Gives a taken slot back, unless its window has ended since. */
export async function giveBack(db: D1Database, slot: LimitSlot): Promise<void> {
  await db
    .prepare("UPDATE rate_limits SET count = count - 1 WHERE key = ? AND window_start = ? AND count > 0")
    .bind(slot.key, slot.windowStart)
    .run();
}
