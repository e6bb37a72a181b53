import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { call, freshEmail, setFlags, signIn } from "./accounts.fixtures";

/** A newly signed-in user, Pro when asked: the cookie and the uid. */
export type Signed = { cookie: string; uid: string };
export async function signedUser(name: string, pro: boolean): Promise<Signed> {
  const s = await signIn(freshEmail(name));
  if (pro) await setFlags(s.user.uid, { pro: true });
  return { cookie: s.cookie, uid: s.user.uid };
}

/** The saved builds a user's own list shows: weapon builds or gear sets. */
export async function myLoadouts<T = unknown>(kind: "weapon" | "gear", cookie: string): Promise<T[]> {
  const path = kind === "gear" ? "/api/be/gear/loadouts/my" : "/api/be/loadouts/my";
  const res = await call(path, { cookie });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return ((await res.json()) as { loadouts: T[] }).loadouts;
}

/** Sends `n` requests at once; their statuses, sorted. */
export async function inParallel(n: number, request: (i: number) => Promise<Response>): Promise<number[]> {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => request(i)));
  return answers.map((r) => r.status).sort((a, b) => a - b);
}

/**
 * Sends 30 requests at once at the edge of a limit: exactly one is taken, the other 29 are
 * refused with 400, and `count` ends at `limit`.
 */
export async function raceAtEdge(
  send: (i: number) => Promise<Response>,
  count: () => Promise<number>,
  limit: number,
): Promise<void> {
  expect(await inParallel(30, send)).toEqual([200, ...Array(29).fill(400)]);
  expect(await count()).toBe(limit);
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
