/**
 * Counts one hit on a fixed-window limit and says whether it is within `max`. One statement, so
 * concurrent hits are all counted.
 */
export async function hitLimit(
  db: D1Database,
  opts: { key: string; max: number; windowMs: number; now: number },
): Promise<boolean> {
  const { key, max, windowMs, now } = opts;
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE count + 1 END,
         window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END
       RETURNING count`,
    )
    .bind(key, now, windowMs)
    .first<{ count: number }>();
  return (row?.count ?? 1) <= max;
}
