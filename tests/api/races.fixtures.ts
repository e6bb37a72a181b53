import { env } from "cloudflare:workers";

/** Sends `n` requests at once; their statuses, sorted. */
export async function inParallel(n: number, request: (i: number) => Promise<Response>): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => request(i)));
  return answers.map((r) => r.status).sort((a, b) => a - b);
}

/** Gives a user `n` saved builds of a kind directly in the database (the edge of a limit). */
export async function fillLoadouts(userUid: string, kind: "weapon" | "gear", n: number): Promise<void> {
  await env.DB.prepare(
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?3)
     INSERT INTO loadouts (uid, user_uid, kind, gun_uid, title, is_public, build, build_key, ergonomics,
       recoil_vertical, recoil_horizontal, likes, created_at, updated_at)
     SELECT ?1 || '-' || ?2 || '-' || i, ?1, ?2, '', 'fill', 0, '{"gun":"","parts":{}}', 'fill-' || i, 0, 0, 0, 0, 1, 1 FROM k`,
  )
    .bind(userUid, kind, n)
    .run();
}

export async function countRows(table: string, where: string, ...args: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...args)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
